import CSDL2
import TesseraDisplayList

/// Pixels the canvas may write directly: a 32-bit surface with red in bits 16-23, green in
/// 8-15 and blue in 0-7 (SDL's RGB888 / ARGB8888), such as the headless renderer's surface or
/// a software-rendered window's. The canvas flushes SDL's queued drawing before writing.
struct PixelTarget {
    let pixels: UnsafeMutableRawPointer
    /// Bytes per row.
    let pitch: Int
    let width: Int, height: Int

    /// Pixels in memory (tests).
    init(pixels: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int) {
        self.pixels = pixels; self.pitch = pitch; self.width = width; self.height = height
    }

    /// The surface's pixels, when its format is one the blender writes (and it needs no lock).
    init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        let format = surface.pointee.format.pointee.format
        guard format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              tessera_mustlock(surface) == 0, let p = surface.pointee.pixels else { return nil }
        pixels = p; pitch = Int(surface.pointee.pitch); width = Int(surface.pointee.w); height = Int(surface.pointee.h)
    }
}

/// Blends atlas glyphs into a ``PixelTarget`` with integer arithmetic, row by row over each
/// glyph's inked box only (units are trimmed to it), with exactly the arithmetic of the path it replaces (an SDL_ttf surface
/// copied by SDL's software renderer), so pixels stay identical:
///
/// - SDL_ttf's blended text has alpha `coverage` for an opaque colour, else
///   `coverage·alpha/255` rounded as `(t + 1 + t>>8) >> 8` (and treats alpha 0 as opaque), per
///   glyph before overlapping glyphs are combined: the canvas keeps coverage rendered with the
///   colour's alpha for translucent text and blends it as opaque; the table's alpha mapping is
///   the same rule for callers that scale opaque coverage;
/// - SDL's alpha blit (the MMX path of `SDL_BlitSurface`, measured for every source, alpha and
///   destination value) leaves alpha 0 alone, copies alpha 255, and otherwise gives
///   `(s·a >> 8) + (d·(255 − a) >> 8)` per channel. The source term is a 256-entry table per
///   colour; the destination term is two multiplies on packed channels.
enum GlyphBlending {
    /// `(r·a >> 8) << 16 | (g·a >> 8) << 8 | (b·a >> 8)` for every alpha `a`, and the alpha
    /// SDL_ttf gives each coverage value for the colour's alpha.
    struct ColorTable {
        let color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
        var premultiplied = [UInt32](repeating: 0, count: 256)
        var alpha = [UInt8](repeating: 0, count: 256)
        init(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
            color = c
            let fa = c.a == 0 ? 255 : UInt32(c.a)
            for a in 0..<256 {
                let a32 = UInt32(a)
                premultiplied[a] = ((UInt32(c.r) * a32) >> 8) << 16 | ((UInt32(c.g) * a32) >> 8) << 8 | ((UInt32(c.b) * a32) >> 8)
                let t = a32 * fa
                alpha[a] = fa == 255 ? UInt8(a) : UInt8((t + 1 + (t >> 8)) >> 8)
            }
        }
    }

    /// The part of a `w`×`h` box at (`x`, `y`) inside `clip` and the target, as the box's
    /// first column and row and the target's, with the size; nil when nothing is visible.
    @inline(__always)
    static func visible(x: Int, y: Int, w: Int, h: Int, clip: PixelRect, target: PixelTarget)
        -> (sx: Int, sy: Int, dx: Int, dy: Int, w: Int, h: Int)? {
        let x0 = max(x, clip.x, 0), y0 = max(y, clip.y, 0)
        let x1 = min(x + w, clip.maxX, target.width), y1 = min(y + h, clip.maxY, target.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0 - x, y0 - y, x0, y0, x1 - x0, y1 - y0)
    }

    /// Coverage from `page` (a unit at `glyph`) in `table`'s colour at (`x`, `y`).
    static func blendCoverage(_ glyph: GlyphAtlas.Glyph, page: GlyphAtlas.Page, x: Int, y: Int, table: ColorTable,
                              clip: PixelRect, target: PixelTarget) {
        guard let v = visible(x: x, y: y, w: glyph.width, h: glyph.height, clip: clip, target: target) else { return }
        let rgb = UInt32(table.color.r) << 16 | UInt32(table.color.g) << 8 | UInt32(table.color.b)
        let src = page.pixels.assumingMemoryBound(to: UInt8.self)
        table.premultiplied.withUnsafeBufferPointer { pre in
            table.alpha.withUnsafeBufferPointer { alphaOf in
                for row in 0..<v.h {
                    let s = src + (glyph.y + v.sy + row) * page.width + glyph.x + v.sx
                    let d = (target.pixels + (v.dy + row) * target.pitch).assumingMemoryBound(to: UInt32.self) + v.dx
                    // Branch-free per pixel (coverage is unpredictable): every result is computed
                    // and the right one selected, which compiles to conditional moves.
                    for i in 0..<v.w {
                        let a = UInt32(alphaOf[Int(s[i])])
                        let dp = d[i], ia = 255 &- a
                        let back = ((((dp & 0xFF00FF) &* ia) >> 8) & 0xFF00FF) &+ ((((dp & 0xFF00) &* ia) >> 8) & 0xFF00)
                        let mixed = a == 255 ? rgb : pre[Int(a)] &+ back
                        d[i] = a == 0 ? dp : (dp & 0xFF00_0000) | mixed
                    }
                }
            }
        }
    }

