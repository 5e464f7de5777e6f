import CSDL2
import Foundation
import TesseraText

/// A face as text is drawn with it: the face, the styles SDL_ttf synthesizes because the face
/// lacks them (oblique slant, emboldening), and for a colour bitmap face its strike size.
struct DrawFace: Hashable {
    let id: FaceID
    let syntheticBold: Bool
    let syntheticItalic: Bool
    /// The pixel size of a colour bitmap face's strike (its glyphs are scaled from it).
    let strike: Double?

    var ttfStyle: Int32 { (syntheticBold ? Int32(TTF_STYLE_BOLD) : 0) | (syntheticItalic ? Int32(TTF_STYLE_ITALIC) : 0) }
    /// How much a bitmap face's pixels are scaled to be drawn at `pixelSize`.
    func scale(at pixelSize: Int) -> Double { strike.map { Double(pixelSize) / $0 } ?? 1 }
}

/// A font's primary face and what is known of its coverage.
struct PrimaryFace {
    let face: DrawFace
    let info: FaceInfo?
}

/// Resolves fonts to faces (primary and per-character fallback) and measures runs in them, with
/// caches. One per `FontLibrary`; use it on that library's thread.
///
/// Primary face: `Font.custom` families through fontconfig (a family that is not installed is
/// reported once and replaced by the system font); the default design is the platform look's
/// `Font.systemFamily` when it is installed (Inter on the desktop), else the bundled DejaVu
/// Sans (regular up to medium, bold from semibold; other weights and italics from the installed
/// DejaVu Sans faces when fontconfig has them, else synthesized); serif and monospaced are DejaVu
/// Serif / DejaVu Sans Mono, else fontconfig's `serif` / `monospace`; rounded has no installed
/// face and uses the default design. Fallback: per cluster, the primary face when it has the
/// cluster's first visible scalar; else a fallback face already chosen in this library that has
/// it; else fontconfig's best face for the character (colour faces first for emoji, the
/// paragraph's language for Han); else the primary face (its missing-glyph box).
final class TextFaces {
    let fonts: FontLibrary
    private let matcher = FontMatcher.shared
    private var primaries: [Font: PrimaryFace] = [:]
    /// Fallback faces already chosen, per requested weight, slant and language (a bold title's
    /// CJK face must not serve regular text, nor a Chinese face Japanese text).
    private var chosenFallbacks: [StyleKey: [FaceInfo]] = [:]
    private struct StyleKey: Hashable { let weight: Int; let italic: Bool; let lang: String }
    private var emojiFace: FaceInfo??
    private struct WidthKey: Hashable { let text: String; let face: DrawFace; let pixelSize: Int; let script: TextScript; let rtl: Bool }
    /// Run widths in two generations: new ones go to `widths`; when it holds
    /// ``widthGeneration`` entries it becomes `olderWidths` (the one before is dropped) and a
    /// width found there moves back. Runs in use stay cached, and runs seen once (the labels of
    /// a scrolled million-tile gallery, each a new text) cost at most two generations: ~2 MB,
    /// where one table of 100,000 entries kept ~10 MB (23 MB while it grew) for good.
    private var widths: [WidthKey: Double] = [:]
    private var olderWidths: [WidthKey: Double] = [:]
    static let widthGeneration = 8_192
    private struct MetricsKey: Hashable { let face: DrawFace; let pixelSize: Int }
    private var metricsCache: [MetricsKey: LineMetrics] = [:]

    init(fonts: FontLibrary) { self.fonts = fonts }

    /// The primary face of `font` (size ignored).
    func primary(_ font: Font) -> PrimaryFace {
        var key = font
        key.size = 0
        if let p = primaries[key] { return p }
        let weight = font.weight.cssValue
        var info: FaceInfo?
        if let family = font.family?.trimmingCharacters(in: .whitespaces), !family.isEmpty {
            info = matcher.match(family: family, weight: weight, italic: font.isItalic, exactFamily: true)
            if info == nil { TextWarnings.shared.warn("font family \"\(family)\" is not installed; using the system font") }
        }
        if info == nil {
            switch font.design {
            case .serif:
                info = matcher.match(family: "DejaVu Serif", weight: weight, italic: font.isItalic, exactFamily: true)
                    ?? matcher.match(family: "serif", weight: weight, italic: font.isItalic, exactFamily: false)
            case .monospaced:
                info = matcher.match(family: "DejaVu Sans Mono", weight: weight, italic: font.isItalic, exactFamily: true)
                    ?? matcher.match(family: "monospace", weight: weight, italic: font.isItalic, exactFamily: false)
            case .default, .rounded:
                if let system = font.systemFamily, !system.isEmpty {
                    info = matcher.match(family: system, weight: weight, italic: font.isItalic, exactFamily: true)
                    if info != nil { break }
                }
                let bundled = (Font.Weight.regular...Font.Weight.medium).contains(font.weight) || font.weight >= .semibold
                if font.isItalic || !bundled {
                    info = matcher.match(family: "DejaVu Sans", weight: weight, italic: font.isItalic, exactFamily: true)
                    // Only a face that really is what was asked beats the bundled face.
                    if let i = info, i.isItalic != font.isItalic || abs(i.weight - weight) > 150 { info = nil }
                }
            }
        }
        let face: DrawFace
        if let info, fonts.handle(info.id, pixelSize: 12, strike: false, style: 0) != nil {
            face = DrawFace(id: info.id, syntheticBold: weight >= 600 && info.weight < 600,
                            syntheticItalic: font.isItalic && !info.isItalic, strike: nil)
        } else {
            let bold = font.weight >= .semibold
            let id = bold ? fonts.bundledBold : fonts.bundledRegular
            info = matcher.info(path: id.path)
            face = DrawFace(id: id, syntheticBold: font.weight >= .heavy, syntheticItalic: font.isItalic, strike: nil)
        }
        let p = PrimaryFace(face: face, info: info)
        primaries[key] = p
        return p
    }

