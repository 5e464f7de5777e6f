import CHeapStats
import Foundation
import Tessera
import TesseraAnimation
import TesseraFuzzing
import TesseraGeometry
import TesseraSDL

/// A long headless run of the demo for memory growth (issue 17): random input across every
/// scene through the same `DemoSession` as the window, with the resident memory sampled from
/// `/proc/self/statm`. `tessera-soak` (`make soak`) runs it at full length; a test runs a
/// short one.
public struct Soak {
    /// What a run measured.
    public struct Report: Sendable {
        public var steps: Int
        /// The largest resident memory during the warm-up, and the largest seen after it, in bytes.
        public var residentAfterWarmUp: Int
        public var residentMaximum: Int
        public var residentAtEnd: Int
        public var seconds: Double
        /// The resident size settled in one reference state (the first scene at 1280x800, free
        /// pages returned) right after the warm-up and at the end, in bytes.
        public var settledAfterWarmUp: Int
        public var settledAtEnd: Int
        /// The C heap in use (``Soak/heapInUse()``) in the same reference state, right after
        /// the warm-up and at the end: growth here is objects kept; resident growth without it
        /// is the allocator's fragmentation.
        public var heapAfterWarmUp: Int
        public var heapAtEnd: Int
        /// `residentMaximum / residentAfterWarmUp - 1`.
        public var growth: Double { Double(residentMaximum) / Double(max(1, residentAfterWarmUp)) - 1 }
        /// `settledAtEnd / settledAfterWarmUp - 1`: what the run kept, with every scene's working
        /// set and the allocator's free pages out of the picture.
        public var settledGrowth: Double { Double(settledAtEnd) / Double(max(1, settledAfterWarmUp)) - 1 }
        /// `heapAtEnd / heapAfterWarmUp - 1`.
        public var heapGrowth: Double { Double(heapAtEnd) / Double(max(1, heapAfterWarmUp)) - 1 }
    }

