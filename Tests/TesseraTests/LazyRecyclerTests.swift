import Testing
import TesseraAnimation
import TesseraDisplayList
@testable import Tessera

/// Lazy containers reuse the nodes of items that leave for items that arrive in the same update
/// (`LazyRecycler`). Each test drives two hosts the same way, one recycling and one making
/// every arriving item anew (`HostContext.recyclesLazyItems` off), and expects the same display
/// lists frame after frame, plus what the reuse must never carry over: `@State`, animations,
/// lifecycle events of another item.
struct LazyRecyclerTests {
    let size = Size(width: 300, height: 200)

    /// Where a tile hands out its `@State` binding (a test sets state without input).
    final class Bindings { var byItem: [Int: Binding<Int>] = [:] }
    final class Proxy { var proxy: ScrollViewProxy? }
    final class EventLog { var events: [String] = [] }

    /// A tile as galleries write them (colour, frame, clip, overlay label on a background,
    /// opacity, id). Its `@State` starts at the item's index: a node that kept the state of
    /// another item would show that item's number after the colon.
    struct Tile: View {
        let i: Int
        let tint: Double
        let bindings: Bindings?
        @State var seed: Int
        init(i: Int, tint: Double = 0, bindings: Bindings? = nil) {
            self.i = i; self.tint = tint; self.bindings = bindings
            _seed = State(initialValue: i)
        }
        var body: some View {
            let _ = { bindings?.byItem[i] = $seed }()
            Color(red: Double(i % 7) / 7, green: tint, blue: 0.5)
                .frame(height: 50)
                .clipped()
                .overlay(alignment: .bottomLeading) {
                    Text("\(i):\(seed)").padding(2).background(Color(red: 0, green: 0, blue: 0, alpha: 0.5))
                }
                .opacity(i % 2 == 0 ? 1 : 0.8)
                .id("t\(i)")
        }
    }

