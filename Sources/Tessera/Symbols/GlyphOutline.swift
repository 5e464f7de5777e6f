import Foundation
import TesseraGeometry

/// A glyph's outline as closed polygons, in the units of the symbol data (Material glyphs in
/// their 24-unit design grid, y down; text glyphs in the same units per em from the baseline)
/// with its advance width (text glyphs). Filled with the non-zero rule, the glyph's own
/// contours make its holes (counter-clockwise inner contours of TrueType outlines).
struct GlyphOutline: Sendable, Equatable {
    var contours: [[Point]]
    var advance: Double = 0

    /// The box that holds every point (zero when empty).
    var bounds: Rect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for c in contours {
            for p in c {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The outline mapped point by point.
    func mapped(_ f: (Point) -> Point) -> GlyphOutline {
        GlyphOutline(contours: contours.map { $0.map(f) }, advance: advance)
    }

    /// The outline scaled by `s` about `center`, then moved by (`dx`, `dy`).
    func scaled(_ s: Double, about center: Point, dx: Double = 0, dy: Double = 0) -> GlyphOutline {
        mapped { Point(x: center.x + ($0.x - center.x) * s + dx, y: center.y + ($0.y - center.y) * s + dy) }
    }

    /// Twice the signed area of the contour whose area is largest in magnitude: its sign is the
    /// orientation of the glyph's outer contours.
    var outerOrientation: Double {
        var best = 0.0
        for c in contours {
            let a = GlyphOutline.signedArea(c)
            if abs(a) > abs(best) { best = a }
        }
        return best
    }

    static func signedArea(_ c: [Point]) -> Double {
        guard c.count > 2 else { return 0 }
        var a = 0.0
        for i in c.indices {
            let p = c[i]
            let q = c[(i + 1) % c.count]
            a += p.x * q.y - q.x * p.y
        }
        return a
    }
}

/// Reads the SVG-style path data of `symbol-outlines.txt` (`M`, `L`, `H`, `V`, `Q`, `Z`, absolute,
/// with implicit repeats) into polygons; quadratic curves are flattened finely enough for a
/// symbol hundreds of points tall.
enum GlyphPathParser {
    static func parse(_ d: Substring) -> [[Point]] {
        var contours: [[Point]] = []
        var current: [Point] = []
        var numbers: [Double] = []
        var command: UInt8 = UInt8(ascii: "M")
        func flush() {
            var i = 0
            repeat {
                let last = current.last ?? Point(x: 0, y: 0)
                let left = numbers.count - i
                switch command {
                case UInt8(ascii: "M") where left >= 2:
                    if current.count > 2 { contours.append(current) }
                    current = [Point(x: numbers[i], y: numbers[i + 1])]
                    i += 2
                    command = UInt8(ascii: "L")
                case UInt8(ascii: "L") where left >= 2:
                    current.append(Point(x: numbers[i], y: numbers[i + 1]))
                    i += 2
                case UInt8(ascii: "H") where left >= 1:
                    current.append(Point(x: numbers[i], y: last.y))
                    i += 1
                case UInt8(ascii: "V") where left >= 1:
                    current.append(Point(x: last.x, y: numbers[i]))
                    i += 1
                case UInt8(ascii: "Q") where left >= 4:
                    appendQuad(
                        &current, from: last, Point(x: numbers[i], y: numbers[i + 1]),
                        Point(x: numbers[i + 2], y: numbers[i + 3]))
                    i += 4
                default: i = numbers.count
                }
            } while i < numbers.count
            numbers.removeAll(keepingCapacity: true)
        }
        var number = NumberScanner()
        for byte in d.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                number.add(byte)
            case UInt8(ascii: "-"):
                if let v = number.take() { numbers.append(v) }
                number.negative = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                if let v = number.take() { numbers.append(v) }
                flush()
                let upper = byte >= UInt8(ascii: "a") ? byte - 32 : byte
                if upper == UInt8(ascii: "Z") {
                    if current.count > 2 { contours.append(current) }
                    current = []
                } else {
                    command = upper
                }
            default:
                if let v = number.take() { numbers.append(v) }
            }
        }
        if let v = number.take() { numbers.append(v) }
        flush()
        if current.count > 2 { contours.append(current) }
        return contours
    }

    /// Reads a decimal number byte by byte (`-12.5`).
    private struct NumberScanner {
        var negative = false
        var value = 0.0, scale = 0.0, hasDigits = false
        mutating func add(_ byte: UInt8) {
            if byte == UInt8(ascii: ".") {
                scale = 1
                return
            }
            let digit = Double(byte - UInt8(ascii: "0"))
            if scale > 0 {
                scale /= 10
                value += digit * scale
            } else {
                value = value * 10 + digit
            }
            hasDigits = true
        }
        mutating func take() -> Double? {
            defer { self = NumberScanner() }
            return hasDigits ? (negative ? -value : value) : nil
        }
    }

    private static func appendQuad(_ c: inout [Point], from p0: Point, _ p1: Point, _ p2: Point) {
        let chord = hypot(p2.x - p0.x, p2.y - p0.y) + hypot(p1.x - p0.x, p1.y - p0.y)
        let n = min(16, max(2, Int((chord / 0.6).rounded(.up))))
        for k in 1...n {
            let t = Double(k) / Double(n)
            let u = 1 - t
            c.append(
                Point(
                    x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y
                ))
        }
    }
}
