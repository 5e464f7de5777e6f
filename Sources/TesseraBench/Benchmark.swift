import Foundation

/// One benchmark: `setup` builds what it needs (not timed, and only when the benchmark is
/// selected) and returns the body. Each call of `run` is timed; `prepare`, when given, runs
/// before each call with the clock stopped (dropping caches for a cold pass, say).
struct Benchmark {
    struct Body {
        var prepare: (() -> Void)?
        var run: () -> Void
    }
    let name: String
    let setup: () -> Body

    /// A benchmark whose setup returns the timed call alone.
    init(_ name: String, setup: @escaping () -> () -> Void) {
        self.name = name
        self.setup = { Body(prepare: nil, run: setup()) }
    }
    /// A benchmark whose setup returns an untimed preparation and the timed call.
    init(_ name: String, setup: @escaping () -> Body) {
        self.name = name; self.setup = setup
    }
}

/// A benchmark's timings in nanoseconds.
struct BenchmarkResult {
    let name: String
    let median: Double
    let min: Double
    let max: Double
    let iterations: Int
    /// Median of the calls' on-CPU time of this thread (excludes time other processes had the
    /// core: on a shared machine it is the steadier number).
    let cpuMedian: Double
}

/// This thread's CPU time in nanoseconds.
func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
}

func median(_ sorted: [Double]) -> Double {
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Times each call of a benchmark: a few warm-up calls, then calls until `budget` seconds or
/// `maxIterations` have passed (at least `minIterations`). Reports the median, min and max.
/// `TESSERA_BENCH_BUDGET` (seconds) overrides the budget, for profiling a benchmark's loop.
func measure(_ b: Benchmark, budget: Double = defaultBudget, minIterations: Int = 5, maxIterations: Int = 2000) -> BenchmarkResult {
    let body = b.setup()
    let run = body.run
    for _ in 0..<2 { body.prepare?(); run() }
    var samples: [Double] = []
    var cpu: [Double] = []
    let start = DispatchTime.now().uptimeNanoseconds
    while samples.count < maxIterations {
        body.prepare?()
        let c0 = threadCPUTime()
        let t0 = DispatchTime.now().uptimeNanoseconds
        run()
        let t1 = DispatchTime.now().uptimeNanoseconds
        cpu.append(threadCPUTime() - c0)
        samples.append(Double(t1 - t0))
        if samples.count >= minIterations && Double(t1 - start) / 1e9 > budget { break }
    }
    samples.sort()
    return BenchmarkResult(name: b.name, median: median(samples), min: samples.first!, max: samples.last!,
                           iterations: samples.count, cpuMedian: median(cpu.sorted()))
}

/// Seconds each benchmark runs for: 1.5, or `TESSERA_BENCH_BUDGET`.
let defaultBudget: Double = ProcessInfo.processInfo.environment["TESSERA_BENCH_BUDGET"].flatMap(Double.init).map { max(0, $0) } ?? 1.5

/// The body of a benchmark whose setup failed (no fonts, say): it exits with the reason, so a
/// run never reports timings of nothing.
func unavailable() -> () -> Void {
    FileHandle.standardError.write(Data("tessera-bench: cannot set up the renderer (fonts or SDL missing); run `make bench` from the project root\n".utf8))
    exit(2)
}
