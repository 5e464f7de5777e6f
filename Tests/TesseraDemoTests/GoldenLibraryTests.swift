import Foundation
import Testing
import TesseraDisplayList
import TesseraSDL
import TesseraTesting
import Tessera

/// The `TesseraTesting` library on its own: record, match, mismatch (actual and diff written
/// next to the golden), tolerance.
extension DemoTests {
    @Suite struct GoldenLibrary {
        struct Badge: View {
            var color: Color = .blue
            var body: some View {
                Text("Tessera").padding(12).background(RoundedRectangle(cornerRadius: 8).fill(color.gradient))
            }
        }

        @Test func recordThenMatchThenMismatch() throws {
            let dir = temporaryFolder(), golden = dir + "/badge.png"
            let size = Size(width: 160, height: 80)
            let recorder = try GoldenImages(recording: true)
            try recorder.assertMatches(Badge(), size: size, golden: golden)
            #expect(FileManager.default.fileExists(atPath: golden))

            let checker = try GoldenImages(renderer: recorder.renderer, recording: false)
            try checker.assertMatches(Badge(), size: size, golden: golden)
            #expect(throws: GoldenMismatch.self) { try checker.assertMatches(Badge(color: .red), size: size, golden: golden) }
            #expect(FileManager.default.fileExists(atPath: dir + "/badge.actual.png"))
            #expect(FileManager.default.fileExists(atPath: dir + "/badge.diff.png"))
            // A passing check removes stale failure images.
            try checker.assertMatches(Badge(), size: size, golden: golden)
            #expect(!FileManager.default.fileExists(atPath: dir + "/badge.actual.png"))
            // A missing golden fails with the record hint.
            #expect { try checker.assertMatches(Badge(), size: size, golden: dir + "/none.png") } throws: { e in
                "\(e)".contains("TESSERA_RECORD_GOLDENS=1")
            }
        }

        @Test func toleranceCountsPixelsBeyondTheChannelLimit() {
            let a = PixelImage(width: 10, height: 10, fill: (100, 100, 100, 255))
            var b = a
            b[0, 0] = (103, 100, 100, 255)
            b[1, 0] = (110, 100, 100, 255)
            let c = ImageComparison(b, a, channel: 3)
            #expect(c.differingPixels == 1 && c.maxChannelDifference == 10)
            #expect(c.passes(GoldenTolerance(channel: 3, pixelFraction: 0.01)))
            #expect(!c.passes(.exact))
            #expect(ImageComparison(a, a).differingPixels == 0)
        }
    }
}
