import Foundation
import TesseraGeometry

/// An integer rectangle of physical pixels.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest pixel rectangle holding `r` (nil when `r` is not finite or absurdly large).
    init?(enclosing r: Rect) {
        let limit = 1e7
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < limit, abs(r.minY) < limit, abs(r.maxX) < limit, abs(r.maxY) < limit else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// Polygons in pixel units relative to a region's origin, quantized to 1/256 pixel. Used both
/// as (part of) a texture-cache key and as the exact input of rasterization, so a cached
/// texture is a pure function of its key and equal shapes at whole-pixel offsets share one.
struct QuantizedPolygons: Hashable {
    static let unit = 256.0
    var coords: [Int32]   // x, y pairs
    var counts: [Int32]   // points per polygon

    init(_ polygons: [[Point]], origin: (x: Int, y: Int)) {
        coords = []; counts = []
        let ox = Double(origin.x), oy = Double(origin.y)
        for poly in polygons where poly.count >= 2 {
            counts.append(Int32(poly.count))
            for p in poly {
                coords.append(Int32(max(-2e9, min(2e9, ((p.x - ox) * Self.unit).rounded()))))
                coords.append(Int32(max(-2e9, min(2e9, ((p.y - oy) * Self.unit).rounded()))))
            }
        }
    }

    var polygons: [[Point]] {
        var out: [[Point]] = []
        var i = 0
        for n in counts {
            var poly: [Point] = []
            poly.reserveCapacity(Int(n))
            for _ in 0..<Int(n) {
                poly.append(Point(x: Double(coords[i]) / Self.unit, y: Double(coords[i + 1]) / Self.unit))
                i += 2
            }
            out.append(poly)
        }
        return out
    }
}

/// Exact-area coverage of polygons over a `width` x `height` pixel grid (signed-area
/// accumulation as in font-rs): each edge adds the area it sweeps to the cells it crosses, a
/// running sum along each row turns that into coverage, and |sum| clamped to 1 gives the
/// non-zero fill (exact for simple polygons and same-orientation overlaps away from edges).
struct CoverageRasterizer {
    let width: Int
    let height: Int
    private var acc: [Float]
    private var stride: Int { width + 2 }

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        acc = [Float](repeating: 0, count: (width + 2) * max(height, 0))
    }

    /// Adds every closed polygon (points in pixel units relative to the grid's origin).
    mutating func add(_ polygons: [[Point]]) {
        for poly in polygons where poly.count >= 3 {
            var a = poly[poly.count - 1]
            for b in poly { addEdge(a, b); a = b }
        }
    }

    /// Adds one edge, first splitting off the parts outside 0...width: a part left of the grid
    /// is moved onto x = 0 (it still covers the whole row), a part right of it onto x = width.
    mutating func addEdge(_ a: Point, _ b: Point) {
        guard a.y != b.y else { return }
        let w = Double(width)
        var ts: [Double] = [0]
        if (a.x < 0) != (b.x < 0), a.x != b.x { ts.append((0 - a.x) / (b.x - a.x)) }
        if (a.x > w) != (b.x > w), a.x != b.x { ts.append((w - a.x) / (b.x - a.x)) }
        ts.append(1)
        if ts.count == 2 { line(clampX(a), clampX(b)); return }
        ts.sort()
        for i in 0..<(ts.count - 1) {
            let p = Point(x: a.x + (b.x - a.x) * ts[i], y: a.y + (b.y - a.y) * ts[i])
            let q = Point(x: a.x + (b.x - a.x) * ts[i + 1], y: a.y + (b.y - a.y) * ts[i + 1])
            line(clampX(p), clampX(q))
        }
    }

    private func clampX(_ p: Point) -> Point { Point(x: min(max(p.x, 0), Double(width)), y: p.y) }

    private mutating func line(_ a: Point, _ b: Point) {
        guard a.y != b.y, height > 0, a.x.isFinite, b.x.isFinite, a.y.isFinite, b.y.isFinite else { return }
        let dir: Float = a.y < b.y ? 1 : -1
        let (p0, p1) = a.y < b.y ? (a, b) : (b, a)
        let dxdy = (p1.x - p0.x) / (p1.y - p0.y)
        let yStart = max(0, Int(p0.y.rounded(.down)))
        let yEnd = min(height, Int(p1.y.rounded(.up)))
        guard yStart < yEnd else { return }
        var x = p0.x + (max(p0.y, Double(yStart)) - p0.y) * dxdy
        let stride = self.stride
        acc.withUnsafeMutableBufferPointer { buf in
            for y in yStart..<yEnd {
                let row = y * stride
                let dy = min(Double(y + 1), p1.y) - max(Double(y), p0.y)
                let xnext = x + dxdy * dy
                let d = Float(dy) * dir
                // The edge was clamped to 0...width, but stepping by dxdy can drift past either
                // end by a rounding error (a cell before the row, or past its two spare cells).
                let xa = min(max(x, 0), Double(width)), xb = min(max(xnext, 0), Double(width))
                let x0 = min(xa, xb), x1 = max(xa, xb)
                let x0floor = x0.rounded(.down)
                let x0i = Int(x0floor)
                let x1ceil = x1.rounded(.up)
                let x1i = Int(x1ceil)
                if x1i <= x0i + 1 {
                    let xmf = Float(0.5 * (xa + xb) - x0floor)
                    buf[row + x0i] += d - d * xmf
                    buf[row + x0i + 1] += d * xmf
                } else {
                    let s = Float(1 / (x1 - x0))
                    let x0f = Float(x0 - x0floor)
                    let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                    let x1f = Float(x1 - x1ceil + 1)
                    let am = 0.5 * s * x1f * x1f
                    buf[row + x0i] += d * a0
                    if x1i == x0i + 2 {
                        buf[row + x0i + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - x0f)
                        buf[row + x0i + 1] += d * (a1 - a0)
                        if x0i + 2 < x1i - 1 {
                            for xi in (x0i + 2)..<(x1i - 1) { buf[row + xi] += d * s }
                        }
                        let a2 = a1 + Float(x1i - x0i - 3) * s
                        buf[row + x1i - 1] += d * (1 - a2 - am)
                    }
                    buf[row + x1i] += d * am
                }
                x = xnext
            }
        }
    }

    /// Coverage in 0...1 for each pixel, row-major.
    func coverage() -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        let stride = self.stride
        acc.withUnsafeBufferPointer { a in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height {
                    var sum: Float = 0
                    let row = y * stride, orow = y * width
                    for x in 0..<width {
                        sum += a[row + x]
                        o[orow + x] = min(abs(sum), 1)
                    }
                }
            }
        }
        return out
    }
}

