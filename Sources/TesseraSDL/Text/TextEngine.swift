import TesseraText

/// Lays out styled text: itemizes it into grapheme clusters, gives each a face (primary or
/// fallback, ``TextFaces``), a script (``TextScript``) and a bidi level (``Bidi``), wraps the
/// paragraphs greedily at line-break opportunities (``LineBreakRules``) no wider than the
/// limit, applies the line limit with an ellipsis (``TextTruncation``), and shapes each line's
/// runs with HarfBuzz through SDL_ttf, ordered visually by UAX #9 L2. Positions are in points
/// at scale 1 (font sizes rounded to whole pixels), the one layout both the measurer and the
/// canvas use, so text draws exactly as it was measured.
///
/// Lines: each line box is as tall as the largest ascent plus the largest descent of the faces
/// on it (always including the paragraph font), plus the largest line gap and `lineSpacing`
/// before the next line. Trailing spaces at a wrap are not drawn nor counted.
/// Use it on one thread; results are cached per text and width.
final class TextEngine {
    let faces: TextFaces
    private struct CacheKey: Hashable { let text: StyledText; let limit: Double? }
    private var cache: [CacheKey: TextBlock] = [:]
    /// The layouts `cache` held when it last filled up: a layout asked again comes back to
    /// `cache` with its serial. Two generations keep the texts of every frame alive (a scrolled
    /// gallery brings new labels each frame; dropping them all at once made every visible
    /// label's layout, and its composed line, new again).
    private var previousCache: [CacheKey: TextBlock] = [:]
    /// The serial number of the last block computed (``TextBlock/serial``).
    private var lastSerial = 0

    init(fonts: FontLibrary) { faces = TextFaces(fonts: fonts) }
    /// An engine using `faces` (shared with another engine on the same thread: one set of open
    /// fonts and width caches).
    init(faces: TextFaces) { self.faces = faces }

    /// What a line shows: clusters of its paragraph, or an ellipsis standing for removed ones.
    enum Item: Equatable { case cluster(Int), ellipsis(span: Int) }

    /// A line's items: a range of its paragraph's clusters (every line but a truncated one,
    /// stored in 16 bytes whatever its length), or a list with an ellipsis.
    enum LineItems {
        case clusters(Range<Int>)
        case list([Item])

        var count: Int {
            switch self {
            case let .clusters(r): r.count
            case let .list(items): items.count
            }
        }

        subscript(k: Int) -> Item {
            switch self {
            case let .clusters(r): .cluster(r.lowerBound + k)
            case let .list(items): items[k]
            }
        }

        var first: Item? { count > 0 ? self[0] : nil }
    }

    func layout(_ text: StyledText, maxWidth: Double?) -> TextBlock {
        let limit: Double? = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        let key = CacheKey(text: text, limit: limit)
        if let hit = cache[key] { return hit }
        let block: TextBlock
        if let kept = previousCache[key] {
            block = kept
        } else {
            var made = compute(text, limit: limit)
            lastSerial += 1
            made.serial = lastSerial
            block = made
        }
        if cache.count >= 256 { previousCache = cache; cache = [:]; cache.reserveCapacity(256) }
        cache[key] = block
        return block
    }

    /// Drops cached layouts and widths (benchmarks of the cold path).
    func dropCaches() { cache.removeAll(); previousCache.removeAll(); faces.dropWidths() }

