import Observation
import Testing
@testable import Tessera

// A view whose new value differs only in closures keeps its body (`ViewMatch.sameExceptClosures`).
// Clicks and keys refresh such views before the event arrives; these tests cover the closures
// that fire with no event: an `onChange` below a skipped view whose own state or observed model
// changed, and an `onDisappear` below a skipped view that is removed.

@Observable private final class Ticker {
    var tick = 0
}

/// Reports through `report` when the model's tick changes, and when it goes away.
private struct Reporter: View {
    let ticker: Ticker
    let report: (String) -> Void
    var body: some View {
        Text("tick \(ticker.tick)").id("reporter")
            .onChange(of: ticker.tick) { report("tick \(ticker.tick)") }
            .onDisappear { report("gone") }
    }
}

/// Hands its closure down; its other inputs never change.
private struct Middle: View {
    let ticker: Ticker
    let log: Log
    let report: (String) -> Void
    var body: some View {
        let _ = log.hit("middle")
        Relay(ticker: ticker, report: report).padding(2)
    }
}

/// One more level: skipped in turn when `Middle` is re-evaluated with a new closure.
private struct Relay: View {
    let ticker: Ticker
    let report: (String) -> Void
    var body: some View { Reporter(ticker: ticker, report: report) }
}

private struct StaleScreen: View {
    let ticker: Ticker
    let log: Log
    let recorded: Log
    @State private var n = 0
    @State private var shown = true
    var body: some View {
        VStack(spacing: 0) {
            Text("bump").id("bump").onTapGesture { n += 1 }
            Text("hide").id("hide").onTapGesture { shown = false }
            if shown {
                // Captures the current value of `n`: only the closure changes when `n` does.
                Middle(ticker: ticker, log: log) { [n] event in recorded.hit("\(event) n\(n)") }.padding(1)
            }
        }
    }
}

@Suite struct StaleActionTests {
    private func screen() -> (ViewHost, Ticker, Log, Log) {
        let ticker = Ticker(), log = Log(), recorded = Log()
        return (makeHost(StaleScreen(ticker: ticker, log: log, recorded: recorded)), ticker, log, recorded)
    }

    @Test func anOnChangeBelowASkippedViewRunsTheNewestClosure() {
        let (host, ticker, log, recorded) = screen()
        host.click(host.frame("bump").center)
        #expect(log["middle"] == 1)   // skipped: only its closure changed
        ticker.tick = 1               // no event: the model changes, the reporter re-evaluates
        host.update(); host.layout(size: Size(width: 800, height: 600))
        #expect(host.text("reporter") == "tick 1")
        #expect(recorded["tick 1 n1"] == 1)
        #expect(recorded["tick 1 n0"] == 0)
    }

    @Test func anOnDisappearBelowASkippedViewRunsTheNewestClosure() {
        let (host, _, _, recorded) = screen()
        host.click(host.frame("bump").center)
        host.click(host.frame("bump").center)
        host.click(host.frame("hide").center)
        #expect(host.node(withID: "reporter") == nil)
        #expect(recorded["gone n2"] == 1)
        #expect(recorded["gone n0"] == 0)
    }

    @Test func aSkippedViewIsStillSkippedWhenNothingBelowItFires() {
        let (host, _, log, recorded) = screen()
        host.click(host.frame("bump").center)
        host.click(host.frame("bump").center)
        #expect(log["middle"] == 1)
        #expect(recorded.counts.isEmpty)
    }
}
