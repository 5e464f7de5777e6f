import Tessera
import TesseraSDLHost

/// The scroll-frame harness of the lazy grid, list and table benchmarks: `view` in a headless
/// host at 1280x800 with the pointer in the middle; each iteration advances the clock by a
/// 60 Hz frame, sends one wheel step of `step` (in wheel units, towards the end of the content,
/// turning at either end), and renders the frame's display list to pixels with the software
/// renderer (update, layout, display list and pixels all counted) at `scale` pixels per point.
func scrollingFrames(_ view: some View, step: Double, scale: Double = 1) -> () -> Void {
    let size = Size(width: 1280, height: 800)
    guard let renderer = try? ViewRenderer() else { return unavailable() }
    let h = ViewHost(view, textMeasurer: renderer.textMeasurer, images: renderer.images)
    h.pointerLocation = Point(x: 640, y: 400)
    var t = 0.0
    var direction = -1.0
    _ = try? renderer.render(h.frame(size: size, at: t, scale: scale).displayList, size: size, scale: scale)
    return {
        t += 1.0 / 60
        if !h.handle(.scroll(dx: 0, dy: direction * step)) {
            direction = -direction
            h.handle(.scroll(dx: 0, dy: direction * step))
        }
        _ = try? renderer.render(h.frame(size: size, at: t, scale: scale).displayList, size: size, scale: scale)
    }
}
