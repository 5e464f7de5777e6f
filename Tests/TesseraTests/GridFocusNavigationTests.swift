import Testing
@testable import Tessera

@Suite struct GridFocusNavigationTests {
    /// A 3x3 grid of focusable squares "r<row>c<column>", the middle one wider (a span).
    private func host() -> ViewHost {
        makeHost(Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            ForEach(0..<3, id: \.self) { r in
                GridRow {
                    ForEach(0..<3, id: \.self) { c in
                        Color.blue.frame(width: 40, height: 40).focusable().id("r\(r)c\(c)")
                    }
                }
            }
        })
    }

    private func focus(_ h: ViewHost, _ id: String) {
        h.setFocus(h.node(withID: id))
        #expect(h.focusedNode?.id == id)
    }

    @Test(arguments: [("Right", "r1c2"), ("Left", "r1c0"), ("Up", "r0c1"), ("Down", "r2c1"), ("Home", "r1c0"), ("End", "r1c2"),
                      ("Page Up", "r0c1"), ("Page Down", "r2c1")])
    func keysMoveFromTheMiddle(_ key: String, _ expected: String) {
        let h = host()
        focus(h, "r1c1")
        #expect(h.handle(.key(KeyPress(key))))
        #expect(h.focusedNode?.id == expected)
    }

    @Test func edgesStopAndControlHomeGoesToTheFirstCell() {
        let h = host()
        focus(h, "r0c2")
        #expect(!h.handle(.key(KeyPress("Right"))))  // nothing further right: the key goes on
        #expect(h.focusedNode?.id == "r0c2")
        #expect(h.handle(.key(KeyPress("End", control: true))))
        #expect(h.focusedNode?.id == "r2c2")
        #expect(h.handle(.key(KeyPress("Home", control: true))))
        #expect(h.focusedNode?.id == "r0c0")
    }

    @Test func keysOutsideGridsAreLeftAlone() {
        let h = makeHost(VStack { Color.red.frame(width: 20, height: 20).focusable().id("a"); Color.red.frame(width: 20, height: 20).focusable().id("b") })
        focus(h, "a")
        #expect(!h.handle(.key(KeyPress("Down"))))
        #expect(h.focusedNode?.id == "a")
    }
}