    /// The face a cluster is drawn with (see the type's contract).
    func face(for cluster: Character, primary: PrimaryFace, font: Font, lang: String) -> DrawFace? {
        guard let scalar = cluster.unicodeScalars.first(where: { !TextClusters.isInvisible($0) }) else { return nil }
        if TextClusters.isEmoji(cluster), let e = emoji(scalar, font: font) { return e }
        if covers(primary.face, primary.info, scalar) { return primary.face }
        let style = StyleKey(weight: font.weight.cssValue, italic: font.isItalic, lang: lang)
        for f in chosenFallbacks[style, default: []] where f.covers(scalar) { return draw(f, font: font) }
        let family = primary.info?.family ?? "sans-serif"
        if let f = matcher.fallback(for: scalar, family: family, weight: font.weight.cssValue, italic: font.isItalic, lang: lang, emoji: false),
           fonts.handle(f.id, pixelSize: 12, strike: f.strikePixelSize != nil, style: 0) != nil {
            chosenFallbacks[style, default: []].append(f)
            return draw(f, font: font)
        }
        return primary.face
    }

    private func emoji(_ scalar: Unicode.Scalar, font: Font) -> DrawFace? {
        if emojiFace == nil {
            let f = matcher.fallback(for: Unicode.Scalar(0x1F600)!, family: "emoji", weight: 400, italic: false, lang: "", emoji: true)
            emojiFace = .some(f?.isColor == true && fonts.handle(f!.id, pixelSize: 12, strike: f!.strikePixelSize != nil, style: 0) != nil ? f : nil)
        }
        guard let f = emojiFace ?? nil, f.covers(scalar) else { return nil }
        return draw(f, font: font)
    }

    private func draw(_ f: FaceInfo, font: Font) -> DrawFace {
        DrawFace(id: f.id, syntheticBold: f.strikePixelSize == nil && font.weight >= .semibold && f.weight < 600,
                 syntheticItalic: f.strikePixelSize == nil && font.isItalic && !f.isItalic, strike: f.strikePixelSize)
    }

    private func covers(_ face: DrawFace, _ info: FaceInfo?, _ s: Unicode.Scalar) -> Bool {
        if let info { return info.covers(s) }
        guard let h = fonts.handle(face.id, pixelSize: 12, strike: false, style: 0) else { return false }
        return TTF_GlyphIsProvided32(h, s.value) != 0
    }

    /// Drops cached run widths (benchmarks of cold shaping).
    func dropWidths() { widths.removeAll(); olderWidths.removeAll(); scalarWidths.removeAll(); tabularWidths.removeAll() }

    /// How many run widths are cached (both generations), for tests.
    var cachedWidthCount: Int { widths.count + olderWidths.count }

    private var tabularWidths: [MetricsKey: Double] = [:]

    /// The cell of a tabular digit (`monospacedDigit()`): the widest advance of the face's
    /// digits 0-9 at `pixelSize`. SDL_ttf 2.20 cannot switch on OpenType's `tnum` feature, so
    /// each digit is drawn as a glyph of its own, centred in this cell: the digits of any face
    /// get equal advances, whether or not it has tabular figures. Cached.
    func tabularDigitWidth(face: DrawFace, pixelSize: Int) -> Double {
        let key = MetricsKey(face: face, pixelSize: pixelSize)
        if let w = tabularWidths[key] { return w }
        let w = "0123456789".map { width(of: $0, face: face, pixelSize: pixelSize, script: .common, rtl: false) }.max() ?? 0
        tabularWidths[key] = w
        return w
    }

