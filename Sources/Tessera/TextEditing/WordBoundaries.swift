/// Word motion and word selection in text (Ctrl+Left/Right, Ctrl+Backspace/Delete, double
/// click), shared by `TextField` and TesseraControls' `TextEditor`. A word is a run of letters,
/// digits and underscores, as GTK (Pango's Unicode word boundaries, where `_` joins words) and
/// macOS (Option+arrow) move over `snake_case` as one word; punctuation and spaces between
/// words are skipped. Moving left from `i` goes to the start of the word before it, right to
/// the end of the word after it.
@_spi(Controls)
public enum _WordBoundaries {
    /// Whether `c` belongs to a word.
    public static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// The start of the word at or before `i` (skipping non-word characters first).
    public static func start(in text: String, before i: String.Index) -> String.Index {
        var j = i
        while j > text.startIndex, !isWordCharacter(text[text.index(before: j)]) { j = text.index(before: j) }
        while j > text.startIndex, isWordCharacter(text[text.index(before: j)]) { j = text.index(before: j) }
        return j
    }

    /// The end of the word at or after `i` (skipping non-word characters first).
    public static func end(in text: String, after i: String.Index) -> String.Index {
        var j = i
        while j < text.endIndex, !isWordCharacter(text[j]) { j = text.index(after: j) }
        while j < text.endIndex, isWordCharacter(text[j]) { j = text.index(after: j) }
        return j
    }
}
