import Foundation
import TesseraGeometry

/// A strict JSON reader (RFC 8259) with limits checked while it reads, for files from users.
///
/// Foundation's decoder accepts trailing commas and duplicate keys, reports a deep document as
/// merely "malformed", and builds the whole document before anyone can count it. This reader
/// rejects, each with the JSON path and the line and column where it stopped:
/// trailing commas, duplicate keys, comments, leading zeros, `NaN`/`Infinity`, unescaped control
/// characters, unpaired surrogates, trailing garbage; nesting deeper than ``Limits/maximumDepth``
/// ("nested too deeply"); more than ``Limits/maximumValues`` values. It recurses at most
/// `maximumDepth` levels, so no document can exhaust the stack.
public struct JSONReader {
    /// The limits of one read (ARCHITECTURE.md, "Limits and clamps").
    public struct Limits: Sendable {
        /// Arrays and objects nested in each other, at most.
        public var maximumDepth: Int
        /// Values of any kind (objects, arrays, strings, numbers, ...), at most.
        public var maximumValues: Int
        public init(maximumDepth: Int = 128, maximumValues: Int = 4_000_000) {
            self.maximumDepth = maximumDepth; self.maximumValues = maximumValues
        }
        public static let standard = Limits()
    }

    private enum PathItem { case key(String), index(Int) }

    private let bytes: [UInt8]
    private let limits: Limits
    private var i = 0
    private var path: [PathItem] = []
    private var values = 0

    /// Parses `data` as one JSON document.
    public static func parse(_ data: Data, limits: Limits = .standard) throws -> JSONValue {
        var r = JSONReader(bytes: [UInt8](data), limits: limits)
        r.skipSpace()
        let v = try r.value(depth: 0)
        r.skipSpace()
        if r.i < r.bytes.count { throw r.fail("unexpected \(r.describeHere()) after the document") }
        return v
    }

    private init(bytes: [UInt8], limits: Limits) { self.bytes = bytes; self.limits = limits }

    // MARK: Values

    private mutating func value(depth: Int) throws -> JSONValue {
        values += 1
        if values > limits.maximumValues {
            throw fail("the document holds more than \(limits.maximumValues) values", syntax: false)
        }
        guard i < bytes.count else { throw fail("unexpected end of file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected \(describeHere())")
        }
    }

    private mutating func checkDepth(_ depth: Int) throws {
        if depth > limits.maximumDepth {
            throw fail("nested too deeply (more than \(limits.maximumDepth) levels of lists and objects)", syntax: false)
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        try checkDepth(depth)
        i += 1
        var result: [String: JSONValue] = [:]
        skipSpace()
        if peek(UInt8(ascii: "}")) { i += 1; return .object(result) }
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else {
                throw fail(result.isEmpty ? "expected a key in quotes, found \(describeHere())"
                                          : "expected a key in quotes after the comma, found \(describeHere()) (trailing commas are not allowed)")
            }
            let key = try string()
            if result[key] != nil { throw fail("duplicate key \(MessageText.quoted(key))", syntax: false) }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw fail("expected ':' after the key \(MessageText.quoted(key)), found \(describeHere())") }
            i += 1
            skipSpace()
            path.append(.key(key))
            result[key] = try value(depth: depth)
            path.removeLast()
            skipSpace()
            if peek(UInt8(ascii: ",")) { i += 1; continue }
            if peek(UInt8(ascii: "}")) { i += 1; return .object(result) }
            throw fail("expected ',' or '}' in an object, found \(describeHere())")
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        try checkDepth(depth)
        i += 1
        var result: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { i += 1; return .array(result) }
        while true {
            skipSpace()
            if peek(UInt8(ascii: "]")) { throw fail("a value must follow the comma (trailing commas are not allowed)") }
            path.append(.index(result.count))
            result.append(try value(depth: depth))
            path.removeLast()
            skipSpace()
            if peek(UInt8(ascii: ",")) { i += 1; continue }
            if peek(UInt8(ascii: "]")) { i += 1; return .array(result) }
            throw fail("expected ',' or ']' in a list, found \(describeHere())")
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8), n = w.count
        let matches = i + n <= bytes.count && (0..<n).allSatisfy { bytes[i + $0] == w[$0] }
        guard matches else { throw fail("unexpected \(describeHere())") }
        i += n
    }

    private mutating func number() throws -> Double {
        let start = i
        func digits() -> Int { let s = i; while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1 }; return i - s }
        if peek(UInt8(ascii: "-")) { i += 1 }
        let intStart = i
        let intDigits = digits()
        guard intDigits > 0 else { throw fail("malformed number") }
        if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { throw fail("a number must not start with 0") }
        if peek(UInt8(ascii: ".")) { i += 1; guard digits() > 0 else { throw fail("malformed number: digits must follow '.'") } }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            i += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { i += 1 }
            guard digits() > 0 else { throw fail("malformed number: digits must follow the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let d = Double(text) else { throw fail("malformed number \(text)") }
        // Beyond Double's range: the value is not representable, not "infinity".
        guard d.isFinite else { throw fail("the number \(text) is too large", syntax: false) }
        return d
    }

    private mutating func string() throws -> String {
        i += 1
        var out = [UInt8]()
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                guard let s = String(validating: out, as: UTF8.self) else { throw fail("a string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                i += 1
                guard i < bytes.count else { throw fail("unterminated string") }
                let e = bytes[i]; i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("unpaired surrogate in a string")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate in a string") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw fail("unpaired surrogate in a string")
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    let shown = e >= 0x21 && e < 0x7F ? "\\\(Character(Unicode.Scalar(e)))" : "\\ and byte 0x\(String(e, radix: 16))"
                    throw fail("unknown escape \(shown) in a string")
                }
            case 0..<0x20: throw fail("a control character must be escaped in a string")
            default: out.append(b); i += 1
            }
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("unterminated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 48...57: d = UInt32(c - 48)
            case 65...70: d = UInt32(c - 55)
            case 97...102: d = UInt32(c - 87)
            default: throw fail("malformed \\u escape")
            }
            v = v * 16 + d; i += 1
        }
        return v
    }

    // MARK: Helpers

    @inline(__always) private func peek(_ b: UInt8) -> Bool { i < bytes.count && bytes[i] == b }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func describeHere() -> String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        if b == UInt8(ascii: "/") { return "'/' (comments are not allowed)" }
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    /// The JSON path of the value being read, such as `$.root.content[2]`.
    private var pathString: String {
        var s = "$"
        for p in path {
            switch p {
            case .key(let k):
                let plain = !k.isEmpty && k.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                s += plain ? ".\(k)" : "[\(MessageText.quoted(k))]"
            case .index(let n): s += "[\(n)]"
            }
        }
        return s
    }

    /// An error at the current position: malformed JSON (`syntax`) or a limit.
    private func fail(_ message: String, syntax: Bool = true) -> SpecError {
        var line = 1, column = 1
        for b in bytes[0..<Swift.min(i, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        let what = syntax ? "malformed JSON: \(message)" : message
        return SpecError(pathString, "\(what) (line \(line), column \(column))")
    }
}
