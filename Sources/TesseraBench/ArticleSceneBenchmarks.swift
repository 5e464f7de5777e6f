import TesseraDemo
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// `article-scene-frame` (DESIGN §3.6): one frame of the `column-alignment` scene at 1280x800
/// with the headless software renderer, display list to pixels (the list is built once, as a
/// window redrawing an unchanged scene would; textures come from the cache after the first
/// frame, which is rendered before timing).
///
/// `article-scene-update` is the whole path of one key press for comparison: the alignment
/// changes, the views are updated and laid out, the display list is rebuilt and drawn.
func articleSceneBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    guard let renderer = try? ViewRenderer(),
          let index = SceneCatalog.index(of: "column-alignment") else { return [] }
    let session = DemoSession(model: DemoModel(sceneIndex: index, size: size),
                              textMeasurer: renderer.textMeasurer, images: renderer.images)
    let list = session.displayList()
    _ = try? renderer.render(list, size: size)
    var flip = false
    return [
        Benchmark(name: "article-scene-frame") { _ = try? renderer.render(list, size: size) },
        Benchmark(name: "article-scene-update") {
            flip.toggle()
            session.perform(.align(flip ? .bottomTrailing : .topLeading))
            _ = try? renderer.render(session.displayList(), size: size)
        },
    ]
}
