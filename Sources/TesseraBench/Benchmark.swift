import Foundation

/// One benchmark: `setup` builds what it needs (not timed) and returns the body, which is
/// timed call by call. Setup runs only for the benchmarks selected.
struct Benchmark {
    let name: String
    private(set) var setup: () -> () -> Void

    /// A benchmark whose setup happens before it is built.
    init(name: String, run: @escaping () -> Void) { self.name = name; setup = { run } }
    /// A benchmark that sets up (untimed) only when it is selected.
    static func deferred(_ name: String, setup: @escaping () -> () -> Void) -> Benchmark {
        var b = Benchmark(name: name, run: {})
        b.setup = setup
        return b
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
func measure(_ b: Benchmark, budget: Double = 1.5, minIterations: Int = 5, maxIterations: Int = 2000) -> BenchmarkResult {
    let run = b.setup()
    for _ in 0..<2 { run() }
    var samples: [Double] = []
    var cpu: [Double] = []
    let start = DispatchTime.now().uptimeNanoseconds
    while samples.count < maxIterations {
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
