import Testing
import TesseraDisplayList
@testable import Tessera

/// `shadow`, `blur` and `mask` as views: layout unchanged, the display list wraps the view's
/// items in a layer, the mask view is laid out in the view's frame and takes no clicks.
@Suite struct LayerEffectTests {
    private let size = Size(width: 200, height: 100)

    private var card: some View {
        VStack(spacing: 4) {
            Text("Title").id("title")
            Color.blue.frame(width: 60, height: 20).id("bar")
        }.padding(8).id("card")
    }

    @Test func effectsDoNotChangeLayout() {
        let plain = makeHost(card, size: size).identifiedFrames
        for view in [AnyView(card.shadow(radius: 5, x: 3, y: 4)), AnyView(card.blur(radius: 8)),
                     AnyView(card.mask { Circle() }), AnyView(card.blur(radius: .nan, opaque: true))] {
            #expect(makeHost(view, size: size).identifiedFrames == plain)
        }
    }

    @Test func shadowWrapsTheViewsItemsInALayer() {
        let items = makeHost(Color.red.frame(width: 20, height: 20).shadow(color: .green, radius: 3, x: 1, y: 2), size: size)
            .displayList().items
        #expect(items.count == 3)
        guard items.count == 3 else { return }
        #expect(items[0] == .pushLayer(.shadow(color: .green, radius: 3, x: 1, y: 2)))
        #expect(items[1] == .fill(.rect(Rect(x: 90, y: 40, width: 20, height: 20)), .color(.red)))
        #expect(items[2] == .popLayer)
    }

    @Test func defaultShadowIsSwiftUIsAndSemanticColoursResolve() {
        let items = makeHost(Color.red.frame(width: 20, height: 20).shadow(radius: 2), size: size).displayList().items
        #expect(items.first == .pushLayer(.shadow(color: Color(white: 0, alpha: 0.33), radius: 2, x: 0, y: 0)))
        let dark = makeHost(Color.red.frame(width: 20, height: 20).shadow(color: .primary, radius: 2)
            .environment(\.colorScheme, .dark), size: size).displayList().items
        guard case .pushLayer(.shadow(let c, _, _, _))? = dark.first else { Issue.record("\(dark)"); return }
        #expect(c.semantic == nil && c.red == 1, "the primary colour in the dark scheme is white: \(c)")
    }

    @Test func badRadiiAreSanitized() {
        let items = makeHost(Color.red.frame(width: 20, height: 20).blur(radius: -4).shadow(radius: .nan, x: .infinity, y: 2),
                             size: size).displayList().items
        #expect(items.contains(.pushLayer(.blur(radius: 0, opaque: false))))
        #expect(items.contains(.pushLayer(.shadow(color: Color(white: 0, alpha: 0.33), radius: 0, x: 0, y: 2))))
        #expect(!items.description.contains("nan") && !items.description.contains("inf"))
    }

    @Test func maskIsLaidOutInTheViewsFrameWithItsAlignment() {
        let view = Color.red.frame(width: 100, height: 60)
            .mask(alignment: .topLeading) { Color.black.frame(width: 30, height: 20) }
        let items = makeHost(view, size: size).displayList().items
        guard case .pushLayer(.mask(let mask))? = items.first else { Issue.record("\(items)"); return }
        // The view is centred: (50, 20, 100, 60); the mask at its top-leading corner.
        #expect(mask.items == [.fill(.rect(Rect(x: 50, y: 20, width: 30, height: 20)), .color(.black))])
        #expect(items.dropFirst().first == .fill(.rect(Rect(x: 50, y: 20, width: 100, height: 60)), .color(.red)))
        #expect(items.last == .popLayer)
        let centred = makeHost(Color.red.frame(width: 100, height: 60).mask { Color.black.frame(width: 30, height: 20) }, size: size)
            .displayList().items
        guard case .pushLayer(.mask(let m))? = centred.first else { return }
        #expect(m.items.first == .fill(.rect(Rect(x: 85, y: 40, width: 30, height: 20)), .color(.black)))
    }

    @Test func maskViewsTakeNoClicks() {
        var taps: [String] = []
        let view = Color.red.frame(width: 100, height: 60).onTapGesture { taps.append("content") }
            .mask { Color.black.frame(width: 100, height: 60).onTapGesture { taps.append("mask") } }
        let host = makeHost(view, size: size)
        host.click(Point(x: 100, y: 50), size: size)
        #expect(taps == ["content"])
    }
}
