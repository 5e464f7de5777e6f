import Foundation

// SwiftUI's static shape members (iOS 17), so a shape can be named where one is expected:
// `.clipShape(.circle)`, `.background(.blue, in: .capsule)`, `.rect(cornerRadius: 8)`.

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule (the corner style is accepted; corners are circular).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: Double(cornerRadius))
    }
    /// A rectangle whose corners have the size `cornerSize` (drawn with its smaller side).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
