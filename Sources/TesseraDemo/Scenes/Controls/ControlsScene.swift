import Tessera

extension DemoScene {
    /// Every control: the settings form, then the button styles, control sizes and the
    /// disabled look. Controls take focus by click here (Tab stays the demo's scene key).
    static let controls = DemoScene(
        id: "controls", title: "Controls",
        summary: "buttons, toggles, slider, stepper, pickers, text fields: click, type, drag",
        alignment: .center, toggleHint: "dark appearance",
        content: { AnyView(ControlsScene(dark: $0.toggle)) })
}

/// `controls`: the settings form beside a gallery of button styles and control sizes; Space
/// shows them in the dark appearance.
struct ControlsScene: View {
    let dark: Bool
    /// The window's scheme: the scene follows it unless Space asks for the dark appearance.
    @Environment(\.colorScheme) private var windowScheme
    @State private var agreed = true
    @State private var level = 3.0
    @State private var size = "M"

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            SettingsFormView()
            VStack(alignment: .leading, spacing: 14) {
                Text("Button styles").font(.headline)
                HStack(spacing: 10) {
                    Button("Bordered") {}.id("bordered")
                    Button("Prominent") {}.buttonStyle(.borderedProminent).id("prominent")
                }
                HStack(spacing: 10) {
                    Button("Plain") {}.buttonStyle(.plain).id("plain")
                    Button("Borderless") {}.buttonStyle(.borderless).id("borderless")
                    Button("Delete", role: .destructive) {}.id("delete")
                }
                Button("Add", systemImage: "plus") {}.id("add")
                Text("Sizes").font(.headline)
                ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { s in
                    HStack(spacing: 10) {
                        Button("Button") {}
                        Toggle("On", isOn: $agreed).labelsHidden()
                        Picker("Size", selection: $size) { Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L") }
                            .pickerStyle(.segmented).labelsHidden()
                    }
                    .controlSize(s)
                }
                Text("Disabled").font(.headline)
                HStack(spacing: 10) {
                    Button("Can't") {}
                    Toggle("Agreed", isOn: $agreed).toggleStyle(.checkbox)
                    Slider(value: $level, in: 0...5).frame(width: 100)
                }
                .disabled(true)
                .id("disabled")
            }
            .frame(width: 380, alignment: .leading)
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 14).fill(dark ? Color(white: 0.12) : Color.clear))
        .environment(\.colorScheme, dark ? .dark : windowScheme)
    }
}
