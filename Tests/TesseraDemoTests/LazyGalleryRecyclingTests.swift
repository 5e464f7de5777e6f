import Testing
import TesseraDemo
@testable import Tessera
import TesseraSDLHost
import TesseraDisplayList

/// The gallery of `lazy-gallery` driven as the benchmarks drive it (jumps to the last and the
/// first of a million photos, wheel steps of a row and parts of one) in two hosts: one reusing
/// the nodes of tiles that leave for the tiles that arrive (`LazyRecycler`), one making every
/// arriving tile anew. Every frame has the same pixels in both (rendered in full).
extension DemoTests {
    @Suite struct LazyGalleryRecyclingTests {
        @Test func recycledTilesHaveTheSamePixelsAsTilesMadeAnew() throws {
            let size = Size(width: 640, height: 400)
            let renderer = try ViewRenderer()
            renderer.tracksDamage = false
            let boxes = [ScrollProxyBox(), ScrollProxyBox()]
            let hosts = boxes.map {
                ViewHost(LazyGallery(count: 1_000_000, proxyBox: $0), textMeasurer: renderer.textMeasurer, images: renderer.images)
            }
            hosts[1].context.recyclesLazyItems = false
            for h in hosts { h.pointerLocation = Point(x: 320, y: 200) }
            var t = 0.0
            func frame(_ what: String, _ step: (ViewHost, ScrollProxyBox) -> Void) throws {
                t += 1.0 / 60
                var images: [PixelImage] = []
                for (h, box) in zip(hosts, boxes) {
                    step(h, box)
                    images.append(try renderer.render(h.frame(size: size, at: t).displayList, size: size))
                }
                #expect(images[0] == images[1], "\(what): the recycled tiles' pixels differ from new tiles'")
            }
            try frame("first frame") { _, _ in }
            try frame("jump to the last") { _, box in box.proxy?.scrollTo(999_999, anchor: .bottom) }
            try frame("jump to the first") { _, box in box.proxy?.scrollTo(0, anchor: .top) }
            for dy in [-3.2, -3.2, -1, -0.3, 3.2, -0.55] {
                try frame("wheel \(dy)") { h, _ in h.handle(.scroll(dx: 0, dy: dy)) }
            }
            try frame("jump to the middle") { _, box in box.proxy?.scrollTo(500_000, anchor: .center) }
            #expect(hosts[0].stats.nodesRecycled > 40, "\(hosts[0].stats.nodesRecycled) tiles reused")
            #expect(hosts[1].stats.nodesRecycled == 0)
            #expect(hosts[0].node(withID: "tile500000") != nil)
        }
    }
}
