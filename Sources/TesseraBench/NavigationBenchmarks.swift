import Tessera
import TesseraNavigation
import TesseraSDLHost

/// The navigation benchmarks of issue 27 (Contracts.md), each call one whole frame at 1280x800
/// in the middle of an animation (animate, display list, pixels with the software renderer):
///
/// - `push-frame`: a stack pushing a message screen over an inbox of 40 rows (the 0.35 s
///   slide); frames step through the slide at 60 Hz, and the push is restarted, untimed, when
///   it ends.
/// - `sheet-frame`: a compose sheet (520x360, as Mail's) sliding up over the same inbox (0.3 s),
///   restarted likewise.
func navigationBenchmarks() -> [Benchmark] {
    [
        Benchmark("push-frame") { animationBody(BenchInbox(), start: "row-7", undo: KeyPress("Left", alt: true)) },
        Benchmark("sheet-frame") { animationBody(BenchInbox(), start: "compose", undo: KeyPress("Escape")) },
    ]
}

/// A benchmark body stepping through the animation `start` (a click) begins, and undoing it
/// with `undo` (untimed) when it ends.
private func animationBody(_ view: some View, start: String, undo: KeyPress) -> Benchmark.Body {
    let size = Size(width: 1280, height: 800)
    guard let renderer = try? ViewRenderer() else { return Benchmark.Body(prepare: nil, run: unavailable()) }
    let host = ViewHost(view, textMeasurer: renderer.textMeasurer, images: renderer.images)
    var time = 0.0
    var phase = 99
    func frame() { _ = try? renderer.render(host.frame(size: size, at: time).displayList, size: size) }
    func restart() {
        host.handle(.key(undo)); time += 1; frame()
        guard let f = host.node(withID: start)?.frame else { return }
        host.handle(.click(Point(x: f.midX, y: f.midY)))
        time += 1.0 / 60; frame()
        phase = 0
    }
    frame()
    return Benchmark.Body(prepare: { if phase >= 15 { restart() } }, run: {
        phase += 1
        time += 1.0 / 60
        frame()
    })
}

/// An inbox of 40 rows in a stack, with a compose sheet.
private struct BenchInbox: View {
    @State private var composing = false
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40) { i in
                        NavigationLink(value: i) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Sender \(i)").bold()
                                Text("Subject of message \(i), which is long enough to be cut").foregroundColor(.secondary).lineLimit(1)
                            }
                            .padding(8)
                        }
                        .id("row-\(i)")
                    }
                }
            }
            .navigationTitle("Inbox")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") { composing = true }.id("compose") } }
            .navigationDestination(for: Int.self) { i in
                VStack(alignment: .leading, spacing: 12) {
                    Text("Subject of message \(i)").font(.title2)
                    Text("The body of the message, a paragraph of text shown on the pushed screen.")
                    Spacer()
                }
                .padding(20)
                .navigationTitle("Sender \(i)")
            }
        }
        .sheet(isPresented: $composing) {
            VStack(spacing: 12) {
                Text("New Message").font(.headline)
                Text("To:").frame(maxWidth: .infinity, alignment: .leading)
                Spacer()
            }
            .padding(16)
            .frame(minWidth: 520, minHeight: 360)   // the size of Mail's compose sheet
        }
    }
}
