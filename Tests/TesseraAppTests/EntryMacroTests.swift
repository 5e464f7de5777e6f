import Testing
@testable import TesseraApp

extension EnvironmentValues {
    @Entry var cardSpacing: Double = 8
    @Entry var greeting: String = "Hello"
}

private struct Card: View {
    @Environment(\.cardSpacing) var spacing
    @Environment(\.greeting) var greeting
    var body: some View { Text(greeting).frame(width: spacing, height: 10).id("card") }
}

/// `@Entry` declares an environment value with its default, as in SwiftUI.
@Suite struct EntryMacroTests {
    @Test func entryHasItsDefaultAndCanBeSet() {
        var env = EnvironmentValues()
        #expect(env.cardSpacing == 8)
        #expect(env.greeting == "Hello")
        env.cardSpacing = 20
        #expect(env.cardSpacing == 20)
        #expect(env.greeting == "Hello")
    }

    @Test func entryFlowsDownTheTree() {
        let host = ViewHost(Card().environment(\.cardSpacing, 42).environment(\.greeting, "Hi"), textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 200, height: 100))
        #expect(host.node(withID: "card")?.frame.width == 42)
        var text: String?
        host.node(withID: "card")?.forEachNode { n in if text == nil, case .text(let t) = n.content { text = t.string } }
        #expect(text == "Hi")
        let plain = ViewHost(Card(), textMeasurer: MonospaceTextMeasurer())
        plain.layout(size: Size(width: 200, height: 100))
        #expect(plain.node(withID: "card")?.frame.width == 8)
    }
}
