import Tessera

/// The look of a ``Form`` (SwiftUI's `FormStyle`): `.grouped` (sections as rounded cards on a
/// grouped background, each control spread across its row: label leading, control trailing),
/// `.columns` (macOS: labels right-aligned in a leading column, controls in a second column),
/// `.automatic` (columns in the desktop look, as on macOS; grouped in the touch look, as on
/// iOS: `PlatformLook`). Set with `formStyle(_:)`.
public protocol FormStyle: Sendable {
    var _kind: _FormStyleKind { get }
}

/// The built-in form looks.
public enum _FormStyleKind: Hashable, Sendable { case automatic, grouped, columns }

public struct AutomaticFormStyle: FormStyle { public init() {}; public var _kind: _FormStyleKind { .automatic } }
public struct GroupedFormStyle: FormStyle { public init() {}; public var _kind: _FormStyleKind { .grouped } }
public struct ColumnsFormStyle: FormStyle { public init() {}; public var _kind: _FormStyleKind { .columns } }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

struct FormStyleKey: EnvironmentKey { static let defaultValue: _FormStyleKind = .automatic }

extension EnvironmentValues {
    /// The form style set by `formStyle(_:)`.
    public var _formStyle: _FormStyleKind {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the forms in this view (SwiftUI's `formStyle(_:)`).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { environment(\._formStyle, style._kind) }
}

extension _FormStyleKind {
    /// The style a form draws with in `look`: `.automatic` is `.columns` on the desktop (macOS's
    /// default form style) and `.grouped` on touch (iOS's).
    func resolved(for look: PlatformLook) -> _FormStyleKind {
        guard self == .automatic else { return self }
        return look == .desktop ? .columns : .grouped
    }
}
