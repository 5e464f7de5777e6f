import Testing
import TesseraGeometry
@testable import Tessera

/// A lazy item's `@State` anywhere in its subtree survives the item being released and made
/// again (issue 13, item 3: "their `@State` is kept, keyed by identity, and restored when they
/// come back"), whatever sits between the item's root and the stateful view; items whose state
/// was never set keep nothing; no item ever gets another's state.
struct LazyStateParkingTests {
    static let size = Size(width: 300, height: 200)

    /// A counter a tap increments, showing `name:count`.
    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            Text("\(name):\(count)").frame(height: 20).id(name).onTapGesture { count += 1 }
        }
    }

    /// A custom view with content (no state of its own).
    struct Card<Content: View>: View {
        @ViewBuilder let content: () -> Content
        var body: some View { VStack(spacing: 0) { content() } }
    }

    /// Shows a counter only once opened (by a tap on `d<i>`): the counter's state exists only
    /// under restored state.
    struct Disclosure: View {
        let i: Int
        @State var open = false
        var body: some View {
            VStack(spacing: 0) {
                Text(open ? "open" : "closed").frame(height: 20).id("d\(i)").onTapGesture { open.toggle() }
                if open { Counter(name: "c\(i)") }
            }
        }
    }

    /// A nesting of the stateful view inside the tile: the ids to tap in tile 4 (in order) and
    /// what each tile shows afterwards (id → text), tile 4 changed, the others not.
    struct Shape: Sendable, CustomTestStringConvertible {
        let name: String
        let tile: @Sendable (Int) -> AnyView
        var taps = ["c4"]
        var expect: @Sendable (Int) -> [String: String] = { i in ["c\(i)": "c\(i):\(i == 4 ? 1 : 0)"] }
        var testDescription: String { name }

        static let all: [Shape] = [
            Shape(name: "tile root") { AnyView(Counter(name: "c\($0)")) },
            Shape(name: "stack") { i in AnyView(VStack { Text("#\(i)"); Counter(name: "c\(i)") }) },
            Shape(name: "nested stacks") { i in
                AnyView(HStack { VStack { ZStack { Color.gray; HStack { Text("#"); Counter(name: "c\(i)") } } } })
            },
            Shape(name: "ForEach in the tile",
                  tile: { i in AnyView(VStack(spacing: 0) { ForEach(0..<2) { j in Counter(name: "c\(i)-\(j)") } }) },
                  taps: ["c4-1"],
                  expect: { i in ["c\(i)-0": "c\(i)-0:0", "c\(i)-1": "c\(i)-1:\(i == 4 ? 1 : 0)"] }),
            Shape(name: "modifiers") { i in
                AnyView(Counter(name: "c\(i)").padding(2).background(Color.gray).opacity(0.9).onAppear {})
            },
            Shape(name: "overlay") { i in AnyView(Color.gray.overlay { Counter(name: "c\(i)") }) },
            Shape(name: "custom view in custom view") { i in
                AnyView(Card { Card { Text("#\(i)"); Counter(name: "c\(i)") } })
            },
            Shape(name: "conditional on data") { i in
                if i % 2 == 0 { AnyView(VStack { Counter(name: "c\(i)") }) } else { AnyView(HStack { Counter(name: "c\(i)") }) }
            },
            Shape(name: "conditional on state",
                  tile: { i in AnyView(Disclosure(i: i)) },
                  taps: ["d4", "c4", "c4"],
                  expect: { i in i == 4 ? ["d4": "open", "c4": "c4:2"] : ["d\(i)": "closed"] }),
            Shape(name: "Group and AnyView") { i in AnyView(Group { AnyView(Counter(name: "c\(i)")) }) },
            // Across the outer scroll axis: every item of the inner container is created.
            Shape(name: "lazy stack in the tile",
                  tile: { i in AnyView(LazyHStack(spacing: 2) { ForEach(0..<2) { j in Counter(name: "c\(i)-\(j)") } }) },
                  taps: ["c4-1"],
                  expect: { i in ["c\(i)-0": "c\(i)-0:0", "c\(i)-1": "c\(i)-1:\(i == 4 ? 1 : 0)"] }),
        ]
    }

    final class Clock { var t = 0.0 }

    /// A gallery of `n` tiles 50 points high in 3 columns (rows of 58 points).
    func gallery(_ n: Int, ids: Range<Int>? = nil, tile: @escaping (Int) -> some View) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(ids ?? 0..<n) { i in tile(i).frame(height: 50) }
            }
        }
    }

    func host(_ v: some View, _ clock: Clock) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: Self.size, at: clock.t)
        return h
    }

    func step(_ h: ViewHost, _ clock: Clock) {
        clock.t += 0.02
        _ = h.frame(size: Self.size, at: clock.t)
    }

    func tap(_ id: String, _ h: ViewHost, _ clock: Clock) {
        let f = h.frame(id)
        h.handle(.click(Point(x: f.midX, y: f.midY)))
        step(h, clock)
    }

    /// Scrolls the wheel `lines` down (negative: up) over the middle of the viewport, in steps
    /// of 40 lines (1,600 points) a frame.
    func wheel(_ lines: Double, _ h: ViewHost, _ clock: Clock) {
        h.pointerLocation = Point(x: 150, y: 100)
        var left = lines
        while left != 0 {
            let d = left > 0 ? min(left, 40) : max(left, -40)
            h.handle(.scroll(dx: 0, dy: -d))
            step(h, clock)
            left -= d
        }
    }

    /// Far enough (~32,000 points, ~550 rows) that the first rows are long released, then back.
    func awayAndBack(_ h: ViewHost, _ clock: Clock, whileAway: () -> Void = {}) {
        wheel(800, h, clock)
        whileAway()
        wheel(-1_000, h, clock)
    }

    /// The counters on screen showing a count other than 0, and the open disclosures.
    func changedCounters(_ h: ViewHost) -> [String] {
        h.identifiedFrames.keys.sorted().compactMap { id in
            guard id.hasPrefix("c") || id.hasPrefix("d"), let t = h.text(id) else { return nil }
            return t.hasSuffix(":0") || t == "closed" ? nil : "\(id)=\(t)"
        }
    }

    /// The gallery's container (the vertical one; tiles may hold horizontal ones).
    func lazy(_ h: ViewHost) -> LazyContainerNode { h.context.scrolling.lazyContainers.first { $0.axis == .vertical }! }

    /// Tiles 0...5 are on screen at the start (rows 0 and 1); tile 4 is the one changed.
    @Test(arguments: Shape.all) func stateAnywhereInTheItemComesBack(_ shape: Shape) {
        let clock = Clock()
        let h = host(gallery(10_000) { shape.tile($0) }, clock)
        // Untouched, nothing is kept.
        awayAndBack(h, clock) { #expect(lazy(h).parkedCount == 0, "no state was set: nothing parked") }
        for id in shape.taps { tap(id, h, clock) }
        for (id, text) in shape.expect(4) { #expect(h.text(id) == text, "set before leaving") }
        awayAndBack(h, clock) {
            for id in shape.expect(4).keys { #expect(h.node(withID: id) == nil, "tile 4 was released") }
            // Tiles made while it is away (from recycled nodes or not) never show its state.
            let shown = changedCounters(h)
            #expect(shown.isEmpty, "other tiles show tile 4's state: \(shown)")
            #expect(lazy(h).parkedCount == 1, "only the changed tile is parked")
            // The path from the tile to the counter (the deepest shape's is 9 nodes), not the tile.
            #expect(lazy(h).parkedNodeCount <= 9, "only the path to the changed state is kept")
        }
        for i in 0..<6 {
            for (id, text) in shape.expect(i) { #expect(h.text(id) == text, "tile \(i) after coming back") }
        }
        #expect(lazy(h).parkedCount == 0, "back on screen: nothing parked")
    }

    @Test func aSectionHeaderKeepsItsState() {
        let clock = Clock()
        let h = host(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(0..<2_000) { s in
                    Section {
                        ForEach(0..<6) { j in Text("\(s)-\(j)").frame(height: 50) }
                    } header: {
                        HStack { Text("section"); Counter(name: "h\(s)") }
                    }
                }
            }
        }, clock)
        tap("h0", h, clock)
        #expect(h.text("h0") == "h0:1")
        awayAndBack(h, clock) {
            #expect(h.node(withID: "h0") == nil)
            #expect(lazy(h).parkedCount == 1, "only the tapped header")
            #expect(changedCounters(h).isEmpty)
        }
        #expect(h.text("h0") == "h0:1")
        #expect(h.text("h1") == "h1:0")
    }

    @Test func itemsNeverSetKeepNothingAtAnySize() {
        // 40 counters in one stack per tile, a thousand tiles scrolled past: nothing is parked.
        let clock = Clock()
        let h = host(gallery(100_000) { i in
            VStack(spacing: 0) { ForEach(0..<40) { j in Counter(name: "c\(i)-\(j)") } }
        }, clock)
        wheel(800, h, clock)
        #expect(h.stats.nodesCreated > 1_000)
        #expect(lazy(h).parkedCount == 0)
        #expect(lazy(h).realizedCount <= 18)
    }

    @Test func anotherItemInTheSamePlaceStartsFresh() {
        // Tile 4's state is set; while it is away the data changes to other ids (1000...),
        // so the tile in its place is another item: it must not get tile 4's state, and the
        // parked state stays with its id.
        final class Data { var ids = 0..<10_000 }
        let data = Data()
        struct Gallery: View {
            let data: Data
            @State var generation = 0
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                        ForEach(data.ids) { i in Counter(name: "c\(i % 1_000)").frame(height: 50) }
                    }
                }
                .onKeyPress("R") { generation += 1; return .handled }
            }
        }
        let clock = Clock()
        let h = host(Gallery(data: data), clock)
        tap("c4", h, clock)
        #expect(h.text("c4") == "c4:1")
        awayAndBack(h, clock) {
            #expect(lazy(h).parkedCount == 1)
            data.ids = 1_000..<11_000
            h.focusScrollView()
            h.handle(.key(KeyPress("R")))
            step(h, clock)
        }
        #expect(h.text("c4") == "c4:0", "item 1004 sits where 4 was: fresh state")
        #expect(h.text("c0") == "c0:0")
        #expect(lazy(h).parkedCount == 1, "item 4's state stays parked under its id")
        awayAndBack(h, clock) {
            data.ids = 0..<10_000
            h.handle(.key(KeyPress("R")))
            step(h, clock)
        }
        #expect(h.text("c4") == "c4:1", "item 4 is back with its state")
    }

    @Test func aViewOfAnotherTypeInTheSamePlaceStartsFresh() {
        // The same id whose tile changed type (another custom view with the same state shape)
        // starts fresh: state is restored into a view of the type it was taken from only.
        struct Other: View {
            let name: String
            @State var count = 0
            var body: some View { Text("\(name):other\(count)").frame(height: 20).id(name) }
        }
        final class Flag { var other = false }
        let flag = Flag()
        struct Gallery: View {
            let flag: Flag
            @State var generation = 0
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                        ForEach(0..<10_000) { i in
                            if flag.other { AnyView(Other(name: "c\(i)")) } else { AnyView(Counter(name: "c\(i)")) }
                        }
                    }
                }
                .onKeyPress("R") { generation += 1; return .handled }
            }
        }
        let clock = Clock()
        let h = host(Gallery(flag: flag), clock)
        tap("c4", h, clock)
        awayAndBack(h, clock) {
            flag.other = true
            h.focusScrollView()
            h.handle(.key(KeyPress("R")))
            step(h, clock)
        }
        #expect(h.text("c4") == "c4:other0")
    }

    @Test func aNestedScrollViewKeepsItsOffset() {
        let clock = Clock()
        let h = host(gallery(10_000) { i in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) { ForEach(0..<10) { k in Color.gray.frame(width: 40, height: 40).id("s\(i)-\(k)") } }
            }
            .id("t\(i)")
        }, clock)
        let tile = h.frame("t4")
        h.pointerLocation = Point(x: tile.midX, y: tile.midY)
        h.handle(.scroll(dx: 1, dy: 0))
        step(h, clock)
        let scrolled = h.frame("s4-0").minX - h.frame("t4").minX
        #expect(scrolled == -ViewHost.pointsPerScrollLine)
        awayAndBack(h, clock) {
            #expect(h.node(withID: "t4") == nil)
            #expect(lazy(h).parkedCount == 1, "only the scrolled tile keeps its offset")
        }
        #expect(h.frame("s4-0").minX - h.frame("t4").minX == scrolled)
        #expect(h.frame("s3-0").minX == h.frame("t3").minX, "its neighbour was never scrolled")
    }

    /// A tile with a focusable button tied to a `@FocusState`, and a counter a tap on its
    /// text increments.
    struct FocusTile: View {
        let i: Int
        @FocusState var focused: Bool
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("b\(i)") {}.focused($focused).id("b\(i)")
                Text("f\(i):\(focused ? "yes" : "no"):\(count)").id("f\(i)").onTapGesture { count += 1 }
            }
        }
    }

    /// Gives focus to the focusable control inside the view with id `id`.
    func focus(_ id: String, _ h: ViewHost, _ clock: Clock) {
        var control: RenderNode?
        h.node(withID: id)?.forEachNode { n in if control == nil, case .focusable? = n.effect { control = n } }
        #expect(control != nil)
        h.setFocus(control)
        step(h, clock)
    }

    @Test func focusStateIsNotKeptButStateBesideItIs() {
        let clock = Clock()
        let h = host(gallery(10_000) { FocusTile(i: $0) }, clock)
        tap("f4", h, clock)
        focus("b4", h, clock)
        #expect(h.text("f4") == "f4:yes:1")
        // Focus only (given without a click, which would set the button's own pressed state):
        // tile 1 has nothing to keep.
        focus("b1", h, clock)
        #expect(h.text("f1") == "f1:yes:0")
        #expect(h.text("f4") == "f4:no:1")
        focus("b4", h, clock)
        #expect(h.text("f4") == "f4:yes:1")
        awayAndBack(h, clock) {
            #expect(lazy(h).parkedCount == 1, "tile 4 set its count; tile 1 was only focused")
        }
        // The focused button left the tree with its tile: the tile comes back with its count,
        // not focused.
        #expect(h.text("f4") == "f4:no:1")
        #expect(h.text("f1") == "f1:no:0")
        #expect(h.text("f0") == "f0:no:0")
        #expect(h.focusedNode == nil)
    }

    @Test func releasedItemsDisappearAndComeBackAppearing() {
        // A released item is removed from the tree (its onDisappear runs) even when its state
        // is parked; it appears again when it comes back.
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        let clock = Clock()
        let h = host(gallery(10_000) { i in
            Counter(name: "c\(i)")
                .onAppear { if i == 4 { log.lines.append("appear") } }
                .onDisappear { if i == 4 { log.lines.append("disappear") } }
        }, clock)
        tap("c4", h, clock)
        // One line a frame until a frame's layout releases tile 4: its onDisappear runs before
        // that frame is shown (the pipeline's lifecycle step), not at some later update.
        var lines = 0
        while h.node(withID: "c4") != nil, lines < 20 { wheel(1, h, clock); lines += 1 }
        #expect(h.node(withID: "c4") == nil)
        #expect(log.lines == ["appear", "disappear"], "released by a layout: gone in that frame")
        step(h, clock)
        #expect(log.lines == ["appear", "disappear"])
        wheel(800, h, clock)
        while h.node(withID: "c4") == nil, lines < 1_000 { wheel(-1, h, clock); lines += 1 }
        #expect(log.lines == ["appear", "disappear", "appear"], "created by a layout: appears in that frame")
        step(h, clock)
        #expect(log.lines == ["appear", "disappear", "appear"])
        #expect(h.text("c4") == "c4:1")
    }

    @Test func stateSetWhileParkedIsWhatComesBack() {
        // A binding into a parked item's state (held outside it) still writes the kept storage.
        final class Holder: @unchecked Sendable { var binding: Binding<Int>? }
        let holder = Holder()
        struct Tile: View {
            let i: Int
            let holder: Holder
            @State var count = 0
            var body: some View {
                if i == 4 { holder.binding = $count }
                return Text("c\(i):\(count)").frame(height: 20).id("c\(i)").onTapGesture { count += 1 }
            }
        }
        let clock = Clock()
        let h = host(gallery(10_000) { Tile(i: $0, holder: holder) }, clock)
        tap("c4", h, clock)
        awayAndBack(h, clock) {
            holder.binding?.wrappedValue = 7
            step(h, clock)
        }
        #expect(h.text("c4") == "c4:7")
    }
}
