import TesseraFuzzing
import TesseraGeometry
import TesseraLayout

/// The tree of the `track-grid-layout-nested-4x5x5` benchmark (issue 33; Performance article): grids
/// nested three levels deep — a 4x4 grid whose 16 items are 5x5 grids whose 25 items are 5x5
/// grids of 20x20 px leaves (417 grids, 10,000 leaves). Every grid's columns, then its rows,
/// are drawn from the track mix of Taffy's grid benchmark (``taffyBenchmarkGrid(_:dense:)``)
/// with SplitMix64 seeded `0x4E57ED`, in preorder (a node's columns, its rows, then its
/// children). The tree is the conformance runner's (a taffy-grid-cases/1 case tree) and
/// ``layout()`` lays it out as the runner lays out a case, in max-content space in both axes:
/// the path nested CSS grids take, each grid container measuring its items through the track
/// grid engine.
public final class NestedGridBenchmark {
    let root: CaseNode
    /// The number of grid containers and of leaves in the tree.
    public let gridCount: Int
    public let leafCount: Int

    /// `fanOut` lists each level's tracks per axis from the root down (`[4, 5, 5]`: the issue's
    /// tree); `leafSize` is the leaves' width and height in px.
    public init(fanOut: [Int] = [4, 5, 5], leafSize: Double = 20, seed: UInt64 = 0x4E_57ED) {
        var rng = SeededRandom(seed: seed)
        var grids = 0, leaves = 0
        func node(level: Int) -> [String: Any] {
            guard level < fanOut.count else {
                leaves += 1
                return ["tag": "div", "style": ["width": ["kind": "px", "value": leafSize],
                                                "height": ["kind": "px", "value": leafSize]] as [String: Any]]
            }
            grids += 1
            let n = fanOut[level]
            let columns = (0..<n).map { _ in TaffyBenchmarkTrackKind.draw(&rng).caseJSON }
            let rows = (0..<n).map { _ in TaffyBenchmarkTrackKind.draw(&rng).caseJSON }
            let children = (0..<(n * n)).map { _ in node(level: level + 1) }
            return ["tag": "div",
                    "style": ["display": "grid", "grid-template-columns": columns, "grid-template-rows": rows] as [String: Any],
                    "children": children]
        }
        let json = node(level: 0)
        root = CaseNode(json: json)
        gridCount = grids
        leafCount = leaves
    }

    /// Drops every node's remembered measurements, so the next ``layout()`` is a cold pass.
    public func dropCaches() {
        func walk(_ n: CaseNode) {
            n.cache = [:]
            for c in n.children { walk(c) }
        }
        walk(root)
    }

    /// Lays the tree out as the conformance runner lays out a case in a max-content viewport:
    /// the root's width, its height at that width, then every node's frame.
    public func layout() {
        layoutRoot(root, viewport: GridAvailableSize(.maxContent), parentSize: GridOptionalSize(nil))
    }

    /// The root's border-box size after ``layout()``.
    public var rootSize: Size { root.frame.size }

    /// Every leaf's frame relative to its parent grid, in preorder, after ``layout()``.
    public var leafFrames: [Rect] {
        var out: [Rect] = []
        out.reserveCapacity(leafCount)
        func walk(_ n: CaseNode) {
            if n.children.isEmpty { out.append(n.frame) } else { for c in n.children { walk(c) } }
        }
        walk(root)
        return out
    }

    /// Every node's frame in preorder (root first) after ``layout()``: the whole result, to
    /// compare one layout with another.
    public var frames: [Rect] {
        var out: [Rect] = []
        func walk(_ n: CaseNode) {
            out.append(n.frame)
            for c in n.children { walk(c) }
        }
        walk(root)
        return out
    }
}
