import Foundation
import Testing
@testable import TesseraApp
import TesseraSDL
import TesseraSDLHost

/// A view whose text counts seconds with a task sleeping on the app clock.
private struct Ticker: View {
    @State private var seconds = 0
    var body: some View {
        Text("\(seconds) s").id("ticks")
            .task {
                while !Task.isCancelled {
                    do { try await Task.sleep(for: .seconds(1), clock: .app) } catch { return }
                    seconds += 1
                }
            }
    }
}

private struct TickerApp: App {
    var body: some Scene { WindowGroup("Ticker") { Ticker() }.defaultSize(width: 200, height: 100) }
}

/// A stack whose screens each push the next number.
private struct PushApp: App {
    var body: some Scene {
        WindowGroup("Push") {
            NavigationStack {
                PushScreen(n: 0).navigationDestination(for: Int.self) { PushScreen(n: $0) }
            }
        }
        .defaultSize(width: 300, height: 160)
    }
}

private struct PushScreen: View {
    let n: Int
    var body: some View {
        VStack {
            NavigationLink("Next", value: n + 1).frame(width: 200, height: 40)
            Spacer()
        }
        .padding(.top, 16)
        .id("screen-\(n)")
    }
}

private struct BrokenApp: App {
    var body: some Scene { WindowGroup("Broken") { Text("x") } }
}

@Suite(.serialized) @MainActor struct HeadlessAppTests {
    private func run(_ app: some App, _ args: [String]) -> (status: Int32, out: [String], err: [String]) {
        var out: [String] = [], err: [String] = []
        let status = AppRunner.run(app, arguments: args, output: AppOutput(out: { out.append($0) }, err: { err.append($0) }))
        return (status, out, err)
    }

    @Test func layoutPrintsTheFramesOfViewsWithIDs() throws {
        let r = run(TickerApp(), ["--layout", "--size", "300x120"])
        #expect(r.status == 0)
        let json = r.out.joined()
        #expect(json.contains("\"id\": \"ticks\""))
        // The size is the window's: the frames are window coordinates (Contracts.md, "Layout specs and layout output", as for scenes).
        #expect(json.contains("\"size\": {\"width\": 300, \"height\": 120}"))
    }

    @Test func layoutAfterEventsShowsTheScreenTheyLeadTo() throws {
        // Two clicks on "Next" push two screens; the layout is that of the screen they lead to.
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-layout-events-\(getpid()).json")
        try Data(#"[{"at": 0.1, "click": {"x": 150, "y": 80}}, {"at": 0.8, "click": {"x": 150, "y": 80}}]"#.utf8).write(to: events)
        defer { try? FileManager.default.removeItem(at: events) }
        let before = try frames(run(PushApp(), ["--layout", "--size", "300x160"]).out.joined())
        let r = run(PushApp(), ["--layout", "--size", "300x160", "--events", events.path])
        #expect(r.status == 0, "\(r.err)")
        let after = try frames(r.out.joined())
        let x0 = try #require(before["screen-0"]?.x)
        #expect(before["screen-2"] == nil)
        #expect(after["screen-2"]?.x == x0, "the second pushed screen is on screen")
        #expect(after["screen-0"]?.x == x0 - 300, "the root waits off screen, a window's width to the left")
        // Layout frames are where views rest (animations only move what is drawn): --time 0.5
        // stops the replay before the second click.
        let early = try frames(run(PushApp(), ["--layout", "--size", "300x160", "--events", events.path, "--time", "0.5"]).out.joined())
        #expect(early["screen-1"]?.x == x0 && early["screen-2"] == nil)
    }

    /// The frames of a layout JSON by id.
    private func frames(_ json: String) throws -> [String: (x: Double, y: Double)] {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        var out: [String: (x: Double, y: Double)] = [:]
        for f in root?["frames"] as? [[String: Any]] ?? [] {
            if let id = f["id"] as? String, let x = f["x"] as? Double, let y = f["y"] as? Double { out[id] = (x, y) }
        }
        return out
    }

    @Test func badFlagIsOneLineAndStatus2() {
        let r = run(TickerApp(), ["--screenshot", "x.gif"])
        #expect(r.status == 2)
        #expect(r.err.count == 1)
        #expect(r.err.first?.contains("must end in .png") == true)
    }

    @Test func missingEventFileIsOneLineAndStatus2() {
        let r = run(TickerApp(), ["--screenshot", "/tmp/tessera-app-test.png", "--events", "/nonexistent/e.json"])
        #expect(r.status == 2)
        #expect(r.err.count == 1)
        #expect(r.err.first?.contains("/nonexistent/e.json") == true)
    }

    @Test func unwritableScreenshotIsOneLineAndStatus2() {
        let r = run(BrokenApp(), ["--screenshot", "/nonexistent-folder/x.png"])
        #expect(r.status == 2)
        #expect(r.err.first?.contains("does not exist") == true)
    }

    /// `--time T` shows the state tasks reach after T seconds of simulated time. Inside the
    /// test runner the main queue is Dispatch's to drain, so the test lets the main actor run
    /// between steps of the timeline (the app drains it itself; see ExamplesTests' subprocess
    /// runs for that path).
    @Test func tasksFollowTheSimulatedClock() async throws {
        let window = TickerApp().body.windowDescription
        let timeline = SimulatedTimeline()
        defer { timeline.cancelAll() }
        let s = AppSession(root: window.makeContent(), size: window.defaultSize, textMeasurer: MonospaceTextMeasurer(),
                           images: NoImages(), clock: SimulatedClock(), timeline: timeline)
        func ticks() -> String? {
            _ = s.frame()
            var t: String?
            s.host.node(withID: "ticks")?.forEachNode { n in if t == nil, case .text(let c) = n.content { t = c.string } }
            return t
        }
        // The ticker always sleeps again after a tick, so "a sleeper is registered" is the sign
        // that a woken task has run to its next suspension (a fixed number of yields was not
        // enough when the test runner was busy). Bounded, so a broken timeline fails, not hangs.
        func untilSleeping() async {
            for _ in 0..<200_000 where timeline.sleeperCount == 0 { await Task.yield() }
        }
        func advance(to time: Double) async {
            await untilSleeping()
            await timeline.advance(to: time) { await untilSleeping() }
        }
        #expect(ticks() == "0 s")
        await advance(to: 0.9)
        #expect(ticks() == "0 s")
        await advance(to: 3.5)
        #expect(ticks() == "3 s")
        await advance(to: 10)
        #expect(ticks() == "10 s")
    }
}

/// Without a display the window path says how to render headless, in one line (the runner
/// checks the environment before SDL is touched).
@Suite(.serialized) @MainActor struct NoDisplayTests {
    @Test func noDisplayIsOneLineNamingTheHeadlessFlags() throws {
        let env = ProcessInfo.processInfo.environment
        guard (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, env["SDL_VIDEODRIVER"] == nil else { return }
        var err: [String] = []
        let status = AppRunner.run(BrokenAppForDisplay(), arguments: [], output: AppOutput(out: { _ in }, err: { err.append($0) }))
        #expect(status == 1)
        #expect(err.count == 1)
        #expect(err.first?.contains("--screenshot FILE.png") == true)
    }
}

private struct BrokenAppForDisplay: App {
    var body: some Scene { WindowGroup("x") { Text("x") } }
}
