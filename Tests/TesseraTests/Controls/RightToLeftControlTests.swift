import Testing
@testable import Tessera

/// Controls right to left: a slider's minimum is on the right (pointer and arrows follow what
/// is drawn), a segmented picker's first segment is on the right, a toggle's label and switch
/// swap sides, a text field's text and caret stay left to right inside the mirrored field.
@Suite struct RightToLeftControlTests {
    private func rtl(_ v: some View) -> some View { v.environment(\.layoutDirection, .rightToLeft) }

    @Test func sliderRunsFromTheRight() {
        let s = FormState()
        let h = ControlHarness(rtl(SliderTests.Form(state: s)))
        let f = h.frame("slider"), knob = ControlSize.regular.knobDiameter
        // A press a quarter of the way from the left edge is three quarters of the way from the right.
        h.click(Point(x: f.minX + knob / 2 + 0.25 * (f.width - knob), y: f.midY))
        #expect(abs(s.value - 0.75) < 1e-9)
        h.key("Left")   // towards the maximum, which is on the left
        #expect(s.value > 0.75)
        h.key("Right"); h.key("Right")
        #expect(s.value < 0.75)
    }

    @Test func segmentedPickerStartsOnTheRight() {
        let s = FormState()
        let h = ControlHarness(rtl(PickerTests.Form(state: s, segmented: true)))
        h.click("picker", at: UnitPoint(x: 5.0 / 6, y: 0.5))  // the rightmost segment is the first
        #expect(s.choice == "a")
        h.key("Left")  // visually left: the next option
        #expect(s.choice == "b")
        h.key("Right")
        #expect(s.choice == "a")
    }

    @Test func toggleLabelGoesRightAndTextFieldStaysLeftToRight() {
        struct Form: View {
            @State var on = false
            @State var text = "abc"
            var body: some View {
                VStack {
                    Toggle(isOn: $on) { Text("Wi-Fi").id("label") }.toggleStyle(.switch).frame(width: 200).id("toggle")
                    TextField("Name", text: $text).frame(width: 200).id("field")
                }
            }
        }
        let ltr = ControlHarness(Form()), mirrored = ControlHarness(rtl(Form()))
        #expect(ltr.frame("label").midX < ltr.frame("toggle").midX)
        #expect(mirrored.frame("label").midX > mirrored.frame("toggle").midX, "the label is on the right")
        #expect(mirrored.frame("field") == ltr.frame("field"))
        // Inside the field nothing is mirrored: the same text run at the same place.
        var ltrText: Rect?, rtlText: Rect?
        ltr.host.node(withID: "field")?.forEachNode { n in if case .text = n.content { ltrText = n.frame } }
        mirrored.host.node(withID: "field")?.forEachNode { n in if case .text = n.content { rtlText = n.frame } }
        #expect(ltrText != nil && ltrText == rtlText)
    }
}
