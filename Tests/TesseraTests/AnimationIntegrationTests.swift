import Testing
@testable import Tessera

@Observable
final class AlignmentModel {
    var alignment: Alignment = .center
    var order = [1, 2, 3]
    var asGrid = true
    var spacing = 10.0
}

/// A grid whose alignment comes from the model: a small cell in a column widened by a big one.
struct AlignedGrid: View {
    let model: AlignmentModel
    var body: some View {
        Grid(alignment: model.alignment, horizontalSpacing: model.spacing, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 20).id("small")
                Color.blue.frame(width: 100, height: 100)
            }
            GridRow {
                Color.green.frame(width: 100, height: 100)
            }
        }
    }
}

struct ReorderedCells: View {
    let model: AlignmentModel
    var body: some View {
        HStack(spacing: 0) {
            ForEach(model.order, id: \.self) { i in Color.gray.frame(width: 10, height: 10).id("cell\(i)") }
        }
    }
}

struct SwitchingLayout: View {
    let model: AlignmentModel
    var body: some View {
        let layout = model.asGrid ? AnyLayout.grid(horizontalSpacing: 0, verticalSpacing: 0) : .vStack(spacing: 0)
        layout {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
            }
        }
    }
}

@MainActor
struct AnimationIntegrationTests {
    let size = Size(width: 400, height: 400)

    func onScreen(_ host: ViewHost, _ id: String) -> Rect {
        host.animator.attributes(of: host.node(withID: id)!).frame
    }

