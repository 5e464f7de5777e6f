import Testing
@testable import Tessera
@testable import TesseraControls
import TesseraLayout
import TesseraDisplayList

/// The bounding rectangles of the fills of `list`.
func fills(_ list: DisplayList) -> [Rect] {
    list.items.compactMap { item in
        guard case .fill(let shape, _) = item else { return nil }
        let points = shape.path.subpaths.flatMap { $0 }
        guard let x0 = points.map(\.x).min(), let x1 = points.map(\.x).max(), let y0 = points.map(\.y).min(),
              let y1 = points.map(\.y).max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

@Suite struct ProgressViewTests {
    @Test func theBarIsFilledToTheFractionAndClampsBadValues() {
        for (value, total, expected) in [(0.25, 1.0, 0.25), (30.0, 60.0, 0.5), (2.0, 1.0, 1.0), (-1.0, 1.0, 0.0)] {
            #expect(ProgressView<EmptyView, EmptyView>.fraction(value, total) == expected)
        }
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double.nan, 1.0) == nil)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, 0.0) == nil)
        let stage = ControlStage(ProgressView(value: 0.25).frame(width: 200).id("bar"), size: Size(width: 300, height: 100))
        let bar = stage.rect("bar")!
        // The track spans the view; the fill (the second capsule) a quarter of it.
        let leaves = fills(stage.host.frame(size: stage.size, at: stage.time).displayList).filter { $0.height == 6 }.sorted { $0.width > $1.width }
        #expect(leaves.count == 2)
        guard leaves.count == 2 else { return }
        #expect(abs(leaves[0].width - bar.width) < 0.01)
        #expect(abs(leaves[1].width - bar.width / 4) < 0.01)
    }

    @Test func theSpinnerTurnsOnTheClockWhileOnScreen() {
        let host = ViewHost(ProgressView().id("spinner"), textMeasurer: MonospaceTextMeasurer())
        let size = Size(width: 100, height: 100)
        let first = host.frame(size: size, at: 0)
        _ = host.frame(size: size, at: 0.01)
        let later = host.frame(size: size, at: 0.26)
        #expect(later.isAnimating)
        #expect(first.displayList != later.displayList)
        let again = host.frame(size: size, at: 1.26)   // a whole turn later: the same picture
        #expect(again.isAnimating)
    }
}

@Suite struct DisclosureGroupTests {
    @Test func aClickOnTheLabelTogglesTheBindingAndShowsTheContent() {
        let expanded = Box(false)
        let stage = ControlStage(VStack {
            DisclosureGroup("Advanced", isExpanded: expanded.binding) { Text("Hidden option").id("content") }.id("group")
            Spacer()
        }, size: Size(width: 300, height: 200))
        #expect(stage.rect("content") == nil)
        let group = stage.rect("group")!
        stage.click(at: Point(x: group.minX + 30, y: group.minY + 6))
        #expect(expanded.value)
        let content = stage.rect("content")
        #expect(content != nil)
        #expect((content?.minX ?? 0) >= group.minX + 18)     // indented under the chevron
        #expect((content?.minY ?? 0) > group.minY + 10)      // below the label row
        stage.key("Left")                                     // the click focused it
        #expect(!expanded.value)
        stage.key("Space")
        #expect(expanded.value)
    }

    @Test func withoutABindingItKeepsItsOwnState() {
        let stage = ControlStage(VStack {
            DisclosureGroup("More") { Text("Body").id("body") }.id("group")
            Spacer()
        }, size: Size(width: 300, height: 200))
        let group = stage.rect("group")!
        stage.click(at: Point(x: group.minX + 30, y: group.midY))
        #expect(stage.rect("body") != nil)
        stage.click(at: Point(x: group.minX + 30, y: group.minY + 6))
        #expect(stage.rect("body") == nil)
    }
}

@Suite struct GroupBoxTests {
    @Test func theContentSitsInsideThePaddedPanelUnderTheLabel() {
        let stage = ControlStage(GroupBox("Network") { Text("Wi-Fi").id("row") }.id("box").padding(20), size: Size(width: 300, height: 200))
        let box = stage.rect("box")!, row = stage.rect("row")!
        #expect(row.minX == box.minX + 10)
        #expect(row.minY > box.minY + 15.6 + 6)     // label line and spacing above the panel
        #expect(box.width == 260)
    }
}

@Suite struct ControlGroupTests {
    @Test func itsButtonsSitSideBySideAndEachRunsItsAction() {
        let pressed = Box<[String]>([])
        let stage = ControlStage(ControlGroup {
            Button("One") { pressed.value.append("one") }.id("one")
            Button("Two") { pressed.value.append("two") }.id("two")
        }.id("group"), size: Size(width: 300, height: 100))
        let one = stage.rect("one")!, two = stage.rect("two")!, group = stage.rect("group")!
        #expect(two.minX > one.maxX)                  // a separator between them
        #expect(abs(one.midY - two.midY) < 0.01)
        #expect(group.height == 21)                   // one regular desktop control high (macOS: 21)
        stage.click("two")
        #expect(pressed.value == ["two"])
    }
}
