import Testing
@testable import Tessera

@Suite struct SliderTests {
    struct Form: View {
        let state: FormState
        var lower = 0.0, upper = 1.0
        var step: Double? = nil
        var body: some View {
            Slider(value: Binding(get: { state.value }, set: { state.value = $0 }),
                   lowerBound: lower, upperBound: upper, step: step,
                   onEditingChanged: { state.editing.append($0) })
                .frame(width: 220).id("slider")
        }
    }
    /// The point at `fraction` of the knob's travel (the knob is 20 points at the regular size).
    func point(_ h: ControlHarness, _ fraction: Double) -> Point {
        let f = h.frame("slider"), knob = ControlSize.regular.knobDiameter
        return Point(x: f.minX + knob / 2 + fraction * (f.width - knob), y: f.midY)
    }

    @Test func pressJumpsAndDragFollows() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        h.pointer(.down, point(h, 0.25))
        #expect(abs(s.value - 0.25) < 1e-9)
        #expect(s.editing == [true])
        h.pointer(.moved, point(h, 0.8))
        #expect(abs(s.value - 0.8) < 1e-9)
        h.pointer(.moved, Point(x: h.frame("slider").maxX + 100, y: 0))  // clamped at the end
        #expect(s.value == 1)
        h.pointer(.up, point(h, 0.5))
        #expect(s.editing == [true, false])
    }

    @Test func stepSnapsAndArrowsStep() {
        let s = FormState(), h = ControlHarness(Form(state: s, lower: 0, upper: 10, step: 2.5))
        h.click(point(h, 0.33))  // 3.3 snaps to 2.5
        #expect(s.value == 2.5)
        h.key("Right"); h.key("Up")
        #expect(s.value == 7.5)
        h.key("Right"); h.key("Right")
        #expect(s.value == 10)
        h.key("Home")
        #expect(s.value == 0)
    }

    @Test func badRangesAreIgnoredNotTrapped() {
        let s = FormState()
        s.value = 0.5
        let nan = ControlHarness(Form(state: s, lower: .nan, upper: 1))
        nan.click(point(nan, 0.9)); nan.host.setFocus(nan.host.focusableNodes().first); nan.key("Right")
        #expect(s.value == 0.5)  // unusable range: input ignored, value kept
        let infinite = ControlHarness(Form(state: s, lower: 0, upper: .infinity))
        infinite.click(point(infinite, 0.9))
        #expect(s.value == 0.5)
        let empty = ControlHarness(Form(state: s, lower: 3, upper: 3))
        empty.click(point(empty, 0.9))
        #expect(s.value == 3)  // an empty range has one value
        s.value = .nan
        let ok = ControlHarness(Form(state: s))
        ok.key("Tab"); ok.key("Right")
        #expect(abs(s.value - 0.05) < 1e-9)  // a NaN value steps from the lower bound
        let zeroStep = ControlHarness(Form(state: s, step: 0))
        zeroStep.click(point(zeroStep, 0.3))
        #expect(abs(s.value - 0.3) < 1e-9)  // a zero step is ignored
    }
}

@Suite struct StepperTests {
    struct Form: View {
        let state: FormState
        var body: some View {
            Stepper("Count", value: Binding(get: { state.count }, set: { state.count = $0 }), in: 0...6, step: 2).id("stepper")
        }
    }
    func plus(_ h: ControlHarness) -> Point { h.point("stepper", UnitPoint(x: 0.93, y: 0.5)) }
    func minus(_ h: ControlHarness) -> Point { h.point("stepper", UnitPoint(x: 0.6, y: 0.5)) }

    @Test func buttonsStepAndStopAtTheBounds() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        s.count = 3; h.settle()
        h.click(plus(h)); #expect(s.count == 5)
        h.click(plus(h)); #expect(s.count == 6)  // stops at the bound
        h.click(plus(h)); #expect(s.count == 6)
        h.click(minus(h)); #expect(s.count == 4)
    }

    @Test func valuesOutsideTheBoundsComeBackIn() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        s.count = 50; h.settle()
        h.click(minus(h)); #expect(s.count == 6)
        s.count = -9; h.settle()
        h.click(plus(h)); #expect(s.count == 0)
    }

    @Test func arrowsStepWhenFocused() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        s.count = 2; h.settle()
        h.key("Tab"); h.key("Up"); h.key("Right")
        #expect(s.count == 6)
        h.key("Down")
        #expect(s.count == 4)
    }

    @Test func nonPositiveStepDoesNothing() {
        let s = FormState()
        s.count = 3
        let h = ControlHarness(Stepper("N", value: Binding(get: { s.count }, set: { s.count = $0 }), in: 0...9, step: 0).id("stepper"))
        h.click(plus(h)); h.click(minus(h)); h.key("Tab"); h.key("Up")
        #expect(s.count == 3)
    }

    @Test func incrementDecrementForm() {
        let s = FormState()
        let h = ControlHarness(Stepper("N", onIncrement: { s.count += 1 }, onDecrement: nil).id("stepper"))
        s.count = 0
        h.click(plus(h)); h.click(minus(h))
        #expect(s.count == 1)  // nil decrement: that button does nothing
    }
}
