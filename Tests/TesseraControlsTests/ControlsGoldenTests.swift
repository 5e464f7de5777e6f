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
        let size = Size(width: 380, height: 440)
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
}
