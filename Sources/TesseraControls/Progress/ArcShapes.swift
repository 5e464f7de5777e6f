import Foundation
import Tessera
import TesseraGeometry

/// A band along a circle between two angles (clockwise from 12 o'clock, in fractions of a
/// turn), `thickness` wide, drawn inside the rectangle's inscribed circle: the track and fill
/// of circular gauges and the spinner's spokes. A filled polygon, since Tessera strokes every
/// subpath closed.
struct ArcBand: Shape {
    var from: Double
    var to: Double
    var thickness: Double

    func path(in rect: CGRect) -> Path {
        let r = Rect(rect)
        let outer = min(r.width, r.height) / 2
        let inner = max(0, outer - thickness)
        let center = Point(x: r.midX, y: r.midY)
        let span = max(0, min(1, to) - max(0, from))
        guard span > 0, outer > 0 else { return Path() }
        let steps = max(2, Int(span * 96))
        func point(_ t: Double, _ radius: Double) -> Point {
            let a = (max(0, from) + span * t) * 2 * Double.pi - Double.pi / 2
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
        var polygon = (0...steps).map { point(Double($0) / Double(steps), outer) }
        polygon += (0...steps).reversed().map { point(Double($0) / Double(steps), inner) }
        return Path(polygon: polygon)
    }
}

/// One spoke of a spinner: a rounded bar from `inner` to the edge, turned by `angle` (fraction
/// of a turn, clockwise from 12 o'clock).
struct SpinnerSpoke: Shape {
    var angle: Double
    var inner: Double

    func path(in rect: CGRect) -> Path {
        let r = Rect(rect)
        let outer = min(r.width, r.height) / 2
        let width = max(1, outer * 0.18)
        let a = angle * 2 * Double.pi - Double.pi / 2
        let c = Point(x: r.midX, y: r.midY)
        let dir = Point(x: cos(a), y: sin(a)), normal = Point(x: -sin(a), y: cos(a))
        func p(_ along: Double, _ across: Double) -> Point {
            Point(x: c.x + dir.x * along + normal.x * across, y: c.y + dir.y * along + normal.y * across)
        }
        let lo = outer * inner, hi = outer - width / 2
        var polygon: [Point] = []
        for k in 0...6 {   // round end at the tip, then at the root
            let t = Double.pi * Double(k) / 6 - Double.pi / 2
            polygon.append(p(hi + cos(t) * width / 2, sin(t) * width / 2))
        }
        for k in 0...6 {
            let t = Double.pi * Double(k) / 6 + Double.pi / 2
            polygon.append(p(lo + cos(t) * width / 2, sin(t) * width / 2))
        }
        return Path(polygon: polygon)
    }
}
