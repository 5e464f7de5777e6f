import TesseraGeometry
import TesseraSDL

/// One item of an event file as written: a single event, a press and release (a click with a
/// button or modifiers), or a drag, kept whole. Its events are made on demand by
/// ``EventTimeline``, so a 60-second drag costs one item of memory, not 3,602 events.
struct EventScript: Sendable {
    enum Kind: Sendable {
        case one(InputEvent)
        case pair(InputEvent, InputEvent)
        /// A press at `from`, `steps` moves every `duration / steps` seconds along the line
        /// (the last at `to`), and the release at `to`.
        case drag(from: Point, to: Point, duration: Double, steps: Int)
    }
    var at: Double
    var kind: Kind
    /// The window its events go to (the last `{"window": ID}` before it in the file).
    var window: String? = nil

    /// How many events the item stands for.
    var count: Int {
        switch kind {
        case .one: return 1
        case .pair: return 2
        case .drag(_, _, _, let steps): return steps + 2
        }
    }

    /// The item's `k`-th event (0 ≤ k < ``count``), with its time; times never decrease in `k`.
    func entry(_ k: Int) -> EventFile.Entry {
        var entry = event(k)
        entry.window = window
        return entry
    }

    private func event(_ k: Int) -> EventFile.Entry {
        switch kind {
        case .one(let e): return EventFile.Entry(at: at, event: e)
        case .pair(let a, let b): return EventFile.Entry(at: at, event: k == 0 ? a : b)
        case .drag(let from, let to, let duration, let steps):
            if k == 0 { return EventFile.Entry(at: at, event: .pointerDown(from, button: .primary, clickCount: 1)) }
            if k > steps { return EventFile.Entry(at: at + duration, event: .pointerUp(to, button: .primary)) }
            let t = Double(k) / Double(steps)
            let p = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            return EventFile.Entry(at: at + duration * t, event: .pointerMoved(p))
        }
    }
}

/// An event file's events in order of time (ties in file order, then in the order of an item's
/// own events), made one at a time: a merge of the items, sorted by start, with a heap of the
/// drags still in progress. Memory is linear in the number of items; each event costs
/// O(log items).
public struct EventTimeline: Sequence, Sendable {
    let items: [EventScript]
    /// Item indices by (start time, file order).
    let order: [Int]

    init(_ items: [EventScript]) {
        self.items = items
        order = items.indices.sorted { (items[$0].at, $0) < (items[$1].at, $1) }
    }

    public func makeIterator() -> Iterator { Iterator(timeline: self) }

    /// The next events, one by one; ``lastItem`` is the file index of the event just made.
    public struct Iterator: IteratorProtocol {
        let timeline: EventTimeline
        var nextStart = 0
        /// Items in progress: (time of their next event, item, index of that event).
        var pending = MinHeap()
        /// The file index (in the JSON list) of the last event returned.
        public private(set) var lastItem = 0

        public mutating func next() -> EventFile.Entry? {
            let items = timeline.items
            var key: MinHeap.Key
            if nextStart < timeline.order.count {
                let i = timeline.order[nextStart]
                let start = MinHeap.Key(at: items[i].at, item: i, index: 0)
                if let top = pending.top, top < start { key = pending.pop() } else { key = start; nextStart += 1 }
            } else if pending.top != nil {
                key = pending.pop()
            } else {
                return nil
            }
            let script = items[key.item]
            let entry = script.entry(key.index)
            if key.index + 1 < script.count {
                pending.push(MinHeap.Key(at: script.entry(key.index + 1).at, item: key.item, index: key.index + 1))
            }
            lastItem = key.item
            return entry
        }
    }
}

/// A binary min-heap of the timeline's pending keys.
struct MinHeap: Sendable {
    struct Key: Comparable, Sendable {
        var at: Double
        var item: Int
        var index: Int
        static func < (a: Key, b: Key) -> Bool { (a.at, a.item, a.index) < (b.at, b.item, b.index) }
    }
    private var keys: [Key] = []

    var top: Key? { keys.first }

    mutating func push(_ key: Key) {
        keys.append(key)
        var c = keys.count - 1
        while c > 0 {
            let p = (c - 1) / 2
            guard keys[c] < keys[p] else { break }
            keys.swapAt(c, p); c = p
        }
    }

    mutating func pop() -> Key {
        let first = keys[0]
        let last = keys.removeLast()
        guard !keys.isEmpty else { return first }
        keys[0] = last
        var p = 0
        while true {
            let l = 2 * p + 1, r = l + 1
            var m = p
            if l < keys.count, keys[l] < keys[m] { m = l }
            if r < keys.count, keys[r] < keys[m] { m = r }
            guard m != p else { break }
            keys.swapAt(p, m); p = m
        }
        return first
    }
}
