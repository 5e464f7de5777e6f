import Foundation
import Testing
import TesseraTesting
import TesseraSDLHost
@testable import Tessera
@testable import TesseraControls

/// Goldens of the controls in light and dark at scale 1 and 2, with the bundled fonts.
/// Recorded with TESSERA_RECORD_GOLDENS=1 after looking at them.
@MainActor
@Suite(.serialized) struct ControlsGoldenTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Goldens/"

    /// Progress views, gauges, a disclosure group and a group box on one panel.
    private struct Panel: View {
        @State private var expanded = true
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                ProgressView("Downloading", value: 0.4)
                ProgressView(value: 3, total: 4) { Text("Copying") } currentValueLabel: { Text("3 of 4 files") }
                ProgressView().progressViewStyle(.linear)
                HStack(spacing: 20) {
                    ProgressView()
                    ProgressView(value: 0.7).progressViewStyle(.circular)
                    Gauge(value: 62, in: 0...100) { Text("CPU") } currentValueLabel: { Text("62") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.3) { Text("Disk") } currentValueLabel: { Text("30%") }
                        .gaugeStyle(.accessoryCircularCapacity)
                }
                Gauge(value: 0.8) { Text("Battery") } currentValueLabel: { Text("80%") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                ControlGroup {
                    Button("Bold") {}
                    Button("Italic") {}
                    Button("Underline") {}
                }
                GroupBox("Network") {
                    DisclosureGroup("Advanced", isExpanded: $expanded) {
                        Text("Proxy: none")
                        Text("DNS: automatic")
                    }
                    DisclosureGroup("Hardware") { Text("Hidden") }
                }
            }
            .padding(16)
            .tint(Color(r8: 52, g8: 199, b8: 89))
        }
    }

    @Test(arguments: [(false, 1.0), (true, 1.0), (false, 2.0), (true, 2.0)])
    func panel(dark: Bool, scale: Double) throws {
        let goldens = try GoldenImages()
        let name = "panel" + (dark ? "-dark" : "") + (scale == 2 ? "@2x" : "") + ".png"
        let view = Panel().preferredColorScheme(dark ? .dark : .light)
        let host = ViewHost(view, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
        let size = Size(width: 380, height: 490)
        let list = host.frame(size: size, at: 0.25).displayList
        let image = try goldens.renderer.render(list, size: size, scale: scale, background: dark ? Color(white: 0.12) : .white)
        try goldens.assertMatches(image, golden: Self.folder + name)
    }

    @Test(arguments: [(false, 1.0), (true, 1.0), (false, 2.0), (true, 2.0)])
    func editorWithASelection(dark: Bool, scale: Double) throws {
        let goldens = try GoldenImages()
        let name = "text-editor" + (dark ? "-dark" : "") + (scale == 2 ? "@2x" : "") + ".png"
        let text = Box("Notes\nThe quick brown fox jumps over the lazy dog, and the line is long enough to wrap.\n\n- eggs\n- flour")
        let view = TextEditor(text: text.binding).padding(10).preferredColorScheme(dark ? .dark : .light)
        let host = ViewHost(view, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
        let size = Size(width: 320, height: 180)
        _ = host.frame(size: size, at: 0)
        host.handle(.click(Point(x: 20, y: 20)))
        host.handle(.key(KeyPress("Down")))
        host.handle(.key(KeyPress("Right", shift: true, control: true)))
        host.handle(.key(KeyPress("Right", shift: true, control: true)))
        let list = host.frame(size: size, at: 1).displayList
        let image = try goldens.renderer.render(list, size: size, scale: scale, background: dark ? Color(white: 0.12) : .white)
        try goldens.assertMatches(image, golden: Self.folder + name)
    }

    /// A date picker with its calendar open and a colour picker with its panel open.
    @Test(arguments: [(false, 1.0), (true, 1.0), (false, 2.0), (true, 2.0)])
    func pickersOpen(dark: Bool, scale: Double) throws {
        let goldens = try GoldenImages()
        let suffix = (dark ? "-dark" : "") + (scale == 2 ? "@2x" : "")
        let fields = DateFields(range: nil)
        let due = Box(fields.calendar.date(from: DateComponents(year: 2026, month: 11, day: 28, hour: 14, minute: 5))!)
        let colour = Box(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8))
        for (name, view, target) in [("date-picker", AnyView(DatePicker("Due", selection: due.binding).padding(12)), "picker"),
                                     ("color-picker", AnyView(ColorPicker("Label colour", selection: colour.binding).padding(12)), "color-swatch")] {
            let root = VStack(alignment: .leading) { view.id("picker"); Spacer() }.frame(maxWidth: .infinity, alignment: .leading)
                .environment(\.locale, Locale(identifier: "en_US"))   // not the desktop's: the same picture everywhere
                .preferredColorScheme(dark ? .dark : .light)
            let host = ViewHost(root, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
            let size = Size(width: 360, height: 400)
            _ = host.frame(size: size, at: 0)
            guard let f = host.node(withID: target)?.frame else { Issue.record("no \(target)"); continue }
            // The date picker's calendar button is its last part; the colour swatch is the target itself.
            let point = target == "picker" ? Point(x: f.maxX - 22, y: f.midY) : Point(x: f.midX, y: f.midY)
            host.handle(.click(point))
            let list = host.frame(size: size, at: 1).displayList
            let image = try goldens.renderer.render(list, size: size, scale: scale, background: dark ? Color(white: 0.12) : .white)
            try goldens.assertMatches(image, golden: Self.folder + name + suffix + ".png")
        }
    }

    /// The date picker in Chinese (zh-Hans: year first, 24-hour clock, Chinese month and
    /// weekday names) with its calendar open, and in US English on a twelve-hour clock.
    @Test(arguments: [("zh-Hans", false, 1.0), ("zh-Hans", true, 2.0), ("en_US", false, 2.0)])
    func datePickerInALocale(locale: String, dark: Bool, scale: Double) throws {
        let goldens = try GoldenImages()
        let name = "date-picker-" + locale + (dark ? "-dark" : "") + (scale == 2 ? "@2x" : "") + ".png"
        let due = Box(DateFields(range: nil).calendar.date(from: DateComponents(year: 2026, month: 11, day: 28, hour: 14, minute: 5))!)
        let root = VStack(alignment: .leading) { DatePicker("Due", selection: due.binding).padding(12).id("picker"); Spacer() }
            .frame(maxWidth: .infinity, alignment: .leading)
            .environment(\.locale, Locale(identifier: locale))
            .preferredColorScheme(dark ? .dark : .light)
        let host = ViewHost(root, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
        let size = Size(width: 360, height: 330)
        _ = host.frame(size: size, at: 0)
        let f = try #require(host.node(withID: "picker")?.frame)
        host.handle(.click(Point(x: f.maxX - 22, y: f.midY)))
        let list = host.frame(size: size, at: 1).displayList
        let image = try goldens.renderer.render(list, size: size, scale: scale, background: dark ? Color(white: 0.12) : .white)
        try goldens.assertMatches(image, golden: Self.folder + name)
    }

    /// The controls added for issue 28's last items: a graphical date picker, a link, a share
    /// link, a toggle button (on) and a search placeholder.
    private struct Extras: View {
        @State private var bold = true
        @State private var due = DateFields(range: nil).calendar.date(from: DateComponents(year: 2026, month: 11, day: 28, hour: 14, minute: 5))!
        var body: some View {
            HStack(alignment: .top, spacing: 16) {
                DatePicker("Due", selection: $due).datePickerStyle(.graphical)
                VStack(alignment: .leading, spacing: 12) {
                    Link("Swift.org", destination: URL(string: "https://swift.org")!)
                    ShareLink(item: "Tessera")
                    Toggle("Bold", isOn: $bold).toggleStyle(.button)
                    ContentUnavailableView.search(text: "kiwi").frame(width: 220, height: 150)
                }
            }
            .padding(12)
        }
    }

    @Test(arguments: [(false, 1.0), (true, 2.0)])
    func extras(dark: Bool, scale: Double) throws {
        let goldens = try GoldenImages()
        let name = "extras" + (dark ? "-dark" : "") + (scale == 2 ? "@2x" : "") + ".png"
        let view = Extras().environment(\.locale, Locale(identifier: "en_US")).preferredColorScheme(dark ? .dark : .light)
        let host = ViewHost(view, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
        let size = Size(width: 500, height: 330)
        let list = host.frame(size: size, at: 0.25).displayList
        let image = try goldens.renderer.render(list, size: size, scale: scale, background: dark ? Color(white: 0.12) : .white)
        try goldens.assertMatches(image, golden: Self.folder + name)
    }
}
