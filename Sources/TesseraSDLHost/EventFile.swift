import Foundation
import TesseraGeometry
import TesseraJSON
import TesseraSDL

/// An event file (Contracts.md, "Event files"): a JSON list of `{"at": seconds, <one event>}` where the event
/// is `"key": NAME` (SDL's key names; `"shift": true` or a `"Shift+"` prefix for Shift;
/// `"Ctrl+"`, `"Alt+"`, `"Cmd+"` prefixes for the other modifiers), `"click": {"x", "y"}`
/// (with `"button": "right"` or `"middle"` a press and release of that button at one point,
/// which opens context menus; `"left"`, the default, is the primary button's click; with
/// `"modifiers": ["shift", "ctrl", "alt", "cmd"]`, any of them, the keys held at the press,
/// named as the key prefixes `"Shift+"`... are: a press carrying them and a release),
/// `"scroll": {"dx", "dy"}`, `"resize": {"width", "height"}`, `"text": "typed text"` (Contracts.md,
/// "Event files": text input, as an input method commits it) or `"drag": {"from": {"x", "y"}, "to":
/// {"x", "y"}, "duration": D}` (a primary-button press at `from` at time `at`, moves along the
/// straight line every 1/60 s, and the release at `to` at `at + D`).
/// `{"at": T, "window": "ID"}` (Contracts.md, "Event files") sends the events after it in the file to the
/// window of scene ID (apps with several windows); it is no event itself.
/// Events are replayed in order of `at` (ties keep the file's order). Shared by `tessera
/// screenshot` and every app's `--screenshot --events` (TesseraApp).
///
/// Hostile files (issue 34) cost time and memory linear in their size: key prefixes are
/// stripped in one pass, a drag is kept as one item and its moves are made while replaying
/// (``events``), and ``checkWork(startingAt:until:)`` refuses, before anything is replayed, a
/// file whose frames would exceed ``workBudget``.
public struct EventFile: Sendable {
    /// One scripted event.
    public struct Entry: Sendable, Equatable {
        public var at: Double
        public var event: InputEvent
        /// The window it goes to (`"window"` entries before it), nil for the front window.
        public var window: String? = nil
    }
    /// The file's items in file order: one event, a press and release, or a drag.
    let items: [EventScript]
    /// The key names SDL does not know, each once, with the first event naming it.
    public let unknownKeyNames: [(name: String, event: Int)]

    /// The events sorted by time, every drag expanded (for small files and tests; replaying
    /// uses ``events``, which expands drags as it goes).
    public var entries: [Entry] { Array(events) }

    /// The events sorted by time, made one by one: memory stays linear in the file's size
    /// however long its drags are.
    public var events: EventTimeline { EventTimeline(items) }

    /// The largest event file: 16 MB (some 300,000 events).
    public static let maximumBytes = 16_000_000

    /// Reads and checks the file at `path` (a regular file, size checked before reading); errors are one line naming the file and the event.
    public init(contentsOf path: String) throws {
        let data = try InputFile.read(path, maximumBytes: Self.maximumBytes, what: "event file")
        do { try self.init(data: data) } catch let e as EventFileError {
            throw EventFileError("event file \(path): \(e.description)")
        }
    }

    /// Parses an event file's JSON. Malformed JSON is reported with its JSON path, line and
    /// column (as layout specs are), such as a lone surrogate escape.
    public init(data: Data) throws {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch let e as SpecError {
            throw EventFileError("\(e.description) (expected a list of events such as [{\"at\": 0.1, \"key\": \"7\"}])")
        }
        guard case .array(let list) = json else { throw EventFileError("expected a JSON list of events") }
        var items: [EventScript] = []
        items.reserveCapacity(list.count)
        var unknown: [(name: String, event: Int)] = []
        var seen: Set<String> = []
        var window: String?
        for (i, item) in list.enumerated() {
            guard case .object(let obj) = item else { throw EventFileError("event \(i): expected an object") }
            if obj["window"] != nil {
                window = try Self.windowSelection(obj, index: i)
                continue
            }
            var script = try Self.script(obj, index: i)
            script.window = window
            if case .one(.key(let name, _, _)) = script.kind, !KeyNames.isKnown(name), seen.insert(name).inserted {
                unknown.append((name, i))
            }
            items.append(script)
        }
        self.items = items
        unknownKeyNames = unknown
    }

    /// One warning line per unknown key name (SDL's key names are listed at
    /// https://wiki.libsdl.org/SDL2/SDL_Keycode), for the caller to print.
    public var warnings: [String] {
        unknownKeyNames.map { "event \($0.event): unknown key name \(MessageText.quoted($0.name)) (SDL's key names: \"A\", \"Tab\", \"Keypad 7\", ...); its events do nothing" }
    }

    /// The longest drag an event file may describe, in seconds (bounds the moves it expands to).
    static let maxDragDuration = 60.0
    /// The longest text one event may type, in characters.
    static let maxTextLength = 1 << 20

