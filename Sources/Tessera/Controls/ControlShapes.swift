import Foundation
/// A check mark filling its frame (the checkbox toggle's mark): a stroke 1/7 of the frame
/// thick, as a polygon.
struct CheckmarkShape: Shape {
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        return Path(polygon: [p(0.12, 0.52), p(0.24, 0.40), p(0.42, 0.58), p(0.78, 0.20), p(0.90, 0.32), p(0.42, 0.82)])
    }
}

/// A chevron pointing up or down (pop-up menus, steppers), 1/4 of the frame thick.
struct ChevronShape: Shape {
    var up: Bool
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        func p(_ x: Double, _ y: Double) -> Point {
            Point(x: r.minX + x * r.width, y: r.minY + (up ? 1 - y : y) * r.height)
        }
        return Path(polygon: [p(0, 0.2), p(0.5, 0.62), p(1, 0.2), p(1, 0.45), p(0.5, 0.88), p(0, 0.45)])
    }
}

/// A plus or minus sign (steppers): bars 1/6 of the frame thick.
struct SignShape: Shape {
    var plus: Bool
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        let t = min(r.width, r.height) / 6
        var subpaths = [[Point(x: r.minX, y: r.midY - t / 2), Point(x: r.maxX, y: r.midY - t / 2),
                         Point(x: r.maxX, y: r.midY + t / 2), Point(x: r.minX, y: r.midY + t / 2)]]
        if plus {
            subpaths.append([Point(x: r.midX - t / 2, y: r.minY), Point(x: r.midX + t / 2, y: r.minY),
                             Point(x: r.midX + t / 2, y: r.maxY), Point(x: r.midX - t / 2, y: r.maxY)])
        }
        return Path(subpaths: subpaths)
    }
}

/// A shape with no area: as a content shape it makes a view take no hits.
struct NoHitShape: Shape {
    func path(in rect: CGRect) -> Path { Path() }
}

extension View {
    /// Decoration that takes no hits (borders and focus rings drawn over a control's parts).
    func passesHits() -> some View { contentShape(NoHitShape()) }
}
