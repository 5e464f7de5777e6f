import Tessera
import TesseraNavigation
import TesseraSDLHost

/// The window benchmark of issue 27 (beside `push-frame` and `sheet-frame`):
///
/// - `window-open`: what opening a second window costs the app: a new view host for a message
///   window under the menu bar TesseraApp gives apps with several scenes (built, laid out, its
///   display list made) and its first frame drawn to pixels at 560x420, as
///   `openWindow(value:)` does before the window shows. SDL's own window creation (the X
///   server's work) is not included: it needs a display (measured separately with
///   `TESSERA_TRACE_FRAMES=1` under Xvfb).
func windowBenchmarks() -> [Benchmark] {
    [
        Benchmark("window-open") {
            let size = Size(width: 560, height: 420)
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            var n = 0
            return {
                n += 1
                let host = ViewHost(BenchMessageWindow(number: n), textMeasurer: renderer.textMeasurer, images: renderer.images)
                _ = try? renderer.render(host.frame(size: size, at: 0).displayList, size: size)
            }
        },
    ]
}

/// A message window of a mail app with its menu bar.
private struct BenchMessageWindow: View {
    let number: Int
    var body: some View {
        VStack(spacing: 0) {
            MenuBar(appName: "Mail",
                    standardRows: [.appTermination: [AnyView(Button("Quit Mail") {}.keyboardShortcut("q"))],
                                   .newItem: [AnyView(Button("New Window") {}.keyboardShortcut("n"))],
                                   .saveItem: [AnyView(Button("Close Window") {}.keyboardShortcut("w"))]],
                    commands: CommandMenu("Mailbox") { Button("Empty Sent") {} }._commandEntries)
            VStack(alignment: .leading, spacing: 12) {
                Text("Subject of message \(number)").font(.title2)
                Text("From Sender \(number) · 09:41").foregroundColor(.secondary)
                Divider()
                Text("The body of the message, a paragraph of text long enough to wrap over a few lines of the window.")
                Spacer()
                HStack { Spacer(); Button("Close") {} }
            }
            .padding(20)
        }
    }
}
