/// How a ``Label`` looks, like SwiftUI's `LabelStyle`: `makeBody` gets the label's title and
/// icon as views and returns its appearance. Set with `labelStyle(_:)`; the built-in styles are
/// `.automatic` and `.titleAndIcon` (the icon, then the title, 6 points apart), `.titleOnly`
/// and `.iconOnly`. A custom style is written as in SwiftUI:
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` is given: the label's title and icon, each a view.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let title: Title
    public let icon: Icon
}

/// The default label look: the icon, then the title, 6 points apart.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) { configuration.icon; configuration.title }
    }
}
/// The icon, then the title (SwiftUI's `.titleAndIcon`).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) { configuration.icon; configuration.title }
    }
}
/// The title alone (SwiftUI's `.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// The icon alone (SwiftUI's `.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

/// A label style in the environment: its type and description stand for it in comparisons
/// (two environments with the same style compare equal, so labels are not evaluated again).
struct AnyLabelStyle: Equatable {
    let type: ObjectIdentifier
    let identity: String
    let make: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        type = ObjectIdentifier(S.self)
        identity = String(describing: style)
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
    static func == (a: Self, b: Self) -> Bool { a.type == b.type && a.identity == b.identity }
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

extension EnvironmentValues {
    /// The label style set by `labelStyle(_:)` (nil: the default look).
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the labels in this view (SwiftUI's `labelStyle(_:)`).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, S.self == DefaultLabelStyle.self ? nil : AnyLabelStyle(style))
    }
}
