import CFreeType

/// Advance widths of glyphs set solid (CJK ideographs and kana) read from the font's metrics
/// table through FreeType's fast advance (`FT_Get_Advance` without hinting), rounded to whole
/// pixels, instead of shaping and loading each glyph through SDL_ttf. Measuring a paragraph of
/// Chinese no longer loads and hints hundreds of outlines; a glyph's outline is loaded only
/// when it is drawn (into the ``GlyphAtlas``).
///
/// Only for faces where this equals what SDL_ttf measures: CFF-flavoured OpenType faces (Noto
/// Sans/Serif CJK), whose hinting never changes advances beyond rounding (checked against
/// `TTF_SizeUTF8` for 400 ideographs, kana and CJK punctuation at every size from 9 to 48 px),
/// with no synthetic style and a glyph with a positive advance (a lone combining mark has none
/// in the table but a width in SDL_ttf). Anything else answers nil and is measured by SDL_ttf.
///
/// Owns its FreeType library and faces (memory-mapped files from ``FontFileMaps``); use it on
/// one thread, like the ``TextFaces`` that owns it.
final class FastAdvances {
    private var library: FT_Library?
    private var faces: [FaceID: FT_Face?] = [:]
    private var lastSize: (face: FT_Face, pixelSize: Int)?

    init() {
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
    }

    deinit {
        for case let face? in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The advance of `scalar` in `face` at `pixelSize` in whole pixels, or nil (see the type).
    func advance(of scalar: Unicode.Scalar, face: DrawFace, pixelSize: Int) -> Double? {
        guard face.ttfStyle == 0, face.strike == nil, pixelSize > 0, pixelSize < 4096, let ft = ftFace(face.id) else { return nil }
        if lastSize.map({ $0.face != ft || $0.pixelSize != pixelSize }) ?? true {
            guard FT_Set_Char_Size(ft, 0, FT_F26Dot6(pixelSize * 64), 0, 0) == 0 else { return nil }
            lastSize = (ft, pixelSize)
        }
        let glyph = FT_Get_Char_Index(ft, FT_ULong(scalar.value))
        guard glyph != 0 else { return nil }
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(ft, glyph, tessera_ft_load_no_hinting(), &advance) == 0, advance > 0 else { return nil }
        return Double((Int(advance) + 0x8000) >> 16)
    }

    private func ftFace(_ id: FaceID) -> FT_Face? {
        if let known = faces[id] { return known }
        var face: FT_Face?
        if let library, let bytes = FontFileMaps.bytes(id.path), let base = bytes.baseAddress {
            var f: FT_Face?
            if FT_New_Memory_Face(library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(id.index), &f) == 0,
               let f {
                if let format = FT_Get_Font_Format(f), String(cString: format) == "CFF" { face = f } else { FT_Done_Face(f) }
            }
        }
        faces[id] = face
        return face
    }
}