    private func compute(_ text: StyledText, limit: Double?) -> TextBlock {
        let paragraphs = itemize(text)
        var lines: [(paragraph: Int, items: LineItems, wrapped: Bool)] = []
        for (pi, p) in paragraphs.enumerated() {
            let ranges = limit.map { wrap(p, text: text, limit: $0) } ?? [0..<p.clusters.count]
            for (li, r) in ranges.enumerated() {
                let wrapped = li < ranges.count - 1
                var end = r.upperBound
                if wrapped { while end > r.lowerBound && p.clusters[end - 1].isSpace { end -= 1 } }
                lines.append((pi, .clusters(r.lowerBound..<end), wrapped))
            }
        }
        let options = text.options
        if let most = options.maximumLines, lines.count > most {
            let last = lines[most - 1]
            let p = paragraphs[last.paragraph]
            let start: Int = if case let .cluster(i)? = last.items.first { i } else { p.clusters.count }
            let items = TextTruncation(engine: self, text: text).truncate(p, content: start..<p.clusters.count,
                                                                          mode: options.truncationMode, limit: limit)
            lines = Array(lines.prefix(most - 1)) + [(last.paragraph, .list(items), false)]
        }
        var placed: [TextLine] = []
        var top = 0.0
        let spacing = options.resolvedLineSpacing
        for (i, line) in lines.enumerated() {
            var l = build(paragraphs[line.paragraph], line.items, text: text)
            l.top = top
            top += l.ascent + l.descent + lineGap(paragraphs[line.paragraph], text) + spacing
            placed.append(l)
            _ = i
        }
        while placed.count < options.minimumLines, let p = paragraphs.last {
            var l = build(p, .list([]), text: text)
            l.top = top
            top += l.ascent + l.descent + lineGap(p, text) + spacing
            placed.append(l)
        }
        guard let first = placed.first, let last = placed.last else { return .empty }
        return TextBlock(lines: placed, width: placed.map(\.width).max() ?? 0, height: last.top + last.ascent + last.descent,
                         firstBaseline: first.baseline, lastBaseline: last.baseline)
    }

    // MARK: Itemizing

    func pixelSize(_ font: Font) -> Int { FontLibrary.pixelSize(font.resolvedSize, scale: 1) }

    // MARK: Measuring

    /// The width of clusters shaped as runs (split where span, face, script, level or solid
    /// setting change, as ``build(_:_:text:)`` splits them); a solid run is the sum of its
    /// clusters' (cached) widths, so measuring CJK needs no shaping beyond single characters.
    func width(_ p: Paragraph, _ range: Range<Int>, text: StyledText) -> Double {
        if range.count == 1 { return clusterWidth(p, range.lowerBound, text: text) }
        var total = 0.0
        var i = range.lowerBound
        while i < range.upperBound {
            let c = p.clusters[i]
            if c.isSolid { total += clusterWidth(p, i, text: text); i += 1; continue }
            var j = i + 1
            var s = String(c.char)
            while j < range.upperBound, sameRun(p.clusters[j], c) { s.append(p.clusters[j].char); j += 1 }
            total += j == i + 1 ? clusterWidth(p, i, text: text)
                : faces.width(s, face: p.face(of: c), pixelSize: pixelSize(text.spans[c.span].font), script: c.script, rtl: c.level % 2 == 1)
            i = j
        }
        return total
    }

    /// The width of one cluster alone (for breaking inside a word and for truncation); a
    /// tabular digit's is its cell.
    func clusterWidth(_ c: Cluster, face: DrawFace, text: StyledText) -> Double {
        let px = pixelSize(text.spans[c.span].font)
        if c.isTabular { return faces.tabularDigitWidth(face: face, pixelSize: px) }
        return faces.width(of: c.char, face: face, pixelSize: px, script: c.script, rtl: c.level % 2 == 1, solid: c.isSolid)
    }

    /// The width of cluster `i` of `p` alone.
    func clusterWidth(_ p: Paragraph, _ i: Int, text: StyledText) -> Double {
        clusterWidth(p.clusters[i], face: p.face(of: p.clusters[i]), text: text)
    }

    private func sameRun(_ a: Cluster, _ b: Cluster) -> Bool {
        a.span == b.span && a.faceIndex == b.faceIndex && a.script == b.script && a.level == b.level && a.isSolid == b.isSolid
    }

    // MARK: Wrapping

