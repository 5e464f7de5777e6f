/// A colour's text, like SwiftUI's `Color.description`: the SwiftUI name of a named colour
/// (`"red"`, `"primary"`, `"accentColor"`), otherwise `#RRGGBBAA` from its 8-bit components.
/// Distinct colours read differently down to 8-bit precision, so code that uses it as an
/// identity (`ForEach(colors, id: \.description)`) finds each colour once.
extension Color: CustomStringConvertible {
    public var description: String {
        if let name = Color.named.first(where: { $0.color == self })?.name { return name }
        if self == .accentColor { return "accentColor" }
        if self == .windowBackground { return "windowBackground" }
        let c = rgba8
        return "#" + [c.r, c.g, c.b, c.a].map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
