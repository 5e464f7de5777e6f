import Testing
import TesseraFuzzing
import TesseraGeometry
import TesseraLayout
@testable import Tessera

/// A seeded fuzzer over the view layer: random trees of stacks, grids, shapes, text and
/// modifiers with hostile numbers (infinite and huge frames, 1e308 spacing, NaN offsets),
/// hosted, laid out at random window sizes and turned into display lists. Every placed frame
/// and every number in the display list must be finite, and the same tree must give the
/// same display list twice.
@Suite struct ViewFuzzTests {
    static func view(_ r: inout SeededRandom, depth: Int) -> AnyView {
        var v: AnyView
        if depth > 3 || r.next(3) == 0 {
            switch r.next(6) {
            case 0: v = AnyView(Color.red)
            case 1: v = AnyView(Rectangle())
            case 2: v = AnyView(Circle())
            case 3: v = AnyView(Text(["hi", "a longer text that wraps", ""][r.next(3)]))
            case 4: v = AnyView(Spacer())
            default: v = AnyView(Divider())
            }
        } else {
            let kids = (0..<r.next(4) + 1).map { _ in view(&r, depth: depth + 1) }
            let spacing = r.length()
            switch r.next(4) {
            case 0: v = AnyView(HStack(spacing: spacing) { ForEach(0..<kids.count) { kids[$0] } })
            case 1: v = AnyView(VStack(spacing: spacing) { ForEach(0..<kids.count) { kids[$0] } })
            case 2: v = AnyView(ZStack { ForEach(0..<kids.count) { kids[$0] } })
            default:
                v = AnyView(Grid(horizontalSpacing: spacing, verticalSpacing: r.length()) {
                    GridRow { ForEach(0..<kids.count) { kids[$0] } }
                    GridRow { ForEach(0..<kids.count) { kids[$0] } }
                })
            }
        }
        for _ in 0..<r.next(3) {
            switch r.next(6) {
            case 0: v = AnyView(v.frame(width: r.length(), height: r.length()))
            case 1: v = AnyView(v.frame(maxWidth: .infinity, maxHeight: r.next(2) == 0 ? .infinity : 50))
            case 2: v = AnyView(v.padding(r.length()))
            case 3: v = AnyView(v.offset(x: r.length(), y: r.length()))
            case 4: v = AnyView(v.fixedSize())
            default: v = AnyView(v.opacity(0.5))
            }
        }
        return v
    }

    static func hasNonFinite(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.contains("nan") || lower.contains("inf")
    }

    @Test func randomViewTreesGiveFiniteDisplayLists() {
        var r = SeededRandom(seed: 1717)
        var failures: [String] = []
        for i in 0..<300 {
            var copy = r
            let tree = Self.view(&r, depth: 0)
            let again = Self.view(&copy, depth: 0)
            let size = [Size(width: 1280, height: 800), Size(width: 1, height: 1), Size(width: 300, height: 2000)][i % 3]
            let host = ViewHost(tree, textMeasurer: MonospaceTextMeasurer())
            host.layout(size: size)
            var bad: String?
            host.renderRoot.layout.forEachNode { n in
                let f = n.frame
                if bad == nil, !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) { bad = "frame \(f)" }
            }
            let list = host.displayList()
            if bad == nil, Self.hasNonFinite(list.description) { bad = "display list \(list.description.prefix(300))" }
            let other = ViewHost(again, textMeasurer: MonospaceTextMeasurer())
            other.layout(size: size)
            if bad == nil, other.displayList() != list { bad = "the same tree gave another display list" }
            if let bad { failures.append("tree \(i): \(bad)") }
            if failures.count > 3 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}

extension SeededRandom {
    /// A length, often hostile: zero, huge, infinite, NaN or negative.
    fileprivate mutating func length() -> Double {
        [0, 1, 10, 37.5, 200, 1e7, 1e308, .infinity, -.infinity, .nan, -5][next(11)]
    }
}