    /// The keys the soak presses: every key of the demo's keymap and the scenes' own.
    static let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "B", "Tab", "Right", "Left", "+", "-",
                       "Space", "H", "F1", "Up", "Down", "[", "]", "F", "Return", "Escape", "End", "Home", "PageUp", "PageDown"]

    let session: DemoSession
    let clock: SimulatedClock
    var random: SeededRandom

    public init(session: DemoSession, clock: SimulatedClock, seed: UInt64) {
        self.session = session; self.clock = clock; random = SeededRandom(seed: seed)
    }

    mutating func next(_ n: Int) -> Int { random.next(n) }

    /// One random event: mostly keys and clicks, sometimes a scroll or a resize. `Q` and
    /// `Escape` outside help would quit the window; here they only change the model.
    mutating func randomEvent() -> InputEvent {
        let size = session.model.size
        switch next(20) {
        case 0..<11: return .key(name: Self.keys[next(Self.keys.count)], shift: next(4) == 0)
        case 11..<17: return .click(Point(x: Double(next(Int(size.width))), y: Double(next(Int(size.height)))))
        case 17, 18: return .scroll(dx: 0, dy: Double(next(7) - 3))
        default: return .resize(Size(width: Double(400 + next(1200)), height: Double(300 + next(700))))
        }
    }

    /// Resident memory of this process in bytes (Linux), or 0.
    public static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Bytes of C heap in use (glibc's `mallinfo2`), or 0 where unknown.
    public static func heapInUse() -> Int { Int(tessera_heap_in_use()) }

    /// The warm-up's first events when it has room for them: every scene in turn (`Tab`), and
    /// in each every key of ``keys`` but the scene-switching ones pressed ``tourPresses``
    /// times, so each scene's heaviest state (the eager side of `eager-vs-lazy` at its largest
    /// N) is part of the warm-up's high-water mark rather than a spike after it.
    func tour() -> [InputEvent] {
        let sceneKeys = Self.keys.filter {
            if case .switchScene? = DemoKeymap.action(key: $0, shift: false) { return false }
            return true
        }
        var events: [InputEvent] = []
        for _ in SceneCatalog.ids {
            for key in sceneKeys { events += Array(repeating: .key(name: key, shift: false), count: Self.tourPresses) }
            events.append(.key(name: "Tab", shift: false))
        }
        return events
    }

    /// The resident size in one reference state: the first scene at 1280x800 after a frame,
    /// with the allocator's free pages returned. Comparing it after the warm-up and at the end
    /// shows what the run kept, whatever scene it was in and however large its working set.
    mutating func settledResident() -> (resident: Int, heap: Int) {
        _ = session.handle(.resize(Size(width: 1280, height: 800)))
        for _ in SceneCatalog.ids where session.model.sceneIndex != 0 {
            _ = session.perform(.switchScene(1))
            _ = session.frame()
        }
        _ = session.frame()
        SceneMemory.trim()
        return (Self.residentBytes(), Self.heapInUse())
    }

    /// How often the tour presses each key: `+` six times takes `eager-vs-lazy` from its first
    /// N to the largest.
    static let tourPresses = 6

    /// Replays `steps` random events (or, with `switchingOnly`, `Tab` presses), a frame
    /// after each at a random 0-300 ms later, and samples resident memory after every event.
    /// A random run whose warm-up has room for it starts with the ``tour()``. The rule compares
    /// high-water marks: the largest resident size after the first `warmUp` events against the
    /// largest during them, so a leak or an unbounded cache
    /// shows as growth, and a scene's working set, freed on leaving it and taken again on the
    /// next visit, does not. The settled size (``settledResident()``) is measured after the
    /// warm-up and at the end as a second check that needs no high-water mark.
    public mutating func run(steps: Int, warmUp: Int, switchingOnly: Bool = false,
                             progress: (_ step: Int, _ resident: Int) -> Void = { _, _ in }) -> Report {
        let start = Date()
        let skipped = Set((ProcessInfo.processInfo.environment["TESSERA_SOAK_SKIP"] ?? "").split(separator: ",").map(String.init))
        var after = 0, maximum = 0, settledAfterWarmUp = (resident: 0, heap: 0)
        var time = 0.0
        // TESSERA_SOAK_TRACE=MB: each event after which resident memory grew by MB or more,
        // with the scene and the window size (to tell what makes memory jump).
        let trace = Double(ProcessInfo.processInfo.environment["TESSERA_SOAK_TRACE"] ?? "").map { Int($0 * 1_048_576) }
        var last = trace == nil ? 0 : Self.residentBytes()
        let tour = switchingOnly ? [] : self.tour()
        let touring = tour.count <= warmUp
        for i in 0..<steps {
            let event: InputEvent = switchingOnly ? .key(name: "Tab", shift: false) : touring && i < tour.count ? tour[i] : randomEvent()
            time += Double(next(300)) / 1000
            clock.advance(to: time)
            if session.handle(event) == .quit { continue }
            // TESSERA_SOAK_SKIP=ID,ID: scenes passed over (to tell which one holds memory).
            while switchingOnly, skipped.contains(session.model.scene.id) { session.handle(.key(name: "Tab", shift: false)) }
            _ = session.frame()
            if let trace {
                let now = Self.residentBytes()
                if now - last >= trace {
                    print("  step \(i + 1): +\((now - last) >> 20) MB after \(event) in \(session.model.scene.id) at \(session.model.size)")
                }
                last = now
            }
            let resident = Self.residentBytes()
            if i < warmUp { after = max(after, resident); maximum = after } else { maximum = max(maximum, resident) }
            if i + 1 == min(warmUp, steps) { settledAfterWarmUp = settledResident() }
            if (i + 1) % max(1, steps / 100) == 0 { progress(i + 1, resident) }
        }
        let atEnd = Self.residentBytes()
        let settledAtEnd = settledResident()
        return Report(steps: steps, residentAfterWarmUp: after, residentMaximum: maximum, residentAtEnd: atEnd,
                      seconds: Date().timeIntervalSince(start), settledAfterWarmUp: settledAfterWarmUp.resident,
                      settledAtEnd: settledAtEnd.resident, heapAfterWarmUp: settledAfterWarmUp.heap, heapAtEnd: settledAtEnd.heap)
    }
}
