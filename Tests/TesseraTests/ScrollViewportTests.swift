import Testing
import TesseraGeometry
@testable import Tessera

/// `.scrolled(by:)` clamps its offset to the content: 0 up to content minus viewport.
@Suite struct ScrollViewportTests {
    func contentFrame(offset: Double) throws -> Rect {
        let view = Color.red.frame(width: 50, height: 500).id("content")
            .scrolled(.vertical, by: offset)
            .frame(width: 100, height: 100)
        let host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 100, height: 100))
        return try #require(host.node(withID: "content")).frame
    }

    @Test func offsetsAreClampedToTheContent() throws {
        // 500 tall content in a 100 tall viewport: offsets from 0 to 400.
        #expect(try contentFrame(offset: 150).minY == -150)
        #expect(try contentFrame(offset: 10_000).minY == -400)
        #expect(try contentFrame(offset: -50).minY == 0)
        #expect(try contentFrame(offset: .nan).minY == 0)
    }
}
