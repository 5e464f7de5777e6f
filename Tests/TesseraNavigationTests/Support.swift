import Testing
@testable import Tessera
@testable import TesseraNavigation

/// A host driven like a window: events at a simulated time, frames through the animator, and
/// a settle step that runs every animation to its end.
final class Stage {
    let host: ViewHost
    let size: Size
    private(set) var time = 0.0

    init(_ view: some View, size: Size = Size(width: 800, height: 600)) {
        host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
        self.size = size
        _ = host.frame(size: size, at: 0)
        settle()
    }

    /// Frames until nothing moves (at most 5 s of simulated time).
    func settle() {
        var frames = 0
        repeat {
            time += 1.0 / 30
            frames += 1
        } while host.frame(size: size, at: time).isAnimating && frames < 150
    }

    /// Advances `seconds` of simulated time and renders that frame.
    func advance(_ seconds: Double) { time += seconds; _ = host.frame(size: size, at: time) }

    /// Sends `event`, renders the next frame and (by default) lets animations settle.
    func send(_ event: HostEvent, settle: Bool = true) {
        host.handle(event)
        advance(0.001)
        if settle { self.settle() }
    }

    func key(_ name: String, shift: Bool = false, control: Bool = false, alt: Bool = false, command: Bool = false) {
        send(.key(KeyPress(name, shift: shift, control: control, alt: alt, command: command)))
    }

    /// Clicks the centre of the view with `id` as it is on screen.
    func click(_ id: String, settle: Bool = true) {
        guard let f = frame(id) else { Issue.record("no view \(id) on screen"); return }
        send(.click(Point(x: f.midX, y: f.midY)), settle: settle)
    }

    /// Where the view with `id` is drawn (nil when absent): its frame on screen moved by the
    /// insertion and removal transitions of it and its ancestors (translations).
    func frame(_ id: String) -> Rect? {
        guard let target = host.node(withID: id) else { return nil }
        var result: Rect?
        func visit(_ n: RenderNode, _ shift: Point) -> Bool {
            let a = host.animator.attributes(of: n)
            var s = shift
            if let t = a.transitionTransform { let o = t.apply(Point(x: 0, y: 0)); s = Point(x: s.x + o.x, y: s.y + o.y) }
            if n === target { result = a.frame.offsetBy(s); return true }
            for c in n.children where visit(c, s) { return true }
            return false
        }
        _ = visit(host.renderRoot, Point(x: 0, y: 0))
        return result
    }

    /// Whether the view with `id` is on screen: present and inside the window.
    func isVisible(_ id: String) -> Bool {
        guard let f = frame(id) else { return false }
        return f.maxX > 0 && f.minX < size.width && f.maxY > 0 && f.minY < size.height
    }

    /// The strings of the texts drawn inside the window (not under a zero opacity), in tree order.
    var visibleTexts: [String] {
        var out: [String] = []
        func visit(_ n: RenderNode) {
            let a = host.animator.attributes(of: n)
            if case .opacity(let o)? = a.effect, o <= 0 { return }
            if a.transitionOpacity <= 0 { return }
            if case .text(let t) = a.content {
                let f = a.frame
                if f.maxX > 0.5, f.minX < size.width - 0.5, f.maxY > 0, f.minY < size.height { out.append(t.string) }
            }
            for c in n.children { visit(c) }
        }
        visit(host.renderRoot)
        return out
    }

    /// The string of the text at or below the view with `id`.
    func text(_ id: String) -> String? {
        var result: String?
        host.node(withID: id)?.forEachNode { n in if result == nil, case .text(let t) = n.content { result = t.string } }
        return result
    }
}

/// Collects the navigation warnings `body` gives (task-local, so parallel tests do not mix).
func collectingWarnings(_ body: () -> Void) -> [String] {
    final class Lines: @unchecked Sendable { var lines: [String] = [] }
    let box = Lines()
    NavigationDiagnostics.$handler.withValue({ box.lines.append($0) }) { body() }
    return box.lines
}
