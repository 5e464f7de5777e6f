import Foundation
@_spi(Compatibility) import Tessera

extension TextField where Label == Text {
    /// SwiftUI 1's field with editing callbacks, `TextField(_:text:onEditingChanged:onCommit:)`:
    /// `onEditingChanged` runs with `true` when the field takes the focus and `false` when it
    /// loses it; `onCommit` runs when Return is pressed (before the `onSubmit` actions around it).
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
        legacyOnEditingChanged = onEditingChanged
        legacyOnCommit = onCommit
    }

    /// SwiftUI 1's field with a commit action, `TextField(_:text:onCommit:)`: `onCommit` runs when
    /// Return is pressed.
    public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        legacyOnCommit = onCommit
    }

    /// A field editing a value through a Foundation `Formatter`, SwiftUI's
    /// `TextField(_:value:formatter:prompt:)`: `TextField("Amount", value: $amount, formatter:
    /// NumberFormatter())`. The field shows `formatter.string(for:)` of the value; typed text
    /// that the formatter reads back as a value of the bound type is written to it at once
    /// (SwiftUI writes it when editing ends); other text leaves the value as it was.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let key = "\(title)|\(ObjectIdentifier(type(of: formatter)))|\(V.self)"
        let text = Binding<String>(
            get: {
                let shown = formatter.string(for: value.wrappedValue) ?? ""
                if let typed = TypedFormattedText[key], let parsed: V = FormatterParsing.value(typed, formatter),
                   formatter.string(for: parsed) == shown { return typed }
                return shown
            },
            set: { typed in
                TypedFormattedText[key] = typed
                if let parsed: V = FormatterParsing.value(typed, formatter) { value.wrappedValue = parsed }
            })
        self.init(title, text: text, prompt: prompt)
    }
}

/// Reading typed text back through a Foundation `Formatter` as a value of a given type.
enum FormatterParsing {
    /// The value `formatter` reads from `text`, if it reads one of type `V`: a `NumberFormatter`
    /// reads numbers (converted to the bound numeric type), a `DateFormatter` dates; other
    /// formatters read nothing (Foundation on Linux has no generic `getObjectValue`).
    static func value<V>(_ text: String, _ formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Int.Type: return number.intValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is Optional<Double>.Type: return Optional(number.doubleValue) as? V
        case is Optional<Int>.Type: return Optional(number.intValue) as? V
        default: return nil
        }
    }
}
