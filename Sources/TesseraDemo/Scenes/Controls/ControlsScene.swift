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
    @Environment(\.demoLanguage) private var language
    @State private var agreed = true
    @State private var level = 3.0
    @State private var size = "M"

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            SettingsFormView()
            VStack(alignment: .leading, spacing: 14) {
                Text(language.pick("Button styles", "按钮样式")).font(.headline)
                HStack(spacing: 10) {
                    Button(language.pick("Bordered", "带边框")) {}.id("bordered")
                    Button(language.pick("Prominent", "醒目")) {}.buttonStyle(.borderedProminent).id("prominent")
                }
                HStack(spacing: 10) {
                    Button(language.pick("Plain", "朴素")) {}.buttonStyle(.plain).id("plain")
                    Button(language.pick("Borderless", "无边框")) {}.buttonStyle(.borderless).id("borderless")
                    Button(language.pick("Delete", "删除"), role: .destructive) {}.id("delete")
                }
                Button(language.pick("Add", "添加"), systemImage: "plus") {}.id("add")
                Text(language.pick("Sizes", "尺寸")).font(.headline)
                ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { s in
                    HStack(spacing: 10) {
                        Button(language.pick("Button", "按钮")) {}
                        Toggle(language.pick("On", "开"), isOn: $agreed).toggleStyle(.switch).labelsHidden()
                        Picker(language.pick("Size", "尺寸"), selection: $size) { Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L") }
                            .pickerStyle(.segmented).labelsHidden()
                    }
                    .controlSize(s)
                }
                Text(language.pick("Disabled", "已停用")).font(.headline)
                HStack(spacing: 10) {
                    Button(language.pick("Can't", "不可用")) {}
                    Toggle(language.pick("Agreed", "已同意"), isOn: $agreed).toggleStyle(.checkbox)
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
