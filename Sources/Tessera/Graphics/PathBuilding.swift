import Foundation

/// Building a `Path` the SwiftUI way: `Path { p in p.move(to:); p.addLine(to:); … }`.
///
/// Tessera's paths are filled polygons: curves and arcs are flattened into line segments as they
/// are added (within 0.05 pt), and every subpath is closed when filled or stroked (an open
/// polyline is stroked as a closed outline: draw thin lines as thin filled shapes instead).
/// Drawing is anti-aliased by the backend's coverage rasterizer.
extension Path {
    /// A path made by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// The current point (the last point added), if any.
    public var currentPoint: CGPoint? { subpaths.last?.last.map(CGPoint.init) }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { move(to: Point(point)) }

    private mutating func move(to point: Point) {
        if let last = subpaths.last, last.count == 1 { subpaths.removeLast() }
        subpaths.append([point])
    }

    /// A straight segment from the current point to `point` (a new subpath at `point` when there
    /// is no current point).
    public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }

    private mutating func addLine(to point: Point) {
        guard !subpaths.isEmpty else { move(to: point); return }
        subpaths[subpaths.count - 1].append(point)
    }

    /// Straight segments through `points`, the first starting a new subpath.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to cgEnd: CGPoint, control1 cgControl1: CGPoint, control2 cgControl2: CGPoint) {
        let end = Point(cgEnd), control1 = Point(cgControl1), control2 = Point(cgControl2)
        guard let start = subpaths.last?.last else { move(to: end); return }
        let n = Self.segments(for: (start - control1).length + (control1 - control2).length + (control2 - end).length)
        for k in 1...n {
            let t = Double(k) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            addLine(to: Point(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                              y: a * start.y + b * control1.y + c * control2.y + d * end.y))
        }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to cgEnd: CGPoint, control cgControl: CGPoint) {
        let end = Point(cgEnd), control = Point(cgControl)
        guard let start = subpaths.last?.last else { move(to: end); return }
        let n = Self.segments(for: (start - control).length + (control - end).length)
        for k in 1...n {
            let t = Double(k) / Double(n), u = 1 - t
            addLine(to: Point(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                              y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
        }
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (angles measured
    /// clockwise from the +x axis on screen, y pointing down), joined to the current point by a
    /// line, like SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`. As in
    /// SwiftUI, `clockwise` is in flipped (y-up) terms: `clockwise: false` sweeps clockwise on
    /// screen from `startAngle` to `endAngle`.
    public mutating func addArc(center cgCenter: CGPoint, radius cgRadius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool) {
        let center = Point(cgCenter), radius = Double(cgRadius)
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= full }
        } else {
            while sweep < 0 { sweep += full }
        }
        let n = Self.segments(for: abs(sweep) * radius)
        for k in 0...n {
            let a = startAngle.radians + sweep * Double(k) / Double(n)
            let p = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if k == 0, subpaths.last?.last == nil { move(to: p) } else { addLine(to: p) }
        }
    }

    /// Closes the current subpath (subpaths are filled closed; the next point starts anew).
    public mutating func closeSubpath() {
        guard let last = subpaths.last, let first = last.first else { return }
        if last.count > 1, last.last != first { subpaths[subpaths.count - 1].append(first) }
        subpaths.append([])
    }

    /// A rectangle subpath.
    public mutating func addRect(_ rect: CGRect) { subpaths.append(Path.rect(Rect(rect)).subpaths.first ?? []) }

    /// An ellipse subpath inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) { subpaths.append(Path.ellipse(Rect(rect)).subpaths.first ?? []) }

    /// Segments for a curve of about `length` points: one every 2 points, 4 to 256.
    private static func segments(for length: Double) -> Int {
        guard length.isFinite else { return 4 }
        return Swift.max(4, Swift.min(256, Int((length / 2).rounded(.up))))
    }
}

extension Path: Shape {
    /// A path is a shape whose outline is itself, in the coordinates of the view's frame
    /// (offset by the frame's origin), like SwiftUI's `Path` used as a view.
    public func path(in rect: CGRect) -> Path {
        var p = self
        p.subpaths = p.subpaths.filter { !$0.isEmpty }
        return p.applying(.translation(rect.minX, rect.minY))
    }
    public var body: Never { fatalError("Path is a shape and has no body") }
}
