import Foundation

// Tessera's engine computes in its own `Double` geometry (`Point`, `Size`, `Rect`); SwiftUI's
// public API speaks Foundation's Core Graphics types (`CGPoint`, `CGSize`, `CGRect`). Every
// view-facing signature takes and returns the CG types and converts here, at the boundary
// (see the TesseraCompatibility article "Compatibility").

extension Point {
    /// The point at `point`'s coordinates.
    @inlinable public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The size with `size`'s width and height.
    @inlinable public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// The rectangle `rect` (standardized: negative sizes flip the origin, as CGRect's
    /// `minX`/`width` read it).
    @inlinable public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension CGPoint {
    /// The Core Graphics point at `point`'s coordinates.
    @inlinable public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
    /// The Core Graphics size with `size`'s width and height.
    @inlinable public init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    /// The Core Graphics rectangle `rect`.
    @inlinable public init(_ rect: Rect) {
        self.init(x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
    }
}
