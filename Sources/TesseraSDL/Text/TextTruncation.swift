import TesseraText

/// Shortens the last line a line limit keeps (SwiftUI's `truncationMode`): the clusters from
/// the line's start to its paragraph's end are cut at the end (tail), start (head) or middle,
/// and an ellipsis `…` in the span's font stands for what was removed, so the line with the
/// ellipsis fits the width limit (without a limit, tail keeps the line whole and appends the
/// ellipsis; head and middle do likewise at their end of the line). Cut points fall between
/// grapheme clusters; spaces next to the ellipsis are dropped.
struct TextTruncation {
    let engine: TextEngine
    let text: StyledText

    func truncate(_ p: TextEngine.Paragraph, content: Range<Int>, mode: TruncationMode, limit: Double?) -> [TextEngine.Item] {
        let span = content.isEmpty ? p.span : p.clusters[content.lowerBound].span
        let ellipsisFont = text.spans[span].font
        let ellipsisFace = engine.faces.primary(ellipsisFont).face
        let ew = engine.faces.width("\u{2026}", face: ellipsisFace, pixelSize: engine.pixelSize(ellipsisFont), script: .common, rtl: false)
        let ids = Array(content)
        guard let limit else {
            switch mode {
            case .head: return [.ellipsis(span: span)] + ids.map { .cluster($0) }
            default: return ids.map { .cluster($0) } + [.ellipsis(span: span)]
            }
        }
        let budget = max(0, limit - ew)
        // Per-cluster widths bound the search; the result is checked with real shaping below.
        let widths = ids.map { engine.clusterWidth(p, $0, text: text) }
        func prefix(_ budget: Double) -> Int {
            var w = 0.0, k = 0
            while k < widths.count && w + widths[k] <= budget + 1e-9 { w += widths[k]; k += 1 }
            return k
        }
        func suffix(_ budget: Double) -> Int {
            var w = 0.0, k = 0
            while k < widths.count && w + widths[widths.count - 1 - k] <= budget + 1e-9 { w += widths[widths.count - 1 - k]; k += 1 }
            return k
        }
        func trimmed(_ r: ArraySlice<Int>, leading: Bool) -> [Int] {
            var a = Array(r)
            if leading { while let f = a.first, p.clusters[f].isSpace { a.removeFirst() } }
            else { while let l = a.last, p.clusters[l].isSpace { a.removeLast() } }
            return a
        }
        func fits(_ items: [Int]) -> Bool {
            var w = ew
            var runStart = 0
            // Measure contiguous pieces as shaped runs.
            for k in 0...items.count where k == items.count || (k > 0 && items[k] != items[k - 1] + 1) {
                if k > runStart { w += engine.width(p, items[runStart]..<(items[k - 1] + 1), text: text) }
                runStart = k
            }
            return w <= limit + 1e-9
        }
        switch mode {
        case .tail:
            var k = prefix(budget)
            var kept = trimmed(ids[0..<k], leading: false)
            while !kept.isEmpty && !fits(kept) { k -= 1; kept = trimmed(ids[0..<k], leading: false) }
            return kept.map { .cluster($0) } + [.ellipsis(span: span)]
        case .head:
            var k = suffix(budget)
            var kept = trimmed(ids[(ids.count - k)...], leading: true)
            while !kept.isEmpty && !fits(kept) { k -= 1; kept = trimmed(ids[(ids.count - k)...], leading: true) }
            return [.ellipsis(span: span)] + kept.map { .cluster($0) }
        case .middle:
            var left = prefix(budget / 2)
            let leftWidth = widths[0..<left].reduce(0, +)
            var right = suffix(budget - leftWidth)
            if left + right > ids.count { right = ids.count - left }
            while true {
                let l = trimmed(ids[0..<left], leading: false), r = trimmed(ids[(ids.count - right)...], leading: true)
                if (l.isEmpty && r.isEmpty) || fits(l + r) {
                    return l.map { .cluster($0) } + [.ellipsis(span: span)] + r.map { .cluster($0) }
                }
                if right > left { right -= 1 } else { left -= 1 }
            }
        }
    }
}
