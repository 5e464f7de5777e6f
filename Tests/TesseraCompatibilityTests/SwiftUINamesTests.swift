import Foundation
import Testing
import TesseraApp

extension ViewHost {
    /// Every text string in the tree, in tree order.
    var allTexts: [String] {
        var out: [String] = []
        renderRoot.forEachNode { n in if case .text(let t) = n.content { out.append(t.string) } }
        return out
    }
}

/// A stepper written SwiftUI's way, label last.
private struct LabelLastStepper: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)").id("count")
            Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { Text("Stepper") }.id("stepper")
        }
    }
}

@MainActor
@Suite struct SwiftUINamesTests {
    @Test func colorDescriptionNamesNamedColoursAndSpellsOthersInHex() {
        #expect(Color.red.description == "red")
        #expect(Color.primary.description == "primary")
        #expect(Color.accentColor.description == "accentColor")
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).description == "#FF800080")
        let colors: [Color] = [.red, .green, .blue, Color(white: 0.2), Color(white: 0.3)]
        #expect(Set(colors.map(\.description)).count == colors.count, "usable as ForEach ids")
    }

    @Test func hierarchicalShapeStylesFollowTheEnvironment() {
        #expect(AnyShapeStyle(.tint) == .color(.accentColor))
        #expect(Color.accentColor.resolved(in: { var e = EnvironmentValues(); e.tint = .orange; return e }()) == .orange)
        #expect(AnyShapeStyle(.background) == .color(.windowBackground))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.windowBackground.resolved(in: dark) != Color.white)
        #expect(AnyShapeStyle(.foreground) == .color(.primary))
    }

    @Test func removeAndMoveByOffsetsAsOnDeleteAndOnMoveReportThem() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3, 9]))
        #expect(letters == ["a", "c", "e"])
        var order = ["a", "b", "c", "d", "e"]
        order.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(order == ["c", "d", "a", "b", "e"])
        order.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(order == ["e", "c", "d", "a", "b"])
        order.move(fromOffsets: IndexSet([0]), toOffset: 99)
        #expect(order == ["c", "d", "a", "b", "e"])
    }

    @Test func placeholderTimerNeverFiresAndCanBeReplaced() {
        var timer = Timer()
        #expect(!timer.isValid)
        timer.invalidate()
        timer = Timer(timeInterval: 1, repeats: true) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
    }

    @Test func stepperWithItsLabelLastRunsItsActions() {
        let host = makeHost(LabelLastStepper())
        #expect(host.allTexts.contains("Stepper"))
        guard let frame = host.node(withID: "stepper")?.frame else { Issue.record("no stepper"); return }
        // The + segment is the trailing end of the stepper.
        _ = host.handle(.click(.init(x: frame.maxX - 5, y: frame.midY)))
        host.refresh()
        #expect(host.text("count") == "count 1")
    }

    @Test func radialAndAngularGradientsAreViewsFillingTheirFrame() {
        let host = makeHost(ZStack {
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 100).id("radial")
        }.frame(width: 200, height: 100))
        let frame = host.node(withID: "radial")?.frame
        #expect(frame?.width == 200)
        #expect(frame?.height == 100)
        var painted = false
        host.node(withID: "radial")?.forEachNode { n in
            if case .shape(_, .fill(.linearGradient(let g))) = n.content, case .radial = g.shape { painted = true }
        }
        #expect(painted)
    }
}
