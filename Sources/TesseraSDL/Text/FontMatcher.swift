import CFontconfig
import Foundation
import Synchronization
import TesseraText

/// A face on disk: a font file and the index of the face in it (collections such as
/// `NotoSansCJK-Regular.ttc` hold several).
struct FaceID: Hashable, Sendable {
    let path: String
    let index: Int

    /// Hashes the index and the path's length and last bytes only: faces are looked up in the
    /// hot paths of measuring (per run and cluster), and a handful of paths rarely collide.
    func hash(into h: inout Hasher) {
        h.combine(index)
        h.combine(path.utf8.count)
        for b in path.utf8.suffix(8) { h.combine(b) }
    }
}

/// What fontconfig knows about one face: its family, weight, slant, whether it is a colour
/// bitmap font (and its strike size), and which characters it covers.
final class FaceInfo: @unchecked Sendable {
    let id: FaceID
    let family: String
    /// CSS numeric weight (100...900).
    let weight: Int
    let isItalic: Bool
    /// Colour bitmap font (Noto Color Emoji): opened at its one strike and scaled.
    let isColor: Bool
    /// The strike's pixel size of a bitmap font (nil for outline fonts).
    let strikePixelSize: Double?
    // Owned copy; read-only after init (fontconfig charsets are immutable once built).
    private let charset: OpaquePointer?

    init(id: FaceID, family: String, weight: Int, isItalic: Bool, isColor: Bool, strikePixelSize: Double?, charset: OpaquePointer?) {
        self.id = id; self.family = family; self.weight = weight; self.isItalic = isItalic
        self.isColor = isColor; self.strikePixelSize = strikePixelSize; self.charset = charset
    }
    deinit { if let charset { FcCharSetDestroy(charset) } }

    /// Whether the face has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        guard let charset else { return false }
        return FcCharSetHasChar(charset, scalar.value) != 0
    }
}

/// Font matching through fontconfig: a family/design/weight/slant request to the best installed
/// face, and per-character fallback (the best face that has a character, preferring colour
/// faces for emoji and the paragraph's language for Han characters). Process-wide and
/// thread-safe (one lock around fontconfig); answers are cached.
final class FontMatcher: Sendable {
    static let shared = FontMatcher()

    private struct State {
        var infos: [FaceID: FaceInfo] = [:]
        var requests: [String: FaceInfo?] = [:]
        var fallbacks: [FallbackKey: FaceInfo?] = [:]
    }
    private struct FallbackKey: Hashable { let scalar: UInt32; let weight: Int; let italic: Bool; let lang: String; let emoji: Bool }
    private let state = Mutex(State())
    private let available: Bool

    private init() { available = FcInit() != 0 }

    /// The face fontconfig chooses for a family name (or generic name such as `sans-serif`),
    /// weight and slant; nil when fontconfig is unavailable or, with `exactFamily`, when the
    /// best match belongs to another family.
    func match(family: String, weight: Int, italic: Bool, exactFamily: Bool) -> FaceInfo? {
        guard available else { return nil }
        let key = "\(family)|\(weight)|\(italic)|\(exactFamily)"
        return state.withLock { s -> FaceInfo? in
            if let hit = s.requests[key] { return hit }
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, family)
            Self.addStyle(pattern, weight: weight, italic: italic)
            var found = Self.bestMatch(pattern, &s)
            if exactFamily, let f = found, f.family.caseInsensitiveCompare(family) != .orderedSame { found = nil }
            s.requests[key] = found
            return found
        }
    }

    /// The face that fontconfig's fallback order picks for `scalar` after `family`; nil when no
    /// installed face has it. `lang` (such as `zh-cn` or `ja`) chooses among Han variants;
    /// `emoji` asks for a colour face first.
    func fallback(for scalar: Unicode.Scalar, family: String, weight: Int, italic: Bool, lang: String, emoji: Bool) -> FaceInfo? {
        guard available else { return nil }
        let key = FallbackKey(scalar: scalar.value, weight: weight, italic: italic, lang: lang, emoji: emoji)
        return state.withLock { s -> FaceInfo? in
            if let hit = s.fallbacks[key] { return hit }
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            let charset = FcCharSetCreate()
            defer { FcCharSetDestroy(charset) }
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            if emoji {
                FcPatternAddString(pattern, FC_FAMILY, "emoji")
                FcPatternAddBool(pattern, FC_COLOR, 1)
            }
            FcPatternAddString(pattern, FC_FAMILY, family)
            if !lang.isEmpty { FcPatternAddString(pattern, FC_LANG, lang) }
            Self.addStyle(pattern, weight: weight, italic: italic)
            var found = Self.bestMatch(pattern, &s)
            if let f = found, !f.covers(scalar) { found = nil }
            s.fallbacks[key] = found
            return found
        }
    }

    /// Facts about a face file (the bundled fonts), read with fontconfig's FreeType query.
    func info(path: String, index: Int = 0) -> FaceInfo? {
        guard available else { return nil }
        return state.withLock { s -> FaceInfo? in
            let id = FaceID(path: path, index: index)
            if let i = s.infos[id] { return i }
            var count: Int32 = 0
            guard let p = FcFreeTypeQuery(path, UInt32(index), nil, &count) else { return nil }
            defer { FcPatternDestroy(p) }
            let info = Self.makeInfo(p, id: id)
            s.infos[id] = info
            return info
        }
    }

    private static func addStyle(_ pattern: OpaquePointer?, weight: Int, italic: Bool) {
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    }

    private static func bestMatch(_ pattern: OpaquePointer?, _ s: inout State) -> FaceInfo? {
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let m = FcFontMatch(nil, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(m) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(m, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(m, FC_INDEX, 0, &index)
        let id = FaceID(path: String(cString: file), index: Int(index))
        if let known = s.infos[id] { return known }
        let info = makeInfo(m, id: id)
        s.infos[id] = info
        return info
    }

    private static func makeInfo(_ p: OpaquePointer?, id: FaceID) -> FaceInfo {
        var family: UnsafeMutablePointer<FcChar8>?
        let name = FcPatternGetString(p, FC_FAMILY, 0, &family) == FcResultMatch && family != nil ? String(cString: family!) : ""
        var weight: Int32 = FC_WEIGHT_REGULAR, slant: Int32 = FC_SLANT_ROMAN, color: FcBool = 0
        _ = FcPatternGetInteger(p, FC_WEIGHT, 0, &weight)
        _ = FcPatternGetInteger(p, FC_SLANT, 0, &slant)
        _ = FcPatternGetBool(p, FC_COLOR, 0, &color)
        var pixel: Double = 0
        let hasStrike = FcPatternGetDouble(p, FC_PIXEL_SIZE, 0, &pixel) == FcResultMatch && pixel > 0
        var charset: OpaquePointer?
        var copy: OpaquePointer?
        if FcPatternGetCharSet(p, FC_CHARSET, 0, &charset) == FcResultMatch, let charset { copy = FcCharSetCopy(charset) }
        let css = Int(FcWeightToOpenType(weight))
        return FaceInfo(id: id, family: name, weight: css, isItalic: slant != FC_SLANT_ROMAN, isColor: color != 0,
                        strikePixelSize: color != 0 && hasStrike ? pixel : nil, charset: copy)
    }
}
