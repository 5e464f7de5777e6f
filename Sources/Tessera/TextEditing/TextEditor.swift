/// The editing arithmetic of a one-line text field, on a Swift `String` with positions kept
/// as UTF-8 offsets (constant-time to turn into indices for native strings), always on
/// `Character` boundaries: the caret, the selection's anchor, and an input method's
/// composition in progress (shown at the caret, not yet part of the text).
///
/// Every operation is linear in the text at worst (one `replaceSubrange`), so a 1 MB paste
/// costs one pass over the pasted text to clean it and one to insert it; moving the caret
/// costs a step over one character.
struct TextEditor: Equatable {
    private(set) var text = ""
    /// Where the caret is, in UTF-8 bytes from the start.
    private(set) var caret = 0
    /// The other end of the selection (== caret: nothing selected).
    private(set) var anchor = 0
    /// The composition in progress and its cursor (in characters of `marked`).
    private(set) var marked = ""
    private(set) var markedCursor = 0

    init(text: String = "") { self.text = text; caret = text.utf8.count; anchor = caret }

    var hasSelection: Bool { caret != anchor }
    /// The selected range in UTF-8 offsets.
    var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

    func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    var selectedText: String { String(text[index(selection.lowerBound)..<index(selection.upperBound)]) }

    /// Takes a text set from outside (the binding changed): the caret goes to the end.
    mutating func adopt(_ newText: String) {
        guard newText != text else { return }
        text = newText
        caret = text.utf8.count; anchor = caret
        marked = ""; markedCursor = 0
    }

    /// Replaces the selection with `s` after cleaning it (`sanitized`), the caret after it.
    mutating func insert(_ s: String) {
        let clean = Self.sanitized(s)
        marked = ""; markedCursor = 0
        guard !clean.isEmpty || hasSelection else { return }
        let r = selection
        text.replaceSubrange(index(r.lowerBound)..<index(r.upperBound), with: clean)
        caret = r.lowerBound + clean.utf8.count
        anchor = caret
    }

    /// Sets the composition in progress (cleaned; empty ends it).
    mutating func setMarked(_ s: String, cursor: Int) {
        marked = Self.sanitized(s)
        markedCursor = min(max(0, cursor), marked.count)
    }

    mutating func deleteBackward() {
        if hasSelection { insert(""); return }
        guard caret > 0 else { return }
        let start = offset(text.index(before: index(caret)))
        text.removeSubrange(index(start)..<index(caret))
        caret = start; anchor = start
    }

    mutating func deleteForward() {
        if hasSelection { insert(""); return }
        guard caret < text.utf8.count else { return }
        let end = offset(text.index(after: index(caret)))
        text.removeSubrange(index(caret)..<index(end))
        anchor = caret
    }

    /// Moves the caret one character (or one word) left or right; `extend` keeps the anchor
    /// (Shift). Without `extend`, a selection collapses to its edge on that side.
    mutating func move(left: Bool, extend: Bool, word: Bool = false) {
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
        caret = offset(i)
        if !extend { anchor = caret }
    }

    /// Moves the caret to the start or end (Home / End).
    mutating func moveToEnd(_ end: Bool, extend: Bool) {
        caret = end ? text.utf8.count : 0
        if !extend { anchor = caret }
    }

    mutating func selectAll() { anchor = 0; caret = text.utf8.count }

    /// Puts the caret at `offset` (snapped to a character boundary at or before it); `extend`
    /// keeps the anchor.
    mutating func place(at offset: Int, extend: Bool) {
        caret = min(max(0, offset), text.utf8.count)
        if !extend { anchor = caret }
    }

    private func wordStart(before i: String.Index) -> String.Index { _WordBoundaries.start(in: text, before: i) }
    private func wordEnd(after i: String.Index) -> String.Index { _WordBoundaries.end(in: text, after: i) }

    /// `s` made fit for a one-line field: line breaks and tabs become spaces, other control
    /// characters (C0, DEL, C1) are dropped. (Invalid UTF-8 never reaches here: the SDL layer
    /// replaces it with U+FFFD, and a Swift `String` always holds valid Unicode.)
    static func sanitized(_ s: String) -> String {
        if !s.unicodeScalars.contains(where: isControl) { return s }
        var out = String.UnicodeScalarView()
        var lastWasCR = false
        for u in s.unicodeScalars {
            defer { lastWasCR = u == "\r" }
            if u == "\n" && lastWasCR { continue }
            if u == "\n" || u == "\r" || u == "\t" { out.append(" "); continue }
            if isControl(u) { continue }
            out.append(u)
        }
        return String(out)
    }

    private static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }
}