/// Coverage masks of fills, strokes and clips.
enum Coverage {
    /// The non-zero fill of `polygons` (pixel units relative to the grid's origin).
    static func fill(_ polygons: [[Point]], width: Int, height: Int) -> [Float] {
        var r = CoverageRasterizer(width: width, height: height)
        r.add(polygons)
        return r.coverage()
    }

    /// The union of `pieces` (each a convex polygon), combined by maximum coverage so that
    /// overlapping pieces at joins do not darken the anti-aliased edge.
    static func union(_ pieces: [[Point]], width: Int, height: Int) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        for piece in pieces where piece.count >= 3 {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for p in piece { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
            let x0 = max(0, Int(minX.rounded(.down))), y0 = max(0, Int(minY.rounded(.down)))
            let x1 = min(width, Int(maxX.rounded(.up))), y1 = min(height, Int(maxY.rounded(.up)))
            guard x1 > x0, y1 > y0 else { continue }
            let w = x1 - x0, h = y1 - y0
            let local = piece.map { Point(x: $0.x - Double(x0), y: $0.y - Double(y0)) }
            let cov = fill([local], width: w, height: h)
            for y in 0..<h {
                for x in 0..<w {
                    let c = cov[y * w + x]
                    let i = (y + y0) * width + x + x0
                    if c > out[i] { out[i] = c }
                }
            }
        }
        return out
    }

    /// Multiplies `mask` by `other` in place.
    static func multiply(_ mask: inout [Float], by other: [Float]) {
        for i in 0..<mask.count { mask[i] *= other[i] }
    }

    /// The pieces whose union is the stroke of every closed subpath of `path`: a rectangle
    /// per segment and a polygonal disc per vertex (round joins), in `path`'s coordinates.
    static func strokePieces(_ path: Path, width: Double) -> [[Point]] {
        let r = width / 2
        guard r > 0 else { return [] }
        var pieces: [[Point]] = []
        let discSides = max(8, min(48, Int((r * 6).rounded(.up))))
        for sp in path.subpaths where sp.count >= 2 {
            for i in 0..<sp.count {
                let a = sp[i], b = sp[(i + 1) % sp.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let len = (dx * dx + dy * dy).squareRoot()
                if len > 0 {
                    let nx = -dy / len * r, ny = dx / len * r
                    pieces.append([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                                   Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)])
                }
                // Disc circumscribing radius r slightly less than the polygon's: use r / cos(π/n)
                // so the flat sides stay at distance r.
                let rr = r / cos(Double.pi / Double(discSides))
                pieces.append((0..<discSides).map { k in
                    let t = (Double(k) + 0.5) / Double(discSides) * 2 * Double.pi
                    return Point(x: a.x + rr * cos(t), y: a.y + rr * sin(t))
                })
            }
        }
        return pieces
    }
}
