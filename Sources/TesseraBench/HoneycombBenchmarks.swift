import Tessera
import TesseraDemo
import TesseraSDL
import TesseraSDLHost

/// `honeycomb-frame` and `flip-frame` (Contracts.md, "Benchmark output"): one full frame of the honeycomb scene at
/// 1280x800 with the headless software renderer, display list to pixels. `honeycomb-frame`
/// draws the still scene's list (built once, as a window redrawing an unchanged scene would,
/// like `article-scene-frame`); `flip-frame` builds the list of each frame (animator attributes
/// at the frame's time) and draws it. `flip-frame` alternates
/// between two times inside a cell's flip, so the turning cell is re-rasterized in perspective
/// every frame; the other 41 photos come from the sprite cache, as in a running window.
func honeycombBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    return [
        Benchmark("honeycomb-frame") {
            guard let renderer = try? ViewRenderer(), let index = SceneCatalog.index(of: "honeycomb") else { return unavailable() }
            let still = DemoSession(model: DemoModel(sceneIndex: index, size: size),
                                    textMeasurer: renderer.textMeasurer, images: renderer.images)
            let stillList = still.displayList()
            renderer.tracksDamage = false   // a full repaint each time (damage tracking would skip it)
            _ = try? renderer.render(stillList, size: size)
            return { _ = try? renderer.render(stillList, size: size) }
        },
        Benchmark("flip-frame") {
            guard let renderer = try? ViewRenderer(), let index = SceneCatalog.index(of: "honeycomb") else { return unavailable() }
            let clock = SimulatedClock()
            renderer.tracksDamage = false
            let flipping = DemoSession(model: DemoModel(sceneIndex: index, size: size),
                                       textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            _ = flipping.frame()
            if let cell = flipping.layoutResult().frame("cell-3-2") { flipping.handle(.click(cell.center)) }
            _ = flipping.frame()
            var t = 0.0
            return {
                // 0.15 s and 0.16 s into the 0.5 s flip, back and forth: the cell is always turning.
                t = t == 0.15 ? 0.16 : 0.15
                _ = try? renderer.render(flipping.frame(at: t).displayList, size: size)
            }
        },
    ]
}
