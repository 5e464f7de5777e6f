import Foundation
import Tessera
import TesseraDemo
import TesseraSDL
import TesseraSDLHost

/// The lazy grid benchmarks of Contracts.md, "Benchmark output", on the `lazy-gallery` view (adaptive columns of
/// 120 points: 9 columns at 1280x800, 128-point rows) with 1,000,000 items (and 1,000 for
/// comparison), headless at 1280x800, display list to pixels:
///
/// - `lazy-grid-scroll-frame-1m` / `-1k`: one frame while scrolling: a wheel step of one row
///   (128 points, so every frame creates a row of tiles and releases one), layout, display
///   list, pixels. At the end of the content the direction turns.
/// - `lazy-grid-jump-1m`: `scrollTo` the last item (then the first, alternately) and the
///   settled frame (the jump is not animated), pixels included.
///   `lazy-grid-jump-host-only-1m` is the same without pixels.
/// - `lazy-grid-first-frame-1m`: building the view tree and its first frame, pixels included.
func lazyGridBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    func host(_ count: Int, _ renderer: ViewRenderer, _ box: ScrollProxyBox? = nil) -> ViewHost {
        let h = ViewHost(LazyGallery(count: count, proxyBox: box), textMeasurer: renderer.textMeasurer, images: renderer.images)
        h.pointerLocation = Point(x: 640, y: 400)
        return h
    }
    func scrolling(_ count: Int) -> () -> Void {
        scrollingFrames(LazyGallery(count: count, proxyBox: nil), step: 3.2)
    }
    return [
        Benchmark("lazy-grid-scroll-frame-1m") { scrolling(1_000_000) },
        Benchmark("lazy-grid-scroll-frame-1k") { scrolling(1_000) },
        Benchmark("lazy-grid-scroll-host-only-1m") {
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            let h = host(1_000_000, renderer)
            var t = 0.0
            _ = h.frame(size: size, at: t)
            return { t += 1.0 / 60; h.handle(.scroll(dx: 0, dy: -3.2)); _ = h.frame(size: size, at: t) }
        },
        Benchmark("lazy-grid-still-pixels-1m") {
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            renderer.tracksDamage = false   // a full repaint each time (damage tracking would skip it)
            let h = host(1_000_000, renderer)
            let list = h.frame(size: size, at: 0).displayList
            return { _ = try? renderer.render(list, size: size) }
        },
        Benchmark("lazy-grid-jump-1m") {
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            let box = ScrollProxyBox()
            let h = host(1_000_000, renderer, box)
            var t = 0.0
            var last = false
            _ = try? renderer.render(h.frame(size: size, at: t).displayList, size: size)
            return {
                t += 1.0 / 60
                last.toggle()
                box.proxy?.scrollTo(last ? 999_999 : 0, anchor: last ? .bottom : .top)
                _ = try? renderer.render(h.frame(size: size, at: t).displayList, size: size)
            }
        },
        Benchmark("lazy-grid-jump-host-only-1m") {
            // The jump without pixels (update, layout, animator, display list).
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            let box = ScrollProxyBox()
            let h = host(1_000_000, renderer, box)
            var t = 0.0
            var last = false
            _ = h.frame(size: size, at: t)
            return {
                t += 1.0 / 60
                last.toggle()
                box.proxy?.scrollTo(last ? 999_999 : 0, anchor: last ? .bottom : .top)
                _ = h.frame(size: size, at: t)
            }
        },
        Benchmark("lazy-grid-first-frame-1m") {
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            _ = try? renderer.render(host(1_000_000, renderer).frame(size: size, at: 0).displayList, size: size)
            return {
                let h = host(1_000_000, renderer)
                _ = try? renderer.render(h.frame(size: size, at: 0).displayList, size: size)
            }
        },
    ]
}

/// `tessera-bench --gallery-memory`: the 1,000,000-item gallery scrolled from top to bottom a
/// page per frame; prints the resident memory (VmRSS, and the peak VmHWM) at the end.
func galleryMemory() {
    let size = Size(width: 1280, height: 800)
    guard let renderer = try? ViewRenderer() else { _ = unavailable(); return }
    let h = ViewHost(LazyGallery(count: 1_000_000), textMeasurer: renderer.textMeasurer, images: renderer.images)
    var t = 0.0
    var frames = 0
    _ = try? renderer.render(h.frame(size: size, at: t).displayList, size: size)
    // A page per frame until the last tile is on screen (PageDown is taken even at the end).
    while h.node(withID: "tile999999") == nil && frames < 100_000 {
        h.handle(.key(KeyPress("PageDown")))
        t += 1.0 / 60
        _ = try? renderer.render(h.frame(size: size, at: t).displayList, size: size)
        frames += 1
        if frames % 5000 == 0 { print("  \(frames) frames, " + residentMemory()) }
    }
    print("lazy-gallery 1,000,000 items, \(frames) frames top to bottom: " + residentMemory())
}

/// VmRSS and the peak VmHWM of this process.
func residentMemory() -> String {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let lines = status.split(separator: "\n").filter { $0.hasPrefix("VmRSS") || $0.hasPrefix("VmHWM") }
    return lines.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "  ", with: "") }.joined(separator: ", ")
}
