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

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Label("Settings", systemImage: "gear").font(.title2.bold())
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 14) {
                GridRow {
                    Text("Name").gridColumnAlignment(.trailing)
                    TextField("Your name", text: $name).id("name")
                }
                GridRow {
                    Text("Password")
                    SecureField("Password", text: $password).id("password")
                }
                GridRow {
                    Text("Notifications")
                    Toggle("Notifications", isOn: $notifications).labelsHidden().id("notifications")
                }
                GridRow {
                    Text("Sounds")
                    Toggle("Play a sound for new mail", isOn: $sounds).toggleStyle(.checkbox).id("sounds")
                }
                GridRow {
                    Text("Volume")
                    HStack(spacing: 10) {
                        Slider(value: $volume, in: 0...1, step: 0.05).id("volume")
                        Text("\(Int((volume * 100).rounded())) %").frame(width: 48, alignment: .trailing)
                    }
                }
                GridRow {
                    Text("Font size")
                    Stepper("\(fontSize) pt", value: $fontSize, in: 9...32).id("font-size")
                }
                GridRow {
                    Text("Theme")
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("light")
                        Text("Dark").tag("dark")
                        Text("System").tag("system")
                    }
                    .pickerStyle(.segmented).labelsHidden().id("theme")
                }
                GridRow {
                    Text("Accent")
                    Picker("Accent", selection: $accent) {
                        ForEach(["blue", "purple", "pink", "orange", "green"], id: \.self) { Text($0.capitalized) }
                    }
                    .labelsHidden().id("accent")
                }
                GridRow {
                    Color.clear.frame(width: 1, height: 1)
                    HStack(spacing: 10) {
                        Button("Cancel", role: .cancel) { reset() }.id("cancel")
                        Button("Save") { saved += 1 }.buttonStyle(.borderedProminent).id("save")
                        if saved > 0 {
                            Label("Saved \(saved)×", systemImage: "checkmark").foregroundStyle(Color.green).id("saved")
                        }
                    }
                }
            }
        }
        .padding(24)
        .frame(width: 560)
    }

    private func reset() {
        name = "Ada Lovelace"; password = "analytical"; notifications = true; sounds = false
        volume = 0.6; fontSize = 14; theme = "system"; accent = "blue"
    }
}
