import Foundation
import Tessera
import TesseraDemo
import TesseraSDL
import TesseraSDLHost

/// The lazy masonry benchmarks (DESIGN §3.8) on the `waterfall` wall (columns of at least 180
/// points: 6 at 1280x800, photos of mixed shapes), headless at 1280x800, display list to pixels:
///
/// - `waterfall-scroll-frame-100k` / `-1k`: one frame while scrolling: a wheel step of 3.2 lines
///   (128 points, so photos come into view and others leave every frame), layout, display list,
///   pixels, with 100,000 (1,000) photos. At the end of the content the direction turns.
func waterfallBenchmarks() -> [Benchmark] {
    func scrolling(_ count: Int) -> () -> Void { scrollingFrames(WaterfallWall(count: count), step: 3.2) }
    return [
        Benchmark("waterfall-scroll-frame-100k") { scrolling(100_000) },
        Benchmark("waterfall-scroll-frame-1k") { scrolling(1_000) },
    ]
}

/// `tessera-bench --waterfall-memory`: the 100,000-photo wall paged from top to bottom (a page
/// per frame, pixels every frame), then back to the top; prints the resident memory (VmRSS, and
/// the peak VmHWM).
func waterfallMemory() {
    let size = Size(width: 1280, height: 800)
    guard let renderer = try? ViewRenderer() else { _ = unavailable(); return }
    let h = ViewHost(WaterfallWall(count: 100_000), textMeasurer: renderer.textMeasurer, images: renderer.images)
    var t = 0.0
    var frames = 0
    func step(_ key: String) {
        h.handle(.key(KeyPress(key)))
        t += 1.0 / 60
        _ = try? renderer.render(h.frame(size: size, at: t).displayList, size: size)
        frames += 1
    }
    _ = try? renderer.render(h.frame(size: size, at: t).displayList, size: size)
    while h.node(withID: "photo99999") == nil && frames < 200_000 {
        step("PageDown")
        if frames % 2000 == 0 { print("  \(frames) frames, " + residentMemory()) }
    }
    let down = frames
    print("waterfall 100,000 photos, \(down) pages top to bottom: " + residentMemory())
    while h.node(withID: "photo0") == nil && frames < 2 * down + 10 { step("PageUp") }
    print("and \(frames - down) pages back to the top: " + residentMemory())
}
