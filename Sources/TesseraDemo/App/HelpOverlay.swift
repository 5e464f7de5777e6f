import Tessera

/// The help overlay (`H` / `F1`): every key of the demo in a two-column grid over a dimmed
/// window, then the controls and their keys.
struct HelpOverlay: View {
    var strings = DemoStrings(.english)
    var body: some View {
        let help = strings.help(DemoKeymap.help)
        ZStack {
            Color.black.opacity(0.45)
            VStack(alignment: .leading, spacing: 14) {
                Text(strings.helpTitle).font(.title2.bold())
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
                    ForEach(0..<help.count) { i in
                        GridRow {
                            Text(help[i].keys).bold()
                            Text(help[i].does)
                        }
                    }
                }
                Text("Controls (scene controls)").font(.headline)
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6) {
                    ForEach(0..<ControlsHelp.rows.count) { i in
                        GridRow {
                            Text(ControlsHelp.rows[i].control).bold()
                            Text(ControlsHelp.rows[i].keys)
                        }
                    }
                }
                .font(.system(size: 14))
                Text(strings.helpClose).font(.caption).foregroundStyle(Color.secondary)
            }
            .padding(28)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        }
    }
}
