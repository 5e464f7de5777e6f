import Testing
@testable import Tessera

@Suite struct ButtonTests {
    struct Form: View {
        let state: FormState
        var body: some View {
            VStack(spacing: 20) {
                Button("Tap") { state.taps += 1 }.id("button")
                Button("Off") { state.taps += 100 }.disabled(true).id("disabled")
                Toggle("Wifi", isOn: Binding(get: { state.on }, set: { state.on = $0 })).id("toggle")
            }
        }
    }

    @Test func clickFiresOnRelease() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        h.pointer(.down, h.point("button"))
        #expect(s.taps == 0)
        h.pointer(.up, h.point("button"))
        #expect(s.taps == 1)
    }

    @Test func draggingOutCancels() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        let f = h.frame("button")
        h.pointer(.down, h.point("button"))
        h.pointer(.moved, Point(x: f.maxX + 50, y: f.midY))
        h.pointer(.up, Point(x: f.maxX + 50, y: f.midY))
        #expect(s.taps == 0)
    }

    @Test func disabledButtonIgnoresClicksAndTab() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        h.click("disabled")
        #expect(s.taps == 0)
        // Tab: button, then the toggle (the disabled button is skipped), then around.
        h.key("Tab"); h.key("Tab")
        h.key("Space")
        #expect(s.on)
        #expect(s.taps == 0)
    }

    @Test func spaceAndReturnActivateTheFocusedButton() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        #expect(h.key("Tab"))
        h.key("Space"); h.key("Return")
        #expect(s.taps == 2)
    }

    @Test func styleSeesPressedAndHovered() {
        let log = Log(), s = FormState()
        let h = ControlHarness(Button("Go") { s.taps += 1 }.buttonStyle(RecordingStyle(log: log)).id("b"))
        #expect(log["pressed"] == 0 && log["hovered"] == 0)
        h.pointer(.moved, h.point("b"))
        #expect(log["hovered"] > 0)
        h.pointer(.down, h.point("b"))
        #expect(log["pressed"] > 0)
        h.pointer(.up, h.point("b"))
        #expect(s.taps == 1)
    }

    @Test func prominentStyleFillsWithTheTint() {
        let h = ControlHarness(Button("Save") {}.buttonStyle(.borderedProminent).tint(.green).id("b"))
        var fills: [Color] = []
        h.host.node(withID: "b")?.forEachNode { n in if case .shape(_, .fill(let style)) = n.content { fills.append(style.representativeColor) } }
        #expect(fills.contains(.green))
    }
}

@Suite struct ToggleTests {
    @Test func clickAndSpaceFlip() {
        let s = FormState(), h = ControlHarness(ButtonTests.Form(state: s))
        h.click("toggle")
        #expect(s.on)
        h.key("Space")
        #expect(!s.on)
    }

    @Test func checkboxDrawsACheckMarkWhenOn() {
        let s = FormState()
        let h = ControlHarness(Toggle("Bold", isOn: Binding(get: { s.on }, set: { s.on = $0 })).toggleStyle(.checkbox).id("t"))
        #expect(!h.paints(CheckmarkShape.self, under: "t"))
        h.click("t")
        #expect(s.on && h.paints(CheckmarkShape.self, under: "t"))
    }

    @Test func switchKnobSlidesRight() {
        let s = FormState()
        let h = ControlHarness(Toggle("X", isOn: Binding(get: { s.on }, set: { s.on = $0 })).toggleStyle(.switch).labelsHidden().id("t"))
        func knobX() -> Double {
            var x = 0.0
            h.host.node(withID: "t")?.forEachNode { n in if case .shape(let sh, _) = n.content, sh.base is Circle { x = n.frame.midX } }
            return x
        }
        let before = knobX()
        h.click("t")
        #expect(knobX() > before + 10)
        #expect(h.texts("t").isEmpty)  // labelsHidden
    }
}
