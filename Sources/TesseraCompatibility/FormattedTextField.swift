import Foundation
import Synchronization

/// What the user last typed in each `TextField(_:value:format:)`, by title and format type.
/// A field shows its typed text while that text still parses to the bound value (so "12."
/// stays "12." while 12 is stored), and the formatted value otherwise (the value changed
/// elsewhere). Kept outside the view because the field's value is remade at every update.
enum TypedFormattedText {
    private static let texts = Mutex<[String: String]>([:])
    static subscript(key: String) -> String? {
        get { texts.withLock { $0[key] } }
        set { texts.withLock { $0[key] = newValue } }
    }
}

extension TextField where Label == Text {
    /// A text field editing a value through a parseable format style, SwiftUI's
    /// `TextField(_:value:format:prompt:)`: `TextField("Amount", value: $amount, format: .number)`.
    /// Text that parses is written to the value at once (SwiftUI writes it when editing ends);
    /// text that does not parse leaves the value as it was.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        let key = "\(title)|\(F.self)"
        let text = Binding<String>(
            get: {
                let current = value.wrappedValue
                if let typed = TypedFormattedText[key], (try? format.parseStrategy.parse(typed)) == current { return typed }
                return format.format(current)
            },
            set: { typed in
                TypedFormattedText[key] = typed
                if let parsed = try? format.parseStrategy.parse(typed), parsed != value.wrappedValue { value.wrappedValue = parsed }
            })
        self.init(title, text: text, prompt: prompt)
    }

    /// A text field editing an optional value: empty text is nil.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String, F.FormatInput: Equatable {
        let key = "\(title)|\(F.self)?"
        let text = Binding<String>(
            get: {
                let current = value.wrappedValue
                if let typed = TypedFormattedText[key], (typed.isEmpty ? nil : try? format.parseStrategy.parse(typed)) == current {
                    return typed
                }
                return current.map(format.format) ?? ""
            },
            set: { typed in
                TypedFormattedText[key] = typed
                if typed.isEmpty { value.wrappedValue = nil }
                else if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            })
        self.init(title, text: text, prompt: prompt)
    }
}
