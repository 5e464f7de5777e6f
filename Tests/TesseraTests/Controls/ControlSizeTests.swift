import Testing
@testable import Tessera

@Suite struct ControlSizeTests {
    @Test func sizesScaleHeightAndText() {
        let h = ControlHarness(VStack(spacing: 10) {
            Button("Go") {}.controlSize(.mini).id("mini")
            Button("Go") {}.id("regular")
            Button("Go") {}.controlSize(.large).id("large")
        })
        // The desktop look's macOS push button heights (WebKit's RenderThemeMac: 15, 21, 24).
        #expect(h.frame("mini").height == 15)
        #expect(h.frame("regular").height == 21)
        #expect(h.frame("large").height == 24)
        // Monospace text: 0.6 em per character, so wider labels at larger sizes.
        #expect(h.frame("mini").width < h.frame("regular").width && h.frame("regular").width < h.frame("large").width)
    }

    @Test func labelsHiddenAndLabels() {
        let s = FormState()
        let h = ControlHarness(VStack {
            Toggle("Shown", isOn: Binding(get: { s.on }, set: { s.on = $0 })).id("shown")
            Toggle("Hidden", isOn: Binding(get: { s.on }, set: { s.on = $0 })).labelsHidden().id("hidden")
            Label("Mail", systemImage: "bell").id("label")
        })
        #expect(h.texts("shown") == ["Shown"])
        #expect(h.texts("hidden").isEmpty)
        #expect(h.texts("label") == ["Mail"])
        #expect(h.frame("label").width > 4 * 0.6 * 17)  // the icon before the title
    }
}
