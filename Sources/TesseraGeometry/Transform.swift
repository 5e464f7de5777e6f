import Foundation

/// A projective transform of the plane (a 3x3 matrix acting on column vectors (x, y, 1)),
/// covering translation, scale, 2D rotation and the perspective projection of a 3D rotation
/// (`rotation3DEffect`). Composition: `a.concatenating(b)` applies a first, then b.
public struct Transform: Hashable, Sendable {
    /// Row-major 3x3 entries.
    public var m: [Double]

    public init(_ m: [Double]) { precondition(m.count == 9); self.m = m }
    public static let identity = Transform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    public static func translation(_ dx: Double, _ dy: Double) -> Transform { Transform([1, 0, dx, 0, 1, dy, 0, 0, 1]) }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform { Transform([sx, 0, 0, 0, sy, 0, 0, 0, 1]) }
    public static func rotation(_ a: Angle) -> Transform {
        let c = cos(a.radians), s = sin(a.radians)
        return Transform([c, -s, 0, s, c, 0, 0, 0, 1])
    }

    /// `self` followed by `next`.
    public func concatenating(_ next: Transform) -> Transform {
        let a = next.m, b = m
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j] } }
        return Transform(r)
    }

    /// Maps a point (with the perspective divide).
    public func apply(_ p: Point) -> Point {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        let iw = w == 0 ? 0 : 1 / w
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) * iw, y: (m[3] * p.x + m[4] * p.y + m[5]) * iw)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { m == Transform.identity.m }
    /// Whether the transform has no perspective part.
    public var isAffine: Bool { m[6] == 0 && m[7] == 0 && m[8] == 1 }

    /// The inverse, or nil for a singular transform.
    public var inverted: Transform? {
        let a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], h = m[7], i = m[8]
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-12 else { return nil }
        let inv = [A, -(b * i - c * h), b * f - c * e,
                   B, a * i - c * g, -(a * f - c * d),
                   C, -(a * h - b * g), a * e - b * d]
        return Transform(inv.map { $0 / det })
    }

    /// SwiftUI's `rotation3DEffect`: rotate by `angle` about `axis` (x, y, z) through `anchor`
    /// (absolute point), seen with `perspective` (1 = SwiftUI's default: eye distance equal to
    /// the larger side of `size`... scaled by 1/perspective).
    public static func rotation3D(_ angle: Angle, axis: (x: Double, y: Double, z: Double),
                                  anchor: Point, perspective: Double, size: Size) -> Transform {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0 else { return .identity }
        let x = axis.x / len, y = axis.y / len, z = axis.z / len
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // 3D rotation matrix (Rodrigues).
        let r = [t * x * x + c, t * x * y - s * z, t * x * z + s * y,
                 t * x * y + s * z, t * y * y + c, t * y * z - s * x,
                 t * x * z - s * y, t * y * z + s * x, t * z * z + c]
        // Project z onto w: eye at distance d in front of the plane.
        let d = max(size.width, size.height) / max(perspective, 1e-6)
        let p = perspective == 0 ? 0.0 : 1 / d
        // Points relative to the anchor: (x, y, 0) -> R(x, y, 0) -> (X, Y) / (1 - Z·p) ... sign so
        // that points moving towards the viewer (negative z, SwiftUI's convention) grow.
        let local = Transform([r[0], r[1], 0, r[3], r[4], 0, -r[6] * p, -r[7] * p, 1])
        return Transform.translation(-anchor.x, -anchor.y).concatenating(local)
            .concatenating(.translation(anchor.x, anchor.y))
    }
}
