import Foundation

// `tessera-bench [--out FILE] [--filter SUBSTRING] [--instructions]`: runs the benchmarks
// (release build), prints a table and writes bench-results.json (Contracts.md, "Benchmark
// output"); with `--instructions` each benchmark's instructions per call too (callgrind,
// InstructionCount.swift).
var out = "bench-results.json"
var filter: String?
var countInstructions = false
var countChild: (name: String, iterations: Int)?
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--out" where !args.isEmpty: out = args.removeFirst()
    case "--filter" where !args.isEmpty: filter = args.removeFirst()
    case "--gallery-memory": galleryMemory(); exit(0)
    case "--waterfall-memory": waterfallMemory(); exit(0)
    case "--instructions": countInstructions = true
    case "--count-child" where args.count >= 2:
        countChild = (args.removeFirst(), Int(args.removeFirst()) ?? 1)
    default:
        FileHandle.standardError.write(Data("tessera-bench: unknown argument \(a); usage: tessera-bench [--out FILE] [--filter TEXT] [--instructions]\n".utf8))
        exit(2)
    }
}

// One group per line, so branches that add benchmarks touch different lines.
let groups: [[Benchmark]] = [
    eagerGridBenchmarks(),
    trackGridBenchmarks(),
    nestedTrackGridBenchmarks(),
    trackGridPlacementBenchmarks(),
    rendererBenchmarks(),
    articleSceneBenchmarks(),
    honeycombBenchmarks(),
    screenshotBenchmarks(),
    transitionBenchmarks(),
    hiDPIFrameBenchmarks(),
    textBenchmarks(),
    lazyGridBenchmarks(),
    appBenchmarks(),
    trainerBenchmarks(),
    trainerFrameBenchmarks(),
    navigationBenchmarks(),
    windowBenchmarks(),
    listBenchmarks(),
    controlsBenchmarks(),
    waterfallBenchmarks(),
    accessibilityBenchmarks(),
]
let all = groups.flatMap { $0 }
if let countChild {
    guard let b = all.first(where: { $0.name == countChild.name }) else {
        FileHandle.standardError.write(Data("tessera-bench: no benchmark named \(countChild.name)\n".utf8))
        exit(2)
    }
    InstructionCounter.runChild(b, iterations: countChild.iterations)
    exit(0)
}
let selected = all.filter { filter == nil || $0.name.contains(filter!) }
var results: [BenchmarkResult] = []
var instructions: [String: Int] = [:]
/// Pads a benchmark name to the width of the name column (`%-30@` does not pad on Linux).
func nameColumn(_ name: String) -> String { name.count >= 30 ? name : name + String(repeating: " ", count: 30 - name.count) }
print(nameColumn("benchmark") + "   median ms      min ms      max ms  iterations  cpu median ms"
      + (countInstructions ? "  instructions" : ""))
for b in selected {
    let r = measure(b)
    results.append(r)
    var line = nameColumn(r.name) + String(format: " %11.3f %11.3f %11.3f %11d %14.3f", r.median / 1e6, r.min / 1e6,
                                           r.max / 1e6, r.iterations, r.cpuMedian / 1e6)
    if countInstructions, let n = InstructionCounter.count(b.name) {
        instructions[b.name] = n
        line += String(format: " %12.2fM", Double(n) / 1e6)
    }
    print(line)
}
let entries = results.map {
    "    {\"name\": \"\($0.name)\", \"unit\": \"ns\", \"median\": \(Int($0.median)), \"min\": \(Int($0.min)), \"max\": \(Int($0.max)), \"iterations\": \($0.iterations)"
        + (instructions[$0.name].map { ", \"instructions\": \($0)" } ?? "") + "}"
}
let json = "{\"benchmarks\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
do { try json.write(toFile: out, atomically: true, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("tessera-bench: cannot write \(out): \(error.localizedDescription)\n".utf8))
    exit(2)
}
print("wrote \(out)")
