import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraTesting
@testable import TesseraSDL

/// Renders sample scenes into PNGs under the artifacts folder for a person to look at (and
/// checks they render): a photo grid mid-flip, its back face, and shapes and text at 2x.
@Suite(.serialized) struct LookTests {
    @Test func writesSamplesForInspection() throws {
        let r = try HeadlessRenderer()
        let photos = (0..<16).map { RendererScenes.syntheticPhoto(seed: $0) }
        let size = Size(width: 1280, height: 800)
        try ImageCodec.writePNG(try r.render(RendererScenes.photoGrid(size: size, photos: photos, flipAngle: 50), size: size),
                                to: artifactPath("photo-grid-flip-50.png"))
        try ImageCodec.writePNG(try r.render(RendererScenes.photoGrid(size: size, photos: photos, flipAngle: 150), size: size),
                                to: artifactPath("photo-grid-flip-150.png"))
        var list = DisplayList()
        list.append(.fill(.roundedRect(Rect(x: 10, y: 10, width: 140, height: 60), cornerRadius: 12), .linearGradient(Color.blue.gradient, in: Rect(x: 10, y: 10, width: 140, height: 60))))
        list.append(.fill(.path(.capsule(in: Rect(x: 160, y: 10, width: 100, height: 40))), .color(.green)))
        list.append(.fill(.path(.circle(in: Rect(x: 270, y: 10, width: 60, height: 60))), .color(.pink.opacity(0.8))))
        list.append(.text(TextRun("Wrapped and centred text in a narrow column", fontSize: 15, weight: .regular, color: .primary,
                                  origin: Point(x: 10, y: 80), maxWidth: 150, alignment: .center)))
        list.withTransform(Transform.rotation(.degrees(-12)).concatenating(.translation(180, 100))) {
            $0.append(.text(TextRun("Rotated bold", fontSize: 20, weight: .bold, color: .red, origin: Point(x: 0, y: 0))))
        }
        list.withClip(.path(.circle(in: Rect(x: 250, y: 90, width: 80, height: 80)))) {
            $0.append(.fill(.rect(Rect(x: 250, y: 90, width: 80, height: 80)), .color(.indigo)))
            $0.append(.text(TextRun("clipped", fontSize: 16, color: .white, origin: Point(x: 258, y: 120))))
        }
        #expect(list.isBalanced)
        let img = try r.render(list, size: Size(width: 340, height: 180), scale: 2)
        #expect(img.width == 680)
        try ImageCodec.writePNG(img, to: artifactPath("shapes-2x.png"))
    }
}
