import Testing
@testable import Tessera

@Suite struct PickerTests {
    struct Form: View {
        let state: FormState
        var segmented = false
        var options = ["a", "b", "c"]
        var body: some View {
            VStack(spacing: 30) {
                Picker("Letter", selection: Binding(get: { state.choice }, set: { state.choice = $0 })) {
                    ForEach(options, id: \.self) { Text($0.uppercased()) }
                }
                .environment(\.pickerStyle, segmented ? .segmented : .menu)
                .labelsHidden()
                .id("picker")
                Button("Below") { state.taps += 1 }.id("below")
                Color.clear.frame(width: 300, height: 200)
            }
        }
    }

    @Test func segmentClickAndArrowsChoose() {
        let s = FormState(), h = ControlHarness(Form(state: s, segmented: true))
        h.click("picker", at: UnitPoint(x: 5.0 / 6, y: 0.5))
        #expect(s.choice == "c")
        h.key("Left"); h.key("Left"); h.key("Left")  // focused by the click; stops at the first
        #expect(s.choice == "a")
    }

    @Test func segmentedSelectionPlateSlides() {
        let s = FormState(), h = ControlHarness(Form(state: s, segmented: true))
        func plateX() -> Double {
            var frames: [Rect] = []
            h.host.node(withID: "picker")?.forEachNode { n in
                if case .shape(let sh, .fill(let style)) = n.content, sh.base is RoundedRectangle,
                   style.representativeColor == .white { frames.append(n.frame) }
            }
            return frames.first?.minX ?? -1
        }
        let before = plateX()
        h.click("picker", at: UnitPoint(x: 5.0 / 6, y: 0.5))
        #expect(plateX() > before + 20)
    }

    @Test func menuOpensAboveEverythingAndChooses() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        #expect(h.texts("picker") == ["B"])
        h.click("picker")
        // The list is a layer after the root's content: drawn last, hit first.
        let layer = h.host.renderRoot.children.last!
        #expect(layer.label == "popupLayer")
        var rows: [RenderNode] = []
        layer.forEachNode { if case .text(let t) = $0.content, ["A", "B", "C"].contains(t.string) { rows.append($0) } }
        #expect(rows.count == 3)
        // Row C lies over the button below the picker: the menu takes the click.
        let below = h.frame("below")
        let rowC = rows[2].frame
        #expect(rowC.minY >= h.frame("picker").maxY)
        h.click(Point(x: rowC.midX, y: rowC.midY))
        #expect(s.choice == "c")
        #expect(s.taps == 0)
        #expect(h.host.renderRoot.children.last?.label != "popupLayer")
        _ = below
    }

    @Test func escapeAndOutsideClicksClose() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        h.click("picker")
        #expect(h.key("Escape"))
        #expect(h.host.renderRoot.children.last?.label != "popupLayer")
        h.click("picker")
        h.click(Point(x: 5, y: 5))
        #expect(h.host.renderRoot.children.last?.label != "popupLayer")
        h.click("below")  // the list is closed: clicks reach the window again
        #expect(s.taps == 1 && s.choice == "b")
    }

    @Test func keyboardOpensMovesAndChooses() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        h.key("Tab")
        h.key("Down")  // opens at the current choice
        #expect(h.host.renderRoot.children.last?.label == "popupLayer")
        h.key("Down"); h.key("Return")
        #expect(s.choice == "c")
        #expect(h.host.renderRoot.children.last?.label != "popupLayer")
    }

    @Test func noOptionsAndUnknownSelectionAreHarmless() {
        let s = FormState()
        let empty = ControlHarness(Form(state: s, segmented: true, options: []))
        empty.click("picker"); empty.key("Right")
        #expect(s.choice == "b")
        let emptyMenu = ControlHarness(Form(state: s, options: []))
        emptyMenu.click("picker")
        #expect(emptyMenu.host.renderRoot.children.last?.label != "popupLayer")
        s.choice = "zzz"
        let unknown = ControlHarness(Form(state: s, segmented: true))
        #expect(!unknown.texts("picker").isEmpty)
        unknown.key("Tab"); unknown.key("Right")
        #expect(s.choice == "a")  // from no selection, an arrow chooses the first
    }

    @Test func explicitTagsOfTheSelectionType() {
        let s = FormState()
        var chosen: Int? = nil
        let h = ControlHarness(Picker("N", selection: Binding(get: { chosen }, set: { chosen = $0 })) {
            Text("One").tag(1)
            Text("Two").tag(2)
            Text("Untagged")
        }.pickerStyle(.segmented).id("p"))
        h.click("p", at: UnitPoint(x: 0.9, y: 0.5))  // the untagged option cannot be chosen
        #expect(chosen == nil)
        h.click("p", at: UnitPoint(x: 0.6, y: 0.5))
        #expect(chosen == 2)
        _ = s
    }
}
