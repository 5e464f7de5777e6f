/// Splits a `PreviewProvider`'s `previews` into its previews, as Xcode does: the views of a
/// block, of a `Group` and of a `ForEach` are one preview each; preview attributes
/// (`.previewDisplayName`, `.previewLayout`...) on a container apply to each of its views, the
/// innermost winning.
@MainActor
enum PreviewSplitter {
    /// One preview's view and attributes.
    struct Split {
        var view: any View
        var displayName: String?
        var layout: PreviewLayout = .device
        var orientation: InterfaceOrientation?
    }

    static func split(_ view: any View) -> [Split] {
        split(view, inherited: Split(view: view))
    }

    /// Attributes flow down: a wrapper's attribute applies to everything inside it, and an
    /// inner wrapper (met later) overrides an outer one.
    private static func split(_ view: any View, inherited: Split) -> [Split] {
        if let attributed = view as? any PreviewAttributed {
            var s = inherited
            switch attributed.attribute {
            case .displayName(let name): s.displayName = name
            case .layout(let layout): s.layout = layout
            case .orientation(let o): s.orientation = o
            case .device: break
            }
            return split(attributed.attributedContent, inherited: s)
        }
        if let container = view as? any PreviewContainer, let children = container.previewChildren {
            return children.flatMap { split($0, inherited: inherited) }
        }
        var leaf = inherited
        leaf.view = view
        return [leaf]
    }
}

/// A view whose children are previews of their own in a `PreviewProvider` (nil: read as one
/// view).
protocol PreviewContainer {
    var previewChildren: [any View]? { get }
}

extension Group: PreviewContainer {
    var previewChildren: [any View]? { (Mirror(reflecting: self).descendant("content") as? any View).map { [$0] } }
}

extension TupleView: PreviewContainer {
    var previewChildren: [any View]? { Mirror(reflecting: self).descendant("children") as? [any View] }
}

extension ForEach: PreviewContainer {
    var previewChildren: [any View]? { data.map { content($0) } }
}

extension AnyView: PreviewContainer {
    var previewChildren: [any View]? { (Mirror(reflecting: self).descendant("view") as? any View).map { [$0] } }
}

extension Optional: PreviewContainer where Wrapped: View {
    var previewChildren: [any View]? { map { [$0] } ?? [] }
}
