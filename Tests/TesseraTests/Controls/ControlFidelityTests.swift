import Observation
import Testing
import TesseraAnimation
@testable import Tessera

/// Control details of issue 29: a button's label takes the foreground set on the button, a
/// custom label sits on a bezel at least as tall as itself, focus rings follow the keyboard
/// only, a text field tabbed into selects its text, a toggle's own animation does not replace
/// the app's `withAnimation`, and `.animation(_:value:)` animates a change an `onAppear` makes.
@MainActor
@Suite struct ControlFidelityTests {
    /// The colours of the texts under the view with id `id`.
    func textColors(_ h: ControlHarness, _ id: String) -> [Color] {
        var colors: [Color] = []
        h.host.node(withID: id)?.forEachNode { n in if case .text(let t) = n.content { colors.append(t.color) } }
        return colors
    }

    @Test func foregroundStyleOnAButtonReachesItsLabel() {
        let h = ControlHarness(VStack {
            Button("Decrease") {}.foregroundStyle(Color.red).id("styled")
            Button("Increase") {}.foregroundColor(.green).id("coloured")
            Button("Plain") {}.id("plain")
            Button("Link") {}.buttonStyle(.borderless).foregroundStyle(Color.orange).id("borderless")
        })
        #expect(textColors(h, "styled") == [.red])
        #expect(textColors(h, "coloured") == [.green])
        #expect(textColors(h, "plain") == [ControlPalette.light.text])
        #expect(textColors(h, "borderless") == [.orange])
    }

    @Test func aCustomLabelSitsOnABezelAtLeastAsTallAsItself() {
        let h = ControlHarness(HStack {
            Button {} label: { Circle().fill(Color.orange).frame(width: 80, height: 80) }.id("key")
        }
        .frame(height: 72))
        #expect(h.frame("key").height >= 80)
        #expect(h.frame("key").width >= 80)
    }

    func ringCount(_ h: ControlHarness) -> Int {
        var n = 0
        h.host.renderRoot.forEachNode { node in
            if case .shape(_, .stroke(let style, let stroke, _)) = node.content, stroke.lineWidth == 3,
               style.representativeColor == ControlPalette.focusRing { n += 1 }
        }
        return n
    }

    @Test func focusRingsFollowTheKeyboardNotTheMouse() {
        let s = FormState()
        let h = ControlHarness(VStack(spacing: 20) {
            Button("One") { s.taps += 1 }.id("one")
            Toggle("On", isOn: Binding(get: { s.on }, set: { s.on = $0 })).id("toggle")
        })
        h.click("one")
        #expect(s.taps == 1 && h.host.focusedNode != nil)
        #expect(ringCount(h) == 0, "no ring after a click")
        h.click("toggle")
        #expect(s.on && ringCount(h) == 0)
        h.key("Tab", shift: true)
        #expect(ringCount(h) == 1, "a ring after Tab")
        h.click("toggle")
        #expect(ringCount(h) == 0, "a click hides it again")
    }

    @Test func tabbingIntoATextFieldSelectsItsText() {
        let s = FormState()
        s.text = "hello"
        let h = ControlHarness(TextField("Name", text: Binding(get: { s.text }, set: { s.text = $0 })).id("field"))
        h.key("Tab")
        h.type("x")
        #expect(s.text == "x")
        // A click places the caret instead: typing inserts.
        h.host.setFocus(nil); h.settle()
        h.click("field", at: UnitPoint(x: 0.95, y: 0.5))
        h.type("y")
        #expect(s.text == "xy")
    }

    @Test func aTogglesOwnAnimationDoesNotReplaceWithAnimation() {
        let s = FormState()
        let h = ControlHarness(Toggle("On", isOn: Binding(get: { s.on }, set: { s.on = $0 })).id("toggle"))
        withAnimation(.linear(duration: 2)) { s.on = true }
        h.host.update()
        #expect(h.host.pendingAnimation == .linear(duration: 2))
    }
}

@Observable final class AppearModel { var shown = false; var appearances = 0 }

/// Mail's push in miniature: an animated change slides a bar and inserts a view whose
/// `onAppear` changes a text elsewhere without animation.
struct SlideWithAppearingScreen: View {
    let model: AppearModel
    var body: some View {
        VStack(alignment: .leading) {
            Color.blue.frame(width: 10, height: 10).id("slider").padding(.leading, model.shown ? 100 : 0)
            Text("appeared \(model.appearances)").id("count")
            if model.shown { Color.green.frame(width: 10, height: 10).onAppear { model.appearances += 1 } }
        }
        .frame(width: 300, alignment: .leading)
    }
}

/// A bar that grows from 10 to 110 points wide when it appears, implicitly animated.
struct GrowOnAppear: View {
    let model: AppearModel
    var body: some View {
        Color.red.frame(width: model.shown ? 110 : 10, height: 10)
            .id("bar")
            .animation(.linear(duration: 1), value: model.shown)
            .onAppear { model.shown = true }
    }
}

@MainActor
struct AppearAnimationTests {
    @Test func anImplicitAnimationAnimatesAChangeMadeInOnAppear() throws {
        let model = AppearModel()
        let host = ViewHost(GrowOnAppear(model: model), textMeasurer: MonospaceTextMeasurer())
        let size = Size(width: 400, height: 100)
        _ = host.frame(size: size, at: 0)
        #expect(model.shown)
        _ = host.frame(size: size, at: 0.5)
        let w = host.animator.attributes(of: try #require(host.node(withID: "bar"))).frame.width
        #expect(abs(w - 60) < 1)
        _ = host.frame(size: size, at: 2)
        #expect(host.animator.attributes(of: try #require(host.node(withID: "bar"))).frame.width == 110)
    }

    /// The held `onAppear` runs after the frame's animated sync; the unanimated change it makes
    /// is synced again in the same frame, and that sync must not stop the animation the first
    /// one started (before the fix the bar was at 100 at t = 0.5: Mail's inbox vanished
    /// mid-push, golden `mail-push-midway`).
    @Test func anOnAppearOfAnAnimatedInsertionDoesNotStopTheAnimation() throws {
        let model = AppearModel()
        let host = ViewHost(SlideWithAppearingScreen(model: model), textMeasurer: MonospaceTextMeasurer())
        let size = Size(width: 400, height: 100)
        _ = host.frame(size: size, at: 0)
        let start = host.animator.attributes(of: try #require(host.node(withID: "slider"))).frame.minX
        withAnimation(.linear(duration: 1)) { model.shown = true }
        _ = host.frame(size: size, at: 1)
        #expect(model.appearances == 1)
        #expect(host.animator.attributes(of: try #require(host.node(withID: "slider"))).frame.minX == start)
        _ = host.frame(size: size, at: 1.5)
        let mid = host.animator.attributes(of: try #require(host.node(withID: "slider"))).frame.minX
        #expect(abs(mid - (start + 50)) <= 0.5)
        _ = host.frame(size: size, at: 2)
        #expect(host.animator.attributes(of: try #require(host.node(withID: "slider"))).frame.minX == start + 100)
    }

    @Test func anUnanimatedChangeInOnAppearIsShownAtOnce() throws {
        struct Plain: View {
            let model: AppearModel
            var body: some View {
                Color.red.frame(width: model.shown ? 110 : 10, height: 10).id("bar").onAppear { model.shown = true }
            }
        }
        let model = AppearModel()
        let host = ViewHost(Plain(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: Size(width: 400, height: 100), at: 0)
        #expect(host.animator.attributes(of: try #require(host.node(withID: "bar"))).frame.width == 110)
    }
}
