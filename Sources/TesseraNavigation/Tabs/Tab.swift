import Tessera

/// One tab of a ``TabView`` in SwiftUI's newer form, `Tab("Inbox", systemImage: "tray",
/// value: .inbox) { InboxView() }`: its title and icon make the tab's button, `value` is what
/// the selection takes. Outside a `TabView` it shows its content.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    /// A tab selected when the selection equals `value`.
    public init(_ title: String, systemImage: String? = nil, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title; self.systemImage = systemImage; self.value = value; self.content = content()
    }
    public var body: some View { content }
}

extension Tab where Value == Never {
    /// A tab without a value (a `TabView` without `selection:` selects it by position).
    public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title; self.systemImage = systemImage; self.value = nil; self.content = content()
    }
}

/// What a ``TabView`` reads from a ``Tab``.
protocol TabDescribing {
    var tabTitle: String { get }
    var tabImage: String? { get }
    var tabValue: AnyHashable? { get }
    var tabContent: AnyView { get }
}

extension Tab: TabDescribing {
    var tabTitle: String { title }
    var tabImage: String? { systemImage }
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
    var tabContent: AnyView { AnyView(content) }
}

/// The label a view gives its tab (`tabItem`).
struct TabItemModifier<Label: View>: ViewModifier {
    let label: Label
    func body(content: Content) -> some View { content }
}

/// The badge a tab or a list row shows (`badge`).
@_spi(Presentation)
public struct BadgeModifier: ViewModifier {
    public let badge: Text?
    public func body(content: Content) -> some View { content }
}

extension View {
    /// The label of the tab this view is in a ``TabView`` (usually a `Label` or a `Text`),
    /// like SwiftUI's `tabItem(_:)`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
    /// A count shown on this view's tab (0 shows none), like SwiftUI's `badge(_:)`.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(badge: count == 0 ? nil : Text(verbatim: "\(count)")))
    }
    /// A text shown on this view's tab (nil shows none).
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(badge: label)) }
    /// A string shown on this view's tab (nil shows none).
    public func badge(_ label: String?) -> some View { modifier(BadgeModifier(badge: label.map { Text(verbatim: $0) })) }
}