    static func script(_ obj: [String: JSONValue], index i: Int) throws -> EventScript {
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
            throw EventFileError("event \(i): unknown field \(MessageText.quoted(extra))")
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
            let (key, prefixShift, modifiers) = KeyNames.strippingPrefixes(name)
            return EventScript(at: at, kind: .one(.key(name: key, shift: shift || prefixShift, modifiers: modifiers)))
        case "click":
            let (x, y) = try pair(obj["click"], "click", "x", "y")
            let p = Point(x: x, y: y)
            let (shift, modifiers) = try Self.clickModifiers(obj["modifiers"], index: i)
            let held = shift || !modifiers.isEmpty
            switch obj["button"] {
            case nil, .string("left")?:
                return held ? Self.pressAndRelease(p, button: .primary, at: at, shift: shift, modifiers: modifiers) : EventScript(at: at, kind: .one(.click(p)))
            case .string("right")?: return Self.pressAndRelease(p, button: .secondary, at: at, shift: shift, modifiers: modifiers)
            case .string("middle")?: return Self.pressAndRelease(p, button: .middle, at: at, shift: shift, modifiers: modifiers)
            default: throw EventFileError("event \(i): \"button\" must be \"left\", \"right\" or \"middle\"")
            }
        case "scroll":
            let (dx, dy) = try pair(obj["scroll"], "scroll", "dx", "dy")
            return EventScript(at: at, kind: .one(.scroll(dx: dx, dy: dy)))
        case "text":
            guard case .string(let text)? = obj["text"] else { throw EventFileError("event \(i): \"text\" must be a string") }
            guard text.count <= maxTextLength else { throw EventFileError("event \(i): \"text\" is longer than \(maxTextLength) characters") }
            return EventScript(at: at, kind: .one(.text(text)))
        case "drag":
            guard case .object(let drag)? = obj["drag"] else {
                throw EventFileError("event \(i): \"drag\" must be an object with \"from\", \"to\" and \"duration\"")
            }
            if let extra = drag.keys.sorted().first(where: { !["from", "to", "duration"].contains($0) }) {
                throw EventFileError("event \(i): unknown field \(MessageText.quoted("drag." + extra))")
            }
            let (x0, y0) = try pair(drag["from"], "drag.from", "x", "y")
            let (x1, y1) = try pair(drag["to"], "drag.to", "x", "y")
            let duration = try number(drag["duration"], "drag.duration")
            guard duration >= 0, duration <= maxDragDuration else {
                throw EventFileError("event \(i): drag.duration must be from 0 to \(Int(maxDragDuration)) seconds")
            }
            return EventScript(at: at, kind: .drag(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), duration: duration,
                                                   steps: max(1, Int((duration * 60).rounded(.up)))))
        default:
            let (w, h) = try pair(obj["resize"], "resize", "width", "height")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { throw EventFileError("event \(i): resize must be from 1x1 to 16384x16384") }
            return EventScript(at: at, kind: .one(.resize(Size(width: w, height: h))))
        }
    }

    /// The scene id of a `{"at": T, "window": "ID"}` entry.
    static func windowSelection(_ obj: [String: JSONValue], index i: Int) throws -> String {
        guard case .string(let id)? = obj["window"], !id.isEmpty else {
            throw EventFileError("event \(i): \"window\" must be a window's scene id such as \"main\" or \"settings\"")
        }
        if let extra = obj.keys.sorted().first(where: { $0 != "at" && $0 != "window" }) {
            throw EventFileError("event \(i): a \"window\" entry takes only \"at\" (found \(MessageText.quoted(extra)))")
        }
        return id
    }

    /// A click of `button` as the window would report it: a press (with the modifier keys held)
    /// and a release at one point and time.
    static func pressAndRelease(_ p: Point, button: PointerButton, at: Double,
                                shift: Bool = false, modifiers: KeyModifiers = []) -> EventScript {
        EventScript(at: at, kind: .pair(.pointerDown(p, button: button, clickCount: 1, shift: shift, modifiers: modifiers),
                                        .pointerUp(p, button: button)))
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
                throw EventFileError("event \(i): modifiers[\(k)]: unknown modifier \(MessageText.quoted(name)) (expected \(names))")
            }
            if let m = match.1 { modifiers.insert(m) } else { shift = true }
        }
        return (shift, modifiers)
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
    /// then. Returns the number of events replayed. Commands call
    /// ``checkWork(startingAt:until:)`` first, so a hostile file is refused before any work.
    @discardableResult
    public func replay(until end: Double? = nil, advance: (Double) -> Void,
                       handle: (InputEvent) -> Bool, frame: () -> Void) -> Int {
        replayEntries(until: end, advance: advance, handle: { handle($0.event) }, frame: frame)
    }

    /// ``replay(until:advance:handle:frame:)`` handing over whole entries (with the window
    /// each goes to).
    @discardableResult
    public func replayEntries(until end: Double? = nil, advance: (Double) -> Void,
                              handle: (Entry) -> Bool, frame: () -> Void) -> Int {
        var count = 0
        frame()
        for entry in events {
            if let end, entry.at > end { break }
            count += 1
            advance(entry.at)
            if !handle(entry) { break }
            frame()
        }
        return count
    }
}
