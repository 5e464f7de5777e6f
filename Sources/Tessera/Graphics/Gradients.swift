/// A gradient spreading out from a centre, like SwiftUI's `RadialGradient`: the first colour at
/// `startRadius` points from `center` (a unit point of the filled frame), the last at
/// `endRadius`, the end colours continuing beyond.
public struct RadialGradient: ShapeStyle, Hashable, Sendable {
    public var gradient: LinearGradient

    /// A radial gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        gradient = LinearGradient(colors: colors, startPoint: center, endPoint: center)
        gradient.shape = .radial(startRadius: Self.clean(startRadius), endRadius: Self.clean(endRadius))
    }

    /// A radial gradient through `stops`.
    public init(stops: [LinearGradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        gradient = LinearGradient(stops: stops, startPoint: center, endPoint: center)
        gradient.shape = .radial(startRadius: Self.clean(startRadius), endRadius: Self.clean(endRadius))
    }

    public var resolvedStyle: AnyShapeStyle { .linearGradient(gradient) }

    /// Negative, NaN or infinite radii count as 0.
    private static func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
}

/// A gradient sweeping around a centre, like SwiftUI's `AngularGradient` (a conic gradient):
/// the first colour at `startAngle`, the last at `endAngle`, clockwise on screen (angles from
/// the +x axis); the default sweep is a full turn.
public struct AngularGradient: ShapeStyle, Hashable, Sendable {
    public var gradient: LinearGradient

    /// An angular gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        gradient = LinearGradient(colors: colors, startPoint: center, endPoint: center)
        gradient.shape = Self.shape(startAngle, endAngle)
    }

    /// An angular gradient through `stops`.
    public init(stops: [LinearGradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        gradient = LinearGradient(stops: stops, startPoint: center, endPoint: center)
        gradient.shape = Self.shape(startAngle, endAngle)
    }

    /// A full-turn angular gradient starting at `angle`, like SwiftUI's `init(colors:center:angle:)`.
    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(colors: colors, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public var resolvedStyle: AnyShapeStyle { .linearGradient(gradient) }

    private static func shape(_ a: Angle, _ b: Angle) -> GradientShape {
        guard a.radians.isFinite, b.radians.isFinite else { return .conic(startAngle: 0, endAngle: 2 * .pi) }
        return .conic(startAngle: a.radians, endAngle: b.radians)
    }
}
