import Tessera

/// The look of a ``Table`` (SwiftUI's `TableStyle`), set with `tableStyle(_:)`:
///
/// - `inset` (and `automatic`, Tessera's desktop default as on macOS): rows inset from the
///   table's edges, the selection and the alternate rows' stripes as rounded bands.
/// - `bordered`: rows edge to edge inside a one-point border, column dividers in the header,
///   square selection.
///
/// Both alternate the rows' backgrounds unless made with `alternatesRowBackgrounds: false`.
public protocol TableStyle: Sendable {
    /// Which of the built-in looks this is.
    var _tableStyle: _TableStyleKind { get }
}

/// A built-in table look and its options.
public struct _TableStyleKind: Hashable, Sendable {
    public enum Look: Hashable, Sendable { case inset, bordered }
    public var look: Look
    public var alternatesRowBackgrounds: Bool
}

public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public var _tableStyle: _TableStyleKind { _TableStyleKind(look: .inset, alternatesRowBackgrounds: true) }
}
public struct InsetTableStyle: TableStyle {
    let alternates: Bool
    public init() { alternates = true }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _tableStyle: _TableStyleKind { _TableStyleKind(look: .inset, alternatesRowBackgrounds: alternates) }
}
public struct BorderedTableStyle: TableStyle {
    let alternates: Bool
    public init() { alternates = true }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _tableStyle: _TableStyleKind { _TableStyleKind(look: .bordered, alternatesRowBackgrounds: alternates) }
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

struct TableStyleKey: EnvironmentKey {
    static let defaultValue = AutomaticTableStyle()._tableStyle
}

extension EnvironmentValues {
    /// The table style set by `tableStyle(_:)` for the tables below.
    var tableStyleKind: _TableStyleKind {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the tables in this view (SwiftUI's `tableStyle(_:)`).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyleKind, style._tableStyle)
    }
}

extension _TableStyleKind {
    /// The list look the rows are drawn with.
    var listStyle: _ListStyleKind { look == .inset ? .inset : .plain }
    /// The rows' horizontal inset from the table's edges (the list style's band inset).
    var rowInset: Double { listStyle.bandInset }
}

/// The stripe behind every other table row (macOS's alternating content background).
func tableStripe(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(white: 1, alpha: 0.05) : Color(r8: 244, g8: 245, b8: 245)
}