    @Test func alignmentChangeAnimatesFromOldToNewPlace() {
        let model = AlignmentModel()
        let host = ViewHost(AlignedGrid(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let start = onScreen(host, "small")
        withAnimation(.linear(duration: 1)) { model.alignment = .topLeading }
        let first = host.frame(size: size, at: 10)
        #expect(first.isAnimating)
        #expect(onScreen(host, "small") == start)
        _ = host.frame(size: size, at: 10.5)
        let mid = onScreen(host, "small")
        _ = host.frame(size: size, at: 11)
        let end = onScreen(host, "small")
        #expect(end.origin == Point(x: 95, y: 100))  // the grid (210 x 200) centred in 400 x 400: its top-leading corner
        #expect(abs(mid.minX - (start.minX + end.minX) / 2) <= 0.5)
        #expect(!host.frame(size: size, at: 11).isAnimating)
    }

    @Test func animationFramesDoNotRecomputeLayout() {
        let model = AlignmentModel()
        let host = ViewHost(AlignedGrid(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        withAnimation(.easeInOut(duration: 1)) { model.alignment = .bottomTrailing }
        _ = host.frame(size: size, at: 1)
        host.resetCounters()
        var measured = 0, evaluated = 0
        for t in stride(from: 1.1, to: 2.0, by: 0.1) {
            _ = host.frame(size: size, at: t)
            host.renderRoot.layout.forEachNode { measured += $0.measureCount }
            evaluated += host.stats.bodyEvaluations
        }
        #expect(measured == 0)
        #expect(evaluated == 0)
    }

    @Test func changeWithoutAnimationIsImmediate() {
        let model = AlignmentModel()
        let host = ViewHost(AlignedGrid(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        model.alignment = .topLeading
        #expect(!host.frame(size: size, at: 1).isAnimating)
        #expect(onScreen(host, "small").origin == Point(x: 95, y: 100))
    }

    @Test func interruptionStartsFromTheScreen() {
        let model = AlignmentModel()
        let host = ViewHost(AlignedGrid(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        withAnimation(.linear(duration: 1)) { model.alignment = .topLeading }
        _ = host.frame(size: size, at: 0)
        _ = host.frame(size: size, at: 0.5)
        let shown = onScreen(host, "small")
        withAnimation(.linear(duration: 1)) { model.alignment = .bottomTrailing }
        _ = host.frame(size: size, at: 0.5)
        #expect(onScreen(host, "small") == shown)
    }

    @Test func reorderedForEachMovesTheSameNodes() {
        let model = AlignmentModel()
        let host = ViewHost(ReorderedCells(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let node3 = host.node(withID: "cell3")!
        let before = onScreen(host, "cell3")
        withAnimation(.linear(duration: 1)) { model.order = [3, 1, 2] }
        _ = host.frame(size: size, at: 0)
        #expect(host.node(withID: "cell3") === node3)
        _ = host.frame(size: size, at: 0.5)
        let mid = onScreen(host, "cell3")
        _ = host.frame(size: size, at: 1)
        let after = onScreen(host, "cell3")
        #expect(after.minX == before.minX - 20)
        #expect(mid.minX == before.minX - 10)
    }

    @Test func insertedCellFadesInWhileNeighboursSlide() {
        let model = AlignmentModel()
        let host = ViewHost(ReorderedCells(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let firstBefore = onScreen(host, "cell1")
        withAnimation(.linear(duration: 1)) { model.order = [1, 2, 3, 4] }
        _ = host.frame(size: size, at: 0)
        _ = host.frame(size: size, at: 0.5)
        let fourth = host.animator.attributes(of: host.node(withID: "cell4")!)
        #expect(fourth.transitionOpacity > 0.3 && fourth.transitionOpacity < 0.7)
        let firstMid = onScreen(host, "cell1")
        #expect(firstMid.minX < firstBefore.minX && firstMid.minX > firstBefore.minX - 5)
    }

    @Test func switchingLayoutsKeepsIdentityAndMoves() {
        let model = AlignmentModel()
        let host = ViewHost(SwitchingLayout(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let b = host.node(withID: "b")!
        let start = onScreen(host, "b")
        withAnimation(.linear(duration: 1)) { model.asGrid = false }
        _ = host.frame(size: size, at: 0)
        #expect(host.node(withID: "b") === b)
        _ = host.frame(size: size, at: 1)
        let end = onScreen(host, "b")
        // Grid 20 x 10 centred: b at (200, 195); VStack 10 x 20 centred: b at (195, 200).
        #expect(end.minY == start.minY + 5 && end.minX == start.minX - 5)
    }
}

struct TransitionCells: View {
    let model: AlignmentModel
    var body: some View {
        HStack(spacing: 0) {
            ForEach(model.order, id: \.self) { i in
                Color.gray.frame(width: 10, height: 10).id("cell\(i)").transition(.scale().combined(with: .opacity))
            }
        }
    }
}

@MainActor
struct TransitionTests {
    let size = Size(width: 400, height: 400)

    @Test func removedViewLeavesWithItsTransition() throws {
        let model = AlignmentModel()
        let host = ViewHost(TransitionCells(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let gone = try #require(host.node(withID: "cell3"))
        let stack = try #require(host.renderRoot.children.first)
        withAnimation(.linear(duration: 1)) { model.order = [1, 2] }
        _ = host.frame(size: size, at: 0)
        let mid = host.frame(size: size, at: 0.5)
        #expect(mid.isAnimating)
        #expect(host.node(withID: "cell3") == nil)
        var leaving: [RenderNode] = []
        host.renderRoot.forEachNode { leaving += host.animator.removedChildren(of: $0) }
        #expect(leaving.count == 1)
        let a = host.animator.attributes(of: leaving[0])
        #expect(a.transitionOpacity > 0.3 && a.transitionOpacity < 0.7)
        #expect(a.transitionTransform != nil)
        #expect(leaving[0].node(withID: "cell3") === gone || leaving[0] === gone)
        // It is drawn (inside an opacity group) while leaving, and gone afterwards.
        #expect("\(mid.displayList)".contains("opacity"))
        let end = host.frame(size: size, at: 1.5)
        #expect(!end.isAnimating)
        var after: [RenderNode] = []
        host.renderRoot.forEachNode { after += host.animator.removedChildren(of: $0) }
        #expect(after.isEmpty)
        _ = stack
    }

    @Test func insertedViewMovesInFromItsEdge() throws {
        let model = AlignmentModel()
        struct Moving: View {
            let model: AlignmentModel
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(model.order, id: \.self) { i in
                        Color.gray.frame(width: 10, height: 10).id("cell\(i)").transition(.move(.leading))
                    }
                }
            }
        }
        let host = ViewHost(Moving(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        withAnimation(.linear(duration: 1)) { model.order = [1, 2, 3, 4] }
        _ = host.frame(size: size, at: 0)
        let a0 = host.animator.attributes(of: try #require(host.node(withID: "cell4")))
        let start = try #require(a0.transitionTransform).apply(Point(x: 0, y: 0))
        #expect(start.x == -10)
        _ = host.frame(size: size, at: 0.5)
        let a1 = host.animator.attributes(of: try #require(host.node(withID: "cell4")))
        #expect(try #require(a1.transitionTransform).apply(Point(x: 0, y: 0)).x == -5)
        #expect(a1.transitionOpacity == 1)
    }

    /// `AnyTransition.animation(_:)`: the transition's own animation runs although the change
    /// has none, and `animation(nil)` keeps a change's animation from running it.
    @Test func transitionWithItsOwnAnimationRunsWithoutWithAnimation() throws {
        let model = AlignmentModel()
        struct Fading: View {
            let model: AlignmentModel
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(model.order, id: \.self) { i in
                        Color.gray.frame(width: 10, height: 10).id("cell\(i)")
                            .transition(i == 4 ? .opacity.animation(.linear(duration: 1)) : Transition.opacity.animation(nil))
                    }
                }
            }
        }
        let host = ViewHost(Fading(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        model.order = [1, 2, 3, 4]
        _ = host.frame(size: size, at: 0)
        let mid = host.frame(size: size, at: 0.5)
        #expect(mid.isAnimating, "the inserted view fades in over its transition's second")
        let a = host.animator.attributes(of: try #require(host.node(withID: "cell4")))
        #expect(abs(a.transitionOpacity - 0.5) < 1e-9)
        #expect(!host.frame(size: size, at: 1.5).isAnimating)
        withAnimation(.linear(duration: 1)) { model.order = [1, 2, 4] }
        _ = host.frame(size: size, at: 2)
        var leaving: [RenderNode] = []
        host.renderRoot.forEachNode { leaving += host.animator.removedChildren(of: $0) }
        #expect(leaving.isEmpty, "animation(nil) removes the view at once, whatever the change's animation")
    }
}

@Observable
final class ImplicitModel {
    var wide = false
    var radius = 0.0
}

struct ImplicitlyAnimated: View {
    let model: ImplicitModel
    var body: some View {
        RoundedRectangle(cornerRadius: model.radius).fill(Color.red)
            .frame(width: model.wide ? 200 : 100, height: 50)
            .id("box")
            .animation(.linear(duration: 1), value: model.wide)
    }
}

@MainActor
struct ImplicitAnimationTests {
    let size = Size(width: 400, height: 400)

    @Test func valueChangeAnimatesWithoutWithAnimation() throws {
        let model = ImplicitModel()
        let host = ViewHost(ImplicitlyAnimated(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        model.wide = true
        #expect(host.frame(size: size, at: 0).isAnimating)
        _ = host.frame(size: size, at: 0.5)
        let w = host.animator.attributes(of: try #require(host.node(withID: "box"))).frame.width
        #expect(w == 150)
    }

    @Test func otherChangesStayImmediate() throws {
        let model = ImplicitModel()
        let host = ViewHost(ImplicitlyAnimated(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        model.radius = 10
        #expect(!host.frame(size: size, at: 0).isAnimating)
    }

    @Test func cornerRadiusAnimates() throws {
        let model = ImplicitModel()
        let host = ViewHost(ImplicitlyAnimated(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        withAnimation(.linear(duration: 1)) { model.radius = 20 }
        _ = host.frame(size: size, at: 0)
        _ = host.frame(size: size, at: 0.5)
        var radius: Double?
        host.node(withID: "box")?.forEachNode { n in
            if case .shape(let s, _) = host.animator.attributes(of: n).content, let r = s.base as? RoundedRectangle { radius = r.cornerRadius }
        }
        #expect(radius == 10)
    }
}
