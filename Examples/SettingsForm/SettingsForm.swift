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
    /// Whether the status shows "Saved just now" (for two seconds after Save).
    @State private var justSaved = false

    var body: some View {
        @Bindable var settings = settings
        VStack(alignment: .leading, spacing: 18) {
            Label("Settings", systemImage: "gearshape").font(.title2).id("title")
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 12) {
                GridRow {
                    Text("Name").gridColumnAlignment(.trailing)
                    TextField("Name", text: $settings.name, prompt: Text("Your name")).labelsHidden().frame(width: 260).id("name")
                }
                GridRow {
                    Text("Password")
                    SecureField("Password", text: $settings.password).labelsHidden().frame(width: 260).id("password")
                }
                GridRow {
                    Text("Notifications")
                    Toggle("Notifications", isOn: $settings.notifications).toggleStyle(.switch).labelsHidden().id("notifications")
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
                        Text(justSaved ? "Saved just now" : settings.saved == 0 ? "Not saved yet" : "Saved \(settings.saved)×")
                            .foregroundStyle(Color.secondary).id("status")
                            .task(id: settings.saved) {
                                // Sleeps on the app clock: simulated time in `--screenshot --time`.
                                guard settings.saved > 0 else { return }
                                justSaved = true
                                try await Task.sleep(for: .seconds(2), clock: .app)
                                justSaved = false
                            }
                    }
                }
            }
        }
        .padding(24)
        .font(.system(size: Double(settings.fontSize)))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func reset() {
        let fresh = Settings()
        settings.name = fresh.name; settings.password = fresh.password
        settings.notifications = fresh.notifications; settings.sendReports = fresh.sendReports
        settings.volume = fresh.volume; settings.fontSize = fresh.fontSize
        settings.appearance = fresh.appearance; settings.language = fresh.language
    }
}

#Preview("Settings") {
    SettingsForm()
}

#Preview("Settings, dark", traits: .fixedLayout(width: 640, height: 560)) {
    let settings = Settings()
    settings.appearance = .dark
    settings.name = "Grace Hopper"
    return SettingsGrid()
        .environment(settings)
        .preferredColorScheme(.dark)
}
