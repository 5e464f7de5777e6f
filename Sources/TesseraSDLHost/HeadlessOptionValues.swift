import TesseraGeometry

/// The values of the window and headless rendering options shared by `tessera` (`--size`,
/// `--scale`, `--time`) and every app's command line (Contracts.md, "Command lines"), checked by one set
/// of rules. Each failure is one line
/// naming the option and what it accepts; callers wrap it in their own error type.
public enum HeadlessOptionValues {
    /// A rejected option value: `message` is the line to print.
    public struct Invalid: Error { public let message: String }

    /// `--size WxH`: two whole numbers of points from 1 to 16384 (ASCII digits only: no sign,
    /// no decimals, no spaces).
    public static func size(_ s: String) throws(Invalid) -> Size {
        let parts = s.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h) else {
            throw Invalid(message: "bad --size \(MessageText.quoted(s)): expected WxH with whole numbers from 1 to 16384, such as 1280x800")
        }
        return Size(width: Double(w), height: Double(h))
    }

    /// The image of `size` points at `scale` must fit in 16384 pixels a side.
    public static func checkPixelSize(_ size: Size, scale: Double) throws(Invalid) {
        guard size.width * scale <= 16384, size.height * scale <= 16384 else {
            throw Invalid(message: "--size times --scale is too large: at most 16384 pixels a side")
        }
    }

    /// `--scale S`: a number from 0.25 to 8.
    public static func scale(_ s: String) throws(Invalid) -> Double {
        guard let v = decimal(s), v.isFinite, v >= 0.25, v <= 8 else {
            throw Invalid(message: "bad --scale \(MessageText.quoted(s)): expected a number from 0.25 to 8, such as 2")
        }
        return v
    }

    /// `--time T`: seconds of simulated time, finite, from 0 to 3600.
    public static func time(_ s: String) throws(Invalid) -> Double {
        guard let t = decimal(s), t.isFinite, t >= 0, t <= 3600 else {
            throw Invalid(message: "bad --time \(MessageText.quoted(s)): expected seconds from 0 to 3600, such as 0.25")
        }
        return t
    }

    /// A plain decimal number, the only spelling the options take: ASCII digits with at most one
    /// point and an optional exponent (`2`, `0.25`, `.5`, `1e-3`). Swift's `Double("0x8")`
    /// also reads hexadecimal floats, `inf`, `nan` and a sign, none of which a scale or time is.
    public static func decimal(_ s: String) -> Double? {
        let bytes = Array(s.utf8)
        guard bytes.count <= 64 else { return nil }
        var i = 0, digits = 0
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            let exponentStart = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            guard i > exponentStart else { return nil }
        }
        guard i == bytes.count else { return nil }
        return Double(s)
    }
}
