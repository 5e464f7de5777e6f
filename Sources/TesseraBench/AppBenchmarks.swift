import Tessera
import TesseraDemo
import TesseraSDLHost

/// The app benchmarks of issue 12, on `SettingsFormView` (every control in a grid form) in a
/// 1280x800 host with the real font, each call a whole frame: the input event, the update
/// (re-evaluating what changed), layout, the display list and the pixels (software renderer).
///
/// - `app-form-frame`: a click on the notifications switch, which flips it (the frame is taken
///   after its knob's animation, at a later clock time each call).
/// - `app-typing-frame`: one character typed into the focused name field (the field is
///   emptied every 40 characters, untimed, so the text stays form-sized).
func appBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    final class Form {
        let renderer: ViewRenderer
        let host: ViewHost
        var time = 0.0
        init?() {
            guard let renderer = try? ViewRenderer() else { return nil }
            self.renderer = renderer
            host = ViewHost(SettingsFormView(), textMeasurer: renderer.textMeasurer, images: renderer.images)
        }
        func frame(_ size: Size) {
            time += 1
            let f = host.frame(size: size, at: time)
            _ = try? renderer.render(f.displayList, size: size)
        }
        func click(_ id: String) {
            guard let p = host.node(withID: id)?.frame else { return }
            let c = Point(x: p.midX, y: p.midY)
            host.handle(.pointer(PointerEvent(.down, at: c)))
            host.handle(.pointer(PointerEvent(.up, at: c)))
        }
    }
    return [
        Benchmark("app-form-frame") {
            guard let form = Form() else { return unavailable() }
            form.frame(size)
            return {
                form.click("notifications")
                form.frame(size)
            }
        },
        Benchmark("app-typing-frame") {
            guard let form = Form() else { return Benchmark.Body(prepare: nil, run: unavailable()) }
            form.frame(size)
            form.click("name")
            form.frame(size)
            var typed = 0
            return Benchmark.Body(prepare: {
                guard typed >= 40 else { return }
                typed = 0
                form.host.handle(.key(KeyPress("A", control: true)))
                form.host.handle(.key(KeyPress("Backspace")))
                form.frame(size)
            }, run: {
                typed += 1
                form.host.handle(.text("e"))
                form.frame(size)
            })
        },
    ]
}