    /// 3 columns in 300 points, rows of 50 + 8: about 6 rows (18 tiles) exist at a time.
    func gallery<V: View>(_ n: Int, _ box: Proxy, @ViewBuilder tile: @escaping (Int) -> V) -> some View {
        ScrollViewReader { p in
            let _ = { box.proxy = p }()
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) { ForEach(0..<n) { i in tile(i) } }
            }
        }
    }

    /// A recycling host and one making items anew, each with its proxy.
    struct Pair {
        let recycling: ViewHost, fresh: ViewHost
        let proxies: (Proxy, Proxy)
        var t = 0.0
        var hosts: [ViewHost] { [recycling, fresh] }

        /// Runs `step` on both hosts (with each one's proxy), makes a frame of each and expects
        /// the same display list and the same identified frames. Returns whether the frame
        /// animates.
        @discardableResult
        mutating func step(_ what: String, _ size: Size, _ body: (ViewHost, ScrollViewProxy?) -> Void) -> Bool {
            t += 1.0 / 60
            body(recycling, proxies.0.proxy)
            body(fresh, proxies.1.proxy)
            let a = recycling.frame(size: size, at: t), b = fresh.frame(size: size, at: t)
            #expect(a.displayList == b.displayList, "\(what): a recycled frame differs from one made anew")
            #expect(a.isAnimating == b.isAnimating, "\(what): animating \(a.isAnimating) vs \(b.isAnimating)")
            #expect(recycling.identifiedFrames == fresh.identifiedFrames, "\(what)")
            return a.isAnimating
        }
    }

    func pair<V: View>(_ make: (Proxy) -> V) -> Pair {
        let boxes = (Proxy(), Proxy())
        let a = ViewHost(make(boxes.0), textMeasurer: MonospaceTextMeasurer())
        let b = ViewHost(make(boxes.1), textMeasurer: MonospaceTextMeasurer())
        b.context.recyclesLazyItems = false
        for h in [a, b] {
            _ = h.frame(size: size, at: 0)
            h.focusScrollView()
            h.pointerLocation = Point(x: 150, y: 100)
        }
        return Pair(recycling: a, fresh: b, proxies: boxes)
    }

    func lazy(_ h: ViewHost) -> LazyContainerNode { h.context.scrolling.lazyContainers[0] }

    /// The items on screen, by their ids `t<index>`.
    func shownItems(_ h: ViewHost) -> [Int] {
        var out: [Int] = []
        h.renderRoot.forEachNode { n in if let id = n.id, id.hasPrefix("t"), let i = Int(id.dropFirst()) { out.append(i) } }
        return out.sorted()
    }

    @Test func recycledTilesDrawAsTilesMadeAnew() {
        var p = pair { gallery(1_000_000, $0) { Tile(i: $0) } }
        p.step("jump to the last", size) { _, proxy in proxy?.scrollTo(999_999, anchor: .bottom) }
        #expect(p.recycling.stats.nodesRecycled >= 10, "a screen of tiles was reused")
        #expect(p.fresh.stats.nodesRecycled == 0)
        p.step("jump to the first", size) { _, proxy in proxy?.scrollTo(0, anchor: .top) }
        for dy in [-1.45, -1.45, -0.5, -3.0, 1.45, -0.2] {
            p.step("wheel \(dy)", size) { h, _ in h.handle(.scroll(dx: 0, dy: dy)) }
        }
        p.step("page down", size) { h, _ in h.handle(.key(KeyPress("PageDown"))) }
        p.step("jump to the middle", size) { _, proxy in proxy?.scrollTo(500_000, anchor: .center) }
        // An animated jump: the offset moves frame by frame, tiles come and go meanwhile.
        p.step("animated jump", size) { _, proxy in withAnimation(.linear(duration: 0.1)) { proxy?.scrollTo(500_300, anchor: .top) } }
        for k in 0..<8 { p.step("animated jump frame \(k)", size) { _, _ in } }
        #expect(p.recycling.stats.nodesCreated < p.fresh.stats.nodesCreated / 2, "\(p.recycling.stats.nodesCreated) vs \(p.fresh.stats.nodesCreated) nodes made")
        for h in p.hosts { #expect(lazy(h).realizedCount <= 8 * 3) }
        // Every tile shows its own index twice: no state of another item came along.
        for i in shownItems(p.recycling) { #expect(p.recycling.text("t\(i)") == "\(i):\(i)") }
    }

    @Test func stateNeverFollowsARecycledNode() {
        let bindings = (Bindings(), Bindings())
        var which = 0
        var p = pair { box in
            defer { which += 1 }
            let b = which == 0 ? bindings.0 : bindings.1
            return gallery(100_000, box) { Tile(i: $0, bindings: b) }
        }
        let recycling = p.recycling
        // Item 1's state is set (kept when it leaves); item 2's never is (its node is reused).
        p.step("set item 1", size) { h, _ in (h === recycling ? bindings.0 : bindings.1).byItem[1]?.wrappedValue = 1_000 }
        #expect(p.recycling.text("t1") == "1:1000")
        let staleBinding = bindings.0.byItem[2]
        p.step("jump away", size) { _, proxy in proxy?.scrollTo(50_000, anchor: .top) }
        #expect(p.recycling.stats.nodesRecycled > 0)
        #expect(lazy(p.recycling).parkedCount == 1, "only the item whose state was set is kept")
        for i in shownItems(p.recycling) { #expect(p.recycling.text("t\(i)") == "\(i):\(i)") }
        // The binding of item 2, whose node now shows another item, reaches nothing on screen.
        p.step("write through a released item's binding", size) { h, _ in
            if h === recycling { staleBinding?.wrappedValue = 555 }
        }
        for i in shownItems(p.recycling) { #expect(p.recycling.text("t\(i)") == "\(i):\(i)") }
        for dy in [-1.45, -1.45, 1.45] { p.step("wheel \(dy)", size) { h, _ in h.handle(.scroll(dx: 0, dy: dy)) } }
        for i in shownItems(p.recycling) { #expect(p.recycling.text("t\(i)") == "\(i):\(i)") }
        p.step("back to the top", size) { _, proxy in proxy?.scrollTo(0, anchor: .top) }
        for h in p.hosts {
            #expect(h.text("t1") == "1:1000", "item 1's state came back with it")
            #expect(h.text("t2") == "2:2", "item 2 starts anew, as a released item does")
            #expect(h.text("t0") == "0:0")
            #expect(lazy(h).parkedCount == 0)
        }
    }

    /// Even tiles have `onAppear` / `onDisappear` (never reused themselves); odd tiles have
    /// none (reused, also for even items, whose lifecycle part is then made anew).
    struct LifecycleTile: View {
        let i: Int
        let log: EventLog
        var body: some View {
            if i % 2 == 0 {
                Text("e\(i)").frame(height: 50)
                    .onAppear { log.events.append("+\(i)") }
                    .onDisappear { log.events.append("-\(i)") }
                    .id("t\(i)")
            } else {
                Text("o\(i)").frame(height: 50).id("t\(i)")
            }
        }
    }

    @Test func appearAndDisappearFollowEachItem() {
        let logs = (EventLog(), EventLog())
        var which = 0
        var p = pair { box in
            defer { which += 1 }
            let log = which == 0 ? logs.0 : logs.1
            return gallery(10_000, box) { LifecycleTile(i: $0, log: log) }
        }
        p.step("jump", size) { _, proxy in proxy?.scrollTo(5_000, anchor: .top) }
        for dy in [-1.45, -1.45, -0.3, 1.45, -3.0] { p.step("wheel \(dy)", size) { h, _ in h.handle(.scroll(dx: 0, dy: dy)) } }
        p.step("jump back", size) { _, proxy in proxy?.scrollTo(0, anchor: .top) }
        // The frames ran the actions of the items they made and released; an update adds none.
        p.step("update", size) { h, _ in h.update() }
        #expect(p.recycling.stats.nodesRecycled > 0, "odd tiles were reused")
        // The same events for each item, in the same order (across items, the order in which
        // one update's disappearances are found is not specified).
        func byItem(_ events: [String]) -> [Int: [String]] {
            var out: [Int: [String]] = [:]
            for e in events { out[Int(e.dropFirst())!, default: []].append(e) }
            return out
        }
        #expect(byItem(logs.0.events) == byItem(logs.1.events))
        // Per item: appearances and disappearances alternate, starting with one; the items
        // created now have appeared once more than they disappeared.
        var balance: [Int: Int] = [:]
        for e in logs.0.events {
            let i = Int(e.dropFirst())!
            balance[i, default: 0] += e.hasPrefix("+") ? 1 : -1
            #expect(balance[i]! == 0 || balance[i]! == 1, "\(e) out of turn")
        }
        let created = Set(lazy(p.recycling).createdItems.filter { $0 % 2 == 0 })
        #expect(Set(balance.filter { $0.value == 1 }.keys) == created)
        #expect(!created.isEmpty)
    }

    @Test func recycledTilesCarryNoAnimation() {
        var tint = 0.0
        let box = (Proxy(), Proxy())
        func view(_ b: Proxy) -> some View { gallery(100_000, b) { [tint] in Tile(i: $0, tint: tint) } }
        let a = ViewHost(view(box.0), textMeasurer: MonospaceTextMeasurer())
        let b = ViewHost(view(box.1), textMeasurer: MonospaceTextMeasurer())
        b.context.recyclesLazyItems = false
        var p = Pair(recycling: a, fresh: b, proxies: box)
        for h in p.hosts { _ = h.frame(size: size, at: 0) }
        // Every tile's colour animates for a second; a tenth in, a plain jump reuses them.
        tint = 1
        let animating = p.step("animated change", size) { h, _ in
            withAnimation(.linear(duration: 1)) { h.setRoot(view(h === a ? box.0 : box.1)) }
        }
        #expect(animating)
        p.t += 0.1
        p.step("jump mid-animation", size) { _, proxy in proxy?.scrollTo(60_000, anchor: .top) }
        #expect(p.recycling.stats.nodesRecycled > 0)
        // (The scroll indicators still fade: the animator alone is asked.)
        #expect(!p.recycling.animator.isAnimating(at: p.t), "the tiles now on screen do not animate")
        p.step("a frame later", size) { _, _ in }
        // While the change animates, tiles are made anew (their insertion is animated).
        let recycled = p.recycling.stats.nodesRecycled
        tint = 0.5
        p.step("animated change and jump", size) { h, proxy in
            withAnimation(.linear(duration: 1)) { h.setRoot(view(h === a ? box.0 : box.1)) }
            proxy?.scrollTo(20_000, anchor: .top)
        }
        #expect(p.recycling.stats.nodesRecycled == recycled)
        for _ in 0..<3 { p.step("fading in", size) { _, _ in } }
    }
}
