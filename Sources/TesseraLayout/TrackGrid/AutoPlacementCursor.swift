/// The auto-placement cursor of CSS Grid 2 §8.5 step 4 with sparse packing, moving as Chrome's
/// does. Lines are counted from the first line of the implicit grid; "major" is the axis the
/// cursor advances slowly (rows for `grid-auto-flow: row`), "minor" the one it walks.
///
/// The spec moves the cursor one major line at a time. Chrome keeps the placed items in
/// (major, minor) order and, when an item fits nowhere on the current major line, moves to
/// the earliest major end line of the items it has passed that still overlap that line, unless
/// it passed the start or end of an item on this line. An item blocked only by an item it has
/// not passed yet (one starting further on) can so skip lines where it would have fitted;
/// Tessera follows Chrome (DEVIATIONS.md).
struct AutoPlacementCursor {
    /// How the cursor may move while looking for room (Chrome's `CursorMovementBehavior`).
    enum Movement {
        /// Both lines move (an item automatic in both axes).
        case free
        /// The minor line is fixed (an item with a definite minor position).
        case fixedMinor
    }

    private struct Item {
        var majorStart: Int, minorStart: Int, majorEnd: Int, minorEnd: Int
        var next = -1, prev = -1
    }

    private var items: [Item] = []
    private var head = -1, tail = -1
    private(set) var major = 0
    private(set) var minor = 0
    private var nextItem = -1
    /// Items passed by the cursor that still overlap its major line, a min-heap by end.
    private var overlapping: [Int] = []
    private var jumpToEnd = true

    /// `placed`: the areas already taken (major start, minor start, major end, minor end).
    /// `capacity`: how many areas the cursor will hold once the other items are placed
    /// (room made once, not grown item by item).
    init(placed: [(majorStart: Int, minorStart: Int, majorEnd: Int, minorEnd: Int)], capacity: Int = 0) {
        let sorted = placed.sorted { ($0.majorStart, $0.minorStart) < ($1.majorStart, $1.minorStart) }
        items.reserveCapacity(Swift.max(sorted.count, capacity))
        for p in sorted {
            items.append(Item(majorStart: p.majorStart, minorStart: p.minorStart, majorEnd: p.majorEnd, minorEnd: p.minorEnd))
            let k = items.count - 1
            if tail >= 0 { items[tail].next = k; items[k].prev = tail } else { head = k }
            tail = k
        }
        nextItem = head
    }

    private func endOnPreviousLine(_ k: Int) -> (Int, Int) { (items[k].majorEnd - 1, items[k].minorEnd) }

    private func endsBefore(_ a: Int, _ b: Int) -> Bool {
        (items[a].majorEnd, items[a].minorEnd) < (items[b].majorEnd, items[b].minorEnd)
    }

    private mutating func push(_ k: Int) {
        overlapping.append(k)
        siftUp(overlapping.count - 1)
    }

    private mutating func siftUp(_ index: Int) {
        var c = index
        while c > 0 {
            let p = (c - 1) / 2
            guard endsBefore(overlapping[c], overlapping[p]) else { break }
            overlapping.swapAt(c, p); c = p
        }
    }

    /// Removes the heap's front as libc++'s `pop_heap` does (Floyd's sift-down to a leaf, then
    /// a sift-up): the order of the other items in the array is the order Chrome visits them.
    private mutating func popFront() {
        let n = overlapping.count
        guard n > 1 else { overlapping.removeAll(keepingCapacity: true); return }
        let top = overlapping[0]
        var hole = 0, child = 0
        repeat {
            child = 2 * child + 1
            if child + 1 < n && endsBefore(overlapping[child + 1], overlapping[child]) { child += 1 }
            overlapping[hole] = overlapping[child]
            hole = child
        } while child <= (n - 2) / 2
        if hole == n - 1 {
            overlapping[hole] = top
        } else {
            overlapping[hole] = overlapping[n - 1]
            overlapping[n - 1] = top
            siftUp(hole)
        }
        overlapping.removeLast()
    }

    /// Drops the passed items that no longer overlap and takes in the items just passed.
    private mutating func updateOverlapping() {
        while let f = overlapping.first {
            let last = endOnPreviousLine(f)
            if (major, minor) < last { break }
            if major == last.0 { jumpToEnd = false }
            popFront()
        }
        while nextItem >= 0 && (items[nextItem].majorStart, items[nextItem].minorStart) <= (major, minor) {
            let last = endOnPreviousLine(nextItem)
            if major <= last.0 { jumpToEnd = false }
            if (major, minor) < last { push(nextItem) }
            nextItem = items[nextItem].next
        }
    }

    /// Moves the minor line forward; a line before the cursor is on the next major line.
    mutating func moveToMinorLine(_ line: Int) {
        if line < minor { major += 1 }
        minor = line
    }

    private mutating func moveToNextMajorLine(resetMinor: Bool) {
        major += 1
        if jumpToEnd, let f = overlapping.first { major = items[f].majorEnd }
        if resetMinor { minor = 0 }
        jumpToEnd = true
    }

    /// Moves the cursor to the first position (as Chrome finds it) where `majorSpan` x
    /// `minorSpan` tracks overlap no placed item, the minor span ending by `minorMaxEnd`.
    mutating func fit(majorSpan: Int, minorSpan: Int, minorMaxEnd: Int, movement: Movement) {
        let resetMinor = movement == .free
        let maxStart = minorMaxEnd - minorSpan
        var next = minor
        func mustLeaveLine() -> Bool { next > maxStart || (!resetMinor && next != minor) }
        // Whether the cursor fits at `next` on its line; otherwise moves it on (false).
        func fitsHere() -> Bool {
            if mustLeaveLine() { moveToNextMajorLine(resetMinor: resetMinor); return false }
            if minor == next { return true }
            moveToMinorLine(next)
            return false
        }
        if minor > maxStart { moveToNextMajorLine(resetMinor: resetMinor) }
        while true {
            updateOverlapping()
            next = minor
            for k in overlapping where next < items[k].minorEnd && items[k].minorStart < next + minorSpan {
                next = items[k].minorEnd
                if mustLeaveLine() { break }
            }
            if !fitsHere() { continue }
            var k = nextItem
            // Items are in (major, minor) order: one starting past the span's last major line
            // cannot overlap it, nor can any after it.
            while k >= 0 && items[k].majorStart < major + majorSpan {
                let it = items[k]
                if next < it.minorEnd && major < it.majorEnd && it.minorStart < next + minorSpan {
                    next = it.minorEnd
                    if mustLeaveLine() { break }
                }
                k = it.next
            }
            if fitsHere() { return }
        }
    }

    /// Records an item placed at the cursor (`majorSpan` x `minorSpan`) and moves past it.
    mutating func placeAtCursor(majorSpan: Int, minorSpan: Int) {
        let k = items.count
        items.append(Item(majorStart: major, minorStart: minor, majorEnd: major + majorSpan, minorEnd: minor + minorSpan))
        // Insert before the next item not yet passed (at the end when there is none).
        let before = nextItem >= 0 ? items[nextItem].prev : tail
        items[k].prev = before
        items[k].next = before >= 0 ? items[before].next : head
        if before >= 0 { items[before].next = k } else { head = k }
        if items[k].next >= 0 { items[items[k].next].prev = k } else { tail = k }
        nextItem = k
        moveToMinorLine(minor + minorSpan)
        updateOverlapping()
    }
}
