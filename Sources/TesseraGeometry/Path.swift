import Foundation

/// A filled outline made of closed polygons (subpaths) in absolute coordinates, filled with the
/// non-zero winding rule. Curves are flattened when the path is built, with a tolerance fine
/// enough for anti-aliased rendering at 2x. Shapes produce paths for a rectangle (`in rect:`).
public struct Path: Hashable, Sendable {
    public var subpaths: [[Point]]
    public init(subpaths: [[Point]] = []) { self.subpaths = subpaths }
    public init(polygon: [Point]) { subpaths = [polygon] }

    /// Whether the path has no area-enclosing subpath.
    public var isEmpty: Bool { subpaths.allSatisfy { $0.count < 3 } }

    /// The bounding box of every point (zero rect when empty).
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for sp in subpaths { for p in sp { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) } }
        return minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    /// Non-zero winding containment test (used for hit testing by shape).
    public func contains(_ p: Point) -> Bool {
        var winding = 0
        for sp in subpaths where sp.count >= 3 {
            var a = sp[sp.count - 1]
            for b in sp {
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding != 0
    }
    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: Transform) -> Path {
        Path(subpaths: subpaths.map { $0.map(transform.apply) })
    }

    // MARK: Shape outlines

    /// A rectangle.
    public static func rect(_ r: Rect) -> Path {
        Path(polygon: [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)])
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        if rad <= 0 { return rect(r) }
        var pts: [Point] = []
        let n = arcSegments(radius: rad, sweep: .pi / 2)
        let corners: [(Double, Double, Double)] = [
            (r.maxX - rad, r.minY + rad, -.pi / 2), (r.maxX - rad, r.maxY - rad, 0),
            (r.minX + rad, r.maxY - rad, .pi / 2), (r.minX + rad, r.minY + rad, .pi),
        ]
        for (cx, cy, start) in corners {
            for i in 0...n {
                let a = start + Double(i) / Double(n) * (.pi / 2)
                pts.append(Point(x: cx + rad * cos(a), y: cy + rad * sin(a)))
            }
        }
        return Path(polygon: pts)
    }

    /// An ellipse inscribed in `r`.
    public static func ellipse(_ r: Rect) -> Path {
        let rx = r.width / 2, ry = r.height / 2
        guard rx > 0, ry > 0 else { return Path() }
        let n = max(12, arcSegments(radius: max(rx, ry), sweep: 2 * .pi))
        return Path(polygon: (0..<n).map { i in
            let a = Double(i) / Double(n) * 2 * .pi
            return Point(x: r.midX + rx * cos(a), y: r.midY + ry * sin(a))
        })
    }

    /// A circle of diameter min(width, height) centred in `r`, like SwiftUI's `Circle`.
    public static func circle(in r: Rect) -> Path {
        let d = min(r.width, r.height)
        return ellipse(Rect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d))
    }

    /// A capsule: a rounded rectangle whose corner radius is half the shorter side.
    public static func capsule(in r: Rect) -> Path { roundedRect(r, radius: min(r.width, r.height) / 2) }

    /// The pointy-top hexagon of the honeycomb: for height H its width is H·cos(π/6) (whatever
    /// the rect's width), centred horizontally; vertices clockwise from the top.
    public static func hexagon(in r: Rect) -> Path {
        let h = r.height, w = h * cos(Double.pi / 6), q = h / 4
        return Path(polygon: [
            Point(x: r.midX, y: r.minY), Point(x: r.midX + w / 2, y: r.minY + q),
            Point(x: r.midX + w / 2, y: r.minY + 3 * q), Point(x: r.midX, y: r.maxY),
            Point(x: r.midX - w / 2, y: r.minY + 3 * q), Point(x: r.midX - w / 2, y: r.minY + q),
        ])
    }

    /// The number of straight segments that keep a flattened arc within 0.05 pt of the curve.
    static func arcSegments(radius: Double, sweep: Double) -> Int {
        guard radius > 0.05 else { return 1 }
        let step = 2 * acos(max(-1, min(1, 1 - 0.05 / radius)))
        return max(2, min(256, Int((sweep / step).rounded(.up))))
    }
}
