import Foundation

/// A 2D shape, like SwiftUI's `Shape`: an outline for a rectangle. As a view a shape takes the
/// whole proposal (ideal 10x10) and is filled with the foreground style (default `.primary`).
///
/// As in SwiftUI, `path(in:)` takes Foundation's `CGRect`, so a shape written for SwiftUI
/// compiles as it is; the engine converts its own `Rect` at this boundary (``path(in:)-(Rect)``).
public protocol Shape: View where Body == Never {
    /// The outline of the shape in `rect` (absolute coordinates).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The outline in the engine's rectangle (converted to `CGRect` for `path(in:)`).
    @inlinable public func path(in rect: Rect) -> Path { path(in: CGRect(rect)) }
}

extension Shape {
    public var body: Never { fatalError("Shapes are primitive views") }
}

/// A type-erased shape. The renderer recognises rectangles and rounded rectangles through
/// `base` (fast paths, corner-radius animation).
public struct AnyShape: Shape {
    /// The erased shape.
    public let base: any Shape
    /// Erases `shape`.
    public init(_ shape: some Shape) { base = (shape as? AnyShape)?.base ?? shape }
    /// Erases an existential shape.
    public init(erasing shape: any Shape) { base = (shape as? AnyShape)?.base ?? shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { .rect(Rect(rect)) }
}

/// A rectangle with circular corners.
public struct RoundedRectangle: Shape {
    public var cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public func path(in rect: CGRect) -> Path { .roundedRect(Rect(rect), radius: cornerRadius) }
}

/// A circle of diameter min(width, height), centred in its frame.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { .circle(in: Rect(rect)) }
}

/// An ellipse inscribed in its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { .ellipse(Rect(rect)) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { .capsule(in: Rect(rect)) }
}

/// The honeycomb's pointy-top hexagon: for a frame of height H its width is H·cos(π/6),
/// centred horizontally (so a 100 x 115.47 frame holds a hexagon touching all four sides).
public struct Hexagon: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { .hexagon(in: Rect(rect)) }
}

/// A shape inset by `amount` on every edge (used by `strokeBorder`).
public struct InsetShape: Shape {
    public var shape: AnyShape
    public var amount: Double
    public init(shape: some Shape, amount: Double) { self.shape = AnyShape(shape); self.amount = amount }
    public func path(in rect: CGRect) -> Path { shape.path(in: Rect(rect).inset(by: EdgeInsets(all: amount))) }
}

extension Shape {
    /// The shape inset by `amount` on every edge.
    public func inset(by amount: Double) -> InsetShape { InsetShape(shape: self, amount: amount) }
}
