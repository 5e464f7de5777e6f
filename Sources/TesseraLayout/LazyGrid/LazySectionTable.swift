/// The sections of a lazy container (SwiftUI's `Section` inside `LazyVGrid`, `LazyHGrid`,
/// `LazyVStack`, `LazyHStack`) and how they map to *lines* for a number of items per line.
///
/// Each section is, in order: its header line (when it has a header), its items flowed into
/// lines of `perLine` (a section always starts a new line, so its first item is in the first
/// track), then its footer line (when it has a footer). A header or footer is one line of its
/// own that spans every track. Content outside any section is a section without header and
/// footer. Every lookup is a binary search over the sections: O(log sections), never a walk
/// over the items.
public struct LazySectionTable: Equatable, Sendable {
    /// One section: how many items, and whether it has a header and a footer.
    public struct Section: Equatable, Sendable {
        public var itemCount: Int
        public var hasHeader: Bool
        public var hasFooter: Bool
        public init(itemCount: Int, hasHeader: Bool = false, hasFooter: Bool = false) {
            self.itemCount = max(0, itemCount); self.hasHeader = hasHeader; self.hasFooter = hasFooter
        }
    }

    public private(set) var sections: [Section]
    /// `itemStarts[s]`: the index of section `s`'s first item; the last entry is the item count.
    public private(set) var itemStarts: [Int]
    /// The items per line the line starts were computed for.
    public private(set) var perLine = 1
    /// `lineStarts[s]`: section `s`'s first line; the last entry is the line count.
    public private(set) var lineStarts: [Int]

    public init(_ sections: [Section]) {
        self.sections = sections
        itemStarts = [0]
        itemStarts.reserveCapacity(sections.count + 1)
        for s in sections { itemStarts.append(itemStarts[itemStarts.count - 1] + s.itemCount) }
        supplementaryCount = sections.reduce(0) { $0 + ($1.hasHeader ? 1 : 0) + ($1.hasFooter ? 1 : 0) }
        lineStarts = []
        setPerLine(1)
    }

    /// One section of `itemCount` items, without header or footer.
    public static func single(itemCount: Int) -> LazySectionTable { LazySectionTable([Section(itemCount: itemCount)]) }

    /// How many items all sections hold.
    public var itemCount: Int { itemStarts[itemStarts.count - 1] }
    /// How many lines there are for the current ``perLine``.
    public var lineCount: Int { lineStarts[lineStarts.count - 1] }
    /// How many headers and footers there are.
    public let supplementaryCount: Int
    /// Whether there is any header or footer.
    public var hasSupplementaries: Bool { supplementaryCount > 0 }

    /// Computes the line starts for `perLine` items per line (at least 1).
    public mutating func setPerLine(_ n: Int) {
        let n = max(1, n)
        if n == perLine && lineStarts.count == sections.count + 1 { return }
        perLine = n
        lineStarts = [0]
        lineStarts.reserveCapacity(sections.count + 1)
        for s in sections {
            let lines = (s.hasHeader ? 1 : 0) + (s.itemCount + n - 1) / n + (s.hasFooter ? 1 : 0)
            lineStarts.append(lineStarts[lineStarts.count - 1] + lines)
        }
    }

    /// The last index `i` with `starts[i] <= value` (0 when none): the section holding an item
    /// or line, since empty sections share their start with the next one.
    private static func lastStart(_ starts: [Int], atMost value: Int) -> Int {
        var lo = 0, hi = starts.count - 2
        guard hi > 0 else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= value { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The section holding item `item`.
    public func section(ofItem item: Int) -> Int { Self.lastStart(itemStarts, atMost: item) }
    /// The section holding line `line`.
    public func section(ofLine line: Int) -> Int { Self.lastStart(lineStarts, atMost: line) }

    /// The line of item `item` and its track (its position in its line).
    public func place(ofItem item: Int) -> (line: Int, track: Int) {
        let s = section(ofItem: item)
        let local = item - itemStarts[s]
        return (lineStarts[s] + (sections[s].hasHeader ? 1 : 0) + local / perLine, local % perLine)
    }
    /// The line of section `s`'s header.
    public func headerLine(_ s: Int) -> Int { lineStarts[s] }
    /// The line of section `s`'s footer.
    public func footerLine(_ s: Int) -> Int { lineStarts[s + 1] - 1 }
    /// Section `s`'s first and last line.
    public func lines(ofSection s: Int) -> ClosedRange<Int> { lineStarts[s]...max(lineStarts[s], lineStarts[s + 1] - 1) }

    /// The first item on or after line `line` (the item count past the end).
    private func firstItem(fromLine line: Int) -> Int {
        guard line < lineCount else { return itemCount }
        let s = section(ofLine: max(0, line))
        let k = max(0, line) - lineStarts[s] - (sections[s].hasHeader ? 1 : 0)
        return min(itemStarts[s + 1], itemStarts[s] + max(0, k) * perLine)
    }

    /// The items whose lines lie in `lines`.
    public func items(inLines lines: ClosedRange<Int>) -> Range<Int> {
        let first = firstItem(fromLine: lines.lowerBound)
        let end = firstItem(fromLine: lines.upperBound + 1)
        return first..<max(first, end)
    }
}
