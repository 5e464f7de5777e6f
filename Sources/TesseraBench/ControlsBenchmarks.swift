import Tessera
import TesseraControls
import TesseraSDLHost

/// The controls benchmarks of issue 28 (Contracts.md):
///
/// - `text-editor-keystroke-10k`: one typed character in a focused `TextEditor` holding
///   10,000 lines (≈ 370 KB), caret in the middle, and the whole frame it causes at 1280x800:
///   the binding written, the edited line re-evaluated, layout, display list and pixels with
///   the software renderer. Every 200 characters a line break is typed (untimed), so lines
///   stay short.
func controlsBenchmarks() -> [Benchmark] {
    [Benchmark("text-editor-keystroke-10k") { keystrokeBody() }]
}

private final class BenchText: @unchecked Sendable {
    var value = (0..<10_000).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
}

private func keystrokeBody() -> Benchmark.Body {
    let size = Size(width: 1280, height: 800)
    guard let renderer = try? ViewRenderer() else { return Benchmark.Body(prepare: nil, run: unavailable()) }
    let text = BenchText()
    let binding = Binding(get: { text.value }, set: { text.value = $0 })
    let host = ViewHost(TextEditor(text: binding), textMeasurer: renderer.textMeasurer, images: renderer.images)
    var time = 0.0
    func frame() { time += 1.0 / 60; _ = try? renderer.render(host.frame(size: size, at: time).displayList, size: size) }
    frame()
    host.handle(.click(Point(x: 20, y: 20)))
    frame()
    for _ in 0..<100 { host.handle(.key(KeyPress("PageDown"))); frame() }   // towards the middle (untimed)
    frame()
    var typed = 0
    return Benchmark.Body(prepare: {
        typed += 1
        if typed % 200 == 0 { host.handle(.key(KeyPress("Return"))); frame() }
    }, run: {
        host.handle(.text("x"))
        frame()
    })
}
