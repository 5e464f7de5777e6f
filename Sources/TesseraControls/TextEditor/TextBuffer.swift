@_spi(Controls) import Tessera

/// The editing state of a multi-line ``TextEditor``: the text as one Swift `String`, the
/// caret and the selection's anchor as UTF-8 offsets on `Character` boundaries, the start of
/// every line (kept up to date by each edit, so finding a line is a binary search and an edit
/// costs one `replaceSubrange` plus a shift of the later line starts), and the undo history.
///
/// Cost per keystroke in a 10,000-line text: one `replaceSubrange` (a move of the bytes after
/// the caret) and a pass over the line starts, both linear with small constants; nothing is
/// re-scanned. Pasted text is cleaned once (`sanitized`): CR LF and CR become LF, control
/// characters other than tab and line feed are dropped, and the text is clamped to
/// ``maximumLength`` bytes (one warning).
struct TextBuffer {
    /// The most UTF-8 bytes the editor holds (8 MB): a larger paste is cut there.
    static let maximumLength = 8 << 20

    private(set) var text = ""
    private(set) var caret = 0
    private(set) var anchor = 0
    /// The UTF-8 offset where each line starts (the first is 0).
    private(set) var lineStarts = [0]
    /// The text last taken from outside, before cleaning (so a binding holding CR LF is not
    /// taken again at every evaluation).
    private var adopted = ""
    /// The caret's x wanted by Up and Down (kept while moving vertically).
    var goalX: Double?
    var history = TextHistory()

    init(text: String = "") { adopt(text) }

