import Testing
@testable import TesseraDemo
import Tessera
import TesseraLayout
import TesseraSDLHost

/// Every scene in a 640x480 window (issue 29): no text is cut off where it cannot be scrolled
/// to. Root content larger than the window starts at its top-leading corner and scrolls
/// (`RootOverflow`); text inside a scroll view can be scrolled to by that scroll view. Before,
/// the root was centred and clipped on every side (`controls` lost its title and labels).
extension DemoTests {
    @Suite struct SceneOverflow {
        static let small = Size(width: 640, height: 480)

        /// The text frames of `s` that lie (partly) where nothing can bring them into view:
        /// outside the root's extent, or before the window's top-leading corner.
        static func unreachableTexts(_ s: DemoSession) -> [String] {
            let root = s.host.renderRoot.frame
            var out: [String] = []
            if root.minX < -0.5 || root.minY < -0.5 { out.append("root at \(root.origin)") }
            func visit(_ n: RenderNode, inScrollView: Bool) {
                let scrolls = inScrollView || n.layout.layout is ScrollViewLayout
                if case .text(let t) = n.content, !scrolls, n.frame.width > 0, n.frame.height > 0 {
                    let f = n.frame
                    if f.minX < root.minX - 0.5 || f.minY < root.minY - 0.5 || f.maxX > root.maxX + 0.5 || f.maxY > root.maxY + 0.5
                        || f.minX < -0.5 || f.minY < -0.5 {
                        out.append("\"\(t.string.prefix(40))\" at \(f)")
                    }
                }
                for c in n.children { visit(c, inScrollView: scrolls) }
            }
            visit(s.host.renderRoot, inScrollView: false)
            return out
        }

        @Test(arguments: SceneCatalog.ids)
        func nothingIsCutOffAt640x480(_ id: String) throws {
            let s = try session(id, size: Self.small)
            _ = s.displayList()
            let lost = Self.unreachableTexts(s)
            #expect(lost.isEmpty, "\(id): \(lost.prefix(4).joined(separator: "; "))")
        }

        @Test func overflowingRootContentScrollsToItsEnd() throws {
            let s = try session("controls", size: Self.small)
            _ = s.displayList()
            let root = s.host.renderRoot.frame
            #expect(root.minX >= 0 && root.minY == 0, "top-leading while it overflows")
            guard root.height > Self.small.height + 1 else { return }
            // Scroll far down: the content's bottom edge meets the window's.
            s.host.pointerLocation = Point(x: 5, y: 5)
            for _ in 0..<100 { _ = s.host.handle(.scroll(dx: 0, dy: -1)) }
            _ = s.displayList()
            #expect(abs(s.host.renderRoot.frame.maxY - Self.small.height) < 0.5)
        }
    }
}
