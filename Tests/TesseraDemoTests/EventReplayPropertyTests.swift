import Foundation
import Testing
import TesseraDemo
import TesseraFuzzing
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// Issue 34, "How to check it": any event file replays in bounded time and memory. Random
/// hostile files (long drags, huge and tiny resizes, key names with many prefixes, clicks at
/// absurd times) from a seeded generator: each is refused by the work check, or its replay
/// takes frames worth at most `EventFile.workBudget` (the sum the check computes) and at most
/// budget / minimum-frame events, while the C heap stays flat however many events its drags
/// expand to. `HostileEventFileTests.replayCostIsLinearInTheFileSize` times reading and
/// checking against the file's size.
@Suite struct EventReplayPropertyTests {
    static let window = Size(width: 1280, height: 800)

    static func event(_ r: inout SeededRandom) -> String {
        let at = r.pick(["0", "0.5", "\(r.next(600))", "1e300", "59.99"])
        switch r.next(5) {
        case 0:
            let duration = r.pick(["0", "0.1", "60", "\(r.next(61))"])
            return #"{"at": \#(at), "drag": {"from": {"x": \#(r.next(2000)), "y": 0}, "to": {"x": -1e9, "y": 1e9}, "duration": \#(duration)}}"#
        case 1:
            let side = { (r: inout SeededRandom) in r.pick(["1", "16384", "\(1 + r.next(4000))"]) }
            return #"{"at": \#(at), "resize": {"width": \#(side(&r)), "height": \#(side(&r))}}"#
        case 2: return #"{"at": \#(at), "key": "\#(String(repeating: "Shift+", count: r.next(300)))\#(r.pick(["Tab", "A", "Fnord"]))"}"#
        case 3: return #"{"at": \#(at), "click": {"x": \#(r.next(1280)), "y": \#(r.next(800))}, "button": "right"}"#
        default: return #"{"at": \#(at), "scroll": {"dx": 0, "dy": -3}}"#
        }
    }

    /// What a replay of `file` from `window` costs: the window area of each frame (at least
    /// `EventFile.minimumFrameCost`), summed, and the events handed out. The heap is sampled
    /// every 4,096 events; answers its largest growth over the start too.
    static func replayCost(_ file: EventFile) -> (work: Double, events: Int, heapGrowth: Int) {
        var area = max(window.width * window.height, EventFile.minimumFrameCost)
        var work = 0.0, events = 0
        let heapAtStart = Soak.heapInUse()
        var heapMaximum = heapAtStart
        file.replay(advance: { _ in }, handle: { event in
            if case .resize(let size) = event { area = max(size.width * size.height, EventFile.minimumFrameCost) }
            events += 1
            if events % 4_096 == 0 { heapMaximum = max(heapMaximum, Soak.heapInUse()) }
            return true
        }, frame: { work += area })
        return (work, events, heapMaximum - heapAtStart)
    }

    @Test func randomFilesAreRefusedOrReplayWithinTheBudgetInFlatMemory() throws {
        var random = SeededRandom(seed: 3_434)
        var replayed = 0, refused = 0, expanded = 0
        for _ in 0..<30 {
            let json = "[" + (0..<(1 + random.next(300))).map { _ in Self.event(&random) }.joined(separator: ",") + "]"
            let file = try EventFile(data: Data(json.utf8))
            do {
                try file.checkWork(startingAt: Self.window)
            } catch {
                refused += 1
                continue
            }
            let cost = Self.replayCost(file)
            replayed += 1
            expanded += cost.events
            #expect(cost.work <= EventFile.workBudget, "\(cost.work)")
            #expect(Double(cost.events) <= EventFile.workBudget / EventFile.minimumFrameCost)
            // One item per event written; drags add no memory however long they are.
            #expect(cost.heapGrowth < 4 << 20, "the replay's heap grew \(cost.heapGrowth) bytes")
        }
        // The generator reaches both outcomes, and drags expand to many events.
        #expect(replayed > 5 && refused > 2, "\(replayed) replayed, \(refused) refused")
        #expect(expanded > 100_000, "\(expanded)")
    }
}
