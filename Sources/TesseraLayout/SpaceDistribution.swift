import TesseraGeometry

/// SwiftUI's way of sharing a length among flexible children, used by stacks along their axis
/// and by the eager grid for its columns and rows (GridRules §2, from OpenSwiftUI's audited
/// `StackLayout` and the SwiftUI Field Guide):
///
/// 1. Group the items by layout priority, highest first. The minima of every group but the
///    first are reserved (taken off the available length) and handed back when their group's
///    turn comes.
/// 2. Within a group, visit the least flexible item first (smaller `max - min`); among equally
///    flexible items, the one with the larger minimum first; then in index order.
/// 3. Offer each item an equal share of what is left (`available / itemsLeftInGroup`, never
///    negative) and subtract what it actually takes, so a rigid item that takes more than its
///    share leaves less for the rest and one that takes less leaves more.
public enum SpaceDistribution {
    /// One item's flexibility: its lengths at the minimum and maximum proposals and its priority.
    public struct Item: Sendable {
        public var min: Double
        public var max: Double
        public var priority: Double
        public init(min: Double, max: Double, priority: Double) { self.min = min; self.max = max; self.priority = priority }
        @inlinable var flexibility: Double { max - min }
    }

    /// Shares `available` among `items`; `respond(i, share)` returns the length item `i` takes
    /// when offered `share`. Returns each item's length, by index.
    public static func distribute(_ available: Double, items: [Item], respond: (Int, Double) -> Double) -> [Double] {
        let n = items.count
        var result = [Double](repeating: 0, count: n)
        guard n > 0 else { return result }
        var order = Array(0..<n)
        order.sort { a, b in
            let ia = items[a], ib = items[b]
            if ia.priority != ib.priority { return ia.priority > ib.priority }
            if ia.flexibility != ib.flexibility {
                // Equal infinite flexibilities compare equal (inf == inf) and fall through.
                return ia.flexibility < ib.flexibility
            }
            if ia.min != ib.min { return ia.min > ib.min }
            return a < b
        }
        let topPriority = items[order[0]].priority
        var left = available
        for i in order where items[i].priority != topPriority { left -= items[i].min }
        var start = 0
        while start < n {
            let priority = items[order[start]].priority
            var end = start
            while end < n && items[order[end]].priority == priority { end += 1 }
            if priority != topPriority {
                for k in start..<end { left += items[order[k]].min }
            }
            var remaining = end - start
            for k in start..<end {
                let i = order[k]
                let share = Swift.max(0, left / Double(remaining))
                let length = respond(i, share)
                result[i] = length
                left -= length
                remaining -= 1
            }
            start = end
        }
        return result
    }
}