    /// Greedy lines of a paragraph: whole segments (between break opportunities) while they fit,
    /// trailing spaces hanging; a segment wider than the limit alone is broken between clusters.
    private func wrap(_ p: Paragraph, text: StyledText, limit: Double) -> [Range<Int>] {
        let n = p.clusters.count
        guard n > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0.0
        var empty = true
        var a = 0
        while a < n {
            var b = a + 1
            while b < n && !p.breaks[b] { b += 1 }
            var visibleEnd = b
            while visibleEnd > a && p.clusters[visibleEnd - 1].isSpace { visibleEnd -= 1 }
            let visible = width(p, a..<visibleEnd, text: text)
            if !empty && lineWidth + visible > limit + 1e-9 {
                lines.append(lineStart..<a)
                lineStart = a; lineWidth = 0; empty = true
            }
            if empty && visible > limit + 1e-9 {
                // A segment wider than the line: break between clusters.
                var w = 0.0
                for i in a..<b {
                    let cw = clusterWidth(p, i, text: text)
                    if i > lineStart && w + cw > limit + 1e-9 && !p.clusters[i].isSpace {
                        lines.append(lineStart..<i); lineStart = i; w = 0
                    }
                    w += cw
                }
                lineWidth = w
            } else {
                lineWidth += visibleEnd == b ? visible : width(p, a..<b, text: text)
            }
            empty = false
            a = b
        }
        lines.append(lineStart..<n)
        return lines
    }

    // MARK: Lines

    private func lineGap(_ p: Paragraph, _ text: StyledText) -> Double {
        let font = text.spans[p.span].font
        return faces.metrics(faces.primary(font).face, pixelSize: pixelSize(font)).gap
    }

    /// Runs of a line in visual order with their positions, and the line's metrics.
    func build(_ p: Paragraph, _ items: LineItems, text: StyledText) -> TextLine {
        let paragraphFont = text.spans[p.span].font
        var metrics = faces.metrics(faces.primary(paragraphFont).face, pixelSize: pixelSize(paragraphFont))
        var runs: [PlacedRun] = []
        var levels: [UInt8] = []
        var i = 0
        while i < items.count {
            let (first, firstFace) = properties(items[i], p, text)
            var s = String(first.char)
            var j = i + 1
            var count = 1
            while j < items.count {
                let (next, nextFace) = properties(items[j], p, text)
                guard next.span == first.span, nextFace == firstFace, next.script == first.script, next.level == first.level,
                      next.isSolid == first.isSolid, next.isTabular == first.isTabular else { break }
                // Long runs are cut (at a space when one is near) so no texture grows without bound.
                if count >= 256 || (count >= 128 && (next.isSpace || s.last == " ")) { break }
                s.append(next.char); j += 1; count += 1
            }
            let font = text.spans[first.span].font
            let px = pixelSize(font)
            let rtl = first.level % 2 == 1
            let m = faces.metrics(firstFace, pixelSize: px)
            metrics.include(m)
            // The run's width as SDL_ttf shapes and draws it; a run of ideographs and kana alone is
            // set solid, so the sum of its (cached) characters' widths is the same, without shaping
            // the line again (SDL_ttf's 256-glyph cache makes re-shaping CJK lines reload glyphs).
            let width = first.isSolid
                ? (i..<j).reduce(0) { total, k in
                    let (c, face) = properties(items[k], p, text)
                    return total + clusterWidth(c, face: face, text: text)
                }
                : faces.width(s, face: firstFace, pixelSize: px, script: first.script, rtl: rtl)
            runs.append(PlacedRun(text: s, face: firstFace, span: first.span, fontSize: font.resolvedSize, script: first.script,
                                  isRightToLeft: rtl, isSolid: first.isSolid, isTabular: first.isTabular,
                                  x: 0, width: width, ascent: m.ascent))
            levels.append(first.level)
            i = j
        }
        var ordered: [PlacedRun] = []
        var x = 0.0
        for k in Bidi.visualOrder(levels) {
            var r = runs[k]
            r.x = x
            x += r.width
            ordered.append(r)
        }
        return TextLine(runs: ordered, width: x, top: 0, ascent: metrics.ascent, descent: metrics.descent,
                        isRightToLeft: p.baseLevel % 2 == 1)
    }

    /// An item's cluster and face (an ellipsis is in the primary face of its span).
    private func properties(_ item: Item, _ p: Paragraph, _ text: StyledText) -> (Cluster, DrawFace) {
        switch item {
        case let .cluster(i): return (p.clusters[i], p.face(of: p.clusters[i]))
        case let .ellipsis(span):
            let face = faces.primary(text.spans[span].font).face
            let script = p.clusters.first?.script ?? .common
            return (Cluster(char: "\u{2026}", span: span, script: script, level: p.baseLevel), face)
        }
    }
}