    /// Opaque coverage (`width`×`height` bytes at `coverage`, row by row) in the colour `rgb`
    /// (0xRRGGBB) with its top left at (`x`, `y`): the arithmetic of ``blendCoverage`` for an
    /// opaque colour, a whole row of a line at a time. Eight uncovered pixels are skipped at
    /// once, and over the destination value met first (text sits on a plain background) the
    /// 256 results are looked up (from `tables` when given, else computed for this call); any
    /// other destination pixel is computed. `stride`: bytes from one row of coverage to the
    /// next (default `width`; a part of a larger coverage passes the larger one's width).
    static func blendRows(_ coverage: UnsafePointer<UInt8>, stride: Int? = nil, width: Int, height: Int, x: Int, y: Int,
                          rgb: UInt32, clip: PixelRect, target: PixelTarget, tables: RowTables? = nil) {
        guard let v = visible(x: x, y: y, w: width, h: height, clip: clip, target: target) else { return }
        let stride = stride ?? width
        let common = (target.pixels + v.dy * target.pitch).assumingMemoryBound(to: UInt32.self)[v.dx]
        func run(_ table: UnsafePointer<UInt32>) {
            for row in 0..<v.h {
                let s = coverage + (v.sy + row) * stride + v.sx
                let d = (target.pixels + (v.dy + row) * target.pitch).assumingMemoryBound(to: UInt32.self) + v.dx
                @inline(__always) func blend(_ k: Int) {
                    let dp = d[k]
                    d[k] = dp == common ? table[Int(s[k])] : blended(UInt32(s[k]), dp, rgb)
                }
                var i = 0
                let n = v.w
                while i + 8 <= n {
                    if UnsafeRawPointer(s + i).loadUnaligned(as: UInt64.self) != 0 {
                        for k in i..<(i + 8) { blend(k) }
                    }
                    i += 8
                }
                while i < n { blend(i); i += 1 }
            }
        }
        if let tables {
            tables.table(rgb: rgb, over: common).withUnsafeBufferPointer { run($0.baseAddress!) }
        } else {
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { table in
                for a in 0..<256 { table[a] = blended(UInt32(a), common, rgb) }
                run(UnsafePointer(table.baseAddress!))
            }
        }
    }

    /// Opaque `rgb` at alpha `a` over the destination pixel `dp` (SDL's blit arithmetic).
    @inline(__always)
    static func blended(_ a: UInt32, _ dp: UInt32, _ rgb: UInt32) -> UInt32 {
        let ia = 255 &- a
        let back = ((((dp & 0xFF00FF) &* ia) >> 8) & 0xFF00FF) &+ ((((dp & 0xFF00) &* ia) >> 8) & 0xFF00)
        let front = ((((rgb & 0xFF00FF) &* a) >> 8) & 0xFF00FF) | ((((rgb & 0xFF00) &* a) >> 8) & 0xFF00)
        let mixed = a == 255 ? rgb : front &+ back
        return a == 0 ? dp : (dp & 0xFF00_0000) | mixed
    }

    /// The 256 results of ``blendRows`` for a colour over a destination value, kept for the
    /// next line in the same colour over the same background (a code panel's few colours on
    /// its one background). A table is a function of its key, so keeping it changes no pixel.
    final class RowTables {
        private var tables: [UInt64: [UInt32]] = [:]
        /// Tables kept at most; beyond it they are all dropped and made again as needed.
        static let capacity = 64

        func table(rgb: UInt32, over common: UInt32) -> [UInt32] {
            let key = UInt64(rgb) << 32 | UInt64(common)
            if let t = tables[key] { return t }
            if tables.count >= Self.capacity { tables.removeAll(keepingCapacity: true) }
            let t = (0..<256).map { GlyphBlending.blended(UInt32($0), common, rgb) }
            tables[key] = t
            return t
        }

        var count: Int { tables.count }
    }

    /// Straight-alpha ARGB pixels from a colour `page` at (`x`, `y`).
    static func blendColor(_ glyph: GlyphAtlas.Glyph, page: GlyphAtlas.Page, x: Int, y: Int, clip: PixelRect, target: PixelTarget) {
        guard let v = visible(x: x, y: y, w: glyph.width, h: glyph.height, clip: clip, target: target) else { return }
        let src = page.pixels.assumingMemoryBound(to: UInt32.self)
        for row in 0..<v.h {
            let s = src + (glyph.y + v.sy + row) * page.width + glyph.x + v.sx
            let d = (target.pixels + (v.dy + row) * target.pitch).assumingMemoryBound(to: UInt32.self) + v.dx
            for i in 0..<v.w {
                let p = s[i]
                let a = p >> 24
                if a == 0 { continue }
                if a == 255 { d[i] = (d[i] & 0xFF00_0000) | (p & 0xFF_FFFF); continue }
                let dp = d[i], ia = 255 &- a
                let r = ((((p >> 16) & 0xFF) &* a) >> 8) &+ ((((dp >> 16) & 0xFF) &* ia) >> 8)
                let g = ((((p >> 8) & 0xFF) &* a) >> 8) &+ ((((dp >> 8) & 0xFF) &* ia) >> 8)
                let b = (((p & 0xFF) &* a) >> 8) &+ (((dp & 0xFF) &* ia) >> 8)
                d[i] = (dp & 0xFF00_0000) | (r << 16) | (g << 8) | b
            }
        }
    }
}
