import Tessera

/// How a view's colours combine with what is behind it, SwiftUI's `BlendMode`
/// (https://developer.apple.com/documentation/swiftui/blendmode). Accepted: Tessera's renderer
/// composites with normal alpha blending only, so `blendMode(_:)` draws the view as
/// `.normal` would (listed in the Compatibility article).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter
}

extension View {
    /// Accepted: the view is drawn with normal blending (see ``BlendMode``).
    public func blendMode(_ mode: BlendMode) -> Self { self }
}
