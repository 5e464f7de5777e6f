import Foundation
import TesseraAnimation
import TesseraDemo
import TesseraSDLHost

// `tessera-soak [EVENTS] [SWITCHES] [SEED]` (`make soak`): replays EVENTS random events
// (default 100,000) across every scene headless, then SWITCHES scene switches (default
// 100,000), and fails (exit 1) when the largest resident size after the warm-up (10% of the
// events, starting with a tour of every scene; the first 1,000 switches) is more than 10% above
// the largest during it, or when the resident size settled in one reference state grew more
// than 10% from the end of the warm-up to the end (`Soak.run`).
let args = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let events = args.count > 0 ? args[0] : 100_000
let switches = args.count > 1 ? args[1] : 100_000
let seed = UInt64(args.count > 2 ? args[2] : 17)
// TESSERA_SOAK_PROGRESS=1 prints the resident memory every 1% of the steps.
let verbose = ProcessInfo.processInfo.environment["TESSERA_SOAK_PROGRESS"] != nil

func progress(_ step: Int, _ resident: Int) {
    guard verbose else { return }
    defer { fflush(nil) }
    let mb = { (b: Int) in String(format: "%.1f", Double(b) / 1_048_576) }
    print("  step \(step): \(mb(resident)) MB resident, \(mb(Soak.heapInUse())) MB heap in use")
}

func session() throws -> (DemoSession, SimulatedClock) {
    let renderer = try ViewRenderer()
    let clock = SimulatedClock()
    return (DemoSession(model: DemoModel(sceneIndex: 0), textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock), clock)
}

func line(_ name: String, _ r: Soak.Report) -> String {
    let mb = { (b: Int) in String(format: "%.1f MB", Double(b) / 1_048_576) }
    return "\(name): \(r.steps) steps in \(String(format: "%.1f", r.seconds)) s; warm-up high-water \(mb(r.residentAfterWarmUp)), "
        + "max after \(mb(r.residentMaximum)), at end \(mb(r.residentAtEnd)); growth \(String(format: "%+.1f%%", r.growth * 100)); "
        + "settled \(mb(r.settledAfterWarmUp)) -> \(mb(r.settledAtEnd)) (\(String(format: "%+.1f%%", r.settledGrowth * 100)))"
        + "; heap in use \(mb(r.heapAfterWarmUp)) -> \(mb(r.heapAtEnd)) (\(String(format: "%+.1f%%", r.heapGrowth * 100)))"
}

do {
    var failed = false
    if events > 0 {
        let (s, clock) = try session()
        var soak = Soak(session: s, clock: clock, seed: seed)
        let r = soak.run(steps: events, warmUp: max(1, events / 10), progress: progress)
        print(line("random events", r)); failed = failed || r.growth > 0.10 || r.settledGrowth > 0.10
    }
    if switches > 0 {
        let (s, clock) = try session()
        var soak = Soak(session: s, clock: clock, seed: seed)
        let r = soak.run(steps: switches, warmUp: min(1000, max(1, switches / 10)), switchingOnly: true, progress: progress)
        print(line("scene switches", r)); failed = failed || r.growth > 0.10 || r.settledGrowth > 0.10
    }
    exit(failed ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("tessera-soak: \(error)\n".utf8))
    exit(2)
}
