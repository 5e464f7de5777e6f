import Testing
@testable import Tessera

@Suite struct FocusTests {
    enum Field: Hashable { case first, second }

    /// Two fields and a toggle, with a `@FocusState` the test reads through `probe`.
    struct Form: View {
        let state: FormState
        let probe: Probe
        @FocusState private var field: Field?
        @FocusState private var toggleFocused: Bool
        var body: some View {
            let _ = probe.capture(field: field, toggle: toggleFocused, set: { field = $0 })
            VStack(spacing: 20) {
                TextField("First", text: Binding(get: { state.text }, set: { state.text = $0 }))
                    .focused($field, equals: .first).id("first")
                TextField("Second", text: Binding(get: { state.secret }, set: { state.secret = $0 }))
                    .focused($field, equals: .second).id("second")
                Toggle("On", isOn: Binding(get: { state.on }, set: { state.on = $0 }))
                    .focused($toggleFocused).id("toggle")
            }
        }
    }

    final class Probe {
        var field: Field?
        var toggle = false
        var set: (Field?) -> Void = { _ in }
        func capture(field: Field?, toggle: Bool, set: @escaping (Field?) -> Void) {
            self.field = field; self.toggle = toggle; self.set = set
        }
    }

    @Test func tabMovesInReadingOrderAndWraps() {
        let s = FormState(), p = Probe(), h = ControlHarness(Form(state: s, probe: p))
        #expect(h.host.focusedNode == nil)
        h.key("Tab"); h.type("1")
        h.key("Tab"); h.type("2")
        h.key("Tab"); h.key("Space")
        #expect(s.text == "1" && s.secret == "2" && s.on)
        h.key("Tab"); h.type("x")  // wrapped to the first field, whose text Tab selected
        #expect(s.text == "x")
        h.key("Tab", shift: true); h.key("Space")  // back to the toggle
        #expect(!s.on)
    }

    @Test func focusStateFollowsFocus() {
        let s = FormState(), p = Probe(), h = ControlHarness(Form(state: s, probe: p))
        h.click("second")
        #expect(p.field == .second && !p.toggle)
        h.key("Tab")
        #expect(p.field == nil && p.toggle)
        h.click(Point(x: 2, y: 2))  // a press on nothing focusable removes focus
        #expect(p.field == nil && !p.toggle)
    }

    @Test func settingFocusStateMovesFocus() {
        let s = FormState(), p = Probe(), h = ControlHarness(Form(state: s, probe: p))
        p.set(.second); h.settle()
        h.type("typed")
        #expect(s.secret == "typed")
        p.set(.first); h.settle()
        h.type("!")
        #expect(s.text == "!")
        p.set(nil); h.settle()
        h.type("?")
        #expect(s.text == "!" && h.host.focusedNode == nil)
    }

    @Test func focusRingIsDrawnOnlyWhileFocused() {
        let s = FormState(), p = Probe(), h = ControlHarness(Form(state: s, probe: p))
        func ringCount() -> Int {
            var n = 0
            h.host.renderRoot.forEachNode { node in
                if case .shape(_, .stroke(let style, let stroke, _)) = node.content, stroke.lineWidth == 3,
                   style.representativeColor == ControlPalette.focusRing { n += 1 }
            }
            return n
        }
        #expect(ringCount() == 0)
        h.key("Tab")
        #expect(ringCount() == 1)
        h.host.setFocus(nil); h.settle()
        #expect(ringCount() == 0)
    }

    @Test func escapeLeavesTheFocusedControlThenReachesTheApp() {
        let s = FormState(), p = Probe(), h = ControlHarness(Form(state: s, probe: p))
        var appKeys: [String] = []
        h.host.keyHandler = { appKeys.append($0.key); return true }
        h.click("first")
        h.key("Escape")
        #expect(h.host.focusedNode == nil && appKeys.isEmpty && p.field == nil)
        h.key("Escape")
        #expect(appKeys == ["Escape"])
    }

    @Test func hostOptionKeepsTabForTheApp() {
        let s = FormState(), p = Probe(), h = ControlHarness(Form(state: s, probe: p))
        h.host.tabNavigation = false
        var appKeys: [String] = []
        h.host.keyHandler = { appKeys.append($0.key); return true }
        h.key("Tab")
        #expect(appKeys == ["Tab"] && h.host.focusedNode == nil)
        h.click("first"); h.type("ok")
        #expect(s.text == "ok")  // controls still take focus by click
    }

    @Test func customFocusableViews() {
        var events: [Bool] = []
        let h = ControlHarness(HStack {
            Color.red.frame(width: 40, height: 40).focusable(onFocusChange: { events.append($0) }).id("a")
            Color.blue.frame(width: 40, height: 40).focusable(false).id("b")
        })
        h.key("Tab"); h.key("Tab")  // only "a" is focusable: Tab stays on it
        h.click("b")
        #expect(events == [true, false])
    }
}
