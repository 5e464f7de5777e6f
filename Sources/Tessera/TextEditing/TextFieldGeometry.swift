import TesseraLayout

/// What a text field draws for its editor state: the run of text shown (a window of at most
/// ~1 KB around the caret, so a field holding megabytes measures and draws only what can be
/// on screen), and the caret, selection and composition positions in that run, measured with
/// the host's `TextMeasuring` (the width of the run's prefix up to each position).
struct TextFieldGeometry {
    /// The displayed run (bullets for a secure field; the composition inserted at the caret).
    var run: String
    var runWidth: Double
    var caretX: Double
    var selection: ClosedRange<Double>?
    var marked: ClosedRange<Double>?
    /// The UTF-8 offset in the text where the run starts (for mapping clicks back).
    var windowStart: Int
    /// The UTF-8 offset where the run ends.
    var windowEnd: Int

    /// How many bytes of text the run extends on each side of the caret.
    static let reach = 512

    init(_ e: TextEditor, secure: Bool, font: Font, measurer: any TextMeasuring) {
        let text = e.text
        let utf8 = text.utf8
        let count = utf8.count
        func aligned(_ offset: Int) -> Int {
            var o = min(max(0, offset), count)
            while o > 0, o < count, utf8[utf8.index(utf8.startIndex, offsetBy: o)] & 0xC0 == 0x80 { o -= 1 }
            return o
        }
        // The window starts on a 256-byte grid, so it moves rarely while typing.
        let start = aligned(max(0, (e.caret - Self.reach) / 256 * 256))
        let end = aligned(e.caret + Self.reach + 256 < count ? e.caret + Self.reach + 256 : count)
        windowStart = start; windowEnd = end
        func piece(_ a: Int, _ b: Int) -> String {
            let lo = min(max(a, start), end), hi = min(max(b, start), end)
            guard lo < hi else { return "" }
            let s = String(text[e.index(lo)..<e.index(hi)])
            return secure ? String(repeating: "•", count: s.count) : s
        }
        func width(_ s: String) -> Double { s.isEmpty ? 0 : measurer.measure(s, font: font, proposedWidth: nil).size.width }
        let before = piece(start, e.caret), after = piece(e.caret, end)
        let marked = secure ? String(repeating: "•", count: e.marked.count) : e.marked
        run = before + marked + after
        runWidth = width(run)
        let beforeWidth = width(before)
        if marked.isEmpty {
            caretX = beforeWidth
            self.marked = nil
            if e.hasSelection {
                let r = e.selection
                let x0 = width(piece(start, r.lowerBound)), x1 = width(piece(start, r.upperBound))
                selection = x0...x1
            } else {
                selection = nil
            }
        } else {
            let markedEnd = beforeWidth + width(marked)
            self.marked = beforeWidth...markedEnd
            caretX = beforeWidth + width(String(marked.prefix(e.markedCursor)))
            selection = nil
        }
    }

    /// The UTF-8 offset in the text nearest to `x` (in run coordinates): a binary search over
    /// the run's character boundaries, measuring prefixes.
    static func offset(at x: Double, in e: TextEditor, windowStart: Int, windowEnd: Int, secure: Bool,
                       font: Font, measurer: any TextMeasuring) -> Int {
        let text = e.text
        let lo = e.index(windowStart), hi = e.index(windowEnd)
        var bounds: [String.Index] = [lo]
        var i = lo
        while i < hi { i = text.index(after: i); bounds.append(min(i, hi)) }
        func width(_ k: Int) -> Double {
            let s = secure ? String(repeating: "•", count: k) : String(text[lo..<bounds[k]])
            return s.isEmpty ? 0 : measurer.measure(s, font: font, proposedWidth: nil).size.width
        }
        var a = 0, b = bounds.count - 1
        while a < b {
            let m = (a + b + 1) / 2
            if width(m) <= x { a = m } else { b = m - 1 }
        }
        // Between boundaries a and a+1: the nearer one.
        if a + 1 < bounds.count, x - width(a) > width(a + 1) - x { a += 1 }
        return e.offset(bounds[a])
    }
}

/// Horizontal scrolling of a text field's run, kept across layouts (in the run's window).
final class TextFieldScroll {
    var offset = 0.0
    var window = -1
}

/// Lays out a text field's inside: child 0 the selection, child 1 the text run, child 2 the
/// composition's underline, child 3 the caret; the run scrolls so the caret stays visible.
struct TextFieldLayout: Layout, Hashable {
    var caretX: Double
    var runWidth: Double
    var selection: ClosedRange<Double>?
    var marked: ClosedRange<Double>?
    var window: Int
    var padding: Double
    var lineHeight: Double
    let scroll: TextFieldScroll

    static func == (a: Self, b: Self) -> Bool {
        a.caretX == b.caretX && a.runWidth == b.runWidth && a.selection == b.selection && a.marked == b.marked
            && a.window == b.window && a.padding == b.padding && a.lineHeight == b.lineHeight && a.scroll === b.scroll
    }
    func hash(into h: inout Hasher) { h.combine(caretX); h.combine(runWidth); h.combine(window) }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        Size(width: proposal.width ?? 200, height: proposal.height ?? lineHeight)
    }

    func placeSubviews(in b: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard subviews.count == 4 else { return }
        let inner = max(1, b.width - 2 * padding)
        var s = scroll.window == window ? scroll.offset : max(0, caretX - inner)
        if caretX - s > inner { s = caretX - inner }
        if caretX - s < 0 { s = caretX }
        s = max(0, min(s, max(0, runWidth + 2 - inner)))
        scroll.offset = s; scroll.window = window
        let x0 = b.minX + padding - s
        let textSize = subviews[1].sizeThatFits(.unspecified)
        let textY = b.midY - textSize.height / 2
        func bar(_ i: Int, _ r: Rect) { subviews[i].place(in: r, proposal: ProposedSize(r.size)) }
        if let sel = selection { bar(0, Rect(x: x0 + sel.lowerBound, y: textY, width: sel.upperBound - sel.lowerBound, height: textSize.height)) }
        else { bar(0, Rect(x: x0, y: textY, width: 0, height: 0)) }
        subviews[1].place(in: Rect(origin: Point(x: x0, y: textY), size: textSize), proposal: .unspecified)
        if let m = marked { bar(2, Rect(x: x0 + m.lowerBound, y: textY + textSize.height - 2, width: m.upperBound - m.lowerBound, height: 1.5)) }
        else { bar(2, Rect(x: x0, y: textY, width: 0, height: 0)) }
        bar(3, Rect(x: x0 + caretX - 0.75, y: textY + 1, width: 1.5, height: max(0, textSize.height - 2)))
    }
}
