import Foundation
import Testing
import TesseraApp

/// A clock rebuilt every second, showing seconds since the headless origin.
private struct Ticking: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text("t \(Int(context.date.timeIntervalSince1970 - 1_767_225_600)) \(context.cadence == .seconds)").id("t")
        }
    }
}

@MainActor
@Suite(.serialized) struct TimelineViewTests {
    private func untilSleeping(_ timeline: SimulatedTimeline) async {
        for _ in 0..<200_000 where timeline.sleeperCount == 0 { await Task.yield() }
    }

    @Test func periodicTimelineRebuildsOnTheAppClock() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        let host = timeline.run { makeHost(Ticking()) }
        await untilSleeping(timeline)
        #expect(host.text("t") == "t 0 true")
        await timeline.advance(to: 3.5) { await untilSleeping(timeline) }
        for _ in 0..<100 { await Task.yield() }
        timeline.run { host.refresh() }
        #expect(host.text("t") == "t 3 true")
    }

    @Test func schedulesListTheirEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = PeriodicTimelineSchedule(from: start, by: 5).entries(from: start.addingTimeInterval(7), mode: .normal)
        #expect(periodic.first == start.addingTimeInterval(5))
        #expect(periodic.dropFirst().first == start.addingTimeInterval(10))
        let minute = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 90), mode: .normal)
        #expect(minute.map(\.timeIntervalSinceReferenceDate) == [60, 120])
        #expect(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal).isEmpty)
    }

    @Test func safeAreaInsetTakesItsRowAndTheViewTheRest() {
        let host = makeHost(Color.blue.id("content")
            .safeAreaInset(edge: .bottom) { Text("Footer").id("footer") })
        guard let content = host.node(withID: "content")?.frame, let footer = host.node(withID: "footer")?.frame else {
            Issue.record("both drawn"); return
        }
        #expect(footer.minY >= content.maxY - 0.01, "the footer is below the content")
        #expect(abs(footer.maxY - 600) < 0.01, "at the bottom of the window")
        #expect(content.minY < 0.01 && content.height > 500)
    }

    @Test func aDesktopWindowIsRegularBothWays() {
        let env = EnvironmentValues()
        #expect(env.horizontalSizeClass == .regular)
        #expect(env.verticalSizeClass == .regular)
    }
}
