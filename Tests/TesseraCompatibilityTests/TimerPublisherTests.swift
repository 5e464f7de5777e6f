import Testing
import TesseraApp

/// A stopwatch as tutorials write it: a timer publisher, `onReceive`, a tick count.
private struct Stopwatch: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Text("ticks \(ticks)").id("ticks")
            .onReceive(timer) { _ in ticks += 1 }
    }
}

/// Shows the dates a timer publishes.
private struct DateShower: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seen: [Double] = []
    var body: some View {
        Text(seen.map { String(Int($0)) }.joined(separator: ",")).id("dates")
            .onReceive(timer) { seen.append($0.timeIntervalSince1970 - 1_767_225_600) }
    }
}

@MainActor
@Suite(.serialized) struct TimerPublisherTests {
    /// Lets the main actor's jobs run until the timeline has a sleeper.
    private func untilSleeping(_ timeline: SimulatedTimeline) async {
        for _ in 0..<200_000 where timeline.sleeperCount == 0 { await Task.yield() }
    }

    private func advance(_ host: ViewHost, _ timeline: SimulatedTimeline, to time: Double) async {
        await timeline.advance(to: time) { await untilSleeping(timeline) }
        for _ in 0..<100 { await Task.yield() }
        timeline.run { host.refresh() }
    }

    @Test func aTimerTicksOnTheSimulatedClock() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        let host = timeline.run { makeHost(Stopwatch()) }
        await untilSleeping(timeline)
        #expect(host.text("ticks") == "ticks 0")
        await advance(host, timeline, to: 0.4)
        #expect(host.text("ticks") == "ticks 0", "nothing is due before 0.5 s")
        await advance(host, timeline, to: 2.25)
        #expect(host.text("ticks") == "ticks 4")
        await advance(host, timeline, to: 10)
        #expect(host.text("ticks") == "ticks 20")
    }

    @Test func headlessDatesAreTheFixedOriginPlusSimulatedTime() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        let host = timeline.run { makeHost(DateShower()) }
        await untilSleeping(timeline)
        await advance(host, timeline, to: 3.5)
        #expect(host.text("dates") == "1,2,3")
    }

    @Test func removingTheViewStopsItsSubscription() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        struct Toggling: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Stopwatch() }
                    Text("hide").id("hide").onTapGesture { shown = false }
                }
            }
        }
        let host = timeline.run { makeHost(Toggling()) }
        await untilSleeping(timeline)
        await advance(host, timeline, to: 1.2)
        #expect(host.text("ticks") == "ticks 2")
        timeline.run { host.click("hide") }
        for _ in 0..<1000 { await Task.yield() }
        #expect(host.node(withID: "ticks") == nil)
        #expect(timeline.sleeperCount == 0, "the timer's task ended with its subscription")
    }

    @Test func aConnectedTimerCancelledStopsTicking() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        final class Count: @unchecked Sendable { var n = 0 }
        let count = Count()
        let publisher = Timer.publish(every: 1, on: .main, in: .common)
        let sink = publisher.sink { _ in count.n += 1 }
        let connection = timeline.run { publisher.connect() }
        await untilSleeping(timeline)
        await timeline.advance(to: 2.5) { await untilSleeping(timeline) }
        for _ in 0..<100 { await Task.yield() }
        #expect(count.n == 2)
        connection.cancel()
        for _ in 0..<1000 { await Task.yield() }
        await timeline.advance(to: 5) { for _ in 0..<100 { await Task.yield() } }
        #expect(count.n == 2)
        sink.cancel()
    }
}
