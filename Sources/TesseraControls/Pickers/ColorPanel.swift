@_spi(Controls) import Tessera

/// The pop-up of a ``ColorPicker``: a preview, a palette of 24 colours (a click picks one,
/// keeping the opacity) and a slider per component over a gradient of the colours it gives.
struct ColorPanel: View {
    let hsb: Binding<HSBColor>
    let supportsOpacity: Bool
    let border: Color

    /// Six hues in four shades, then greys (SwiftUI's "Colors" grid on macOS is similar).
    static let palette: [Color] = {
        let hues = [0.0, 0.08, 0.15, 0.33, 0.55, 0.75]
        var out: [Color] = []
        for (s, b) in [(1.0, 1.0), (0.6, 1.0), (1.0, 0.6)] { out += hues.map { Color(hue: $0, saturation: s, brightness: b) } }
        out += [0.0, 0.2, 0.4, 0.6, 0.8, 1.0].map { Color(white: $0) }
        return out
    }()

    var body: some View {
        let value = hsb.wrappedValue
        VStack(alignment: .leading, spacing: 8) {
            ColorSwatch(color: value.color(opaque: !supportsOpacity), border: border).frame(height: 24)
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                ForEach(0..<4, id: \.self) { row in
                    GridRow {
                        ForEach(0..<6, id: \.self) { col in
                            let i = row * 6 + col
                            ColorSwatch(color: Self.palette[i], border: border).frame(width: 26, height: 18)
                                .contentShape(Rectangle())
                                .onTapGesture {
                                    var picked = HSBColor(Self.palette[i])
                                    picked.opacity = value.opacity
                                    if picked.saturation == 0 { picked.hue = value.hue }
                                    hsb.wrappedValue = picked
                                }
                                .id("palette-\(i)")
                        }
                    }
                }
            }
            component("Hue", "hue", \.hue, colors: stride(from: 0.0, through: 1.0, by: 1.0 / 6).map {
                Color(hue: $0, saturation: max(0.2, value.saturation), brightness: max(0.3, value.brightness))
            })
            component("Saturation", "saturation", \.saturation, colors: [0.0, 1.0].map {
                Color(hue: value.hue, saturation: $0, brightness: value.brightness)
            })
            component("Brightness", "brightness", \.brightness, colors: [0.0, 1.0].map {
                Color(hue: value.hue, saturation: value.saturation, brightness: $0)
            })
            if supportsOpacity {
                component("Opacity", "opacity", \.opacity, colors: [0.0, 1.0].map {
                    Color(hue: value.hue, saturation: value.saturation, brightness: value.brightness, opacity: $0)
                })
            }
        }
        .padding(10)
        .frame(width: 190)
    }

    private func component(_ title: String, _ id: String, _ path: WritableKeyPath<HSBColor, Double>, colors: [Color]) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(Font(size: 11))
            Rectangle().fill(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))
                .frame(height: 5).clipShape(Capsule())
                .padding(.horizontal, 8)
            Slider(value: Binding(get: { hsb.wrappedValue[keyPath: path] }, set: { hsb.wrappedValue[keyPath: path] = $0 }))
                .id(id)
        }
    }
}
