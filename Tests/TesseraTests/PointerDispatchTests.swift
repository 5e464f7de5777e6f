import Testing
@testable import Tessera

/// A recognizer that records what it sees and recognizes after moving `threshold` points
/// (0: on the press).
private final class Recorder: PointerRecognizer {
    let name: String
    let threshold: Double
    let log: PointerLog
    var start: Point?
    init(_ name: String, threshold: Double, log: PointerLog) { self.name = name; self.threshold = threshold; self.log = log }
    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        log.lines.append("\(name) \(event.phase)")
        switch event.phase {
        case .down:
            start = event.location
            return threshold == 0 ? .recognized : .possible
        case .moved, .up:
            guard let start else { return .failed }
            return (event.location - start).length >= threshold ? .recognized : .possible
        }
    }
    func cancel() { log.lines.append("\(name) cancel") }
}

private final class PointerLog { var lines: [String] = [] }

@Suite struct PointerDispatchTests {
    /// `onTapGesture(count: 2)` fires on the second press of a double click only; `count: 1`
    /// on every press.
    @Test func tapCountsFollowTheClickCount() {
        let log = PointerLog()
        let host = makeHost(VStack {
            Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { log.lines.append("double") }.id("double")
            Color.red.frame(width: 50, height: 50).onTapGesture { log.lines.append("single") }.id("single")
        })
        for id in ["double", "single"] {
            let p = host.frame(id).center
            for count in 1...2 {
                host.handle(.pointer(PointerEvent(.down, at: p, clickCount: count)))
                host.handle(.pointer(PointerEvent(.up, at: p)))
            }
        }
        #expect(log.lines == ["double", "single", "single"])
    }

    /// A press that moves beyond the slop before its release is not a tap.
    @Test func movingPressIsNotATap() {
        let log = PointerLog()
        let host = makeHost(Color.red.frame(width: 100, height: 100).onTapGesture { log.lines.append("tap") }.id("c"))
        let p = host.frame("c").center
        host.handle(.pointer(PointerEvent(.down, at: p)))
        host.handle(.pointer(PointerEvent(.moved, at: p + Point(x: 30, y: 0))))
        #expect(!host.handle(.pointer(PointerEvent(.up, at: p))))
        #expect(log.lines.isEmpty)
        host.handle(.click(p))
        #expect(log.lines == ["tap"])
    }

    /// Every recognizer on the path sees the steps, innermost first, until one recognizes;
    /// it then owns the interaction and the others are cancelled.
    @Test func firstToRecognizeOwnsTheInteraction() {
        let log = PointerLog()
        let host = makeHost(
            Color.red.frame(width: 100, height: 100)
                .onPointerInteraction { Recorder("inner", threshold: 20, log: log) }
                .onTapGesture { log.lines.append("tap") }
                .onPointerInteraction { Recorder("outer", threshold: 5, log: log) }
                .id("c"))
        let p = host.frame("c").center
        host.handle(.pointer(PointerEvent(.down, at: p)))
        host.handle(.pointer(PointerEvent(.moved, at: p + Point(x: 8, y: 0))))
        host.handle(.pointer(PointerEvent(.moved, at: p + Point(x: 30, y: 0))))
        #expect(host.handle(.pointer(PointerEvent(.up, at: p + Point(x: 30, y: 0)))))
        #expect(log.lines == ["inner down", "outer down", "inner moved", "outer moved", "inner cancel",
                              "outer moved", "outer up"])
    }

    /// A click on a view whose recognizer takes the press at once goes to that recognizer,
    /// not to the tap handler around it.
    @Test func recognizedPressIsNotATap() {
        let log = PointerLog()
        let host = makeHost(
            Color.red.frame(width: 100, height: 100)
                .onPointerInteraction { Recorder("button", threshold: 0, log: log) }
                .onTapGesture { log.lines.append("tap") }
                .id("c"))
        #expect(host.handle(.click(host.frame("c").center)))
        #expect(log.lines == ["button down", "button up"])
    }
}
