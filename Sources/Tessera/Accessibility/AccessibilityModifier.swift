/// The render node's record of what its view declares to assistive technologies: the
/// attributes of the accessibility modifiers on it (`RenderNode.accessibility`), and a stamp
/// counting their changes so a tree derived from them can tell which nodes changed.
public final class AccessibilityNodeInfo {
    /// The attributes, outer modifiers already merged over inner ones on this node.
    public internal(set) var attributes: AccessibilityAttributes
    /// Bumped by every update that set the attributes.
    public internal(set) var stamp: UInt32 = 0
    init(_ attributes: AccessibilityAttributes) { self.attributes = attributes }
}

/// The modifier behind every accessibility modifier: a pass-through node carrying attributes.
/// Equal as far as layout is concerned (the node never changes geometry), so a change of label
/// or closure never invalidates layout.
struct AccessibilityModifier: NodeModifier {
    var attributes: AccessibilityAttributes
    var role: ModifierRole { .accessibility(attributes) }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Attaches accessibility attributes to the view: `change` edits a fresh
    /// ``AccessibilityAttributes`` whose set fields replace those of modifiers inside this one.
    /// The SwiftUI modifiers of `TesseraAccessibility` (`accessibilityLabel`, …) and Tessera's
    /// controls are built on it; the accessibility tree is derived from the nodes it makes.
    public func accessibilityAttributes(_ change: (inout AccessibilityAttributes) -> Void) -> some View {
        var a = AccessibilityAttributes()
        change(&a)
        return modifier(AccessibilityModifier(attributes: a))
    }
}

extension ViewHost {
    /// Runs `body` with the newest accessibility attributes of `node` (for an assistive
    /// technology's action, value or text change): views holding stale closures are
    /// re-evaluated first, as before a key event. Returns false, running nothing, when the node
    /// left the tree or carries no attributes. State changes apply at the next `update()`.
    @discardableResult
    public func performAccessibilityAction(on node: RenderNode, _ body: (AccessibilityAttributes) -> Void) -> Bool {
        refreshActions(for: .key(KeyPress("")))
        guard renderRoot.subtreeContains(node), let info = node.accessibility else { return false }
        body(info.attributes)
        return true
    }
}

extension ViewHost {
    /// The layer node of the newest open modal presentation (a sheet, an alert, a full-screen
    /// cover), nil while none is open: the accessibility tree makes it a modal dialog, as the
    /// focus system keeps Tab inside it.
    public var modalPresentationLayer: RenderNode? { context.ui.modalLayer }
}

/// The text a view shows, for an accessibility name: a `Text`'s string, through modifiers and
/// type erasure; nil for anything else.
func accessibilityTitle(of view: any View) -> String? {
    var current: any View = view
    for _ in 0..<32 {
        if let t = current as? Text { return t.string }
        if let a = current as? AnyView { current = a.view; continue }
        guard let modified = current as? any ModifiedContentProtocol else { return nil }
        current = modified.parts.0
    }
    return nil
}

/// How numbers are written in accessibility values: integers without a fraction, others with
/// at most 3 decimals ("0.5", "42").
public enum AccessibilityValueFormat {
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : "\(r)"
    }
}
