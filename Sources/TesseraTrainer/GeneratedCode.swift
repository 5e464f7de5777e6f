/// Generated source text with its syntax classes, for the code panel's colouring: each token
/// is a run of UTF-8 bytes of ``text`` with a ``Kind``. Text between tokens is plain.
public struct GeneratedCode: Sendable, Equatable {
    /// A syntax class (the code panel maps each to a colour of its light or dark palette).
    public enum Kind: Sendable, Equatable { case keyword, type, member, number, string, comment, property }

    /// A classified run of ``GeneratedCode/text``'s UTF-8 bytes.
    public struct Token: Sendable, Equatable {
        public var kind: Kind
        public var start: Int
        public var length: Int
    }

    public private(set) var text = ""
    public private(set) var tokens: [Token] = []

    /// No text.
    public init() {}

    /// `text` classified by `tokens` (``CodeWriter`` makes these).
    init(text: String, tokens: [Token]) { self.text = text; self.tokens = tokens }

    /// The text split into lines, each a list of (text, kind) runs (`nil` kind: plain), for
    /// drawing line by line.
    public var lines: [[(text: String, kind: Kind?)]] {
        var result: [[(text: String, kind: Kind?)]] = [[]]
        let bytes = Array(text.utf8)
        var tokenIndex = 0
        var i = 0
        func emit(_ from: Int, _ to: Int, _ kind: Kind?) {
            var s = from
            var k = from
            while k < to {
                if bytes[k] == 10 {
                    if k > s { result[result.count - 1].append((String(decoding: bytes[s..<k], as: UTF8.self), kind)) }
                    result.append([]); s = k + 1
                }
                k += 1
            }
            if to > s { result[result.count - 1].append((String(decoding: bytes[s..<to], as: UTF8.self), kind)) }
        }
        while i < bytes.count {
            if tokenIndex < tokens.count, tokens[tokenIndex].start == i {
                let t = tokens[tokenIndex]
                emit(i, t.start + t.length, t.kind); i = t.start + t.length; tokenIndex += 1
            } else {
                let end = tokenIndex < tokens.count ? tokens[tokenIndex].start : bytes.count
                emit(i, end, nil); i = end
            }
        }
        if result.last?.isEmpty == true, result.count > 1 { result.removeLast() }
        return result
    }
}

/// Numbers as the Trainer prints them.
public enum TrainerNumber {
    /// `x` with exactly one decimal (`5.0`, `80.0`, `12.5`, `-0.3`), rounded half away from zero;
    /// written without Foundation's formatter, which is too slow for code generation per frame.
    public static func oneDecimal(_ x: Double) -> String {
        guard x.isFinite else { return "0.0" }
        let tenths = Int((abs(x) * 10).rounded())
        let sign = x < 0 && tenths != 0 ? "-" : ""
        return "\(sign)\(tenths / 10).\(tenths % 10)"
    }

    /// `x` as short as it reads: `5`, `12.5`, `0.333` (at most three decimals), for CSS and JSON.
    public static func short(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let thousandths = Int((abs(x) * 1000).rounded())
        let sign = x < 0 && thousandths != 0 ? "-" : ""
        var frac = thousandths % 1000
        if frac == 0 { return "\(sign)\(thousandths / 1000)" }
        var digits = 3
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let padded = String(repeating: "0", count: digits - String(frac).count) + String(frac)
        return "\(sign)\(thousandths / 1000).\(padded)"
    }
}
