import Tessera
import TesseraLayout

/// How one line of a ``TextEditor`` wraps into rows at a width: greedy, breaking after the
/// last space that fits (or inside a word longer than the row), as SwiftUI's `TextEditor`
/// wraps. Rows are UTF-8 ranges of the line (relative to its start). Measures only this line:
/// a line that fits costs one measurement; a wrapped one a binary search per row.
struct TextRows: Equatable {
    /// The UTF-8 offset (in the line) where each row starts; the first is 0.
    var starts: [Int]
    var count: Int { starts.count }

    /// How many bytes of a line are shown: the rest of a longer line is kept and edited, but
    /// not drawn (a multi-megabyte line would otherwise cost a measurement per row per frame).
    static let maximumShown = 20_000
    /// The UTF-8 length of the shown part of the line.
    var shownLength: Int

    init(_ line: Substring, width: Double, font: Font, measurer: any TextMeasuring) {
        starts = [0]
        var shown = line
        if line.utf8.count > Self.maximumShown {
            var end = line.utf8.index(line.startIndex, offsetBy: Self.maximumShown)
            while end > line.startIndex, line.utf8[end] & 0xC0 == 0x80 { end = line.utf8.index(before: end) }
            shown = line[..<end]
        }
        shownLength = shown.utf8.count
        guard width > 1, !shown.isEmpty, Self.width(shown.prefix(Self.probe), font: font, measurer: measurer) > width else { return }
        var rowStart = shown.startIndex
        while rowStart < shown.endIndex {
            let rest = shown[rowStart...]
            let window = rest.prefix(Self.probe)
            if window.endIndex == rest.endIndex, Self.width(rest, font: font, measurer: measurer) <= width { break }
            // The longest prefix of whole characters that fits (at least one character).
            var bounds: [String.Index] = []
            var i = window.startIndex
            while i < window.endIndex { i = window.index(after: i); bounds.append(i) }
            var lo = 0, hi = bounds.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if Self.width(window[..<bounds[mid]], font: font, measurer: measurer) <= width { lo = mid } else { hi = mid - 1 }
            }
            var end = bounds[lo]
            if let space = window[..<end].lastIndex(of: " "), space > window.startIndex { end = window.index(after: space) }
            starts.append(shown.utf8.distance(from: shown.startIndex, to: end))
            rowStart = end
        }
    }

    /// The most characters a row is searched over (no row holds more at any sensible width).
    static let probe = 1_000

    /// The row holding line offset `offset` (a caret at a row's break belongs to the next row).
    func row(containing offset: Int) -> Int {
        var r = 0
        while r + 1 < starts.count, starts[r + 1] <= offset { r += 1 }
        return r
    }

    /// The UTF-8 range of row `r` in a line of `length` bytes.
    func range(_ r: Int, length: Int) -> Range<Int> {
        starts[r]..<(r + 1 < starts.count ? starts[r + 1] : min(length, max(starts[r], shownLength)))
    }

    static func width(_ s: Substring, font: Font, measurer: any TextMeasuring) -> Double {
        s.isEmpty ? 0 : measurer.measure(String(s), font: font, proposedWidth: nil).size.width
    }

    /// The UTF-8 offset in `row` (a piece of a line) nearest to `x`: a binary search over its
    /// character boundaries, measuring prefixes.
    static func offset(at x: Double, in row: Substring, font: Font, measurer: any TextMeasuring) -> Int {
        var bounds: [String.Index] = [row.startIndex]
        var i = row.startIndex
        while i < row.endIndex { i = row.index(after: i); bounds.append(i) }
        func w(_ k: Int) -> Double { width(row[..<bounds[k]], font: font, measurer: measurer) }
        var a = 0, b = bounds.count - 1
        while a < b {
            let m = (a + b + 1) / 2
            if w(m) <= x { a = m } else { b = m - 1 }
        }
        if a + 1 < bounds.count, x - w(a) > w(a + 1) - x { a += 1 }
        return row.utf8.distance(from: row.startIndex, to: bounds[a])
    }
}
