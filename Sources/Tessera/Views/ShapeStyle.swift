/// Something a shape can be filled or stroked with, like SwiftUI's `ShapeStyle`: a `Color` or a
/// `LinearGradient` (`Color.red.gradient` is one). Named colours are available as implicit
/// members, so `.fill(.red)` and `.fill(.green.gradient)` read as in SwiftUI.
public protocol ShapeStyle {
    /// The style as one of the concrete styles the renderer knows.
    var resolvedStyle: AnyShapeStyle { get }
}

/// A type-erased shape style: what the display list paints with.
public enum AnyShapeStyle: Hashable, ShapeStyle {
    case color(Color)
    case linearGradient(LinearGradient)

    /// Erases `style`.
    public init(_ style: some ShapeStyle) { self = style.resolvedStyle }
    public var resolvedStyle: AnyShapeStyle { self }

    /// A single colour standing for the style (a gradient's first stop), for text.
    public var representativeColor: Color {
        switch self {
        case .color(let c): c
        case .linearGradient(let g): g.stops.first?.color ?? .clear
        }
    }
    /// Whether the style paints nothing (every colour fully transparent).
    public var isClear: Bool {
        switch self {
        case .color(let c): c.alpha == 0
        case .linearGradient(let g): g.stops.allSatisfy { $0.color.alpha == 0 }
        }
    }
    /// The style with every colour's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> AnyShapeStyle {
        switch self {
        case .color(let c): .color(c.opacity(opacity))
        case .linearGradient(let g): .linearGradient(g.opacity(opacity))
        }
    }
}

extension Color: ShapeStyle {
    public var resolvedStyle: AnyShapeStyle { .color(self) }
}

extension LinearGradient: ShapeStyle {
    public var resolvedStyle: AnyShapeStyle { .linearGradient(self) }
    /// The gradient with every stop's alpha multiplied by `opacity` (`.red.gradient.opacity(0.7)`).
    public func opacity(_ opacity: Double) -> LinearGradient {
        var g = self
        g.stops = stops.map { .init(color: $0.color.opacity(opacity), location: $0.location) }
        return g
    }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

/// How a shape's outline is drawn by `stroke(_:style:)`, like SwiftUI's `StrokeStyle`.
/// Dashes are drawn as separate filled segments along the outline.
public struct StrokeStyle: Hashable, Sendable {
    /// The ends of open segments (kept for source compatibility; outlines are closed).
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The corners of the outline (the renderer joins round).
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Lengths of alternating dashes and gaps; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
