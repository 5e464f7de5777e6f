import SnapshotTesting
import Testing
import Tessera
import TesseraSnapshotTesting

private struct Badge: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.orange).frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 4) {
                Text("Tessera").font(.title2)
                Text("snapshot strategy").foregroundStyle(Color.secondary)
            }
        }
        .padding(16)
        .background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The strategy for swift-snapshot-testing, as its users write it. The reference PNGs in
/// `__Snapshots__` were recorded once and looked at.
@Suite(.serialized) struct ViewSnapshotTests {
    @Test func badge() {
        assertSnapshot(of: Badge(), as: .image(size: Size(width: 320, height: 200)))
    }

    @Test func badgeInDarkModeAtScale2() {
        assertSnapshot(of: Badge().preferredColorScheme(.dark), as: .image(size: Size(width: 320, height: 200), scale: 2))
    }

    @Test func aChangedViewFailsTheComparison() {
        let strategy = Snapshotting<Badge, PixelImage>.image(size: Size(width: 320, height: 200))
        let a = PixelImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let b = PixelImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 250, 255, 255, 255])
        #expect(strategy.diffing.diffV2(a, a) == nil)
        #expect(strategy.diffing.diffV2(a, b)?.0.contains("1 of 2 pixels differ") == true)
        let tolerant = Snapshotting<Badge, PixelImage>.image(size: Size(width: 320, height: 200), channel: 5)
        #expect(tolerant.diffing.diffV2(a, b) == nil)
        // PNG round trip through the reference format.
        let data = strategy.diffing.toData(a)
        #expect(strategy.diffing.fromData(data) == a)
    }
}
