import TesseraApp

/// Labels in the leading column, controls in the second, rows of a `Grid`; the settings live in
/// an `@Observable` model handed down through the environment.
struct SettingsForm: View {
    @State private var settings = Settings()

    var body: some View {
        SettingsGrid()
            .environment(settings)
            .preferredColorScheme(settings.appearance.colorScheme)
    }
}

struct SettingsGrid: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        VStack(alignment: .leading, spacing: 18) {
            Label("Settings", systemImage: "gearshape").font(.title2).id("title")
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 12) {
                GridRow {
                    Text("Name").gridColumnAlignment(.trailing)
                    TextField("Name", text: $settings.name, prompt: Text("Your name")).frame(width: 260).id("name")
                }
                GridRow {
                    Text("Password")
                    SecureField("Password", text: $settings.password).frame(width: 260).id("password")
                }
                GridRow {
                    Text("Notifications")
                    Toggle("Notifications", isOn: $settings.notifications).labelsHidden().id("notifications")
                }
                GridRow {
                    Text("Reports")
                    Toggle("Send usage reports", isOn: $settings.sendReports).toggleStyle(.checkbox).id("reports")
                }
                GridRow {
                    Text("Volume")
                    HStack {
                        Slider(value: $settings.volume, in: 0...1).frame(width: 200).id("volume")
                        Text("\(Int((settings.volume * 100).rounded())) %").frame(width: 50, alignment: .trailing)
                    }
                }
                GridRow {
                    Text("Font size")
                    Stepper("\(settings.fontSize) pt", value: $settings.fontSize, in: 9...32).id("fontSize")
                }
                GridRow {
                    Text("Appearance")
                    Picker("Appearance", selection: $settings.appearance) {
                        ForEach(Appearance.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented).labelsHidden().frame(width: 200).id("appearance")
                }
                GridRow {
                    Text("Language")
                    Picker("Language", selection: $settings.language) {
                        ForEach(Settings.languages, id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(.menu).labelsHidden().id("language")
                }
                Divider()
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                    HStack(spacing: 12) {
                        Button("Reset", role: .destructive) { reset() }.id("reset")
                        Button("Save") { settings.saved += 1 }.buttonStyle(.borderedProminent).id("save")
                        Text(settings.saved == 0 ? "Not saved yet" : "Saved \(settings.saved)×")
                            .foregroundStyle(Color.secondary).id("status")
                    }
                }
            }
        }
        .padding(24)
        //FONTPROBE .font(.system(size: Double(settings.fontSize)))
    }

    private func reset() {
        let fresh = Settings()
        settings.name = fresh.name; settings.password = fresh.password
        settings.notifications = fresh.notifications; settings.sendReports = fresh.sendReports
        settings.volume = fresh.volume; settings.fontSize = fresh.fontSize
        settings.appearance = fresh.appearance; settings.language = fresh.language
    }
}
