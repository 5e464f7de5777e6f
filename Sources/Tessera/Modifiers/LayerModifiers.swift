import TesseraDisplayList

/// `shadow` and `blur`: the view is drawn into an offscreen layer composited with a
/// `LayerEffect` (see there for the pixel rules). Layout and hit testing are unchanged.
struct LayerEffectModifier: NodeModifier {
    var effect: LayerEffect
    var label: String
    var role: ModifierRole { .effect(.layer(effect), label: label) }
}

extension RenderEffect {
    /// The effect with semantic colours (a shadow's) resolved for `env`.
    func resolved(in env: EnvironmentValues) -> RenderEffect {
        guard case let .layer(.shadow(color, radius, x, y)) = self, color.semantic != nil else { return self }
        return .layer(.shadow(color: color.resolved(in: env), radius: radius, x: x, y: y))
    }
}

extension View {
    /// Draws a shadow under the view: the view's rendered pixels (so text gets a text-shaped
    /// shadow), their alpha blurred by `radius`, tinted with `color` and moved by `x`, `y`
    /// points, like SwiftUI's `shadow(color:radius:x:y:)`; the default colour is black at 33%
    /// opacity, as SwiftUI's. `radius` is the blur's standard deviation in points (a shadow
    /// reaches about 3 radii past the view; at most 100); layout is unchanged. A negative, NaN or infinite
    /// radius draws an unblurred shadow; a non-finite offset counts as 0.
    public func shadow(color: Color = Color(white: 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(LayerEffectModifier(effect: .shadow(color: color, radius: LayerEffect.sanitized(radius: radius),
                                                      x: LayerEffect.sanitized(offset: x), y: LayerEffect.sanitized(offset: y)),
                                     label: "shadow"))
    }

    /// Blurs the view's rendered pixels with a Gaussian whose standard deviation is `radius`
    /// points, like SwiftUI's `blur(radius:opaque:)`: the blur spreads about 3 radii past the
    /// view and fades to transparent there; with `opaque`, the view's edge pixels are repeated
    /// beyond it instead and the result stays inside the drawn area (no transparent fringe).
    /// Layout and hit testing are unchanged; a negative, NaN or infinite radius does not blur,
    /// and radii above 100 points count as 100.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        modifier(LayerEffectModifier(effect: .blur(radius: LayerEffect.sanitized(radius: radius), opaque: opaque), label: "blur"))
    }

    /// Masks the view with the alpha of `mask`, which is laid out in the view's frame (proposed
    /// the view's size) and placed there by `alignment`, like SwiftUI's `mask(alignment:_:)`:
    /// where the mask is transparent (or absent) the view is not drawn; the mask's colours do not
    /// matter. Layout is unchanged; the mask views take no clicks (the view still does).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks the view with the alpha of `mask`, centred in its frame (SwiftUI's older form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}

/// `mask(alignment:_:)`: the mask view is a secondary view laid out like an overlay; the
/// wrapper's `.mask` effect draws it only as the alpha of the content's layer.
struct MaskModifier<Mask: View>: NodeModifier {
    var mask: Mask
    var alignment: Alignment
    var role: ModifierRole { .mask(mask, alignment: alignment) }
    static func == (a: Self, b: Self) -> Bool { a.alignment == b.alignment }
}
