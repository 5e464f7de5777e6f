import Testing
@testable import Tessera

private enum Shape3 { case circle, square, none }

private struct Conditional: View {
    var flag: Bool
    var kind: Shape3
    var optional: String?
    var body: some View {
        HStack(spacing: 0) {
            if flag {
                Color.red.frame(width: 10, height: 10).id("if")
            } else {
                Color.blue.frame(width: 20, height: 10).id("else")
            }
            switch kind {
            case .circle: Circle().frame(width: 30, height: 10).id("circle")
            case .square: Rectangle().frame(width: 40, height: 10).id("square")
            case .none: EmptyView()
            }
            if let optional { Text(optional).id("optional") }
            if #available(macOS 14, *) { Color.green.frame(width: 1, height: 1).id("available") }
        }
        .id("stack")
    }
}

@Suite struct ViewBuilderTests {
    @Test func ifElseSwitchOptionalAndAvailability() {
        let host = makeHost(Conditional(flag: true, kind: .circle, optional: nil))
        #expect(host.node(withID: "if") != nil && host.node(withID: "else") == nil)
        #expect(host.node(withID: "circle") != nil && host.node(withID: "square") == nil)
        #expect(host.node(withID: "optional") == nil)
        #expect(host.node(withID: "available") != nil)
        #expect(host.node(withID: "stack")?.children.count == 3)

        host.setRoot(Conditional(flag: false, kind: .none, optional: "hi"))
        host.layout(size: Size(width: 800, height: 600))
        #expect(host.node(withID: "if") == nil && host.node(withID: "else") != nil)
        #expect(host.node(withID: "circle") == nil && host.node(withID: "square") == nil)
        #expect(host.text("optional") == "hi")
        // EmptyView produces no child: else, optional, available.
        #expect(host.node(withID: "stack")?.children.count == 3)
        let expected: Double = 20 + 2 * 0.6 * 13 + 1   // body 13 in the default (desktop) look
        #expect(abs(host.frame("stack").width - expected) < 1e-9)
    }

    @Test func emptyViewMakesNoGridCell() throws {
        let host = makeHost(Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                EmptyView()
                Color.blue.frame(width: 10, height: 10)
            }
        })
        let grid = try #require(host.renderRoot.children.first)
        #expect(grid.children.count == 2)
        #expect((grid.layout.layout as? GridLayout)?.rows == [.cells(count: 2, alignment: nil)])
    }

    @Test func forEachOverIdentifiableAndKeyPaths() {
        struct Item: Identifiable { let id: String; let width: Double }
        let items = [Item(id: "x", width: 10), Item(id: "y", width: 20)]
        let host = makeHost(VStack {
            ForEach(items) { item in Color.red.frame(width: item.width, height: 5).id(item.id) }
            ForEach(["p", "q"], id: \.self) { name in Text(name).id(name) }
        })
        #expect(host.frame("x").width == 10 && host.frame("y").width == 20)
        #expect(host.text("p") == "p" && host.text("q") == "q")
    }

    @Test func anyViewKeepsNodesWhileTheTypeIsTheSame() {
        let host = makeHost(AnyView(Color.red.frame(width: 10, height: 10).id("a")))
        let before = host.node(withID: "a")
        host.setRoot(AnyView(Color.blue.frame(width: 10, height: 10).id("a")))
        #expect(host.node(withID: "a") === before)
        host.setRoot(AnyView(Text("x").id("a")))
        #expect(host.node(withID: "a") !== before)
    }
}

private struct Card: ViewModifier {
    let inset: Double
    @State var taps = 0
    func body(content: Content) -> some View {
        content
            .padding(inset)
            .background(Color.yellow)
            .overlay(Text("\(taps)").id("taps"))
            .onTapGesture { taps += 1 }
    }
}

@Suite struct ViewModifierTests {
    @Test func customModifierWrapsContentAndKeepsState() {
        let host = makeHost(Color.red.frame(width: 20, height: 20).id("inner").modifier(Card(inset: 5)))
        #expect(host.renderRoot.frame.size == Size(width: 30, height: 30))
        #expect(host.frame("inner").relative(to: host.renderRoot.frame).origin == Point(x: 5, y: 5))
        host.click(host.frame("inner").center)
        host.click(host.frame("inner").center)
        #expect(host.text("taps") == "2")
    }
}
