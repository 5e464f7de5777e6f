import Testing
@testable import Tessera

/// The frame pipeline's steps and re-entries (`Frame/FramePipeline.swift`), read from
/// `ViewHost.lastFrameTrace`.
@MainActor
struct FramePipelineTests {
    let size = Size(width: 400, height: 300)

    /// A geometry reader whose content depends on its size (column count), around a scroll
    /// view with a lazy grid of geometry readers.
    struct Gallery: View {
        var body: some View {
            GeometryReader { proxy in
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: proxy.size.width > 300 ? 4 : 2)) {
                        ForEach(0..<400) { i in
                            GeometryReader { cell in Text("\(i) \(Int(cell.size.width))") }.frame(height: 40).id("c\(i)")
                        }
                    }
                }
            }
        }
    }

    /// The first index of every step in `trace`, to compare their order.
    private func firstIndex(_ step: FrameStep, in trace: FrameTrace) -> Int {
        trace.steps.firstIndex(of: step) ?? Int.max
    }

    /// Every re-entry but a state change goes back to the layout: one more pass each.
    private func expectOnePassPerLayoutReentry(_ trace: FrameTrace, sourceLocation: SourceLocation = #_sourceLocation) {
        let layoutReentries = trace.reentries.filter { $0 != .stateChange }.count
        #expect(trace.layoutPasses == 1 + layoutReentries, sourceLocation: sourceLocation)
    }

    @Test func aFirstFrameNamesItsStepsAndReentries() {
        let h = ViewHost(Gallery(), textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        let trace = h.lastFrameTrace
        let order: [FrameStep] = [.tickScrolling, .realizeAhead, .measureAndPlace, .geometryReaders, .settleScrolling, .animate, .displayList]
        let firsts = order.map { firstIndex($0, in: trace) }
        #expect(firsts == firsts.sorted())
        #expect(!firsts.contains(Int.max))
        #expect(trace.steps.last == .displayList)
        // The outer reader's content and the cells' readers are made at the first placement;
        // the lazy grid makes the items its viewport shows after a pass.
        #expect(trace.count(of: .geometryReaderContent) >= 1)
        #expect(trace.count(of: .lazyRealisation) >= 1)
        #expect(!trace.budgetExhausted)
        #expect(trace.reentries.count < FrameTrace.reentryBudget)
        expectOnePassPerLayoutReentry(trace)
        // Settled: four columns of the 400-point window, each cell's reader showing its width.
        #expect(h.frame("c3").minY == h.frame("c0").minY)
        #expect(h.frame("c4").minY > h.frame("c0").minY)
    }

    @Test func aFrameWithNothingChangedMakesOnePassAndNoReentry() {
        let h = ViewHost(Gallery(), textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        _ = h.frame(size: size, at: 0.016)
        let trace = h.lastFrameTrace
        #expect(trace.reentries.isEmpty)
        #expect(trace.layoutPasses == 1)
        #expect(trace.steps == [.tickScrolling, .realizeAhead, .measureAndPlace, .geometryReaders, .settleScrolling, .animate, .displayList])
    }

    @Test func scrollingTheLazyGridReentersForRealisationOnly() {
        let h = ViewHost(Gallery(), textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        h.pointerLocation = Point(x: 200, y: 150)
        #expect(h.handle(.scroll(dx: 0, dy: -10)))
        _ = h.frame(size: size, at: 0.016)
        let trace = h.lastFrameTrace
        // New rows' cells are made (lazy realisation, or ahead of the pass) and their readers
        // build their content: never a lifecycle or state re-entry here.
        #expect(trace.count(of: .lifecycle) == 0)
        #expect(trace.count(of: .stateChange) == 0)
        #expect(trace.count(of: .geometryReaderContent) >= 1)
        expectOnePassPerLayoutReentry(trace)
        #expect(h.node(withID: "c40") != nil)
    }

    @Test func aLayoutOnItsOwnIsARunOfItsOwn() {
        let h = ViewHost(Gallery(), textMeasurer: MonospaceTextMeasurer())
        h.layout(size: size)
        let trace = h.lastFrameTrace
        #expect(trace.steps.first == .realizeAhead)
        #expect(!trace.steps.contains(.animate))
        #expect(!trace.steps.contains(.displayList))
        expectOnePassPerLayoutReentry(trace)
        h.layout(size: size)
        #expect(h.lastFrameTrace.reentries.isEmpty)
        #expect(h.lastFrameTrace.layoutPasses == 1)
    }
}
