import Foundation

/// A list of colour stops, SwiftUI's `Gradient`
/// (https://developer.apple.com/documentation/swiftui/gradient), for the gradient styles'
/// `gradient:` initializers.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0...1.
    public typealias Stop = LinearGradient.Stop
    /// The stops, in order of location.
    public var stops: [Stop]
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }
    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = Swift.max(1, colors.count - 1)
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(n)) })
    }
}

extension LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(stops: gradient.stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension RadialGradient {
    /// A radial gradient of `gradient` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(stops: gradient.stops, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
}

extension AngularGradient {
    /// An angular gradient of `gradient` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(stops: gradient.stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
