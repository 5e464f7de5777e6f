import Tessera
import TesseraDemo
import TesseraSDL
import TesseraSDLHost

/// The heavy frames of issue 33 at scale 1 and 2 (a `-2x` name: 2560x1600 pixels for the same
/// 1280x800 points), update, layout, display list and pixels counted, damage tracking off
/// where the whole frame moves:
/// - `flip-all-frame` (DESIGN.md 3.8): the honeycomb after "F" (every cell flips at once), frames
///   alternating between two times inside the 0.5 s flip, so all 42 cells turn in perspective
///   every frame;
/// - `transition-frame-2500-2x`: `transition-frame-2500` at scale 2;
/// - `trainer-edit-frame-2x`: `trainer-edit-frame` at scale 2;
/// - `lazy-grid-scroll-frame-1m-2x`: `lazy-grid-scroll-frame-1m` at scale 2.
func hiDPIFrameBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    func flipAll(scale: Double) -> () -> Void {
        guard let renderer = try? ViewRenderer(), let index = SceneCatalog.index(of: "honeycomb") else { return unavailable() }
        renderer.tracksDamage = false
        let session = DemoSession(model: DemoModel(sceneIndex: index, size: size),
                                  textMeasurer: renderer.textMeasurer, images: renderer.images, clock: SimulatedClock())
        _ = try? renderer.render(session.frame(scale: scale).displayList, size: size, scale: scale)
        _ = session.handle(.key(name: "F", shift: false))
        _ = session.frame(scale: scale)
        var t = 0.0
        return {
            t = t == 0.15 ? 0.16 : 0.15
            _ = try? renderer.render(session.frame(at: t, scale: scale).displayList, size: size, scale: scale)
        }
    }
    func transition(scale: Double) -> () -> Void {
        let model = BenchGridModel()
        let host = ViewHost(BenchGrid(model: model), textMeasurer: MonospaceTextMeasurer())
        guard let renderer = try? HeadlessRenderer() else { return unavailable() }
        _ = host.frame(size: size, at: 0, scale: scale)
        withAnimation(.easeInOut(duration: 1000)) { model.alignment = .topLeading }
        _ = host.frame(size: size, at: 0, scale: scale)
        var t = 400.0
        return {
            t += 1
            _ = try? renderer.render(host.frame(size: size, at: t, scale: scale).displayList, size: size, scale: scale)
        }
    }
    return [
        Benchmark("flip-all-frame") { flipAll(scale: 1) },
        Benchmark("flip-all-frame-2x") { flipAll(scale: 2) },
        Benchmark("transition-frame-2500-2x") { transition(scale: 2) },
        Benchmark("trainer-edit-frame-2x") { trainerEditFrames(size: size, scale: 2) },
        Benchmark("lazy-grid-scroll-frame-1m-2x") {
            scrollingFrames(LazyGallery(count: 1_000_000, proxyBox: nil), step: 3.2, scale: 2)
        },
    ]
}
