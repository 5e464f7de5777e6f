import Tessera

/// How a ``DatePicker`` looks (SwiftUI's `DatePickerStyle`), set with `datePickerStyle(_:)`:
/// - `.automatic`, `.compact`: the field of segments and a button opening a calendar pop-up;
/// - `.field`, `.stepperField`: the field alone (type or step the segments, no pop-up);
/// - `.graphical`: the month calendar in place (and the time field under it when the picker
///   shows hours and minutes), as macOS draws it;
/// - `.wheel`: accepted for iOS code; drawn as `.field` (desktop pickers have no wheels).
public protocol DatePickerStyle {
    var _kind: _DatePickerStyleKind { get }
}

/// The built-in date picker looks (what a ``DatePickerStyle`` resolves to).
public enum _DatePickerStyleKind: Hashable, Sendable {
    case automatic, compact, field, graphical

    /// Whether the field has the button that opens the calendar pop-up.
    var hasCalendarButton: Bool { self == .automatic || self == .compact }
}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .automatic } }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .compact } }
public struct FieldDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .graphical } }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: Self { .init() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: Self { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { .init() } }

struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: _DatePickerStyleKind { .automatic }
}

extension EnvironmentValues {
    /// The look of the date pickers below (`datePickerStyle(_:)`).
    var datePickerStyleKind: _DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the date pickers in this view (SwiftUI's `datePickerStyle(_:)`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyleKind, style._kind)
    }
}
