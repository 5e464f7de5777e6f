import Foundation
import Tessera

/// A settings form with every control, in a `Grid` of labelled rows: the view behind the demo's
/// `controls` scene and the `app-form-frame` / `app-typing-frame` benchmarks (the SettingsForm
/// example mirrors it). Each control has an id (`name`, `password`, `notifications`, `sounds`,
/// `volume`, `font-size`, `theme`, `accent`, `cancel`, `save`) for tests and event files.
public struct SettingsFormView: View {
    @State private var name = "Ada Lovelace"
    @State private var password = "analytical"
    @State private var notifications = true
    @State private var sounds = false
    @State private var volume = 0.6
    @State private var fontSize = 14
    @State private var theme = "system"
    @State private var accent = "blue"
    @State private var saved = 0
    @Environment(\.demoLanguage) private var language

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Label(language.pick("Settings", "设置"), systemImage: "gear").font(.title2.bold())
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 14) {
                GridRow {
                    Text(language.pick("Name", "姓名")).gridColumnAlignment(.trailing)
                    TextField(language.pick("Your name", "你的名字"), text: $name).id("name")
                }
                GridRow {
                    Text(language.pick("Password", "密码"))
                    SecureField(language.pick("Password", "密码"), text: $password).id("password")
                }
                GridRow {
                    Text(language.pick("Notifications", "通知"))
                    Toggle(language.pick("Notifications", "通知"), isOn: $notifications).toggleStyle(.switch).labelsHidden().id("notifications")
                }
                GridRow {
                    Text(language.pick("Sounds", "声音"))
                    Toggle(language.pick("Play a sound for new mail", "收到新邮件时播放声音"), isOn: $sounds).toggleStyle(.checkbox).id("sounds")
                }
                GridRow {
                    Text(language.pick("Volume", "音量"))
                    HStack(spacing: 10) {
                        Slider(value: $volume, in: 0...1, step: 0.05).id("volume")
                        Text("\(Int((volume * 100).rounded())) %").frame(width: 48, alignment: .trailing)
                    }
                }
                GridRow {
                    Text(language.pick("Font size", "字号"))
                    Stepper(language.pick("\(fontSize) pt", "\(fontSize) 磅"), value: $fontSize, in: 9...32).id("font-size")
                }
                GridRow {
                    Text(language.pick("Theme", "主题"))
                    Picker(language.pick("Theme", "主题"), selection: $theme) {
                        Text(language.pick("Light", "浅色")).tag("light")
                        Text(language.pick("Dark", "深色")).tag("dark")
                        Text(language.pick("System", "跟随系统")).tag("system")
                    }
                    .pickerStyle(.segmented).labelsHidden().id("theme")
                }
                GridRow {
                    Text(language.pick("Accent", "强调色"))
                    Picker(language.pick("Accent", "强调色"), selection: $accent) {
                        ForEach(["blue", "purple", "pink", "orange", "green"], id: \.self) { Text(Self.accentName($0, language)).tag($0) }
                    }
                    .labelsHidden().id("accent")
                }
                GridRow {
                    Color.clear.frame(width: 1, height: 1)
                    HStack(spacing: 10) {
                        Button(language.pick("Cancel", "取消"), role: .cancel) { reset() }.id("cancel")
                        Button(language.pick("Save", "保存")) { saved += 1 }.buttonStyle(.borderedProminent).id("save")
                        if saved > 0 {
                            Label(language.pick("Saved \(saved)×", "已保存 \(saved) 次"), systemImage: "checkmark").foregroundStyle(Color.green).id("saved")
                        }
                    }
                }
            }
        }
        .padding(24)
        .frame(width: 560)
    }

    /// An accent colour's name in `language`.
    static func accentName(_ id: String, _ language: DemoLanguage) -> String {
        let chinese = ["blue": "蓝色", "purple": "紫色", "pink": "粉色", "orange": "橙色", "green": "绿色"]
        return language.pick(id.capitalized, chinese[id] ?? id)
    }

    private func reset() {
        name = "Ada Lovelace"; password = "analytical"; notifications = true; sounds = false
        volume = 0.6; fontSize = 14; theme = "system"; accent = "blue"
    }
}
