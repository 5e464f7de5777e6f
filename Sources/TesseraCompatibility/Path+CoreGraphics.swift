import Foundation

/// The corner style of rounded rectangles, SwiftUI's `RoundedCornerStyle`. Tessera draws both
/// as circular corners (`.continuous`, Apple's squircle, differs by under a point at usual
/// radii).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's continuous-curvature corners (drawn circular).
    case continuous
}

extension RoundedRectangle {
    /// A rounded rectangle with corners of `cornerRadius` (SwiftUI's signature; `style` is
    /// accepted, corners are circular).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) { self.init(cornerRadius: Double(cornerRadius)) }
    /// A rounded rectangle whose corners have the size `cornerSize` (drawn with the smaller of
    /// its width and height).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: Double(Swift.min(cornerSize.width, cornerSize.height)))
    }
}

/// SwiftUI's `Path` API in Core Graphics types, over Tessera's polygon `Path`
/// (SwiftUI: "Path", https://developer.apple.com/documentation/swiftui/path).
extension Path {
    /// A rectangle.
    public init(_ rect: CGRect) { self = .rect(Rect(rect)) }
    /// A rounded rectangle with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self = .roundedRect(Rect(rect), radius: Double(cornerRadius))
    }
    /// A rounded rectangle whose corners have the size `cornerSize` (its smaller side).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self = .roundedRect(Rect(rect), radius: Double(Swift.min(cornerSize.width, cornerSize.height)))
    }
    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { self = .ellipse(Rect(rect)) }

    /// The smallest rectangle holding every point of the path (`.zero` when empty).
    public var boundingRect: CGRect { CGRect(bounds) }

    /// Whether `point` is inside the path (non-zero winding; `eoFill` is accepted).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool { contains(Point(point)) }

    /// A rounded-rectangle subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let shape = Path.roundedRect(Rect(rect), radius: Double(Swift.min(cornerSize.width, cornerSize.height)))
        subpaths.append((transform.isIdentity ? shape : shape.applying(transform)).subpaths.first ?? [])
    }

    /// Another path's subpaths, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        subpaths += (transform.isIdentity ? path : path.applying(transform)).subpaths
    }

    /// An arc of `delta` from `startAngle` around `center` (SwiftUI's `addRelativeArc`).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle,
                   endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
        let mapped = transform.isIdentity ? arc : arc.applying(transform)
        guard let points = mapped.subpaths.first, !points.isEmpty else { return }
        if currentPoint == nil { subpaths.append(points) } else { for point in points { addLine(to: CGPoint(point)) } }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        applying(Transform([Double(transform.a), Double(transform.c), Double(transform.tx),
                            Double(transform.b), Double(transform.d), Double(transform.ty), 0, 0, 1]))
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(.translation(Double(dx), Double(dy))) }
}
