import Tessera

// Xcode's colour literals: `Color(#colorLiteral(red: 0.85, green: 0.25, blue: 0.48, alpha: 1))`,
// which Xcode shows as a swatch. On iOS the literal makes a `UIColor` (UIKit names the type
// literals make); here it makes a Tessera `Color` (which `UIColor` also is), so the code
// compiles unchanged.

extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral` (sRGB components and alpha, 0...1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// The type `#colorLiteral(...)` makes when nothing else is asked for (UIKit's is `UIColor`).
public typealias _ColorLiteralType = Color
