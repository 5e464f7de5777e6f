import Testing
import TesseraApp

/// Counts body evaluations by name (views capture it by reference).
final class EvaluationLog {
    var counts: [String: Int] = [:]
    func hit(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
}

/// A host laid out in an 800x600 window, measuring text with the monospace measurer.
@MainActor
func makeHost(_ view: some View) -> ViewHost {
    let host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
    _ = host.layout(size: .init(width: 800, height: 600))
    return host
}

extension ViewHost {
    /// The string of the text at or below the view with id `id`.
    func text(_ id: String) -> String? {
        var result: String?
        node(withID: id)?.forEachNode { n in if result == nil, case .text(let t) = n.content { result = t.string } }
        return result
    }
    /// Every text string drawn under the view with id `id`.
    func texts(_ id: String) -> [String] {
        var out: [String] = []
        node(withID: id)?.forEachNode { n in if case .text(let t) = n.content { out.append(t.string) } }
        return out
    }
    /// Applies pending changes and lays out again.
    func refresh() {
        update()
        _ = layout(size: .init(width: 800, height: 600))
    }
    /// Clicks the centre of the view with id `id`, then refreshes.
    func click(_ id: String) {
        guard let frame = node(withID: id)?.frame else { Issue.record("no view with id \(id)"); return }
        _ = handle(.click(frame.center))
        refresh()
    }
}
