import Testing
import TesseraFuzzing
import TesseraGeometry
import TesseraLayout
@testable import TesseraConformance

/// The tree of `track-grid-layout-nested-4x5x5` (issue 33) and the measurement cache's keys
/// (`CaseNode.measureKey`), which let questions that differ only in what a grid does not read
/// share one layout.
@Suite struct NestedGridBenchmarkTests {
    @Test func theTreeIsTheIssuesTree() {
        let tree = NestedGridBenchmark()
        #expect(tree.gridCount == 417)
        #expect(tree.leafCount == 10_000)
        // Preorder draws from Taffy's mix: the root's columns, its rows, then its first child's.
        var rng = SeededRandom(seed: 0x4E_57ED)
        let rootColumns = (0..<4).map { _ in taffyBenchmarkTrack(&rng) }
        let rootRows = (0..<4).map { _ in taffyBenchmarkTrack(&rng) }
        let childColumns = (0..<5).map { _ in taffyBenchmarkTrack(&rng) }
        #expect(tree.root.grid.templateColumns == rootColumns)
        #expect(tree.root.grid.templateRows == rootRows)
        #expect(tree.root.children.count == 16)
        #expect(tree.root.children[0].grid.templateColumns == childColumns)
        #expect(tree.root.children[0].children[0].children.count == 25)
    }

    @Test func aColdLayoutRepeatsItselfAndSizesEveryLeaf() {
        let tree = NestedGridBenchmark(fanOut: [2, 3])
        tree.layout()
        let first = tree.frames
        #expect(tree.leafFrames.count == 36)
        #expect(tree.leafFrames.allSatisfy { $0.width == 20 && $0.height == 20 })
        tree.dropCaches()
        tree.layout()
        #expect(tree.frames == first)
    }

    /// A question answered from the cache under a shared key gets the answer a fresh
    /// computation of that question gives.
    @Test func equivalentQuestionsGetTheSameAnswers() {
        typealias Q = (known: GridOptionalSize, available: GridAvailableSize, parent: GridOptionalSize)
        let pairs: [(Q, Q)] = [
            ((.init(nil), .init(horizontal: .maxContent, vertical: .definite(500)), .init(nil)),
             (.init(nil), .init(horizontal: .maxContent, vertical: .maxContent), .init(horizontal: 300, vertical: 200))),
            ((.init(horizontal: 150, vertical: nil), .init(horizontal: .definite(150), vertical: .minContent), .init(nil)),
             (.init(horizontal: 150, vertical: nil), .init(horizontal: .maxContent, vertical: .definite(80)), .init(horizontal: 90, vertical: nil))),
            ((.init(horizontal: 120, vertical: 90), .init(horizontal: .definite(120), vertical: .definite(90)), .init(nil)),
             (.init(horizontal: 120, vertical: 90), .init(.minContent), .init(horizontal: 400, vertical: 400))),
        ]
        for (a, b) in pairs {
            let cached = NestedGridBenchmark(fanOut: [2, 3]), fresh = NestedGridBenchmark(fanOut: [2, 3])
            let node = cached.root.children[1], other = fresh.root.children[1]
            #expect(node.measureKey(known: a.known, available: a.available, parentSize: a.parent, ownSize: true)
                    == node.measureKey(known: b.known, available: b.available, parentSize: b.parent, ownSize: true))
            _ = NodeLayout.compute(node, known: a.known, parentSize: a.parent, available: a.available, perform: false)
            let fromCache = NodeLayout.compute(node, known: b.known, parentSize: b.parent, available: b.available, perform: false)
            let computed = NodeLayout.compute(other, known: b.known, parentSize: b.parent, available: b.available, perform: false)
            #expect(fromCache == computed)
        }
    }

    @Test func percentagesOfTheContainingBlockKeepItInTheKey() {
        let tree = NestedGridBenchmark(fanOut: [2, 3])
        let node = tree.root.children[0]
        let available = GridAvailableSize(.maxContent)
        func key(_ parent: Double) -> CaseNode.MeasureKey {
            node.measureKey(known: .init(nil), available: available, parentSize: .init(horizontal: parent, vertical: nil), ownSize: true)
        }
        #expect(key(100) == key(200))
        node.grid.box.padding.left = .percent(0.1)
        #expect(key(100) != key(200))
    }
}
