import Tessera
import TesseraAccessibility

extension DemoSession {
    /// The accessibility tree of the current frame as JSON (Contracts.md), the window named
    /// after the scene as the demo window's title is.
    public func accessibilityJSON() -> String {
        _ = frame()
        let tree = AccessibilityTree(host: host, title: title)
        tree.update()
        return AccessibilityJSON.string(tree.root)
    }
}