    /// Small numbers for faces, so one-scalar clusters are cached under a packed integer key
    /// (measuring hashes a key per segment, and most CJK segments are one character).
    private var faceSlots: [DrawFace: UInt64] = [:]
    private var lastSlot: (face: DrawFace, slot: UInt64)?
    private var scalarWidths: [UInt64: Double] = [:]

    private func slot(_ f: DrawFace) -> UInt64 {
        if let l = lastSlot, l.face == f { return l.slot }
        let s = faceSlots[f] ?? { let n = UInt64(faceSlots.count); faceSlots[f] = n; return n }()
        lastSlot = (f, s)
        return s
    }

    private let advances = FastAdvances()

    /// The width of one cluster (a fast path for one-scalar clusters; see ``width(_:face:pixelSize:script:rtl:)``).
    /// A cluster set solid (`solid`: an ideograph or kana) is measured from the font's advance
    /// table where ``FastAdvances`` can, without shaping or loading the glyph.
    func width(of cluster: Character, face: DrawFace, pixelSize: Int, script: TextScript, rtl: Bool, solid: Bool = false) -> Double {
        let scalars = cluster.unicodeScalars
        guard scalars.count == 1, let s = scalars.first, pixelSize < 4096 else {
            return width(String(cluster), face: face, pixelSize: pixelSize, script: script, rtl: rtl)
        }
        let key = UInt64(s.value) | UInt64(pixelSize) << 21 | (rtl ? 1 : 0) << 33 | script.code << 34 | slot(face) << 40
        if let w = scalarWidths[key] { return w }
        let w = (solid ? advances.advance(of: s, face: face, pixelSize: pixelSize) : nil)
            ?? measure(String(cluster), face: face, pixelSize: pixelSize, script: script, rtl: rtl)
        scalarWidths[key] = w
        return w
    }

    /// The SDL_ttf handle of a face at a pixel size (the strike for bitmap faces), set up to
    /// shape `script` in `rtl` direction.
    func handle(_ face: DrawFace, pixelSize: Int, script: TextScript, rtl: Bool) -> OpaquePointer? {
        guard let h = fonts.handle(face.id, pixelSize: pixelSize, strike: face.strike != nil, style: face.ttfStyle) else { return nil }
        TTF_SetFontDirection(h, rtl ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(h, script.shapingTag)
        return h
    }

    /// The advance width in pixels of `text` shaped in `face` at `pixelSize` (bitmap faces
    /// scaled to it). Cached.
    func width(_ text: String, face: DrawFace, pixelSize: Int, script: TextScript, rtl: Bool) -> Double {
        let key = WidthKey(text: text, face: face, pixelSize: pixelSize, script: script, rtl: rtl)
        if let w = widths[key] { return w }
        let width = olderWidths[key] ?? measure(text, face: face, pixelSize: pixelSize, script: script, rtl: rtl)
        if widths.count >= Self.widthGeneration {
            olderWidths = widths
            widths = [:]
            widths.reserveCapacity(Self.widthGeneration)
        }
        widths[key] = width
        return width
    }

    /// Shapes and measures with SDL_ttf (uncached).
    private func measure(_ text: String, face: DrawFace, pixelSize: Int, script: TextScript, rtl: Bool) -> Double {
        var w: Int32 = 0, h: Int32 = 0
        if let handle = handle(face, pixelSize: pixelSize, script: script, rtl: rtl) { _ = TTF_SizeUTF8(handle, text, &w, &h) }
        // Scaled bitmap advances are rounded up to whole pixels, like outline advances, so frames
        // snapped to pixels never come out narrower than the text they were measured for.
        return (Double(w) * face.scale(at: pixelSize)).rounded(.up)
    }

    /// Vertical metrics of a face at a pixel size, in pixels (bitmap faces scaled).
    func metrics(_ face: DrawFace, pixelSize: Int) -> LineMetrics {
        let key = MetricsKey(face: face, pixelSize: pixelSize)
        if let m = metricsCache[key] { return m }
        var m = LineMetrics(ascent: 0, descent: 0, gap: 0)
        if let h = fonts.handle(face.id, pixelSize: pixelSize, strike: face.strike != nil, style: face.ttfStyle) {
            let s = face.scale(at: pixelSize)
            let ascent = Double(TTF_FontAscent(h)), height = Double(TTF_FontHeight(h)), skip = Double(TTF_FontLineSkip(h))
            m = LineMetrics(ascent: (ascent * s).rounded(.up), descent: ((height - ascent) * s).rounded(.up),
                            gap: (max(0, skip - height) * s).rounded())
        }
        metricsCache[key] = m
        return m
    }
}

/// A line's vertical extent: ascent above the baseline, descent below, and the gap to the next
/// line, in pixels.
struct LineMetrics: Equatable {
    var ascent: Double, descent: Double, gap: Double
    mutating func include(_ o: LineMetrics) {
        ascent = max(ascent, o.ascent); descent = max(descent, o.descent); gap = max(gap, o.gap)
    }
}