    var hasSelection: Bool { caret != anchor }
    var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }
    var lineCount: Int { lineStarts.count }
    var utf8Count: Int { text.utf8.count }

    func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }

    /// The line holding UTF-8 offset `offset` (a binary search over the line starts).
    func line(containing offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The UTF-8 range of line `i`, without its line feed.
    func lineRange(_ i: Int) -> Range<Int> {
        let start = lineStarts[i]
        let end = i + 1 < lineStarts.count ? lineStarts[i + 1] - 1 : utf8Count
        return start..<end
    }

    /// The text of line `i`, without its line feed.
    func lineText(_ i: Int) -> Substring {
        let r = lineRange(i)
        return text[index(r.lowerBound)..<index(r.upperBound)]
    }

    var selectedText: String { String(text[index(selection.lowerBound)..<index(selection.upperBound)]) }

    /// Takes a text set from outside (the binding changed): the caret goes to the end and the
    /// history is dropped. Equal text (the common case: the binding holds what was written)
    /// costs a comparison that identical storage answers at once.
    mutating func adopt(_ newText: String) {
        guard newText != text, newText != adopted else { return }
        text = Self.sanitized(newText).text
        adopted = text == newText ? "" : newText
        lineStarts = [0] + Self.lineFeeds(in: text, from: 0).map { $0 + 1 }
        caret = utf8Count; anchor = caret
        history = TextHistory()
    }

    /// Replaces the selection with `s` (cleaned), the caret after it; recorded for undo.
    /// Returns a warning when `s` had to be cut.
    @discardableResult
    mutating func insert(_ s: String, coalescing: Bool = false) -> String? {
        var (clean, warning) = Self.sanitized(s)
        let room = Self.maximumLength - (utf8Count - selection.count)
        if clean.utf8.count > room {
            let utf8 = clean.utf8
            var cut = utf8.index(utf8.startIndex, offsetBy: max(0, room))
            while cut > utf8.startIndex, utf8[cut] & 0xC0 == 0x80 { cut = utf8.index(before: cut) }
            clean = String(decoding: utf8[..<cut], as: UTF8.self)
            warning = "TextEditor: pasted text of \(s.utf8.count) bytes cut to \(clean.utf8.count) bytes; "
                + "the editor holds at most \(Self.maximumLength) bytes. Split the text or load it in parts."
        }
        guard !clean.isEmpty || hasSelection else { return warning }
        let r = selection
        let old = String(text[index(r.lowerBound)..<index(r.upperBound)])
        history.record(TextEdit(location: r.lowerBound, old: old, new: clean, caretBefore: caret, anchorBefore: anchor),
                       coalescing: coalescing && !clean.contains("\n"))
        replace(r, with: clean)
        caret = r.lowerBound + clean.utf8.count
        anchor = caret
        goalX = nil
        return warning
    }

    /// Replaces UTF-8 range `r` with `s`, keeping the line starts: the starts inside `r` go,
    /// the line feeds of `s` add theirs, the later ones shift by the change in length.
    private mutating func replace(_ r: Range<Int>, with s: String) {
        let first = line(containing: r.lowerBound) + 1
        var last = first
        while last < lineStarts.count, lineStarts[last] <= r.upperBound { last += 1 }
        text.replaceSubrange(index(r.lowerBound)..<index(r.upperBound), with: s)
        adopted = ""
        let delta = s.utf8.count - r.count
        if delta != 0 { for i in last..<lineStarts.count { lineStarts[i] += delta } }
        let added = Self.lineFeeds(in: s, from: r.lowerBound).map { $0 + 1 }
        lineStarts.replaceSubrange(first..<last, with: added)
    }

    mutating func deleteBackward(word: Bool = false) {
        if !hasSelection {
            guard caret > 0 else { return }
            move(left: true, extend: true, word: word)
        }
        insert("")
    }

    mutating func deleteForward() {
        if !hasSelection {
            guard caret < utf8Count else { return }
            move(left: false, extend: true)
        }
        insert("")
    }

    /// Undoes the last edit (Ctrl+Z); false when there is none.
    @discardableResult mutating func undo() -> Bool {
        guard let e = history.popUndo() else { return false }
        replace(e.location..<(e.location + e.new.utf8.count), with: e.old)
        caret = e.caretBefore; anchor = e.anchorBefore; goalX = nil
        return true
    }

    /// Redoes the last undone edit (Ctrl+Shift+Z, Ctrl+Y); false when there is none.
    @discardableResult mutating func redo() -> Bool {
        guard let e = history.popRedo() else { return false }
        replace(e.location..<(e.location + e.old.utf8.count), with: e.new)
        caret = e.location + e.new.utf8.count; anchor = caret; goalX = nil
        return true
    }

    /// Moves the caret a character or a word; `extend` keeps the anchor (Shift).
    mutating func move(left: Bool, extend: Bool, word: Bool = false) {
        goalX = nil
        if hasSelection && !extend && !word {
            caret = left ? selection.lowerBound : selection.upperBound; anchor = caret; return
        }
        var i = index(caret)
        if word {
            i = left ? wordStart(before: i) : wordEnd(after: i)
        } else if left, i > text.startIndex {
            i = text.index(before: i)
        } else if !left, i < text.endIndex {
            i = text.index(after: i)
        }
        place(at: text.utf8.distance(from: text.utf8.startIndex, to: i), extend: extend)
    }

    /// Puts the caret at `offset` (clamped, snapped back to a character boundary).
    mutating func place(at offset: Int, extend: Bool) {
        var o = min(max(0, offset), utf8Count)
        let utf8 = text.utf8
        while o > 0, o < utf8Count, utf8[index(o)] & 0xC0 == 0x80 { o -= 1 }
        caret = o
        if !extend { anchor = caret }
    }

    mutating func selectAll() { anchor = 0; caret = utf8Count; goalX = nil }

    /// Selects the word around `offset` (double click).
    mutating func selectWord(at offset: Int) {
        place(at: offset, extend: false)
        let start = wordStart(before: index(caret)), end = wordEnd(after: index(caret))
        anchor = text.utf8.distance(from: text.utf8.startIndex, to: start)
        caret = text.utf8.distance(from: text.utf8.startIndex, to: end)
    }

    /// Selects line `i` with its line feed (triple click).
    mutating func selectLine(_ i: Int) {
        let r = lineRange(i)
        anchor = r.lowerBound; caret = min(utf8Count, r.upperBound + (i + 1 < lineCount ? 1 : 0))
    }

    private func wordStart(before i: String.Index) -> String.Index { _WordBoundaries.start(in: text, before: i) }
    private func wordEnd(after i: String.Index) -> String.Index { _WordBoundaries.end(in: text, after: i) }

    /// The UTF-8 offsets of the line feeds in `s`, plus `base`.
    static func lineFeeds(in s: String, from base: Int) -> [Int] {
        var out: [Int] = []
        var i = 0
        for b in s.utf8 {
            if b == 0x0A { out.append(base + i) }
            i += 1
        }
        return out
    }

    /// `s` fit for the editor: CR LF and lone CR become LF, other control characters except tab
    /// are dropped; a warning names what was dropped (nil when nothing was).
    static func sanitized(_ s: String) -> (text: String, warning: String?) {
        if !s.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F })
            && !s.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
            return (s, nil)
        }
        var out = String.UnicodeScalarView()
        var lastWasCR = false
        for u in s.unicodeScalars {
            defer { lastWasCR = u == "\r" }
            if u == "\n" && lastWasCR { continue }
            if u == "\r" { out.append("\n"); continue }
            if u == "\n" || u == "\t" { out.append(u); continue }
            if u.value < 0x20 || (0x7F...0x9F).contains(u.value) { continue }
            out.append(u)
        }
        return (String(out), nil)
    }
}
