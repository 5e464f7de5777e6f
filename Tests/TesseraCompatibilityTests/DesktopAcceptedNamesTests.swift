import Testing
import TesseraApp
@_spi(Presentation) import Tessera
import TesseraControls

/// Names iOS code uses that a desktop accepts without their effect, and the newer initializers.
@MainActor
@Suite struct DesktopAcceptedNamesTests {
    private struct Blended: View {
        let mode: BlendMode?
        var body: some View {
            ZStack {
                Circle().fill(.red).frame(width: 100, height: 100).offset(x: -20)
                if let mode {
                    Circle().fill(.blue).frame(width: 100, height: 100).offset(x: 20).blendMode(mode)
                } else {
                    Circle().fill(.blue).frame(width: 100, height: 100).offset(x: 20)
                }
            }
        }
    }

    @Test func blendModeDrawsAsNormalBlending() {
        let plain = makeHost(Blended(mode: nil)).displayList()
        for mode in [BlendMode.screen, .multiply, .normal] {
            #expect(makeHost(Blended(mode: mode)).displayList() == plain)
        }
    }

    private struct Haptic: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)").id("taps")
                Button("Tap") {
                    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    UISelectionFeedbackGenerator().selectionChanged()
                    taps += 1
                }.id("tap")
            }
        }
    }

    @Test func hapticGeneratorsDoNothingAndActionsGoOn() {
        let host = makeHost(Haptic())
        host.click("tap")
        #expect(host.text("taps") == "taps 1")
    }

    @Test func buttonWithSystemImageAndRoleKeepsTheRole() {
        let button = Button("Delete", systemImage: "trash", role: .destructive) {}
        #expect(button._role == .destructive)
        let host = makeHost(button.id("delete"))
        #expect(host.texts("delete").contains("Delete"))
    }

    @Test func accessoryLinearGaugeDrawsTheBarGauge() {
        let linear = makeHost(Gauge(value: 0.4) { Text("Level") }.gaugeStyle(.linearCapacity)).displayList()
        let accessory = makeHost(Gauge(value: 0.4) { Text("Level") }.gaugeStyle(.accessoryLinear)).displayList()
        let circular = makeHost(Gauge(value: 0.4) { Text("Level") }.gaugeStyle(.accessoryCircular)).displayList()
        #expect(accessory == linear)
        #expect(accessory != circular)
    }
}
