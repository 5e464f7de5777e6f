import Foundation
import TesseraGeometry
import TesseraLayoutSpec
import TesseraSDL

/// An event file (DESIGN §3.4): a JSON list of `{"at": seconds, <one event>}` where the event
/// is `"key": NAME` (SDL's key names; `"shift": true` or a `"Shift+"` prefix for Shift;
/// `"Ctrl+"`, `"Alt+"`, `"Cmd+"` prefixes for the other modifiers), `"click": {"x", "y"}`
/// (with `"button": "right"` or `"middle"` a press and release of that button at one point,
/// which opens context menus; `"left"`, the default, is the primary button's click; with
/// `"modifiers": ["shift", "ctrl", "alt", "cmd"]`, any of them, the keys held at the press,
/// named as the key prefixes `"Shift+"`... are: a press carrying them and a release),
/// `"scroll": {"dx", "dy"}`, `"resize": {"width", "height"}`, `"text": "typed text"` (DESIGN
/// §3.7: text input, as an input method commits it) or `"drag": {"from": {"x", "y"}, "to":
/// {"x", "y"}, "duration": D}` (a primary-button press at `from` at time `at`, moves along the
/// straight line every 1/60 s, and the release at `to` at `at + D`).
/// Events are replayed in order of `at` (ties keep the file's order). Shared by `tessera
/// screenshot` and every app's `--screenshot --events` (TesseraApp).
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
        do { try self.init(data: data) } catch let e as EventFileError {
            throw EventFileError("event file \(path): \(e.description)")
        }
    }

    /// Parses an event file's JSON.
    public init(data: Data) throws {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch {
            throw EventFileError("malformed JSON (expected a list of events such as [{\"at\": 0.1, \"key\": \"7\"}])")
        }
        guard case .array(let list) = json else { throw EventFileError("expected a JSON list of events") }
        var entries: [Entry] = []
        for (i, item) in list.enumerated() {
            guard case .object(let obj) = item else { throw EventFileError("event \(i): expected an object") }
            entries.append(contentsOf: try Self.entries(obj, index: i))
        }
        // A stable sort by time.
        self.entries = entries.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }

    /// The longest drag an event file may describe, in seconds (bounds the moves it expands to).
    static let maxDragDuration = 60.0
    /// The longest text one event may type, in characters.
    static let maxTextLength = 1 << 20

    static func entries(_ obj: [String: JSONValue], index i: Int) throws -> [Entry] {
        func number(_ v: JSONValue?, _ what: String) throws -> Double {
            guard case .number(let n)? = v, n.isFinite else { throw EventFileError("event \(i): \(what) must be a number") }
            return n
        }
        func pair(_ v: JSONValue?, _ name: String, _ a: String, _ b: String) throws -> (Double, Double) {
            guard case .object(let o)? = v else { throw EventFileError("event \(i): \"\(name)\" must be an object with \"\(a)\" and \"\(b)\"") }
            return (try number(o[a], "\(name).\(a)"), try number(o[b], "\(name).\(b)"))
        }
        let at = try number(obj["at"], "\"at\"")
        guard at >= 0 else { throw EventFileError("event \(i): \"at\" must not be negative") }
        let kinds = ["key", "click", "scroll", "resize", "text", "drag"].filter { obj[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw EventFileError("event \(i): needs exactly one of \"key\", \"click\", \"scroll\", \"resize\", \"text\", \"drag\"")
        }
        let known: Set<String> = ["at", "key", "shift", "click", "button", "modifiers", "scroll", "resize", "text", "drag"]
        if let extra = obj.keys.sorted().first(where: { !known.contains($0) }) {
            throw EventFileError("event \(i): unknown field \"\(extra)\"")
        }
        if obj["button"] != nil && kind != "click" { throw EventFileError("event \(i): \"button\" belongs to a \"click\"") }
        if obj["modifiers"] != nil && kind != "click" {
            throw EventFileError("event \(i): \"modifiers\" belongs to a \"click\" (keys take \"Ctrl+\"-style prefixes)")
        }
        switch kind {
        case "key":
            guard case .string(let name)? = obj["key"], !name.isEmpty else {
                throw EventFileError("event \(i): \"key\" must be a key name such as \"7\" or \"Tab\"")
            }
            var shift = false
            switch obj["shift"] {
            case nil: break
            case .bool(let b)?: shift = b
            default: throw EventFileError("event \(i): \"shift\" must be true or false")
            }
            var key = name
            var modifiers: KeyModifiers = []
            let prefixes: [(String, KeyModifiers?)] = [("Shift+", nil), ("Ctrl+", .control), ("Alt+", .alt), ("Cmd+", .command)]
            var stripped = true
            while stripped {
                stripped = false
                for (prefix, modifier) in prefixes where key.hasPrefix(prefix) && key.count > prefix.count {
                    key.removeFirst(prefix.count)
                    if let modifier { modifiers.insert(modifier) } else { shift = true }
                    stripped = true
                }
            }
            return [Entry(at: at, event: .key(name: key, shift: shift, modifiers: modifiers))]
        case "click":
            let (x, y) = try pair(obj["click"], "click", "x", "y")
            let p = Point(x: x, y: y)
            let (shift, modifiers) = try Self.clickModifiers(obj["modifiers"], index: i)
            let held = shift || !modifiers.isEmpty
            switch obj["button"] {
            case nil, .string("left")?:
                return held ? Self.pressAndRelease(p, button: .primary, at: at, shift: shift, modifiers: modifiers) : [Entry(at: at, event: .click(p))]
            case .string("right")?: return Self.pressAndRelease(p, button: .secondary, at: at, shift: shift, modifiers: modifiers)
            case .string("middle")?: return Self.pressAndRelease(p, button: .middle, at: at, shift: shift, modifiers: modifiers)
            default: throw EventFileError("event \(i): \"button\" must be \"left\", \"right\" or \"middle\"")
            }
        case "scroll":
            let (dx, dy) = try pair(obj["scroll"], "scroll", "dx", "dy")
            return [Entry(at: at, event: .scroll(dx: dx, dy: dy))]
        case "text":
            guard case .string(let text)? = obj["text"] else { throw EventFileError("event \(i): \"text\" must be a string") }
            guard text.count <= maxTextLength else { throw EventFileError("event \(i): \"text\" is longer than \(maxTextLength) characters") }
            return [Entry(at: at, event: .text(text))]
        case "drag":
            guard case .object(let drag)? = obj["drag"] else {
                throw EventFileError("event \(i): \"drag\" must be an object with \"from\", \"to\" and \"duration\"")
            }
            if let extra = drag.keys.sorted().first(where: { !["from", "to", "duration"].contains($0) }) {
                throw EventFileError("event \(i): unknown field \"drag.\(extra)\"")
            }
            let (x0, y0) = try pair(drag["from"], "drag.from", "x", "y")
            let (x1, y1) = try pair(drag["to"], "drag.to", "x", "y")
            let duration = try number(drag["duration"], "drag.duration")
            guard duration >= 0, duration <= maxDragDuration else {
                throw EventFileError("event \(i): drag.duration must be from 0 to \(Int(maxDragDuration)) seconds")
            }
            return Self.dragEntries(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), at: at, duration: duration)
        default:
            let (w, h) = try pair(obj["resize"], "resize", "width", "height")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw EventFileError("event \(i): resize must be from 1x1 to 16384x16384") }
            return [Entry(at: at, event: .resize(Size(width: w, height: h)))]
        }
    }

    /// A click of `button` as the window would report it: a press (with the modifier keys held)
    /// and a release at one point and time.
    static func pressAndRelease(_ p: Point, button: PointerButton, at: Double,
                                shift: Bool = false, modifiers: KeyModifiers = []) -> [Entry] {
        [Entry(at: at, event: .pointerDown(p, button: button, clickCount: 1, shift: shift, modifiers: modifiers)),
         Entry(at: at, event: .pointerUp(p, button: button))]
    }

    /// The names a click's `"modifiers"` list takes (case-insensitive), as the key prefixes
    /// `"Shift+"`, `"Ctrl+"`, `"Alt+"`, `"Cmd+"` name them.
    static let modifierNames: [(String, KeyModifiers?)] = [("shift", nil), ("ctrl", .control), ("alt", .alt), ("cmd", .command)]

    /// A click's `"modifiers"` (absent: none): Shift, and the other keys held.
    static func clickModifiers(_ value: JSONValue?, index i: Int) throws -> (shift: Bool, modifiers: KeyModifiers) {
        guard let value else { return (false, []) }
        let names = "\"shift\", \"ctrl\", \"alt\" or \"cmd\""
        guard case .array(let list) = value else { throw EventFileError("event \(i): modifiers must be a list of \(names)") }
        var shift = false
        var modifiers: KeyModifiers = []
        for (k, item) in list.enumerated() {
            guard case .string(let name) = item else { throw EventFileError("event \(i): modifiers[\(k)] must be one of \(names)") }
            guard let match = modifierNames.first(where: { $0.0 == name.lowercased() }) else {
                throw EventFileError("event \(i): modifiers[\(k)]: unknown modifier \(name.debugDescription) (expected \(names))")
            }
            if let m = match.1 { modifiers.insert(m) } else { shift = true }
        }
        return (shift, modifiers)
    }

    /// A drag as the window would report it: a press, a move every 1/60 s along the line (the
    /// last one at `to`), and the release at `to`.
    static func dragEntries(from: Point, to: Point, at: Double, duration: Double) -> [Entry] {
        var entries = [Entry(at: at, event: .pointerDown(from, button: .primary, clickCount: 1))]
        let steps = max(1, Int((duration * 60).rounded(.up)))
        for k in 1...steps {
            let t = Double(k) / Double(steps)
            let p = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            entries.append(Entry(at: at + duration * t, event: .pointerMoved(p)))
        }
        entries.append(Entry(at: at + duration, event: .pointerUp(to, button: .primary)))
        return entries
    }
}

/// A problem with an event file: one line naming the file and the event.
public struct EventFileError: Error, CustomStringConvertible {
    public var description: String
    public init(_ message: String) { description = message }
}

extension EventFile {
    /// Replays the events in order of time on a simulated clock: for each event (up to `end`,
    /// when given) the clock moves to its time, `handle` gets it (returning false stops the
    /// replay, as a quit key does) and `frame` takes a frame, so an animation it starts begins
    /// then. Returns the number of events replayed.
    @discardableResult
    public func replay(until end: Double? = nil, advance: (Double) -> Void,
                       handle: (InputEvent) -> Bool, frame: () -> Void) -> Int {
        var count = 0
        frame()
        for entry in entries where end.map({ entry.at <= $0 }) ?? true {
            count += 1
            advance(entry.at)
            if !handle(entry.event) { break }
            frame()
        }
        return count
    }
}
