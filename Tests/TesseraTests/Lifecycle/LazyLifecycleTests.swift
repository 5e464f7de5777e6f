import Testing
@testable import Tessera

/// Lifecycle actions of lazy items, which a lazy container creates and releases while it is
/// laid out: they run before the frame that made them is shown (as SwiftUI runs `onAppear`
/// before the item's first frame), and what they change is in that frame.
@MainActor
struct LazyLifecycleTests {
    let size = Size(width: 300, height: 200)

    /// "Load more when the last item appears": rows 20 points high, 30 at first; the last
    /// row's `onAppear` appends 50.
    struct Feed: View {
        @State var items = Array(0..<30)
        let log: Journal
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(items, id: \.self) { i in
                        Text("\(i)").frame(height: 20).id("r\(i)")
                            .onAppear {
                                log.add("+\(i)")
                                if i == items.last { items.append(contentsOf: items.count..<items.count + 50) }
                            }
                            .onDisappear { log.add("-\(i)") }
                    }
                }
                .id("list")
            }
        }
    }

    private func scrollToEnd(_ h: ViewHost, at t: Double) -> HostFrame {
        h.focusScrollView()
        h.handle(.key(KeyPress("End")))
        return h.frame(size: size, at: t)
    }

    @Test func lastItemAppearingLoadsMoreInTheSameFrame() {
        let log = Journal()
        let h = ViewHost(Feed(log: log), textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        #expect(log.lines.contains("+0") && !log.lines.contains("+29"))
        let before = h.frame("list").height   // 30 rows, the unseen ones estimated
        _ = scrollToEnd(h, at: 1)
        // One frame after the scroll: row 29 appeared, its action appended rows 30..<80, and
        // the list was updated and laid out again before the frame was made.
        #expect(log.lines.contains("+29"))
        #expect(h.frame("list").height == 80 * 20, "the 50 new rows are in the frame the last row appeared in")
        #expect(h.frame("list").height > before)
        #expect(!h.needsUpdate)
        // The new last row is out of view: nothing more to do, and an idle frame does nothing.
        #expect(!log.lines.contains("+79"))
        _ = h.frame(size: size, at: 5)   // the scroll indicator has faded
        h.resetCounters()
        let idle = h.frame(size: size, at: 6)
        #expect(!idle.isAnimating)
        #expect(h.stats.bodyEvaluations == 0 && h.stats.nodesCreated == 0)
    }

    @Test func releasedItemsDisappearInTheFrameTheyGo() {
        let log = Journal()
        let h = ViewHost(Feed(log: log), textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        #expect(!log.lines.contains { $0.hasPrefix("-") })
        _ = scrollToEnd(h, at: 1)
        // Rows 0... left the viewport (and its 40-point margin) in this frame.
        #expect(log.lines.contains("-0"))
        #expect(!log.lines.contains("-29"))
        // Appearances and disappearances alternate per row.
        var balance: [Int: Int] = [:]
        for e in log.lines {
            let i = Int(e.dropFirst())!
            balance[i, default: 0] += e.hasPrefix("+") ? 1 : -1
            #expect(balance[i]! == 0 || balance[i]! == 1, "\(e) out of turn")
        }
    }

    /// Counts the rounds of a pathological `onAppear`.
    final class Counter { var value = 0 }

    /// A lazy item whose identity is its counter and whose `onAppear` bumps it: every update
    /// makes a new item, which appears and changes state again, for ever.
    struct Restless: View {
        @State var n = 0
        let counter: Counter
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach([n], id: \.self) { v in
                        Text("\(v)").frame(height: 20).onAppear { counter.value += 1; n += 1 }
                    }
                }
            }
        }
    }

    @Test func anOnAppearThatAlwaysChangesStateDoesNotHoldTheFrame() {
        let counter = Counter()
        let h = ViewHost(Restless(counter: counter), textMeasurer: MonospaceTextMeasurer())
        let first = h.frame(size: size, at: 0)
        let afterFirst = counter.value
        // Bounded: each run of the action is a lifecycle re-entry of the frame's one budget
        // (the first one excepted, which appeared with the host).
        #expect(afterFirst > 1)
        #expect(afterFirst <= FrameTrace.reentryBudget + 1)
        #expect(h.lastFrameTrace.budgetExhausted)
        // The frame completes and asks for the next one, which goes on (no input needed).
        #expect(first.isAnimating)
        #expect(h.needsUpdate)
        _ = h.frame(size: size, at: 0.016)
        #expect(counter.value > afterFirst)
    }

    /// Lazy rows whose `.task` records its row: tasks start in the frame their row is made.
    @Test func tasksOfItemsMadeByALayoutStartInThatFrame() {
        let log = Journal()
        let v = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in Text("\(i)").frame(height: 20).task { log.add("task \(i)") } }
            }
        }
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        #expect(log.lines.contains("task 0"))
        h.focusScrollView()
        h.handle(.key(KeyPress("End")))
        _ = h.frame(size: size, at: 1)
        #expect(log.lines.contains("task 99"))
    }
}
