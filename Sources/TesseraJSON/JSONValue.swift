import Foundation

/// A parsed JSON document, keeping booleans and numbers apart (Foundation's
/// `JSONSerialization` does not on Linux).
public enum JSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// Parses `data` strictly and within ``JSONReader/Limits/standard`` (see ``JSONReader``),
    /// describing a syntax error or a broken limit in one line with its JSON path.
    public static func parse(_ data: Data, limits: JSONReader.Limits = .standard) throws -> JSONValue {
        try JSONReader.parse(data, limits: limits)
    }
}
