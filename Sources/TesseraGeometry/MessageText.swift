/// Text from a file or a command line, made safe to echo in a one-line message.
///
/// A hostile file can put a newline (a second, forged message line) or an ESC sequence (which
/// rewrites the user's terminal) into a view kind, a field name or a scene id. Every message
/// that echoes input quotes it with ``quoted(_:)``, and every line printed on stderr goes
/// through ``oneLine(_:)``: no control character ever reaches the terminal raw, and a message is
/// always exactly one line (issue 34).
public enum MessageText {
    /// The longest echo, in characters: longer input is cut with `…` (a 10 MB field name is
    /// not worth printing).
    public static let maximumEcho = 200

    /// `text` in double quotes, with `"`, `\` and every control character escaped as in JSON or
    /// Swift (`\n`, `\t`, `\u{1B}`), cut after ``maximumEcho`` characters.
    public static func quoted(_ text: some StringProtocol) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumEcho { out += "…"; break }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += escaped(scalar)
            }
        }
        return out + "\""
    }

    /// `line` with every control character (C0, DEL, C1, line and paragraph separators) escaped:
    /// one line that cannot steer a terminal. Printable text, quotes included, is kept as is.
    public static func oneLine(_ line: some StringProtocol) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(line.unicodeScalars.count)
        for scalar in line.unicodeScalars { out += escaped(scalar) }
        return out
    }

    /// One scalar as printed: itself, or its escape when it is a control character.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let v = scalar.value
            let control = v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            return control ? "\\u{\(String(v, radix: 16, uppercase: true))}" : String(scalar)
        }
    }
}
