import Observation
import Testing
@testable import Tessera

/// The state a control test drives, observed by the test views.
@Observable final class FormState {
    var taps = 0
    var on = false
    var value = 0.5
    var count = 5
    var choice = "b"
    var text = ""
    var secret = ""
    var submitted = 0
    var editing: [Bool] = []
}

/// A host at a fixed size whose every step renders a frame far enough in time that
/// animations have ended (hits are tested against what is on screen).
final class ControlHarness {
    let host: ViewHost
    let size: Size
    private var time = 0.0
    init(_ view: some View, size: Size = Size(width: 600, height: 400)) {
        host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
        self.size = size
        settle()
    }
    func settle() { time += 10; _ = host.frame(size: size, at: time) }
    func frame(_ id: String) -> Rect { host.node(withID: id)?.frame ?? .zero }
    func pointer(_ phase: PointerEvent.Phase, _ p: Point, clicks: Int = 1) {
        host.handle(.pointer(PointerEvent(phase, at: p, clickCount: clicks))); settle()
    }
    func click(_ p: Point, clicks: Int = 1) { pointer(.down, p, clicks: clicks); pointer(.up, p, clicks: clicks) }
    func click(_ id: String, at unit: UnitPoint = .center) { click(point(id, unit)) }
    func point(_ id: String, _ unit: UnitPoint = .center) -> Point { unit.point(in: frame(id)) }
    @discardableResult func key(_ name: String, shift: Bool = false, control: Bool = false) -> Bool {
        let taken = host.handle(.key(KeyPress(name, shift: shift, control: control))); settle(); return taken
    }
    func type(_ text: String) { host.handle(.text(text)); settle() }
    /// Every text string drawn under the view with id `id`.
    func texts(_ id: String) -> [String] {
        var out: [String] = []
        host.node(withID: id)?.forEachNode { n in if case .text(let t) = n.content { out.append(t.string) } }
        return out
    }
    /// Whether some node under `id` paints shape type `S`.
    func paints<S: Shape>(_ type: S.Type, under id: String) -> Bool {
        var found = false
        host.node(withID: id)?.forEachNode { n in if case .shape(let s, _) = n.content, s.base is S { found = true } }
        return found
    }
}

/// A button style that records what it was given.
struct RecordingStyle: ButtonStyle {
    let log: Log
    func makeBody(configuration: Configuration) -> some View {
        if configuration.isPressed { log.hit("pressed") }
        if configuration.isHovered { log.hit("hovered") }
        return configuration.label.padding(10)
    }
}
