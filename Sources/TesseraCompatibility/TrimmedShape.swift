import Foundation

/// The part of a shape's outline between two fractions of its length, SwiftUI's
/// `trim(from:to:)` (https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)).
/// The outline is walked from where the shape starts it (a circle: its rightmost point,
/// clockwise on screen). Filled, the trimmed outline is closed by a straight line, as in
/// SwiftUI; stroked (`stroke(_:lineWidth:)`, `stroke(_:style:)`, `stroke(style:)`), it is
/// drawn as an open line with butt, round or square ends. A change of the fractions is not
/// animated (the shape changes at once).
public struct TrimmedShape<Base: Shape>: Shape {
    /// The shape whose outline is trimmed.
    public var base: Base
    /// Where the kept part starts, 0...1.
    public var from: Double
    /// Where the kept part ends, 0...1.
    public var to: Double

    public func path(in rect: CGRect) -> Path {
        Path(subpaths: OutlineWalk(base.path(in: rect)).pieces(from: from, to: to))
    }

    /// The kept outline stroked `lineWidth` wide with `style`.
    public func stroke(_ style: some ShapeStyle = Color.primary, lineWidth: CGFloat = 1) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }
    /// The kept outline stroked with `style` and a stroke style (its width and line cap).
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView {
        OpenStroke(outline: AnyShape(self), width: strokeStyle.lineWidth, cap: strokeStyle.lineCap).fill(style)
    }
    /// The kept outline stroked with the foreground colour and a stroke style.
    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView { stroke(Color.primary, style: strokeStyle) }
}

extension Shape {
    /// The part of the outline between `from` and `to` (fractions of its length, clamped to
    /// 0...1), SwiftUI's `trim(from:to:)`.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        func clamp(_ x: CGFloat) -> Double { x.isFinite ? Swift.min(1, Swift.max(0, Double(x))) : 0 }
        return TrimmedShape(base: self, from: clamp(from), to: clamp(to))
    }
}

/// Open lines (the subpaths of `outline`'s path) drawn as filled polygons `width` wide.
struct OpenStroke: Shape {
    let outline: AnyShape
    let width: Double
    let cap: StrokeStyle.LineCap

    func path(in rect: CGRect) -> Path {
        let half = width.isFinite ? Swift.max(0, width) / 2 : 0
        guard half > 0 else { return Path() }
        return Path(subpaths: outline.path(in: rect).subpaths.compactMap { line in polygon(around: line, half: half) })
    }

    /// The outline of a line `2·half` wide around the points of `line`.
    private func polygon(around line: [Point], half: Double) -> [Point]? {
        let points = line.reduce(into: [Point]()) { kept, p in if kept.last != p { kept.append(p) } }
        guard points.count >= 2 else { return nil }
        var left: [Point] = [], right: [Point] = []
        for i in points.indices {
            let before = i > 0 ? Self.normal(points[i - 1], points[i]) : nil
            let after = i + 1 < points.count ? Self.normal(points[i], points[i + 1]) : nil
            var n = Self.unit((before ?? after!) + (after ?? before!)) ?? (before ?? after!)
            // A miter: longer at corners, limited to 4 half-widths.
            let cosine = Swift.max(0.25, n.x * (before ?? n).x + n.y * (before ?? n).y)
            n = n * (1 / cosine)
            left.append(points[i] + n * half)
            right.append(points[i] - n * half)
        }
        let startCap = cap(at: points[0], direction: Self.unit(points[0] - points[1]) ?? Point(x: -1, y: 0), half: half)
        let endCap = cap(at: points[points.count - 1],
                         direction: Self.unit(points[points.count - 1] - points[points.count - 2]) ?? Point(x: 1, y: 0), half: half)
        return left + endCap + right.reversed() + startCap
    }

    /// The points of the line's end at `end` facing `direction` (between the right and left sides).
    private func cap(at end: Point, direction d: Point, half: Double) -> [Point] {
        let side = Point(x: -d.y, y: d.x)
        switch cap {
        case .butt: return []
        case .square: return [end + side * half + d * half, end - side * half + d * half]
        case .round:
            let start = atan2(side.y, side.x)
            return (1..<12).map { k in
                let a = start - Double.pi * Double(k) / 12
                return Point(x: end.x + half * cos(a), y: end.y + half * sin(a))
            }
        }
    }

    private static func normal(_ a: Point, _ b: Point) -> Point? {
        unit(Point(x: -(b.y - a.y), y: b.x - a.x))
    }
    private static func unit(_ p: Point) -> Point? {
        let l = p.length
        return l > 1e-12 ? p * (1 / l) : nil
    }
}

/// Walks a path's closed polygons by length.
struct OutlineWalk {
    /// Each polygon closed (its first point repeated at the end).
    let loops: [[Point]]
    let total: Double

    init(_ path: Path) {
        loops = path.subpaths.filter { $0.count >= 2 }.map { $0.first == $0.last ? $0 : $0 + [$0[0]] }
        total = loops.reduce(0) { sum, loop in sum + zip(loop, loop.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length } }
    }

    /// The open polylines between `from` and `to` (fractions of the total length).
    func pieces(from: Double, to: Double) -> [[Point]] {
        guard total > 0, to > from else { return [] }
        let start = from * total, end = to * total
        var pieces: [[Point]] = [], walked = 0.0
        for loop in loops {
            var piece: [Point] = []
            for (a, b) in zip(loop, loop.dropFirst()) {
                let length = (b - a).length
                let segmentStart = walked, segmentEnd = walked + length
                walked = segmentEnd
                guard length > 0, segmentEnd > start, segmentStart < end else { continue }
                let t0 = Swift.max(0, (start - segmentStart) / length), t1 = Swift.min(1, (end - segmentStart) / length)
                let p0 = a + (b - a) * t0, p1 = a + (b - a) * t1
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if piece.count >= 2 { pieces.append(piece) }
        }
        return pieces
    }
}
