import Foundation
import TesseraDisplayList

/// SwiftUI's colour effects: the view is drawn into an offscreen layer whose pixels go through a
/// colour matrix (`LayerEffect.colorMatrix`, the `feColorMatrix` of CSS Filter Effects, on
/// straight sRGB components in 0...1, results clamped to 0...1). Layout and hit testing are
/// unchanged. An amount that is NaN or infinite leaves the view as it is.
extension View {
    /// Brightens the colours by adding `amount` to red, green and blue, like SwiftUI's
    /// `brightness(_:)`: 0 changes nothing, 1 makes every colour white, negative values darken.
    public func brightness(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.brightness(amount), label: "brightness")
    }

    /// Scales every colour's distance from middle grey by `amount`, like SwiftUI's
    /// `contrast(_:)`: 1 changes nothing, 0 makes everything grey, negative values invert.
    public func contrast(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.contrast(amount), label: "contrast")
    }

    /// Changes how saturated the colours are, like SwiftUI's `saturation(_:)` (CSS `saturate`):
    /// 1 changes nothing, 0 is fully grey (by luminance), larger values are more vivid.
    public func saturation(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.saturation(amount), label: "saturation")
    }

    /// Removes colour, like SwiftUI's `grayscale(_:)` (CSS `grayscale`): 0 changes nothing, 1 (or
    /// more) is fully grey; the amount counts from 0 to 1.
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.grayscale(amount), label: "grayscale")
    }

    /// Rotates the hues by `angle` around the colour wheel, like SwiftUI's `hueRotation(_:)`
    /// (CSS `hue-rotate`): 180° turns red to cyan; greys stay grey.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix(ColorEffects.hueRotation(angle.radians), label: "hueRotation")
    }

    /// Inverts the colours (each component becomes one minus itself), like SwiftUI's
    /// `colorInvert()`; alpha is kept.
    public func colorInvert() -> some View {
        colorMatrix(ColorEffects.invert, label: "colorInvert")
    }

    /// Multiplies every colour by `color` (components and alpha), like SwiftUI's
    /// `colorMultiply(_:)`: white changes nothing, red keeps only the red component.
    public func colorMultiply(_ color: Color) -> some View {
        colorMatrix(ColorEffects.multiply(color), label: "colorMultiply")
    }

    /// Makes a mask of the view: black, with alpha the colours' luminance (white opaque, black
    /// transparent), like SwiftUI's `luminanceToAlpha()` (SVG's `luminanceToAlpha`).
    public func luminanceToAlpha() -> some View {
        colorMatrix(ColorEffects.luminanceToAlpha, label: "luminanceToAlpha")
    }

    private func colorMatrix(_ matrix: ColorMatrix, label: String) -> some View {
        modifier(LayerEffectModifier(effect: .colorMatrix(matrix), label: label))
    }
}

/// The matrices of the colour effects (CSS Filter Effects 1, section 10 and `feColorMatrix`).
enum ColorEffects {
    static func brightness(_ b: Double) -> ColorMatrix {
        guard b.isFinite else { return .identity }
        return ColorMatrix(rows: [[1, 0, 0, 0, b], [0, 1, 0, 0, b], [0, 0, 1, 0, b], [0, 0, 0, 1, 0]])
    }

    static func contrast(_ c: Double) -> ColorMatrix {
        guard c.isFinite else { return .identity }
        let o = 0.5 * (1 - c)
        return ColorMatrix(rows: [[c, 0, 0, 0, o], [0, c, 0, 0, o], [0, 0, c, 0, o], [0, 0, 0, 1, 0]])
    }

    static func saturation(_ s: Double) -> ColorMatrix {
        guard s.isFinite else { return .identity }
        return luminanceMix(keeping: s, weights: (0.213, 0.715, 0.072))
    }

    static func grayscale(_ amount: Double) -> ColorMatrix {
        guard amount.isFinite else { return .identity }
        return luminanceMix(keeping: 1 - min(max(amount, 0), 1), weights: (0.2126, 0.7152, 0.0722))
    }

    /// Each colour channel mixed with the luminance (`weights` per channel): `k` of the colour
    /// kept, 1 - `k` of the luminance; alpha unchanged.
    private static func luminanceMix(keeping k: Double, weights: (Double, Double, Double)) -> ColorMatrix {
        let (r, g, b) = weights
        return ColorMatrix(rows: [
            [r + (1 - r) * k, g - g * k, b - b * k, 0, 0],
            [r - r * k, g + (1 - g) * k, b - b * k, 0, 0],
            [r - r * k, g - g * k, b + (1 - b) * k, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    static func hueRotation(_ radians: Double) -> ColorMatrix {
        guard radians.isFinite else { return .identity }
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    static let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0]])
    }

    static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])
}
