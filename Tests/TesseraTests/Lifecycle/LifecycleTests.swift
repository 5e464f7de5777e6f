import Testing
@testable import Tessera

/// Records lifecycle calls in order.
final class Journal: @unchecked Sendable {
    var lines: [String] = []
    func add(_ s: String) { lines.append(s) }
}

/// Lets main-actor jobs run until `done` holds (at most `rounds` yields).
@MainActor
func settle(_ host: ViewHost, rounds: Int = 20_000, until done: () -> Bool) async {
    for _ in 0..<rounds {
        if host.needsUpdate { host.update(); host.layout(size: Size(width: 800, height: 600)) }
        if done() { return }
        await Task.yield()
    }
    if host.needsUpdate { host.update(); host.layout(size: Size(width: 800, height: 600)) }
}

private struct Toggler: View {
    @State var shown = true
    @State var count = 0
    let journal: Journal
    var body: some View {
        VStack {
            if shown {
                Text("child").id("child")
                    .onAppear { journal.add("appear") }
                    .onDisappear { journal.add("disappear") }
            }
            Text("\(count)").id("count")
                .onChange(of: count) { old, new in journal.add("change \(old)->\(new)") }
        }
        .onKeyPress("H") { shown.toggle(); return .handled }
        .onKeyPress("C") { count += 1; return .handled }
        .onKeyPress("N") { count += 0; return .handled }
    }
}

@Suite struct LifecycleTests {
    private func press(_ host: ViewHost, _ key: String) {
        host.handle(.key(KeyPress(key)))
        host.update()
        host.layout(size: Size(width: 800, height: 600))
    }

    @Test func appearRunsOnceAndDisappearWhenTheBranchGoes() {
        let journal = Journal()
        let host = makeHost(Toggler(journal: journal))
        #expect(journal.lines == ["appear"])
        press(host, "C")
        #expect(journal.lines == ["appear", "change 0->1"], "an update elsewhere must not re-run onAppear")
        press(host, "H")
        #expect(journal.lines.last == "disappear")
        press(host, "H")
        #expect(journal.lines.last == "appear")
        #expect(journal.lines.filter { $0 == "appear" }.count == 2)
    }

    @Test func onChangeFiresOnlyWhenTheValueChanges() {
        let journal = Journal()
        let host = makeHost(Toggler(journal: journal))
        press(host, "N")
        #expect(!journal.lines.contains { $0.hasPrefix("change") })
        press(host, "C"); press(host, "C")
        #expect(journal.lines.filter { $0.hasPrefix("change") } == ["change 0->1", "change 1->2"])
    }

    @Test func onChangeInitialFiresOnAppear() {
        let journal = Journal()
        _ = makeHost(Text("x").onChange(of: 5, initial: true) { old, new in journal.add("\(old) \(new)") })
        #expect(journal.lines == ["5 5"])
    }

    @Test func stateSetInOnAppearShowsInTheFirstLayout() {
        struct V: View {
            @State var label = "before"
            var body: some View { Text(label).id("t").onAppear { label = "after" } }
        }
        let host = makeHost(V())
        #expect(host.text("t") == "after")
    }

    @Test func onChangeThatKeepsChangingItsValueDoesNotHang() {
        struct V: View {
            @State var n = 0
            var body: some View { Text("\(n)").id("t").onChange(of: n, initial: true) { n += 1 } }
        }
        let host = makeHost(V())
        host.update()
        #expect(host.text("t") != nil)
    }

    @MainActor @Test func taskRunsOnTheMainActorAndSetsState() async {
        struct V: View {
            @State var value = "loading"
            var body: some View {
                Text(value).id("t").task {
                    await Task.yield()
                    value = "loaded"
                }
            }
        }
        let host = makeHost(V())
        await settle(host) { host.text("t") == "loaded" }
        #expect(host.text("t") == "loaded")
    }

    @MainActor @Test func taskIsCancelledWhenTheViewDisappears() async {
        final class Flags: @unchecked Sendable { var started = false; var cancelled = false }
        let flags = Flags()
        struct V: View {
            @State var shown = true
            let flags: Flags
            var body: some View {
                VStack {
                    if shown {
                        Text("t").task {
                            flags.started = true
                            while !Task.isCancelled { await Task.yield() }
                            flags.cancelled = true
                        }
                    }
                }.onKeyPress("H") { shown = false; return .handled }
            }
        }
        let host = makeHost(V(flags: flags))
        await settle(host) { flags.started }
        #expect(flags.started)
        host.handle(.key(KeyPress("H")))
        host.update()
        await settle(host) { flags.cancelled }
        #expect(flags.cancelled)
    }

