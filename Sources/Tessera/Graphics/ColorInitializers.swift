/// SwiftUI's colour initializers.
extension Color {
    /// A colour from hue, saturation and brightness (HSB/HSV, each 0...1; the hue wraps), like
    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`. Out-of-range or NaN components are
    /// clamped (NaN counts as 0).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = unit(saturation), v = unit(brightness)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: unit(opacity))
    }

    /// A grey of `white` (0 black ... 1 white) with `opacity`, like SwiftUI's
    /// `Color(white:opacity:)`.
    public init(white: Double, opacity: Double) {
        self.init(white: white, alpha: opacity)
    }

    /// A colour from red, green and blue (0...1) with `opacity`, like SwiftUI's
    /// `Color(red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }
}
