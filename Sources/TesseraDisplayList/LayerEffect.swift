import TesseraGeometry

/// How an offscreen layer (the items between `DisplayItem.pushLayer` and `.popLayer`) is
/// composited onto what is below it.
///
/// The layer's items are drawn, with the transform, opacity and clips current at the push,
/// into a transparent offscreen image that covers their own drawn area (and, for a blur or a
/// shadow, how far it spreads). The effect then turns that image into pixels:
///
/// - `blur(radius:opaque:)`: a Gaussian blur of the layer (premultiplied colour and alpha).
///   `radius` is the Gaussian's **standard deviation**, in points of the local coordinate
///   space (scaled by the transform at the push, so 2x HiDPI blurs twice as many pixels); the
///   blur reaches about 3 radii. This matches how far SwiftUI's `blur(radius:)` and
///   CALayer's `shadowRadius` spread. With `opaque`, pixels beyond the layer's drawn area
///   repeat its edge pixels (nothing fades in from transparency) and the result is cut to that
///   area, like SwiftUI's `blur(radius:opaque: true)`.
/// - `shadow(color:radius:x:y:)`: the layer's alpha, blurred by `radius` (as above), tinted
///   with `color` (its alpha multiplies), moved by (`x`, `y`) local points, drawn under the
///   layer's own pixels: text gets a text-shaped shadow.
/// - `mask(_:)`: the layer's pixels multiplied by the alpha of `mask`'s items, which are drawn
///   in the same coordinate space as the layer's (outside the mask's drawn area, nothing shows).
/// - `colorMatrix(_:)`: every pixel of the layer through a ``ColorMatrix`` (SwiftUI's
///   `saturation`, `brightness`, `contrast`, `hueRotation`, ...); the layer covers its drawn
///   area only.
///
/// Radii that are negative, NaN or infinite count as 0 (no blur), radii above 100 points as 100; offsets that are not finite
/// count as 0. None of these effects changes layout: they only change pixels.
public enum LayerEffect: Hashable, Sendable, CustomStringConvertible {
    case blur(radius: Double, opaque: Bool)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case mask(DisplayList)
    case colorMatrix(ColorMatrix)

    /// A radius as the blur uses it: finite, from 0 to 100 points (larger radii count as 100:
    /// a blur that wide leaves little to see, and its cost grows with the area it reaches).
    public static func sanitized(radius: Double) -> Double {
        radius.isFinite ? min(max(0, radius), 100) : 0
    }

    /// An offset as the shadow uses it: finite, at most ±100,000 points.
    public static func sanitized(offset: Double) -> Double {
        offset.isFinite ? min(max(-100_000, offset), 100_000) : 0
    }

    public var description: String {
        switch self {
        case let .blur(radius, opaque): "blur \(fmt(radius))\(opaque ? " opaque" : "")"
        case let .shadow(color, radius, x, y): "shadow \(fmt(color)) radius \(fmt(radius)) offset \(fmt(x)),\(fmt(y))"
        case let .mask(list): "mask [\(list.items.map(\.description).joined(separator: "; "))]"
        case let .colorMatrix(matrix): "colorMatrix \(matrix)"
        }
    }
}
