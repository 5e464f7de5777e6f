import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

@Suite(.serialized) struct LookTests {
    @Test func writesPhotoGridForInspection() throws {
        let r = try HeadlessRenderer()
        let photos = (0..<16).map { RendererScenes.syntheticPhoto(seed: $0) }
        let img = try r.render(photoGridScene(flipAngle: 50, photos: photos), size: Size(width: 1280, height: 800))
        try ImageCodec.writePNG(img, to: artifactPath("photo-grid.png"))
    }
}
