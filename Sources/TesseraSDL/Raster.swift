import Foundation
import TesseraGeometry

/// A rasterized layer: `width` x `height` pixels, 0xAARRGGBB with straight alpha (the layout
/// of SDL_PIXELFORMAT_ARGB8888), ready to upload as a texture and draw 1:1 with alpha blending.
struct Sprite {
    let width: Int
    let height: Int
    var pixels: [UInt32]
    var isOpaque: Bool { pixels.allSatisfy { $0 >> 24 == 255 } }
}

/// The anti-aliased area of a sprite: `shape` (filled, or for strokes the union of pieces)
/// multiplied by every clip, all in pixels relative to the sprite's top-left corner.
struct MaskSpec: Hashable {
    var shape: QuantizedPolygons
    var isStrokeUnion: Bool
    var clips: [QuantizedPolygons]
    var width: Int
    var height: Int

    func coverage() -> [Float] {
        var mask = isStrokeUnion ? Coverage.union(shape.polygons, width: width, height: height)
                                 : Coverage.fill(shape.polygons, width: width, height: height)
        for clip in clips { Coverage.multiply(&mask, by: Coverage.fill(clip.polygons, width: width, height: height)) }
        return mask
    }
}

/// Turns masks, gradients and images into sprites. Every function is a pure function of its
/// inputs, so sprites can be cached by those inputs.
enum Raster {
    @inline(__always) static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        func q(_ v: Float) -> UInt32 { UInt32(max(0, min(255, v + 0.5))) }
        return q(a) << 24 | q(r) << 16 | q(g) << 8 | q(b)
    }

    /// A colour with its alpha multiplied by the coverage.
    static func solid(_ color: Color, mask: [Float], width: Int, height: Int) -> Sprite {
        let q = color.rgba8
        let rgb = UInt32(q.r) << 16 | UInt32(q.g) << 8 | UInt32(q.b)
        let a = Float(color.alpha) * 255
        return Sprite(width: width, height: height, pixels: mask.map { c in
            c <= 0 ? rgb : UInt32(max(0, min(255, c * a + 0.5))) << 24 | rgb
        })
    }

    /// A linear gradient masked by `mask`. `inverse` maps sprite pixel coordinates to the
    /// gradient's coordinates (local points); the gradient runs between its unit points of `rect`.
    static func gradient(_ g: LinearGradient, in rect: Rect, inverse: Transform, forward: Transform, mask: [Float],
                         width: Int, height: Int) -> Sprite {
        let lutSize = 1024
        var lut = [(Float, Float, Float, Float)]()
        lut.reserveCapacity(lutSize)
        for i in 0..<lutSize {
            let c = g.color(at: Double(i) / Double(lutSize - 1))
            lut.append((Float(c.red * 255), Float(c.green * 255), Float(c.blue * 255), Float(c.alpha * 255)))
        }
        let s = g.startPoint.point(in: rect), e = g.endPoint.point(in: rect)
        let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
        let axial = g.shape == .axial
        let m = inverse.m
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { o in
            mask.withUnsafeBufferPointer { mk in
                for y in 0..<height {
                    let py = Double(y) + 0.5
                    for x in 0..<width {
                        let cov = mk[y * width + x]
                        if cov <= 0 { continue }
                        let px = Double(x) + 0.5
                        let w = m6 * px + m7 * py + m8
                        let lx = (m0 * px + m1 * py + m2) / w, ly = (m3 * px + m4 * py + m5) / w
                        let t = axial ? (len2 > 0 ? ((lx - s.x) * dx + (ly - s.y) * dy) / len2 : 0)
                            : g.shape.parameter(at: Point(x: lx, y: ly), start: s, end: e)
                        let idx = Int((max(0, min(1, t)) * Double(lutSize - 1)).rounded())
                        let c = lut[idx]
                        o[y * width + x] = pack(c.0, c.1, c.2, c.3 * cov)
                    }
                }
            }
        }
        return Sprite(width: width, height: height, pixels: out)
    }

    /// An image sampled bilinearly (perspective-correct: each pixel centre is mapped back by
    /// `inverse`) from the mip level that suits the minification, masked by `mask`.
    /// `imageRect` is where the whole image lies in local points.
    static func image(_ image: MipImage, imageRect: Rect, inverse: Transform, forward: Transform,
                      mask: [Float], width: Int, height: Int, tint: Color) -> Sprite {
        let tr = Float(tint.red), tg = Float(tint.green), tb = Float(tint.blue), ta = Float(tint.alpha)
        // Texels per device pixel from the forward map's Jacobian at the image's centre.
        let c = imageRect.center, h = 0.5
        let p0 = forward.apply(c), px = forward.apply(Point(x: c.x + h, y: c.y)), py = forward.apply(Point(x: c.x, y: c.y + h))
        let jx = (px - p0) * (1 / h), jy = (py - p0) * (1 / h)
        let det = abs(jx.x * jy.y - jx.y * jy.x)
        let texelsPerPoint = (Double(image.width * image.height) / max(1e-9, imageRect.width * imageRect.height)).squareRoot()
        let level = image.levels[image.levelIndex(texelsPerPixel: texelsPerPoint / max(1e-9, det.squareRoot()))]
        let lw = level.width, lh = level.height
        let su = Double(lw) / imageRect.width, sv = Double(lh) / imageRect.height
        let m = inverse.m
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { o in
            mask.withUnsafeBufferPointer { mk in
                level.rgba.withUnsafeBufferPointer { tex in
                    for y in 0..<height {
                        let pyc = Double(y) + 0.5
                        for x in 0..<width {
                            let cov = mk[y * width + x]
                            if cov <= 0 { continue }
                            let pxc = Double(x) + 0.5
                            let w = m6 * pxc + m7 * pyc + m8
                            let lx = (m0 * pxc + m1 * pyc + m2) / w, ly = (m3 * pxc + m4 * pyc + m5) / w
                            let u = (lx - imageRect.minX) * su - 0.5, v = (ly - imageRect.minY) * sv - 0.5
                            let uf = u.rounded(.down), vf = v.rounded(.down)
                            let fu = Float(u - uf), fv = Float(v - vf)
                            let x0 = min(max(Int(uf), 0), lw - 1), x1 = min(max(Int(uf) + 1, 0), lw - 1)
                            let y0 = min(max(Int(vf), 0), lh - 1), y1 = min(max(Int(vf) + 1, 0), lh - 1)
                            let i00 = (y0 * lw + x0) * 4, i10 = (y0 * lw + x1) * 4
                            let i01 = (y1 * lw + x0) * 4, i11 = (y1 * lw + x1) * 4
                            let w00 = (1 - fu) * (1 - fv), w10 = fu * (1 - fv), w01 = (1 - fu) * fv, w11 = fu * fv
                            let a = tex[i00 + 3] * w00 + tex[i10 + 3] * w10 + tex[i01 + 3] * w01 + tex[i11 + 3] * w11
                            if a <= 0 { continue }
                            let r = tex[i00] * w00 + tex[i10] * w10 + tex[i01] * w01 + tex[i11] * w11
                            let g = tex[i00 + 1] * w00 + tex[i10 + 1] * w10 + tex[i01 + 1] * w01 + tex[i11 + 1] * w11
                            let b = tex[i00 + 2] * w00 + tex[i10 + 2] * w10 + tex[i01 + 2] * w01 + tex[i11 + 2] * w11
                            let un = 255 / a
                            o[y * width + x] = pack(r * un * tr, g * un * tg, b * un * tb, a * cov * ta)
                        }
                    }
                }
            }
        }
        return Sprite(width: width, height: height, pixels: out)
    }
}
