import Foundation

// SwiftUI's collection helpers for `onDelete` and `onMove` (`IndexSet` offsets, not indices),
// which list tutorials call on their arrays: `items.remove(atOffsets: offsets)` and
// `items.move(fromOffsets: source, toOffset: destination)`.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (positions from the start, as `onDelete` reports them).
    /// Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        self = Self(enumerated().filter { !offsets.contains($0.offset) }.map(\.element))
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their order, just before the element
    /// that was at `destination` (as `onMove` reports a drag), like SwiftUI's
    /// `move(fromOffsets:toOffset:)`. A destination past the end moves them to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let end = Swift.min(Swift.max(destination, 0), elements.count)
        let moving = source.filter { $0 < elements.count }.map { elements[$0] }
        let before = elements.indices.filter { $0 < end && !source.contains($0) }.map { elements[$0] }
        let after = elements.indices.filter { $0 >= end && !source.contains($0) }.map { elements[$0] }
        for (i, element) in zip(indices, before + moving + after) { self[i] = element }
    }
}
