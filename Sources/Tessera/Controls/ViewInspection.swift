/// Reading a builder's content as a list of views, for TesseraNavigation's alerts and dialogs:
/// SwiftUI lays out the buttons of an alert's `actions` itself (their roles decide order,
/// colour and which key triggers which), so the presentation needs the buttons, not a view.
@_spi(Presentation)
public enum _ViewList {
    /// The views `view` is made of: tuples, groups, optionals, `if`/`else` and `AnyView` are
    /// opened (recursively); every other view is one element.
    public static func flatten(_ view: any View) -> [any View] {
        switch view {
        case let t as any TupleViewContent: return t.tupleChildren.flatMap(flatten)
        case let g as any GroupContent: return flatten(g.groupContent)
        case let c as any ConditionalViewContent: return flatten(c.chosenContent)
        case let o as any OptionalViewContent: return o.wrappedView.map(flatten) ?? []
        case let a as AnyView: return flatten(a.view)
        case is EmptyView: return []
        default: return [view]
        }
    }
}

/// A `Button`'s parts, for presentations that lay out buttons themselves.
@_spi(Presentation)
public protocol _ButtonParts {
    var _role: ButtonRole? { get }
    var _action: () -> Void { get }
    var _label: AnyView { get }
}

@_spi(Presentation)
extension Button: _ButtonParts {
    public var _role: ButtonRole? { role }
    public var _action: () -> Void { action }
    public var _label: AnyView { AnyView(label) }
}

protocol TupleViewContent { var tupleChildren: [any View] { get } }
extension TupleView: TupleViewContent { var tupleChildren: [any View] { children } }
protocol GroupContent { var groupContent: any View { get } }
extension Group: GroupContent { var groupContent: any View { content } }
protocol ConditionalViewContent { var chosenContent: any View { get } }
extension ConditionalContent: ConditionalViewContent {
    var chosenContent: any View {
        switch storage {
        case .trueContent(let v): v
        case .falseContent(let v): v
        }
    }
}
protocol OptionalViewContent { var wrappedView: (any View)? { get } }
extension Optional: OptionalViewContent where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 } }
}

@_spi(Presentation)
extension _ViewList {
    /// The views of `content` with their tags (`tag(_:)`, else a `ForEach`'s element id), the
    /// way a `Picker` reads its options.
    public static func taggedViews(_ content: any View) -> [(tag: AnyHashable?, view: AnyView)] {
        pickerOptions(content, as: AnyHashable.self).map { (tag: $0.tag, view: $0.label) }
    }

    /// The modifiers applied to `view` (`ModifiedContent` of Tessera's and custom modifiers),
    /// outermost first.
    public static func modifiers(of view: any View) -> [Any] {
        var result: [Any] = []
        var current: any View = view
        for _ in 0..<64 {
            guard let m = current as? any AnyModifiedContent else { break }
            result.append(m.anyModifier)
            current = m.anyContent
        }
        return result
    }

    /// The identity `view` was given with `.id(_:)` (the outermost one), if any.
    public static func explicitID(of view: any View) -> AnyHashable? {
        for m in modifiers(of: view) { if let id = m as? IDModifier { return id.id } }
        return nil
    }

    /// `view` without its modifiers (the innermost content of its `ModifiedContent` chain).
    public static func unmodified(_ view: any View) -> any View {
        var current: any View = view
        for _ in 0..<64 {
            guard let m = current as? any AnyModifiedContent else { break }
            current = m.anyContent
        }
        return current
    }
}

protocol AnyModifiedContent {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}
extension ModifiedContent: AnyModifiedContent {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

@_spi(Presentation)
extension _ViewList {
    /// The tag set on `view` with `tag(_:)` (the outermost one), if any: how a static row of a
    /// list names itself for the selection.
    public static func tag(of view: any View) -> AnyHashable? {
        for m in modifiers(of: view) {
            if let t = m as? TagModifier { return t.tag }
        }
        return nil
    }
}

@_spi(Presentation)
extension _ViewList {
    /// The content of `view` when it is a `Section` (nil otherwise), for containers that walk
    /// their rows (a list's keyboard order).
    public static func sectionContent(of view: any View) -> (any View)? {
        (view as? any SectionProtocol)?.sectionParts.content
    }
}

@_spi(Presentation)
extension _ViewList {
    /// A `Section`'s header, content and footer (nil when `view` is not a section).
    public static func sectionParts(of view: any View) -> (header: any View, content: any View, footer: any View)? {
        (view as? any SectionProtocol)?.sectionParts
    }

    /// The views of `view` as rows: like ``flatten(_:)``, and a `ForEach` gives one row per
    /// element (it is walked: for short, eager containers such as forms).
    public static func rows(_ view: any View) -> [any View] {
        flatten(view).flatMap { v -> [any View] in
            if let keyed = unmodifiedForEach(v) { return keyed.keyedChildren.flatMap { rows($0.view) } }
            return [v]
        }
    }

    private static func unmodifiedForEach(_ view: any View) -> (any KeyedChildren)? {
        guard view is any _EditableForEach else { return nil }
        return view as? any KeyedChildren
    }
}

@_spi(Presentation)
extension _ViewList {
    /// Whether `view`'s own modifiers turn it off (`disabled(true)` on it): how a menu bar
    /// knows a row it does not draw must not answer its keyboard shortcut.
    public static func isDisabled(_ view: any View) -> Bool {
        var environment = EnvironmentValues()
        for m in modifiers(of: view) { if let w = m as? EnvironmentWriter { w.write(&environment) } }
        return !environment.isEnabled
    }
}
