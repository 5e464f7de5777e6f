import Foundation
import TesseraGeometry
import TesseraLayoutSpec
import TesseraSDL

/// An event file (DESIGN §3.4): a JSON list of `{"at": seconds, <one event>}` where the event
/// is `"key": NAME` (SDL's key names; `"shift": true` or a `"Shift+"` prefix for Shift),
/// `"click": {"x", "y"}`, `"scroll": {"dx", "dy"}` or `"resize": {"width", "height"}`.
/// Events are replayed in order of `at` (ties keep the file's order).
public struct EventFile: Sendable {
    /// One scripted event.
    public struct Entry: Sendable, Equatable {
        public var at: Double
        public var event: InputEvent
    }
    /// The events sorted by time.
    public var entries: [Entry]

    /// The largest event file: 16 MB (some 300,000 events).
    public static let maximumBytes = 16_000_000

    /// Reads and checks the file at `path` (a regular file, size checked before reading); errors are one line naming the file and the event.
    public init(contentsOf path: String) throws {
        let data = try InputFile.read(path, maximumBytes: Self.maximumBytes, what: "event file")
        do { try self.init(data: data) } catch let e as UsageError {
            throw UsageError("event file \(path): \(e.description)")
        }
    }

    /// Parses an event file's JSON.
    public init(data: Data) throws {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch {
            throw UsageError("malformed JSON (expected a list of events such as [{\"at\": 0.1, \"key\": \"7\"}])")
        }
        guard case .array(let list) = json else { throw UsageError("expected a JSON list of events") }
        var entries: [Entry] = []
        for (i, item) in list.enumerated() {
            guard case .object(let obj) = item else { throw UsageError("event \(i): expected an object") }
            entries.append(try Self.entry(obj, index: i))
        }
        // A stable sort by time.
        self.entries = entries.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }

    static func entry(_ obj: [String: JSONValue], index i: Int) throws -> Entry {
        func number(_ v: JSONValue?, _ what: String) throws -> Double {
            guard case .number(let n)? = v, n.isFinite else { throw UsageError("event \(i): \(what) must be a number") }
            return n
        }
        func pair(_ v: JSONValue?, _ name: String, _ a: String, _ b: String) throws -> (Double, Double) {
            guard case .object(let o)? = v else { throw UsageError("event \(i): \"\(name)\" must be an object with \"\(a)\" and \"\(b)\"") }
            return (try number(o[a], "\(name).\(a)"), try number(o[b], "\(name).\(b)"))
        }
        let at = try number(obj["at"], "\"at\"")
        guard at >= 0 else { throw UsageError("event \(i): \"at\" must not be negative") }
        let kinds = ["key", "click", "scroll", "resize"].filter { obj[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw UsageError("event \(i): needs exactly one of \"key\", \"click\", \"scroll\", \"resize\"")
        }
        let known: Set<String> = ["at", "key", "shift", "click", "scroll", "resize"]
        if let extra = obj.keys.sorted().first(where: { !known.contains($0) }) {
            throw UsageError("event \(i): unknown field \"\(extra)\"")
        }
        switch kind {
        case "key":
            guard case .string(let name)? = obj["key"], !name.isEmpty else {
                throw UsageError("event \(i): \"key\" must be a key name such as \"7\" or \"Tab\"")
            }
            var shift = false
            switch obj["shift"] {
            case nil: break
            case .bool(let b)?: shift = b
            default: throw UsageError("event \(i): \"shift\" must be true or false")
            }
            var key = name
            if key.hasPrefix("Shift+") && key.count > 6 { key.removeFirst(6); shift = true }
            return Entry(at: at, event: .key(name: key, shift: shift))
        case "click":
            let (x, y) = try pair(obj["click"], "click", "x", "y")
            return Entry(at: at, event: .click(Point(x: x, y: y)))
        case "scroll":
            let (dx, dy) = try pair(obj["scroll"], "scroll", "dx", "dy")
            return Entry(at: at, event: .scroll(dx: dx, dy: dy))
        default:
            let (w, h) = try pair(obj["resize"], "resize", "width", "height")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw UsageError("event \(i): resize must be from 1x1 to 16384x16384") }
            return Entry(at: at, event: .resize(Size(width: w, height: h)))
        }
    }
}
