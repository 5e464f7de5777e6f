import Foundation

/// Instructions per call of a benchmark, counted by callgrind (the machine this runs on has no
/// hardware counters for `perf stat`, and instruction counts do not move with the load of a
/// shared machine the way times do; Performance.md).
///
/// `tessera-bench --instructions` runs, after timing each benchmark, this same binary under
/// `valgrind --tool=callgrind` in its counting mode (`--count-child NAME ITERATIONS`): the
/// child sets the benchmark up, calls it once to warm up, then calls it `ITERATIONS` times
/// (`TESSERA_BENCH_COUNT_ITERATIONS`, default 1) through ``instructionCountedCall(_:)``, the
/// only function callgrind collects in (`--toggle-collect`), so setup and `prepare` are not
/// counted (Swift mangles the function's name; the pattern matches its words). The count is
/// the total over those calls divided by `ITERATIONS`.
enum InstructionCounter {
    /// The iterations the counting child times; each costs about 50 times its native time.
    static let iterations: Int = ProcessInfo.processInfo.environment["TESSERA_BENCH_COUNT_ITERATIONS"]
        .flatMap(Int.init).map { max(1, $0) } ?? 1

    /// `valgrind` from PATH, or nil.
    static let valgrind: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/valgrind"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Counts the instructions of one call of the benchmark named `name`, or explains on
    /// standard error why it could not and returns nil.
    static func count(_ name: String) -> Int? {
        guard let valgrind else {
            FileHandle.standardError.write(Data("tessera-bench: valgrind is not installed; no instruction counts (run make deps)\n".utf8))
            return nil
        }
        let out = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-bench-\(getpid())-\(name).callgrind").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let status = run(valgrind, ["--tool=callgrind", "--toggle-collect=*instructionCountedCall*",
                                    "--callgrind-out-file=\(out)", "--dump-line=no",
                                    countingBinary, "--count-child", name, String(iterations)])
        guard status == 0, let text = try? String(contentsOfFile: out, encoding: .utf8), let total = totals(text), total > 0 else {
            FileHandle.standardError.write(Data("tessera-bench: callgrind did not count \(name) (exit \(status ?? -1))\n".utf8))
            return nil
        }
        return total / iterations
    }

    /// This binary without its debug information, made once per run: valgrind 3.19 cannot
    /// read the DWARF 5 the Swift compiler writes and gives up; the symbol table stays, and
    /// with it the function `--toggle-collect` names. This binary itself when `objcopy` fails.
    static let countingBinary: String = {
        let me = "/proc/self/exe".resolvedExecutable
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid())-nodebug").path
        guard run("/usr/bin/objcopy", ["--strip-debug", me, copy]) == 0 else { return me }
        atexit { try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-bench-\(getpid())-nodebug").path) }
        return copy
    }()

    /// Runs a program quietly; its exit status, or nil when it cannot be started.
    static func run(_ program: String, _ arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("tessera-bench: cannot run \(program): \(error.localizedDescription)\n".utf8))
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The `totals:` (or `summary:`) figure of a callgrind output file: instructions read.
    static func totals(_ text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            if let n = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) { return n }
        }
        return nil
    }

    /// The counting child: sets `benchmark` up, warms it up with one call, then makes
    /// `iterations` counted calls (each after its `prepare`).
    static func runChild(_ benchmark: Benchmark, iterations: Int) {
        let body = benchmark.setup()
        body.prepare?(); body.run()
        for _ in 0..<max(1, iterations) {
            body.prepare?()
            instructionCountedCall(body.run)
        }
    }
}

/// The one function callgrind collects in (`--toggle-collect=*instructionCountedCall*`).
@inline(never)
func instructionCountedCall(_ run: () -> Void) {
    run()
}

extension String {
    /// `/proc/self/exe` resolved to this binary's path (valgrind needs the file, not the link).
    var resolvedExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: self)) ?? CommandLine.arguments[0]
    }
}
