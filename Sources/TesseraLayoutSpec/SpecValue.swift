import Foundation
import TesseraGeometry
import TesseraLayout

/// A JSON value being read, with its path for error messages.
struct SpecValue {
    let value: JSONValue
    let path: String

    static func parse(_ data: Data) throws -> SpecValue { SpecValue(value: try JSONValue.parse(data), path: "$") }

    var isNull: Bool { value == .null }

    func requireObject() throws -> [String: JSONValue] {
        guard case .object(let o) = value else { throw SpecError(path, "expected an object, found \(typeName)") }
        return o
    }
    func field(_ name: String) -> SpecValue? {
        guard case .object(let o) = value, let v = o[name] else { return nil }
        return SpecValue(value: v, path: "\(path).\(name)")
    }
    func requireField(_ name: String) throws -> SpecValue {
        _ = try requireObject()
        guard let v = field(name) else { throw SpecError(path, "missing field \(MessageText.quoted(name))") }
        return v
    }
    func array() throws -> [SpecValue] {
        guard case .array(let a) = value else { throw SpecError(path, "expected a list, found \(typeName)") }
        return a.enumerated().map { SpecValue(value: $1, path: "\(path)[\($0)]") }
    }
    func string() throws -> String {
        guard case .string(let s) = value else { throw SpecError(path, "expected a string, found \(typeName)") }
        return s
    }
    /// A finite number.
    func number() throws -> Double {
        guard case .number(let d) = value else { throw SpecError(path, "expected a number, found \(typeName)") }
        guard d.isFinite else { throw SpecError(path, "expected a finite number, found \(d)") }
        return d
    }
    /// A number or the string "infinity".
    func numberOrInfinity() throws -> Double {
        if case .string(let s) = value {
            guard s == "infinity" else { throw SpecError(path, "expected a number or \"infinity\", found \(MessageText.quoted(s))") }
            return .infinity
        }
        return try number()
    }
    /// A number, "infinity" or null (unspecified), never negative.
    func proposalDimension() throws -> Double? {
        if isNull { return nil }
        let v = try numberOrInfinity()
        guard v >= 0 else { throw SpecError(path, "a proposal must not be negative (found \(v))") }
        return v
    }
    func integer() throws -> Int {
        let d = try number()
        guard d == d.rounded(), abs(d) < 1e15, let n = Int(checking: d) else { throw SpecError(path, "expected a whole number, found \(d)") }
        return n
    }
    /// A length in points: a finite number within ±``LayoutLimits/maximumLength``.
    func length() throws -> Double {
        let d = try number()
        guard abs(d) <= LayoutLimits.maximumLength else {
            throw SpecError(path, "a length must be at most \(Int(LayoutLimits.maximumLength)) points (found \(d))")
        }
        return d
    }
    /// Fails on any field of this object not in `known` (ARCHITECTURE.md: unknown fields are errors).
    func rejectUnknownFields(_ known: [String], what: String) throws {
        for key in try requireObject().keys.sorted() where !known.contains(key) {
            throw SpecError("\(path).\(key)", "unknown \(what) field \(MessageText.quoted(key)) (known: \(known.joined(separator: ", ")))")
        }
    }
    func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw SpecError(path, "expected true or false, found \(typeName)") }
        return b
    }

    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string(let s): "the string \(MessageText.quoted(s))"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
