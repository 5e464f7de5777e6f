import Foundation

extension Text {
    /// Text showing `input` formatted by a Foundation format style, like SwiftUI's
    /// `Text(_:format:)`: `Text(1234.5, format: .number)`, `Text(date, format: .dateTime.year())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
