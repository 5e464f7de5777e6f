import Tessera

/// The honeycomb's side panel: the step shown (the caption naming it), the article's seven
/// steps with the current one highlighted, the spacing and the keys.
struct HoneycombPanel: View {
    let step: Int
    let spacing: Double
    @Environment(\.colorScheme) private var scheme

    /// The current step's colour: a blue with at least 4.5:1 against the window in either
    /// scheme (the system blue on white is 4.0:1).
    var currentStepColor: Color { scheme == .dark ? Color(r8: 77, g8: 163, b8: 255) : Color(r8: 0, g8: 100, b8: 210) }

    static let keys = "[ ] previous / next step   ·   click or Return: flip   ·   arrows: focus   ·   "
        + "F: flip all   ·   Space: flip all back   ·   + / -: spacing   ·   wheel: scroll"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Step \(step) of 7").font(.title3.bold())
            Text(HoneycombGeometry.stepTitles[step - 1]).font(.callout).id("honeycomb-caption")
            Divider()
            VStack(alignment: .leading, spacing: 6) {
                ForEach(1..<8) { i in
                    HStack(alignment: .top, spacing: 8) {
                        Text("\(i)").font(.footnote.bold()).frame(width: 14, alignment: .trailing)
                        Text(HoneycombGeometry.stepTitles[i - 1]).font(.footnote)
                    }
                    .foregroundColor(i == step ? currentStepColor : i < step ? Color.primary : Color.secondary)
                }
            }
            Divider()
            Text("spacing \(Int(spacing.rounded())) pt (horizontal and \(step >= 7 ? "vertical" : "2 pt vertical"))")
                .font(.footnote)
            Text(Self.keys).font(.caption).foregroundColor(Color.secondary)
        }
    }
}
