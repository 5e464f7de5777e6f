/// The script of a character cluster, as the ISO 15924 tag HarfBuzz shapes a run with
/// (`TTF_SetFontScriptName`). Characters of no script of their own (spaces, digits,
/// punctuation, marks: `common`) take the script of the run they sit in.
enum TextScript: String, Hashable, Sendable {
    case latin = "Latn", greek = "Grek", cyrillic = "Cyrl", arabic = "Arab", hebrew = "Hebr"
    case devanagari = "Deva", thai = "Thai", han = "Hani", hiragana = "Hira", katakana = "Kana"
    case hangul = "Hang", common = "Zyyy"

    /// The script tag runs are shaped with. Latin, Greek, Cyrillic and common runs are shaped as
    /// SDL_ttf always shaped them (HarfBuzz's common script: kerning, no script-specific
    /// features such as Latin `fi` ligatures), so text in those scripts draws exactly as before
    /// fallback and bidi existed; every other script gets its own tag (joining, reordering, marks).
    var shapingTag: String {
        switch self {
        case .latin, .greek, .cyrillic, .common: TextScript.common.rawValue
        default: rawValue
        }
    }

    /// A small number per script (cache keys).
    var code: UInt64 {
        switch self {
        case .latin: 0
        case .greek: 1
        case .cyrillic: 2
        case .arabic: 3
        case .hebrew: 4
        case .devanagari: 5
        case .thai: 6
        case .han: 7
        case .hiragana: 8
        case .katakana: 9
        case .hangul: 10
        case .common: 11
        }
    }

    /// The script of a scalar (Unicode block ranges of the scripts Tessera shapes specially).
    static func of(_ s: Unicode.Scalar) -> TextScript {
        let v = s.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return .latin
        case 0xAA, 0xBA: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F: return .cyrillic
        case 0x591...0x5FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x900...0x97F, 0xA8E0...0xA8FF: return .devanagari
        case 0xE00...0xE7F: return .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x3041...0x309F: return .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .katakana
        case 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0x20000...0x3FFFF: return .han
        default: return .common
        }
    }

    /// Scripts written with kana pick Japanese Han glyphs, Hangul Korean, others Simplified Chinese.
    static func hanLanguage(of scalars: some Sequence<Unicode.Scalar>) -> String {
        var lang = "zh-cn"
        for s in scalars {
            switch of(s) {
            case .hiragana, .katakana: return "ja"
            case .hangul: lang = "ko"
            default: continue
            }
        }
        return lang
    }
}
