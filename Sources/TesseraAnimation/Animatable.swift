import TesseraGeometry

/// A value that can be interpolated: a vector space (addition and scaling), like SwiftUI's
/// `VectorArithmetic`. Animations work on these component-wise; springs carry velocities of
/// the same type.
public protocol Interpolatable: Equatable, Sendable {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    /// The value scaled by `factor`.
    func scaled(by factor: Double) -> Self
    /// The largest absolute component (for settling checks).
    var magnitude: Double { get }
}

extension Interpolatable {
    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    @inlinable public func interpolated(to other: Self, _ t: Double) -> Self { self + (other - self).scaled(by: t) }
}

extension Double: Interpolatable {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitude: Double { Swift.abs(self) }
}

extension Point: Interpolatable {
    public func scaled(by f: Double) -> Point { Point(x: x * f, y: y * f) }
    public var magnitude: Double { Swift.max(Swift.abs(x), Swift.abs(y)) }
}

extension Size: Interpolatable {
    public static func + (a: Size, b: Size) -> Size { Size(width: a.width + b.width, height: a.height + b.height) }
    public static func - (a: Size, b: Size) -> Size { Size(width: a.width - b.width, height: a.height - b.height) }
    public func scaled(by f: Double) -> Size { Size(width: width * f, height: height * f) }
    public var magnitude: Double { Swift.max(Swift.abs(width), Swift.abs(height)) }
}

extension Rect: Interpolatable {
    public static func + (a: Rect, b: Rect) -> Rect { Rect(origin: a.origin + b.origin, size: a.size + b.size) }
    public static func - (a: Rect, b: Rect) -> Rect { Rect(origin: a.origin - b.origin, size: a.size - b.size) }
    public func scaled(by f: Double) -> Rect { Rect(origin: origin.scaled(by: f), size: size.scaled(by: f)) }
    public var magnitude: Double { Swift.max(origin.magnitude, size.magnitude) }
}

extension Angle: Interpolatable {
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public func scaled(by f: Double) -> Angle { Angle(radians: radians * f) }
    public var magnitude: Double { Swift.abs(radians) }
}

extension Color: Interpolatable {
    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static func + (a: Color, b: Color) -> Color {
        Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }
    public static func - (a: Color, b: Color) -> Color {
        Color(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
    }
    public func scaled(by f: Double) -> Color { Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f) }
    public var magnitude: Double { Swift.max(Swift.abs(red), Swift.abs(green), Swift.abs(blue), Swift.abs(alpha)) }
}

/// Two interpolatable values animated together, like SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: Interpolatable, Second: Interpolatable>: Interpolatable {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    public func scaled(by f: Double) -> Self { Self(first.scaled(by: f), second.scaled(by: f)) }
    public var magnitude: Double { Swift.max(first.magnitude, second.magnitude) }
}
