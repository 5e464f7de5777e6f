@_spi(Controls) import Tessera

/// A control for choosing a colour, like SwiftUI's `ColorPicker`: the label, then a swatch of
/// the colour (over a checkerboard when it is translucent); a click on the swatch opens a
/// pop-up with a palette of 24 colours and hue, saturation and brightness sliders (and opacity
/// when `supportsOpacity`), each over a gradient of what it would give. Every change writes the
/// binding at once, as SwiftUI's does. Palette swatches are identified `palette-N` and the
/// sliders `hue`, `saturation`, `brightness`, `opacity` (for tests and event files).
///
/// Bad input: a colour with components outside 0...1 (or NaN) is clamped when shown and when
/// edited; without `supportsOpacity` the chosen colour is opaque.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPresented = false
    @State private var hsb: HSBColor?

    /// A picker of `selection` with a label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.supportsOpacity = supportsOpacity; self.label = label()
    }

    public var body: some View {
        _ControlContextReader { ctx in
            let color = selection.wrappedValue.resolved(in: ctx.environment)
            HStack(spacing: 8) {
                if !(Label.self == EmptyView.self) && !ctx.environment.labelsHidden { label.foregroundStyle(ctx.text) }
                Button { hsb = HSBColor(color); isPresented = true } label: {
                    ColorSwatch(color: color, border: ctx.border).frame(width: 38, height: 18)
                }
                .buttonStyle(.borderless)
                .id("color-swatch")
                .popover(isPresented: $isPresented) {
                    ColorPanel(hsb: Binding(get: { hsb ?? HSBColor(color) }, set: { new in
                        hsb = new
                        selection.wrappedValue = new.color(opaque: !supportsOpacity)
                    }), supportsOpacity: supportsOpacity, border: ctx.border)
                }
            }
            .opacity(ctx.isEnabled ? 1 : _ControlContext.disabledOpacity)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title` of `selection`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
    }
}

/// A colour as hue, saturation, brightness and opacity (each 0...1): the picker's state, so a
/// grey keeps the hue it was given.
struct HSBColor: Equatable {
    var hue, saturation, brightness, opacity: Double

    init(hue: Double, saturation: Double, brightness: Double, opacity: Double) {
        self.hue = hue; self.saturation = saturation; self.brightness = brightness; self.opacity = opacity
    }

    init(_ c: Color) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let r = unit(c.red), g = unit(c.green), b = unit(c.blue)
        let maxC = max(r, g, b), minC = min(r, g, b), d = maxC - minC
        var h = 0.0
        if d > 0 {
            if maxC == r { h = (g - b) / d } else if maxC == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        self.init(hue: h, saturation: maxC == 0 ? 0 : d / maxC, brightness: maxC, opacity: unit(c.alpha))
    }

    func color(opaque: Bool = false) -> Color {
        Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opaque ? 1 : opacity)
    }
}

/// A colour sample: the colour over a checkerboard (visible where it is translucent), in a
/// rounded border.
struct ColorSwatch: View {
    let color: Color
    let border: Color
    var body: some View {
        ZStack {
            if color.alpha < 1 {
                HStack(spacing: 0) {
                    ForEach(0..<6, id: \.self) { k in
                        VStack(spacing: 0) {
                            Rectangle().fill(k % 2 == 0 ? Color(white: 0.85) : Color.white)
                            Rectangle().fill(k % 2 == 0 ? Color.white : Color(white: 0.85))
                        }
                    }
                }
            }
            Rectangle().fill(color)
        }
        .clipShape(RoundedRectangle(cornerRadius: 3))
        .overlay(RoundedRectangle(cornerRadius: 3).strokeBorder(border, lineWidth: 1)._passesHits())
    }
}
