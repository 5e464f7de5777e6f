import Testing
import TesseraGeometry
@testable import TesseraLayout

/// SwiftUI's stack distribution (GridRules §2): priority groups first, least flexible first,
/// equal shares of what is left.
struct StackLayoutTests {
    func rigid(_ w: Double, _ h: Double) -> LayoutNode {
        LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: w, height: h))
    }
    func flexible(priority: Double = 0) -> LayoutNode {
        var v = LayoutValues(); v.layoutPriority = priority
        return LayoutNode(leaf: FlexibleLeaf(), values: v)
    }

    @Test func rigidChildFirstThenEqualShares() {
        let a = rigid(100, 20), b = flexible(), c = flexible()
        let stack = LayoutNode(layout: StackLayout.hStack(spacing: 8), children: [b, a, c])
        let size = stack.layout(proposal: ProposedSize(width: 400, height: 50))
        #expect(size == Size(width: 400, height: 50))
        // 400 - 16 spacing - 100 rigid = 284, split equally.
        #expect(b.frame == Rect(x: 0, y: 0, width: 142, height: 50))
        #expect(a.frame == Rect(x: 150, y: 15, width: 100, height: 20))
        #expect(c.frame == Rect(x: 258, y: 0, width: 142, height: 50))
    }

    @Test func higherPriorityTakesWhatTheOthersDoNotNeed() {
        let low = flexible(), high = flexible(priority: 1), r = rigid(50, 10)
        let stack = LayoutNode(layout: StackLayout.hStack(spacing: 0), children: [low, high, r])
        stack.layout(proposal: ProposedSize(width: 300, height: 10))
        // Minima of the lower group are reserved: low min 0, rigid 50 -> high gets 250.
        #expect(high.frame.width == 250)
        #expect(low.frame.width == 0)
        #expect(r.frame.minX == 250)
    }

    @Test func rigidLargerThanShareStealsFromLaterChildren() {
        let big = rigid(300, 10), f = flexible()
        let stack = LayoutNode(layout: StackLayout.hStack(spacing: 0), children: [f, big])
        stack.layout(proposal: ProposedSize(width: 400, height: 10))
        #expect(big.frame.width == 300)
        #expect(f.frame.width == 100)
    }

    @Test func unspecifiedProposalGivesIdealSizes() {
        let stack = LayoutNode(layout: StackLayout.vStack(spacing: 4), children: [rigid(30, 20), flexible()])
        #expect(stack.sizeThatFits(.unspecified) == Size(width: 30, height: 34))
    }

    @Test func infiniteProposalMakesFlexibleStacksInfinite() {
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [rigid(30, 20), flexible()])
        #expect(stack.sizeThatFits(.infinity).width.isInfinite)
        #expect(stack.sizeThatFits(.zero) == Size(width: 38, height: 20))
    }

    @Test func spacerTakesTheRestWithoutDefaultSpacing() {
        let a = rigid(50, 10), b = rigid(50, 10)
        let spacer = LayoutNode(leaf: SpacerLeaf(axis: .horizontal))
        let stack = LayoutNode(layout: StackLayout.hStack(), children: [a, spacer, b])
        stack.layout(proposal: ProposedSize(width: 300, height: 10))
        #expect(spacer.frame.width == 200)
        #expect(b.frame.minX == 250)
    }

    @Test func crossAlignmentByGuide() {
        let a = rigid(10, 10), b = rigid(10, 30)
        let stack = LayoutNode(layout: StackLayout.hStack(alignment: .bottom, spacing: 0), children: [a, b])
        stack.layout(proposal: .unspecified)
        #expect(a.frame.minY == 20)
        let v = LayoutNode(layout: StackLayout.vStack(alignment: .leading, spacing: 0), children: [rigid(10, 10), rigid(40, 10)])
        v.layout(proposal: .unspecified)
        #expect(v.children[0].frame.minX == 0)
    }
}

struct ModifierLayoutTests {
    @Test func flexibleFrameExpandsToProposalWithInfiniteMax() {
        let leaf = LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: 50, height: 50))
        let f = LayoutNode(wrapping: leaf, with: FlexibleFrameLayout(maxWidth: .infinity, alignment: .leading))
        #expect(f.sizeThatFits(ProposedSize(width: 300, height: 100)) == Size(width: 300, height: 50))
        f.layout(proposal: ProposedSize(width: 300, height: 100))
        #expect(leaf.frame.minX == 0)
        let g = LayoutNode(wrapping: LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: 50, height: 50)),
                           with: FlexibleFrameLayout(minWidth: 100))
        #expect(g.sizeThatFits(ProposedSize(width: 300, height: 100)).width == 100)
    }

    @Test func paddingAddsInsets() {
        let p = LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(p.sizeThatFits(ProposedSize(width: 100, height: 100)) == Size(width: 100, height: 100))
        #expect(p.sizeThatFits(.unspecified) == Size(width: 16, height: 14))
        p.layout(proposal: ProposedSize(width: 100, height: 100))
        #expect(p.children[0].frame == Rect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test func aspectRatioFitAndFill() {
        let fit = LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: AspectRatioLayout(ratio: 2, contentMode: .fit))
        #expect(fit.sizeThatFits(ProposedSize(width: 100, height: 100)) == Size(width: 100, height: 50))
        let fill = LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: AspectRatioLayout(ratio: 2, contentMode: .fill))
        #expect(fill.sizeThatFits(ProposedSize(width: 100, height: 100)) == Size(width: 200, height: 100))
    }

    @Test func offsetMovesWithoutChangingLayout() {
        let inner = LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: 10, height: 10))
        let o = LayoutNode(wrapping: inner, with: OffsetLayout(offset: Point(x: 5, y: -3)))
        #expect(o.layout(proposal: .unspecified) == Size(width: 10, height: 10))
        #expect(inner.frame.origin == Point(x: 5, y: -3))
    }
}
