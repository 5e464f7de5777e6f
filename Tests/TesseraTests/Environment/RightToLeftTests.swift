import Testing
@testable import Tessera

/// Right-to-left layout (`.environment(\.layoutDirection, .rightToLeft)`), as data. The rule
/// (SwiftUI's `LayoutDirection`): a right-to-left subtree is the mirror image of its
/// left-to-right layout in its container, so a view at x of width w in a container of width
/// W lands at W - x - w; leading padding, `.leading` alignment and a stack's first view are on
/// the right. Leaf contents (text glyphs, images) are not mirrored, and `offset(x:)` moves the
/// same way in both directions. Each case lists the left-to-right frames (from the stack,
/// padding and frame rules) and the right-to-left ones derived by that mirror rule.
@Suite struct RightToLeftTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        /// id -> (left-to-right x, right-to-left x); every case's views are in a 200-wide root.
        let x: [String: (ltr: Double, rtl: Double)]
        var testDescription: String { name }
    }

    private static func root(_ v: some View) -> AnyView {
        AnyView(v.frame(width: 200, height: 100, alignment: .topLeading))
    }

    static let cases: [Case] = [
        // HStack: a (20) at 0, b (30) at 20 + 10 = 30; mirrored: a at 200-0-20, b at 200-30-30.
        Case(name: "hstack order", view: { root(HStack(spacing: 10) {
            Color.red.frame(width: 20, height: 10).id("a"); Color.blue.frame(width: 30, height: 10).id("b")
        }) }, x: ["a": (0, 180), "b": (30, 140)]),
        // padding(.leading, 20) around a 30-wide view: the content at 20; mirrored the padded
        // view (50 wide) is at 150 and its content at 200-20-30 = 150 (the padding on its right).
        Case(name: "leading padding", view: { root(Color.red.frame(width: 30, height: 10).id("c").padding(.leading, 20).id("p"))
        }, x: ["c": (20, 150), "p": (0, 150)]),
        // VStack(alignment: .leading): the 40-wide view at the stack's left edge (0); the stack is
        // 80 wide. Mirrored: the stack at 120, the 40-wide view at 200-0-40 = 160.
        Case(name: "vstack leading", view: { root(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("narrow"); Color.blue.frame(width: 80, height: 10).id("wide")
        }.id("stack")) }, x: ["narrow": (0, 160), "wide": (0, 120), "stack": (0, 120)]),
        // frame(alignment: .trailing) of 100 around 30: at 70 (left to right); mirrored
        // 200-70-30 = 100 (the frame itself at 0, mirrored to 100; its trailing edge is left).
        Case(name: "frame trailing", view: { root(Color.red.frame(width: 30, height: 10).id("v")
            .frame(width: 100, height: 10, alignment: .trailing).id("f"))
        }, x: ["v": (70, 100), "f": (0, 100)]),
        // ZStack(alignment: .leading): the 20-wide view at 0 in a 60-wide stack; mirrored: the
        // stack at 140, the view at 180.
        Case(name: "zstack leading", view: { root(ZStack(alignment: .leading) {
            Color.red.frame(width: 60, height: 20); Color.blue.frame(width: 20, height: 10).id("z")
        }) }, x: ["z": (0, 180)]),
        // overlay(alignment: .leading) of a 10-wide view on a 50-wide one: at 0; mirrored at 190.
        Case(name: "overlay leading", view: { root(Color.red.frame(width: 50, height: 20)
            .overlay(alignment: .leading) { Color.blue.frame(width: 10, height: 10).id("o") })
        }, x: ["o": (0, 190)]),
        // offset(x: 10) is not mirrored: a 30-wide view at 0 (+10) left to right; right to left
        // at 170, moved 10 further right (180).
        Case(name: "offset not mirrored", view: { root(Color.red.frame(width: 30, height: 10).id("off").offset(x: 10))
        }, x: ["off": (10, 180)]),
        // A Grid: column widths 30 and 50, spacing 8: cells at 0 and 38 (the grid 88 wide);
        // mirrored: the grid at 112, the first column at 200-0-30 = 170, the second at 200-38-50 = 112.
        Case(name: "grid columns", view: { root(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 30, height: 10).id("g0"); Color.blue.frame(width: 50, height: 10).id("g1") }
        }) }, x: ["g0": (0, 170), "g1": (38, 112)]),
    ]

    @Test(arguments: cases)
    func mirrors(_ c: Case) {
        let ltr = makeHost(c.view(), size: Size(width: 200, height: 100))
        let rtl = makeHost(c.view().environment(\.layoutDirection, .rightToLeft), size: Size(width: 200, height: 100))
        for (id, x) in c.x.sorted(by: { $0.key < $1.key }) {
            #expect(abs(ltr.frame(id).minX - x.ltr) < 1e-9, "\(c.name) \(id) left to right: \(ltr.frame(id))")
            #expect(abs(rtl.frame(id).minX - x.rtl) < 1e-9, "\(c.name) \(id) right to left: \(rtl.frame(id))")
            #expect(ltr.frame(id).size == rtl.frame(id).size && ltr.frame(id).minY == rtl.frame(id).minY,
                    "\(c.name) \(id): only x changes")
        }
    }

    /// Text keeps its `multilineTextAlignment` and carries the environment's direction to the text
    /// engine, which resolves leading/trailing against the paragraph's direction (right edge for
    /// `.leading` right to left; drawn positions are checked in TesseraSDLTests' TextParagraphTests).
    @Test func textCarriesTheLayoutDirection() {
        func options(_ view: some View) -> TextLayoutOptions? {
            let items = makeHost(view, size: Size(width: 200, height: 100)).displayList().items
            for item in items { if case .text(let run) = item { return run.text.options } }
            return nil
        }
        let text = Text("one two three four").frame(width: 60)
        #expect(options(text)?.alignment == .leading && options(text)?.layoutDirection == .leftToRight)
        let rtl = options(text.environment(\.layoutDirection, .rightToLeft))
        #expect(rtl?.alignment == .leading && rtl?.layoutDirection == .rightToLeft)
        let trailing = options(text.multilineTextAlignment(.trailing).environment(\.layoutDirection, .rightToLeft))
        #expect(trailing?.alignment == .trailing && trailing?.layoutDirection == .rightToLeft)
    }

    @Test func switchingDirectionRelaysOut() {
        let host = makeHost(HStack(spacing: 0) { Color.red.frame(width: 20, height: 10).id("first"); Spacer() }
            .frame(width: 200, height: 100), size: Size(width: 200, height: 100))
        #expect(host.frame("first").minX == 0)
        host.setRoot(HStack(spacing: 0) { Color.red.frame(width: 20, height: 10).id("first"); Spacer() }
            .frame(width: 200, height: 100).environment(\.layoutDirection, .rightToLeft))
        host.update()
        host.layout(size: Size(width: 200, height: 100))
        #expect(host.frame("first").minX == 180)
    }
}
