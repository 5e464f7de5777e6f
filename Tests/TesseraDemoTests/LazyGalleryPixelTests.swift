import Testing
import TesseraDemo
import Tessera
@testable import TesseraSDL
import TesseraSDLHost

/// The gallery of `lazy-gallery` scrolled frame by frame as the benchmarks scroll it (wheel
/// steps of a row and of parts of a row, both ways): every frame of one damage-tracking
/// renderer (the scroll shift, with tiles the viewport's edge cuts differently in two frames,
/// the layout moving unchanged tiles instead of placing them, and photos and labels taken as
/// moved from the last frame instead of run dry) equals a full render of the same frame by a
/// renderer that repaints everything.
@Suite(.serialized) struct LazyGalleryPixelTests {
    @Test func scrolledGalleryFramesEqualFullRenders() throws {
        let size = Size(width: 640, height: 400)
        let measurer = try FontTextMeasurer()
        let images = FileImageProvider()
        // Drawing shares the measurer's fonts and text engine, as `ViewRenderer` does.
        let renderer = HeadlessRenderer(sharingFontsWith: measurer.measurer)
        let full = try ViewRenderer()
        full.tracksDamage = false
        let host = ViewHost(LazyGallery(count: 1_000_000), textMeasurer: measurer, images: images)
        host.pointerLocation = Point(x: 320, y: 200)
        var t = 0.0
        _ = try renderer.render(host.frame(size: size, at: t).displayList, size: size)
        // Wheel units of 40 points: a row (128 points), a row again, 40, 12, back a row, 22, a row.
        for (step, dy) in [-3.2, -3.2, -1, -0.3, 3.2, -0.55, -3.2].enumerated() {
            t += 1.0 / 60
            #expect(host.handle(.scroll(dx: 0, dy: dy)))
            let list = host.frame(size: size, at: t).displayList
            let tracked = try renderer.render(list, size: size)
            #expect(tracked == (try full.render(list, size: size)), "frame \(step) (wheel \(dy)) differs from a full render")
            if abs(dy) == 3.2 {
                // A row's step moves the pixels and repaints about the row it exposes (a third of
                // the viewport), not also the rows the viewport's edges cut.
                #expect(renderer.lastScrollShift != nil, "frame \(step): no scroll shift")
                // The photos that stayed on screen were taken as moved, not run dry again.
                #expect(renderer.lastMovedImages >= 4, "frame \(step): \(renderer.lastMovedImages) images taken as moved")
                // And so were their labels (`MovedTexts`).
                #expect(renderer.lastMovedTexts >= 4, "frame \(step): \(renderer.lastMovedTexts) texts taken as moved")
                let repainted = renderer.lastDamage.dropLast().reduce(0) { $0 + $1.width * $1.height }
                #expect(repainted < Int(size.width * size.height) * 45 / 100, "frame \(step) repainted \(repainted) pixels")
            }
        }
    }
}
