import Observation
import Tessera
import TesseraAccessibility
import TesseraGeometry

/// Values the test views edit through bindings (observed, so a change re-evaluates the views).
@Observable
final class FormModel {
    var on = false
    var volume = 0.5
    var count = 3
    var name = ""
    var choice = "b"
    var clicks = 0
    var customRuns = 0
    var on2 = false
}

/// A host of `view` in an 800x600 window with its accessibility tree derived.
struct TreeHarness {
    let host: ViewHost
    let tree: AccessibilityTree
    init(_ view: some View) {
        host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 800, height: 600))
        tree = AccessibilityTree(host: host, title: "Test")
        tree.update()
    }
    /// Applies the state changes of an action and derives the tree again.
    @discardableResult
    func refresh() -> [AccessibilityChange] {
        host.update()
        host.layout(size: Size(width: 800, height: 600))
        return tree.update()
    }
    func find(_ role: AccessibilityRole, _ name: String? = nil) -> AccessibilityElement? { tree.root.first(role: role, name: name) }
    func all(_ role: AccessibilityRole) -> [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        tree.root.forEach { if $0.role == role { out.append($0) } }
        return out
    }
}

func binding<T>(_ get: @escaping () -> T, _ set: @escaping (T) -> Void) -> Binding<T> { Binding(get: get, set: set) }
