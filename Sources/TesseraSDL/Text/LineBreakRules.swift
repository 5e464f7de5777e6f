/// Line-break opportunities between grapheme clusters, after the Unicode line breaking
/// algorithm (UAX #14) reduced to the classes that matter for the scripts Tessera draws:
///
/// - spaces (SP): break after a run of spaces (LB18), never before one (LB7);
/// - ideographs, kana, Hangul syllables and emoji (ID): break before and after (LB30-LB31
///   defaults for ID), so Chinese and Japanese wrap between characters;
/// - closing punctuation, CJK full stops and commas, small kana and iteration marks
///   (CL/CP/IS/EX/NS): never break before (LB13, LB16, LB21);
/// - opening punctuation (OP): never break after (LB14);
/// - no-break space, word joiner, narrow no-break space (GL/WJ): never around (LB11-LB12);
/// - zero width space (ZW): break after (LB8);
/// - hyphens and dashes (HY/BA) between letters: break after (LB21a simplified);
/// - everything else (letters, digits, marks inside clusters): no break (LB28-LB29 family).
///
/// Mandatory breaks (`\n`) split paragraphs before this runs. Not implemented: numeric
/// sequences' prefix/suffix rules (LB25) beyond keeping digits together, Korean syllable
/// blocks (LB26-27 treat them as ID here), and dictionary-based breaking for Thai.
enum LineBreakRules {
    enum Class { case space, ideographic, closing, opening, glue, zeroWidthSpace, hyphen, alphabetic }

    static func classify(_ cluster: Character) -> Class {
        guard let s = cluster.unicodeScalars.first else { return .alphabetic }
        let v = s.value
        switch v {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF: return .glue
        case 0x200B: return .zeroWidthSpace
        case 0x2D, 0x2010, 0x2012, 0x2013: return .hyphen
        // CJK closing and non-starters: 、。〃々〆〕〉》」』】〙〛 ゝゞ ・ ー small kana, fullwidth ！），．：；？ ］｝
        case 0x3001, 0x3002, 0x3003, 0x3005, 0x3006, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x301E, 0x301F, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF64:
            return .closing
        // CJK opening: 〈《「『【〔〖〘〚〝 fullwidth （［｛
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F:
            return .opening
        default: break
        }
        switch s.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return .closing
        case .openPunctuation, .initialPunctuation: return .opening
        default: break
        }
        if v == 0x21 || v == 0x2C || v == 0x2E || v == 0x3A || v == 0x3B || v == 0x3F || v == 0x2026 || v == 0x25 { return .closing }
        switch TextScript.of(s) {
        case .han, .hiragana, .katakana, .hangul: return .ideographic
        default: break
        }
        if (0xFF01...0xFF60).contains(v) || (0x3000...0x303F).contains(v) { return .ideographic }
        if TextClusters.isEmoji(cluster) { return .ideographic }
        return .alphabetic
    }

    /// `result[i]` is true when a line may break before cluster `i` (index 0 is always false).
    static func opportunities(_ clusters: some Collection<Character>) -> [Bool] {
        let classes = clusters.map(classify)
        var out = [Bool](repeating: false, count: classes.count)
        for i in 1..<max(1, classes.count) {
            let a = classes[i - 1], b = classes[i]
            out[i] = canBreak(after: a, before: b, beforePrevious: i >= 2 ? classes[i - 2] : nil)
        }
        return out
    }

    static func canBreak(after a: Class, before b: Class, beforePrevious: Class?) -> Bool {
        if b == .space || b == .zeroWidthSpace { return false }         // LB7
        if a == .zeroWidthSpace { return true }                          // LB8
        if a == .glue || b == .glue { return false }                     // LB11-12
        if b == .closing { return false }                                // LB13, LB16
        if a == .opening { return false }                                // LB14
        if a == .space { return true }                                   // LB18
        if a == .hyphen { return b == .alphabetic && beforePrevious == .alphabetic || b == .ideographic } // LB21a-ish
        if a == .ideographic || b == .ideographic { return true }        // ID
        if b == .opening { return a == .closing }                        // LB30 keeps "a(" together
        if a == .closing && b == .alphabetic { return false }
        return false
    }
}
