import Testing
@testable import Tessera

/// Counts body evaluations by name (views capture it by reference).
final class Log {
    var counts: [String: Int] = [:]
    func hit(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
    func reset() { counts = [:] }
}

/// A host laid out in a window of `size`.
func makeHost(_ view: some View, size: Size = Size(width: 800, height: 600)) -> ViewHost {
    let host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
    host.layout(size: size)
    return host
}

extension ViewHost {
    /// The frame of the view with id `id`.
    func frame(_ id: String) -> Rect {
        guard let n = node(withID: id) else { Issue.record("no view with id \(id)"); return .zero }
        return n.frame
    }
    /// Frames of every identified view, relative to the root's origin.
    var identifiedFrames: [String: Rect] {
        var out: [String: Rect] = [:]
        let o = renderRoot.frame.origin
        renderRoot.forEachNode { n in if let id = n.id { out[id] = n.frame.offsetBy(Point(x: -o.x, y: -o.y)) } }
        return out
    }
    /// Frames of every identified view relative to the view with id `grid`.
    func frames(relativeTo grid: String) -> [String: Rect] {
        let g = frame(grid)
        return identifiedFrames.mapValues { $0.relative(to: g.relative(to: renderRoot.frame)) }
    }
    /// The string of the text view with id `id` (a text leaf at or below it).
    func text(_ id: String) -> String? {
        var result: String?
        node(withID: id)?.forEachNode { n in if result == nil, case .text(let t) = n.content { result = t.string } }
        return result
    }
    /// Gives keyboard focus to the scroll view (the only or the first one), as a click in it
    /// would: scroll views take keys through the focus system.
    func focusScrollView() { setFocus(context.scrolling.all.first?.focusNode) }
    /// Click, update and lay out again.
    func click(_ p: Point, size: Size = Size(width: 800, height: 600)) {
        handle(.click(p)); update(); layout(size: size)
    }
}

extension Rect {
    /// The rect relative to `other`'s origin.
    func relative(to other: Rect) -> Rect { offsetBy(Point(x: -other.minX, y: -other.minY)) }
}
