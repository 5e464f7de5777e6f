#if !canImport(CoreGraphics)
import Foundation

/// A two-dimensional vector, Core Graphics' `CGVector` (which Linux Foundation lacks).
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The vector (`dx`, `dy`) from doubles.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The vector (`dx`, `dy`) from integers.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The zero vector.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }
    /// The zero vector.
    public static let zero = CGVector()
    public var description: String { "(\(dx), \(dy))" }
}
#endif
