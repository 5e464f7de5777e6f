import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha, components in 0...1. The named
/// colours are SwiftUI's light-appearance system colours.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The role of a colour that follows the appearance (`primary`, `secondary`,
    /// `accentColor`, the window background), resolved against the environment when drawn; its
    /// components are the light-appearance values. Nil for a fixed colour.
    public var semantic: SemanticColor?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A colour that follows the appearance, `light` being its light-appearance value.
    public init(_ semantic: SemanticColor, light: Color) {
        self = light
        self.semantic = semantic
    }
    /// A colour from 8-bit components.
    public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
    }
    /// A grey of the given white level.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(r8: 255, g8: 59, b8: 48)
    public static let orange = Color(r8: 255, g8: 149, b8: 0)
    public static let yellow = Color(r8: 255, g8: 204, b8: 0)
    public static let green = Color(r8: 52, g8: 199, b8: 89)
    public static let mint = Color(r8: 0, g8: 199, b8: 190)
    public static let teal = Color(r8: 48, g8: 176, b8: 199)
    public static let cyan = Color(r8: 50, g8: 173, b8: 230)
    public static let blue = Color(r8: 0, g8: 122, b8: 255)
    public static let indigo = Color(r8: 88, g8: 86, b8: 214)
    public static let purple = Color(r8: 175, g8: 82, b8: 222)
    public static let pink = Color(r8: 255, g8: 45, b8: 85)
    public static let brown = Color(r8: 162, g8: 132, b8: 94)
    public static let gray = Color(r8: 142, g8: 142, b8: 147)
    /// The primary label colour (black in the light appearance).
    public static let primary = Color(.primary, light: Color(white: 0))
    /// The secondary label colour: Apple's label grey #3C3C43 at 75% (5.2:1 on white; Apple's
    /// 60% gives 3.4:1, below WCAG 1.4.3's 4.5:1 for text), #EBEBF5 at 60% in the dark.
    public static let secondary = Color(.secondary, light: Color(r8: 60, g8: 60, b8: 67, alpha: 0.75))
    /// The accent colour of controls (the environment's tint when one is set, else blue):
    /// Apple's increased-contrast blue #0040DD (7.6:1 with white; #007AFF gives 4.0:1), #0A84FF
    /// in the dark.
    public static let accentColor = Color(.accent, light: Color(r8: 0, g8: 64, b8: 221))
    /// The label colour of destructive buttons and menu items (Tessera's): Apple's
    /// increased-contrast red #D70015 (5.4:1 on white; `red` gives 3.4:1), #FF8A80 in the dark.
    public static let _destructive = Color(.destructive, light: Color(r8: 215, g8: 0, b8: 21))
    /// The background of a window (white in the light appearance, near black in the dark one).
    public static let windowBackground = Color(.windowBackground, light: Color(white: 1))

    /// Every named colour with its SwiftUI name.
    public static let named: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("red", .red), ("orange", .orange),
        ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan),
        ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("gray", .gray), ("primary", .primary), ("secondary", .secondary),
    ]
    /// The named colour, or a `#RRGGBB` / `#RRGGBBAA` hex colour.
    public init?(named name: String) {
        if let c = Color.named.first(where: { $0.name == name })?.color { self = c; return }
        guard name.hasPrefix("#"), name.count == 7 || name.count == 9,
              let v = UInt32(name.dropFirst(), radix: 16) else { return nil }
        if name.count == 7 {
            self.init(r8: Int(v >> 16 & 255), g8: Int(v >> 8 & 255), b8: Int(v & 255))
        } else {
            self.init(r8: Int(v >> 24 & 255), g8: Int(v >> 16 & 255), b8: Int(v >> 8 & 255), alpha: Double(v & 255) / 255)
        }
    }

    /// The colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.alpha = alpha * opacity
        return c
    }
    /// Linear interpolation between two colours (t = 0 gives self), per component.
    public func mix(with other: Color, by t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
    /// The colour mixed towards white by `amount` (0...1).
    public func lighter(_ amount: Double) -> Color { mix(with: Color(white: 1, alpha: alpha), by: amount) }

    /// SwiftUI's `.gradient`: a subtle top-to-bottom gradient from a lighter tint to the colour.
    public var gradient: LinearGradient {
        LinearGradient(stops: [.init(color: lighter(0.18), location: 0), .init(color: self, location: 1)],
                       startPoint: .top, endPoint: .bottom)
    }

    /// 8-bit components, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }
        return (q(red), q(green), q(blue), q(alpha))
    }
}

/// A linear gradient between unit points of the filled rectangle, like SwiftUI's
/// `LinearGradient`. Stops are sorted by location in 0...1.
public struct LinearGradient: Hashable, Sendable {
    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    /// How a point maps to the gradient's parameter: along the line from `startPoint` to
    /// `endPoint` (`axial`, the default), by distance from `startPoint` (`radial`), or by angle
    /// around `startPoint` (`conic`). SwiftUI's `RadialGradient` and `AngularGradient` are the
    /// latter two.
    public var shape: GradientShape = .axial

    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// Evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        let n = Swift.max(1, colors.count - 1)
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(n)) },
                  startPoint: startPoint, endPoint: endPoint)
    }

    /// The colour at parameter t (0 at the start point, 1 at the end point), clamped.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return a.color.mix(with: b.color, by: span > 0 ? (t - a.location) / span : 1)
        }
        return last.color
    }
}

/// The roles of appearance-dependent colours (see `Color.semantic`).
public enum SemanticColor: String, Hashable, Sendable {
    case primary, secondary, accent, windowBackground, destructive
}

/// The geometry of a gradient (see `LinearGradient.shape`).
public enum GradientShape: Hashable, Sendable {
    /// Along the line from the start point to the end point.
    case axial
    /// By distance from the centre (the start point), in points: 0 at `startRadius`, 1 at
    /// `endRadius`.
    case radial(startRadius: Double, endRadius: Double)
    /// By angle around the centre (the start point), in radians clockwise from the +x axis on
    /// screen: 0 at `startAngle`, 1 at `endAngle`.
    case conic(startAngle: Double, endAngle: Double)

    /// The gradient parameter (unclamped) at `p`, for a gradient whose start point is `s` and
    /// end point `e` (axial only).
    @inlinable
    public func parameter(at p: Point, start s: Point, end e: Point) -> Double {
        switch self {
        case .axial:
            let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
            return len2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / len2 : 0
        case let .radial(r0, r1):
            let d = ((p.x - s.x) * (p.x - s.x) + (p.y - s.y) * (p.y - s.y)).squareRoot()
            return r1 != r0 ? (d - r0) / (r1 - r0) : (d >= r1 ? 1 : 0)
        case let .conic(a0, a1):
            let span = a1 - a0
            guard span != 0 else { return 0 }
            var a = atan2(p.y - s.y, p.x - s.x) - a0
            let full = 2 * Double.pi
            a = a - (a / full).rounded(.down) * full
            return a / abs(span)
        }
    }
}