    @MainActor @Test func taskRestartsWhenItsIDChanges() async {
        final class Runs: @unchecked Sendable { var ids: [Int] = []; var cancelled: [Int] = [] }
        let runs = Runs()
        struct V: View {
            @State var id = 1
            let runs: Runs
            var body: some View {
                Text("\(id)").task(id: id) {
                    let mine = id
                    runs.ids.append(mine)
                    while !Task.isCancelled { await Task.yield() }
                    runs.cancelled.append(mine)
                }
                .onKeyPress("N") { id += 1; return .handled }
            }
        }
        let host = makeHost(V(runs: runs))
        await settle(host) { runs.ids == [1] }
        host.handle(.key(KeyPress("N")))
        host.update()
        await settle(host) { runs.ids == [1, 2] && runs.cancelled == [1] }
        #expect(runs.ids == [1, 2])
        #expect(runs.cancelled == [1])
    }

    @MainActor @Test func throwingTaskDoesNotCrashAndKeepsState() async {
        struct Failure: Error {}
        struct V: View {
            @State var value = "start"
            var body: some View {
                Text(value).id("t").task {
                    value = "ran"
                    throw Failure()
                }
            }
        }
        let host = makeHost(V())
        await settle(host) { host.text("t") == "ran" }
        #expect(host.text("t") == "ran")
    }
}

/// `AppClock` on a simulated timeline.
@Suite(.serialized) struct AppClockTests {
    @MainActor @Test func sleepersWakeInDeadlineOrderWhenTimeAdvances() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        final class Log: @unchecked Sendable { var woke: [String] = [] }
        let log = Log()
        let (a, b) = timeline.run {
            (Task { @MainActor in try? await Task.sleep(for: .seconds(2), clock: .app); log.woke.append("2s") },
             Task { @MainActor in try? await Task.sleep(for: .seconds(1), clock: .app); log.woke.append("1s") })
        }
        for _ in 0..<200_000 where timeline.sleeperCount < 2 { await Task.yield() }
        #expect(timeline.sleeperCount == 2)
        timeline.advance(to: 0.5) {}
        for _ in 0..<20 { await Task.yield() }
        #expect(log.woke.isEmpty, "nothing is due at 0.5 s")
        timeline.advance(to: 1.5) {}
        _ = await b.value
        #expect(log.woke == ["1s"])
        #expect(timeline.now == 1.5)
        timeline.advance(to: 3) {}
        _ = await a.value
        #expect(log.woke == ["1s", "2s"])
        #expect(timeline.run { AppClock().now.offset } == .seconds(3))
        #expect(SimulatedTimeline.current == nil, "outside run(_:) the clock is real time")
    }

    /// A headless render must know when a task it woke has run (issue 34: waiting a fixed
    /// 50 ms of wall time for the job made `SettingsForm`'s timed tests fail on a busy
    /// machine): a resumed sleeper counts in `wokenNotRunning` until its task runs again; a
    /// cancelled one never counts.
    @MainActor @Test func wokenSleepersCountUntilTheirTaskRuns() async {
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        final class Log: @unchecked Sendable { var woke = 0 }
        let log = Log()
        let (sleeper, cancelled) = timeline.run {
            (Task { @MainActor in try? await Task.sleep(for: .seconds(1), clock: .app); log.woke += 1 },
             Task { @MainActor in try? await Task.sleep(for: .seconds(5), clock: .app) })
        }
        for _ in 0..<200_000 where timeline.sleeperCount < 2 { await Task.yield() }
        cancelled.cancel()
        _ = await cancelled.value
        #expect(timeline.wokenNotRunning == 0, "a cancelled sleeper is not waited for")
        var seen: [Int] = []
        await timeline.advance(to: 2) {
            seen.append(timeline.wokenNotRunning)
            for _ in 0..<200_000 where timeline.wokenNotRunning > 0 { await Task.yield() }
        }
        _ = await sleeper.value
        #expect(seen == [1], "resumed and not yet run when the drain starts")
        #expect(timeline.wokenNotRunning == 0 && log.woke == 1)
    }

    @MainActor @Test func cancellingASleeperWakesItWithCancellation() async {
        let timeline = SimulatedTimeline()
        let t = timeline.run {
            Task { @MainActor () -> Bool in
                do { try await Task.sleep(for: .seconds(10), clock: .app); return false } catch { return error is CancellationError }
            }
        }
        for _ in 0..<200_000 where timeline.sleeperCount < 1 { await Task.yield() }
        t.cancel()
        #expect(await t.value)
        #expect(timeline.sleeperCount == 0)
    }
}
