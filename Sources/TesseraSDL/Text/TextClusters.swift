/// Grapheme clusters (Swift `Character`s: a base with its combining marks, a Devanagari
/// conjunct, an emoji ZWJ sequence with skin tones) as the unit text is itemized, broken and
/// truncated in, and the facts about a cluster the text engine asks.
enum TextClusters {
    /// The most combining scalars one cluster keeps: the Stream-Safe Text Format (UAX #15 §13)
    /// allows 30 non-starters in a row; longer runs (a letter with 10,000 marks) are cut there,
    /// so no single cluster can make a glyph stack of unbounded height.
    static let maximumScalars = 31

    /// The clusters of `text`, each cut to ``maximumScalars`` scalars.
    static func split(_ text: Substring) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(text.utf8.count / 2)
        forEach(in: text) { out.append($0) }
        return out
    }

    /// Calls `body` with each cluster of `text`, cut to ``maximumScalars`` scalars, without
    /// collecting them.
    static func forEach(in text: Substring, _ body: (Character) -> Void) {
        for c in text {
            if c.unicodeScalars.count <= maximumScalars { body(c); continue }
            var s = String.UnicodeScalarView()
            s.append(contentsOf: c.unicodeScalars.prefix(maximumScalars))
            body(Character(String(s)))
        }
    }

    /// Whether a cluster is drawn as emoji (emoji presentation by default, or requested with
    /// VS16, or a ZWJ / skin-tone / keycap / flag sequence).
    static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.count == 1 && (first.value < 0x2000 || (0x3040...0x9FFF).contains(first.value)) { return false }
        if first.properties.isEmojiPresentation { return true }
        if scalars.count > 1 && first.properties.isEmoji {
            for s in scalars.dropFirst() where s.value == 0xFE0F || s.value == 0x200D || (0x1F3FB...0x1F3FF).contains(s.value) || s.value == 0x20E3 {
                return true
            }
        }
        return false
    }

    /// Scalars that draw nothing by themselves (controls, format characters, variation
    /// selectors): they stay in the run of their neighbours whatever font has them.
    static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        if (0x20..<0x7F).contains(s.value) || (0x3040...0x9FFF).contains(s.value) { return false }
        if s.properties.isDefaultIgnorableCodePoint { return true }
        switch s.properties.generalCategory {
        case .control, .format: return true
        default: return false
        }
    }
}
