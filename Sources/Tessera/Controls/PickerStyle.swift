/// How a picker shows its options, like SwiftUI's `PickerStyle`: `.menu` (a button showing the
/// choice that opens a pop-up list; the default) or `.segmented` (a row of segments).
public protocol PickerStyle {
    var kind: PickerStyleKind { get }
}

/// The picker styles Tessera draws.
public enum PickerStyleKind: Hashable, Sendable { case automatic, menu, segmented }

/// A pop-up menu button.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .menu } }
/// A row of segments, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .segmented } }
/// The default: a menu.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var kind: PickerStyleKind { .automatic } }

extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }

extension View {
    /// How pickers in this view show their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style.kind) }
}
