import Testing
import TesseraAnimation
@testable import Tessera

/// What a lazy container keeps of items that scrolled away: nothing, unless their `@State` was
/// set or holds an object (then the item is parked by identity and comes back with it). The
/// nodes of released items are freed (no registry, animator record or cache holds them), and
/// scrolling down and back up leaves the host's records where they started.
struct LazyRetentionTests {
    let size = Size(width: 300, height: 200)

    final class Model { var taps = 0 }

    /// A tile with `@State` that only a tap sets.
    struct Tile: View {
        let i: Int
        @State var taps = 0
        var body: some View {
            Text("\(i):\(taps)").frame(height: 50).id("t\(i)").onTapGesture { taps += 1 }
        }
    }

    /// A tile whose `@State` holds an object (changed inside, never set).
    struct ModelTile: View {
        let i: Int
        @State var model = Model()
        var body: some View {
            Text("\(i)").frame(height: 50).id("t\(i)").onTapGesture { model.taps += 1 }
        }
    }

    /// 3 columns of 94.67 in 300, rows 50 + 8: about 5 rows (15 tiles) exist at a time.
    func gallery<V: View>(_ n: Int, @ViewBuilder tile: @escaping (Int) -> V) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) { ForEach(0..<n) { i in tile(i) } }
        }
    }

    final class Clock { var t = 0.0 }
    final class Weak<T: AnyObject> {
        weak var object: T?
        init(_ object: T?) { self.object = object }
    }

    func host(_ v: some View, _ clock: Clock) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: clock.t)
        h.focusScrollView()
        return h
    }

    func press(_ key: String, _ times: Int, _ h: ViewHost, _ clock: Clock) {
        for _ in 0..<times {
            clock.t += 0.02
            h.handle(.key(KeyPress(key)))
            _ = h.frame(size: size, at: clock.t)
        }
    }

    func lazy(_ h: ViewHost) -> LazyContainerNode { h.context.scrolling.lazyContainers[0] }

    /// The window of a 200-point viewport plus 40 points of margin each side: rows of 58
    /// points, at most 6 rows of 3.
    static let windowBound = 6 * 3

    @Test func statefulItemsNeverTouchedAreReleased() {
        let clock = Clock()
        let h = host(gallery(100_000) { Tile(i: $0) }, clock)
        let composites = h.context.composites.count
        let firstTile = Weak(h.node(withID: "t0"))
        #expect(firstTile.object != nil)
        // 400 pages of 160 points: ~1,100 rows, ~3,300 tiles created and released.
        press("PageDown", 400, h, clock)
        #expect(h.node(withID: "t0") == nil)
        #expect(h.stats.nodesCreated > 3_000, "the tiles were created as they came into view")
        #expect(lazy(h).parkedCount == 0, "no tile's state was ever set: nothing to keep")
        #expect(lazy(h).realizedCount <= Self.windowBound)
        #expect(firstTile.object == nil, "the render node of a released tile is freed")
        // Composite nodes registered with the host: the window's, not every tile seen.
        #expect(h.context.composites.count <= composites + Self.windowBound)
        press("PageUp", 400, h, clock)
        #expect(h.frame("t0").minY == 0)
        #expect(h.context.composites.count == composites, "down and back up: the host's records are where they started")
        #expect(lazy(h).parkedCount == 0)
    }

    @Test func itemsWhoseStateWasSetAreKeptAndComeBack() {
        let clock = Clock()
        let h = host(gallery(100_000) { Tile(i: $0) }, clock)
        h.handle(.click(Point(x: 40, y: 25))); _ = h.frame(size: size, at: 0.01)      // t0
        h.handle(.click(Point(x: 40, y: 25))); _ = h.frame(size: size, at: 0.015)
        h.handle(.click(Point(x: 150, y: 80))); _ = h.frame(size: size, at: 0.018)    // t4
        clock.t = 0.02
        #expect(h.text("t0") == "0:2")
        #expect(h.text("t4") == "4:1")
        press("PageDown", 300, h, clock)
        #expect(lazy(h).parkedCount == 2, "exactly the two tiles whose state was set are kept")
        press("End", 1, h, clock)
        press("Home", 1, h, clock)
        #expect(h.text("t0") == "0:2")
        #expect(h.text("t4") == "4:1")
        #expect(h.text("t1") == "1:0")
        #expect(lazy(h).parkedCount == 0, "back on screen, nothing is parked")
    }

    @Test func stateHoldingAnObjectIsKept() {
        let clock = Clock()
        let h = host(gallery(1_000) { ModelTile(i: $0) }, clock)
        press("PageDown", 30, h, clock)
        // The object may have changed inside without the state being set: every tile that left
        // is kept, as SwiftUI keeps a lazy item's state.
        #expect(lazy(h).parkedCount >= 30 * 3)
    }

    @Test func onlySetStatesCount() {
        let never = StateLocation(0)
        #expect(!never.holdsChanges)
        let set = StateLocation(0)
        set.set(0)
        #expect(set.holdsChanges, "set, even to the same value")
        #expect(StateLocation(Model()).holdsChanges)
        #expect(StateLocation<Model?>(Model()).holdsChanges)
        #expect(!StateLocation<Model?>(nil).holdsChanges)
        #expect(!StateLocation("text").holdsChanges)
    }
}
