import TesseraDemo
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// `article-scene-frame` (Contracts.md, "Benchmark output"): one frame of the `column-alignment` scene at 1280x800
/// with the headless software renderer, display list to pixels (the list is built once, as a
/// window redrawing an unchanged scene would; textures come from the cache after the first
/// frame, which is rendered before timing).
///
/// `article-scene-update` is the whole path of one key press for comparison: the alignment
/// changes, the views are updated and laid out, the display list is rebuilt and drawn.
func articleSceneBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    /// The scene's session, its first frame drawn (so textures are cached).
    func start() -> (ViewRenderer, DemoSession)? {
        guard let renderer = try? ViewRenderer(),
              let index = SceneCatalog.index(of: "column-alignment") else { return nil }
        let session = DemoSession(model: DemoModel(sceneIndex: index, size: size),
                                  textMeasurer: renderer.textMeasurer, images: renderer.images)
        _ = try? renderer.render(session.displayList(), size: size)
        return (renderer, session)
    }
    return [
        Benchmark("article-scene-frame") {
            guard let (renderer, session) = start() else { return unavailable() }
            let list = session.displayList()
            renderer.tracksDamage = false   // a full repaint each time (damage tracking would skip it)
            return { _ = try? renderer.render(list, size: size) }
        },
        Benchmark("article-scene-update") {
            guard let (renderer, session) = start() else { return unavailable() }
            var flip = false
            return {
                flip.toggle()
                session.perform(.align(flip ? .bottomTrailing : .topLeading))
                _ = try? renderer.render(session.displayList(), size: size)
            }
        },
    ]
}
