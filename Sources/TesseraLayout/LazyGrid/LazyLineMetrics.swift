/// The lengths of a lazy container's lines (rows of a `LazyVGrid`, items of a `LazyVStack`)
/// when only some of them have been measured: measured lines keep their length, the others are
/// estimated at the mean of the measured ones (or `fallbackEstimate` before any was measured).
///
/// Offsets and the total are prefix sums over two Fenwick trees (measured lengths, measured
/// counts), so asking where line k starts, which line holds a position, or how long the whole
/// content is costs O(log lines) — never a walk over a million lines.
public final class LazyLineMetrics: @unchecked Sendable {
    public private(set) var lineCount = 0
    /// Space between consecutive lines.
    public private(set) var spacing = 0.0
    private var known: [Double] = []
    private var lengthTree: [Double] = []
    private var countTree: [Int32] = []
    private var knownSum = 0.0
    private var knownCount = 0
    /// The length assumed for a line before any line was measured.
    public var fallbackEstimate = 50.0

    public init() {}

    /// Forgets every measurement and sizes the tables for `lineCount` lines.
    public func reset(lineCount: Int, spacing: Double) {
        self.lineCount = max(0, lineCount); self.spacing = spacing
        // The old tables go before the new ones are made: a resize of a million-line
        // container does not hold both sets (20 bytes a line) at once.
        known = []; lengthTree = []; countTree = []
        known = Array(repeating: -1, count: self.lineCount)
        lengthTree = Array(repeating: 0, count: self.lineCount + 1)
        countTree = Array(repeating: 0, count: self.lineCount + 1)
        knownSum = 0; knownCount = 0
    }

    /// When set, the length of unmeasured lines whatever is measured meanwhile: a lazy
    /// container holds its estimate steady while one frame settles and moves it between frames
    /// at a point where it can keep what is on screen still.
    public var frozenEstimate: Double?

    /// The mean of the measured lines (the fallback before any was measured).
    public var measuredMean: Double { knownCount > 0 ? knownSum / Double(knownCount) : fallbackEstimate }
    /// The length of an unmeasured line.
    public var estimate: Double { frozenEstimate ?? measuredMean }

    /// The length of `line`, measured or estimated.
    public func length(of line: Int) -> Double {
        guard line >= 0, line < lineCount else { return 0 }
        return known[line] >= 0 ? known[line] : estimate
    }
    /// Whether `line` has been measured.
    public func isMeasured(_ line: Int) -> Bool { line >= 0 && line < lineCount && known[line] >= 0 }

    /// Records the measured length of `line`; returns how much it differs from before.
    @discardableResult
    public func record(_ line: Int, length rawLength: Double) -> Double {
        guard line >= 0, line < lineCount else { return 0 }
        let length = rawLength.isFinite ? max(0, rawLength) : 0
        let before = self.length(of: line)
        let old = known[line]
        if old == length { return 0 }
        var i = line + 1
        let delta = old >= 0 ? length - old : length
        let countDelta: Int32 = old >= 0 ? 0 : 1
        while i <= lineCount { lengthTree[i] += delta; countTree[i] += countDelta; i += i & -i }
        knownSum += delta; knownCount += Int(countDelta)
        known[line] = length
        return length - before
    }

    private func prefix(_ k: Int) -> (sum: Double, count: Int) {
        var s = 0.0, c = 0, i = min(k, lineCount)
        while i > 0 { s += lengthTree[i]; c += Int(countTree[i]); i -= i & -i }
        return (s, c)
    }

    /// Where `line` starts (lines before it and the spacing after each).
    public func offset(of line: Int) -> Double {
        let k = min(max(0, line), lineCount)
        let p = prefix(k)
        return p.sum + Double(k - p.count) * estimate + Double(k) * spacing
    }

    /// The length of all lines and the spacing between them.
    public var total: Double {
        guard lineCount > 0 else { return 0 }
        return offset(of: lineCount) - spacing
    }

    /// The line at `position` (the first line when before it, the last when beyond).
    public func line(at position: Double) -> Int {
        guard lineCount > 0 else { return 0 }
        var lo = 0, hi = lineCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offset(of: mid) <= position { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
