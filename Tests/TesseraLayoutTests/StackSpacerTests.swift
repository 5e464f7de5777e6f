import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Spacers come last in a stack's distribution (SwiftUI reports a `Spacer`'s layout priority as
/// negative infinity): content is offered everything but the spacers' minima, and the spacers
/// share what is left. Issue 29: "Call the plumber about the leak" wrapped onto 3 lines beside
/// a `Spacer` with ~200 pt of its row empty, because the text was offered half the row.
struct StackSpacerTests {
    let measurer = MonospaceTextMeasurer()

    func text(_ s: String) -> LayoutNode {
        LayoutNode(leaf: TextLeaf(text: s, font: Font(size: 10), measurer: measurer))
    }
    func spacer(_ axis: Axis = .horizontal) -> LayoutNode { LayoutNode(leaf: SpacerLeaf(axis: axis)) }

    @Test func textBesideASpacerKeepsItsIdealWidthWhileItFits() {
        let label = text("Call the plumber about the leak")   // 31 characters, 186 pt ideal
        let gap = spacer()
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [label, gap])
        stack.layout(proposal: ProposedSize(width: 250, height: 100))
        #expect(label.frame.width == 186)
        #expect(label.frame.height == 12, "one line")
        #expect(gap.frame.width == 64)
    }

    @Test func textBetweenTwoSpacersIsCentredOnOneLine() {
        let label = text("Call the plumber about the leak")
        let a = spacer(), b = spacer()
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [a, label, b])
        stack.layout(proposal: ProposedSize(width: 300, height: 100))
        #expect(label.frame.width == 186)
        #expect(a.frame.width == 57 && b.frame.width == 57)
    }

    @Test func textWrapsOnlyWhenItDoesNotFitBesideTheSpacersMinimum() {
        let label = text("Call the plumber about the leak")
        let gap = spacer()
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [label, gap])
        stack.layout(proposal: ProposedSize(width: 190, height: 100))
        // 190 - the spacer's minimum 8 = 182 < 186: the text wraps; the spacer keeps its minimum.
        #expect(label.frame.height == 24)
        #expect(gap.frame.width >= 8)
    }

    @Test func aFlexibleViewBesideASpacerLeavesItItsMinimum() {
        let fill = LayoutNode(leaf: FlexibleLeaf())
        let gap = spacer()
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [gap, fill])
        stack.layout(proposal: ProposedSize(width: 300, height: 10))
        #expect(fill.frame.width == 292)
        #expect(gap.frame.width == 8)
    }

    @Test func aSpacerWithAnExplicitPriorityKeepsIt() {
        let fill = LayoutNode(leaf: FlexibleLeaf())
        var values = LayoutValues(); values.layoutPriority = 1
        let gap = LayoutNode(leaf: SpacerLeaf(axis: .horizontal), values: values)
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [fill, gap])
        stack.layout(proposal: ProposedSize(width: 300, height: 10))
        // The spacer's group goes first and is offered everything but the fill's minimum 0.
        #expect(gap.frame.width == 300)
        #expect(fill.frame.width == 0)
    }

    @Test func vStacksPutSpacersLastToo() {
        let label = text("one two three four five six")   // 27 characters: 162 pt wide, 12 pt a line
        let gap = spacer(.vertical)
        let stack = LayoutNode(layout: StackLayout.vStack(), children: [label, gap])
        stack.layout(proposal: ProposedSize(width: 100, height: 100))
        #expect(label.frame.height == 24)
        #expect(gap.frame.height == 76)
    }
}
