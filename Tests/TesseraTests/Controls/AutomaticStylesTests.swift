import Testing
@testable import Tessera

/// Issue 29: `.automatic` styles resolve per platform look, and the desktop look's controls
/// have macOS's heights (`ControlMetrics`: WebKit's RenderThemeMac push buttons 21 / 18 / 15 /
/// 24 points, check boxes 14 / 12 / 10 / 16; AppKit's text fields 21 / 19 / 16), while the touch
/// look keeps 30-point controls.
@Suite struct AutomaticStylesTests {
    @Test func desktopControlsTakeMacOSHeights() {
        let s = FormState()
        let on = Binding(get: { s.on }, set: { s.on = $0 })
        let h = ControlHarness(VStack(alignment: .leading, spacing: 10) {
            TextField("Name", text: Binding(get: { s.text }, set: { s.text = $0 })).frame(width: 200).id("field")
            TextField("Name", text: Binding(get: { s.text }, set: { s.text = $0 })).controlSize(.small).frame(width: 200).id("small-field")
            TextField("Name", text: Binding(get: { s.text }, set: { s.text = $0 })).controlSize(.mini).frame(width: 200).id("mini-field")
            Toggle("Box", isOn: on).labelsHidden().id("box")
            Toggle("Box", isOn: on).labelsHidden().controlSize(.small).id("small-box")
            Toggle("Box", isOn: on).labelsHidden().controlSize(.large).id("large-box")
            Stepper("Count", value: Binding(get: { s.count }, set: { s.count = $0 })).labelsHidden().id("stepper")
            Button("Small") {}.controlSize(.small).id("small-button")
        }.platformLook(.desktop))
        #expect(h.frame("field").height == 21 && h.frame("small-field").height == 19 && h.frame("mini-field").height == 16)
        #expect(h.frame("box").size == Size(width: 14, height: 14))
        #expect(h.frame("small-box").height == 12 && h.frame("large-box").height == 16)
        #expect(h.frame("stepper").height == 21)
        #expect(h.frame("small-button").height == 18)
    }

    @Test func touchControlsKeepTouchHeights() {
        let s = FormState()
        let h = ControlHarness(VStack(spacing: 10) {
            TextField("Name", text: Binding(get: { s.text }, set: { s.text = $0 })).frame(width: 200).id("field")
            Button("Go") {}.buttonStyle(.bordered).id("button")
        }.platformLook(.touch))
        #expect(h.frame("field").height == ControlSize.regular.height)
        #expect(h.frame("button").height == ControlSize.regular.height)
    }

    @Test func automaticButtonsAreBorderedOnTheDesktopAndTintedTextOnTouch() {
        let desktop = ControlHarness(Button("Go") {}.id("b").platformLook(.desktop))
        let touch = ControlHarness(Button("Go") {}.id("b").platformLook(.touch))
        // A bezel (rounded rectangle) on the desktop; on touch only the label, as tall as its text.
        #expect(desktop.paints(RoundedRectangle.self, under: "b"))
        #expect(!touch.paints(RoundedRectangle.self, under: "b"))
        #expect(touch.frame("b").height == 1.2 * 17)   // iOS's body size
        var colour: Color?
        touch.host.node(withID: "b")?.forEachNode { n in if case .text(let t) = n.content { colour = t.color } }
        #expect(colour == ControlPalette.accent, "the label in the tint colour")
    }

    @Test func automaticTogglesAreCheckBoxesOnTheDesktopAndSwitchesOnTouch() {
        let s = FormState()
        let on = Binding(get: { s.on }, set: { s.on = $0 })
        let desktop = ControlHarness(Toggle("X", isOn: on).id("t").platformLook(.desktop))
        let touch = ControlHarness(Toggle("X", isOn: on).id("t").platformLook(.touch))
        #expect(!desktop.paints(Capsule.self, under: "t"))
        #expect(touch.paints(Capsule.self, under: "t"))
        // `.automatic` set explicitly resolves the same way.
        let explicit = ControlHarness(Toggle("X", isOn: on).toggleStyle(.automatic).id("t").platformLook(.touch))
        #expect(explicit.paints(Capsule.self, under: "t"))
    }

    @Test func theDefaultLookIsTheDesktop() {
        #expect(PlatformLook.default == .desktop)
        let h = ControlHarness(Button("Go") {}.id("b"))
        #expect(h.frame("b").height == 21)
    }
}
