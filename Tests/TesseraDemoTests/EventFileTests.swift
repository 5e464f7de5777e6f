import Foundation
import Testing
import TesseraDemo
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// The second-wave event-file entries (Contracts.md, "Event files"): text input, drags, modifier prefixes.
@Suite struct EventFileTests {
    private func entries(_ json: String) throws -> [EventFile.Entry] {
        try EventFile(data: Data(json.utf8)).entries
    }

    @Test func textAndModifierKeys() throws {
        let e = try entries(#"[{"at": 0.2, "text": "网格 ok"}, {"at": 0.1, "key": "Ctrl+Shift+V"}]"#)
        #expect(e.map(\.event) == [.key(name: "V", shift: true, modifiers: .control), .text("网格 ok")])
    }

    /// A drag is a press at `from`, a move every 1/60 s ending at `to`, and a release there.
    @Test func dragExpandsIntoPressMovesAndRelease() throws {
        let e = try entries(#"[{"at": 1, "drag": {"from": {"x": 0, "y": 10}, "to": {"x": 60, "y": 10}, "duration": 0.1}}]"#)
        #expect(e.first?.event == .pointerDown(Point(x: 0, y: 10), button: .primary, clickCount: 1))
        #expect(e.last?.event == .pointerUp(Point(x: 60, y: 10), button: .primary))
        #expect(e.last?.at == 1.1)
        let moves = e.dropFirst().dropLast()
        #expect(moves.count == 6)
        #expect(moves.last?.event == .pointerMoved(Point(x: 60, y: 10)))
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.at < $1.at })
    }

    /// `"button": "right"` makes a click a secondary press and release at one point and time;
    /// `"left"` (or no button) stays the primary click it always was.
    @Test func rightAndMiddleClicks() throws {
        let e = try entries(#"[{"at": 0.5, "click": {"x": 3, "y": 4}, "button": "right"}, {"at": 0.6, "click": {"x": 1, "y": 2}, "button": "left"}, "#
                            + #"{"at": 0.7, "click": {"x": 5, "y": 6}, "button": "middle"}]"#)
        #expect(e.map(\.event) == [.pointerDown(Point(x: 3, y: 4), button: .secondary, clickCount: 1), .pointerUp(Point(x: 3, y: 4), button: .secondary),
                                   .click(Point(x: 1, y: 2)),
                                   .pointerDown(Point(x: 5, y: 6), button: .middle, clickCount: 1), .pointerUp(Point(x: 5, y: 6), button: .middle)])
        #expect(e.map(\.at) == [0.5, 0.5, 0.6, 0.7, 0.7])
    }

    /// `"modifiers"` on a click: a press carrying the keys held and a release (even for the
    /// primary button, whose plain click stays a `click`); names are case-insensitive.
    @Test func clickModifiers() throws {
        let e = try entries(#"[{"at": 0.5, "click": {"x": 3, "y": 4}, "modifiers": ["shift"]}, "#
                            + #"{"at": 0.6, "click": {"x": 1, "y": 2}, "button": "right", "modifiers": ["Ctrl", "alt", "cmd"]}, "#
                            + #"{"at": 0.7, "click": {"x": 5, "y": 6}, "modifiers": []}]"#)
        #expect(e.map(\.event) == [.pointerDown(Point(x: 3, y: 4), button: .primary, clickCount: 1, shift: true),
                                   .pointerUp(Point(x: 3, y: 4), button: .primary),
                                   .pointerDown(Point(x: 1, y: 2), button: .secondary, clickCount: 1, modifiers: [.control, .alt, .command]),
                                   .pointerUp(Point(x: 1, y: 2), button: .secondary),
                                   .click(Point(x: 5, y: 6))])
    }

    @Test func badEntriesNameTheProblem() {
        let cases: [(String, String)] = [
            (#"[{"at": 0, "text": 5}]"#, "\"text\" must be a string"),
            (#"[{"at": 0, "drag": {"from": {"x": 0, "y": 0}, "to": {"x": 1, "y": 1}, "duration": -1}}]"#, "drag.duration"),
            (#"[{"at": 0, "drag": {"from": {"x": 0, "y": 0}, "to": {"x": 1}, "duration": 1}}]"#, "drag.to"),
            (#"[{"at": 0, "drag": {"from": {"x": 0, "y": 0}, "to": {"x": 1, "y": 1}, "duration": 1, "speed": 2}}]"#, "drag.speed"),
            (#"[{"at": 0, "click": {"x": 0, "y": 0}, "button": "back"}]"#, "\"button\" must be \"left\", \"right\" or \"middle\""),
            (#"[{"at": 0, "click": {"x": 0, "y": 0}, "button": 2}]"#, "\"button\" must be"),
            (#"[{"at": 0, "key": "A", "button": "right"}]"#, "\"button\" belongs to a \"click\""),
            (#"[{"at": 0, "click": {"x": 0, "y": 0}, "modifiers": ["shift", "hyper"]}]"#, "event 0: modifiers[1]: unknown modifier \"hyper\""),
            (#"[{"at": 0, "click": {"x": 0, "y": 0}, "modifiers": "shift"}]"#, "event 0: modifiers must be a list"),
            (#"[{"at": 0, "click": {"x": 0, "y": 0}, "modifiers": [1]}]"#, "event 0: modifiers[0] must be one of"),
            (#"[{"at": 0, "key": "A", "modifiers": ["ctrl"]}]"#, "\"modifiers\" belongs to a \"click\""),
        ]
        for (json, fragment) in cases {
            #expect(throws: EventFileError.self) { try EventFile(data: Data(json.utf8)) }
            do { _ = try EventFile(data: Data(json.utf8)) } catch {
                #expect("\(error)".contains(fragment), "\(error)")
            }
        }
    }
}
