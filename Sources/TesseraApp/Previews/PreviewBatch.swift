import Foundation
import Synchronization

/// `APP --previews DIR`: every preview to `DIR/NAME.png`, headless.
///
/// Each preview renders in a child process of the same executable
/// (`APP --preview NAME --screenshot DIR/NAME.png`), because a Swift trap (`fatalError`, a
/// force-unwrapped nil, an index out of range) cannot be caught inside a process: a preview
/// that crashes, fails or takes longer than ``timeout`` is reported on one line (its name,
/// where it is declared, the child's last error line) and skipped; the others are still
/// written, and the exit status is 2 at the end. Children run one after another.
@MainActor
enum PreviewBatch {
    /// How long one preview may take (`TESSERA_PREVIEW_TIMEOUT` seconds, default 120).
    static var timeout: Double {
        ProcessInfo.processInfo.environment["TESSERA_PREVIEW_TIMEOUT"].flatMap(Double.init) ?? 120
    }

    static func run(_ catalog: PreviewCatalog, directory: String, options: AppOptions, output: AppOutput) throws -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AppOptionsError("cannot create --previews directory \(directory): \(error.localizedDescription)")
        }
        if catalog.entries.isEmpty {
            output.err("no previews found: declare one with `#Preview { ContentView() }` or a PreviewProvider")
            return 0
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var failed = 0
        for entry in catalog.entries {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(entry.name + ".png").path
            var arguments = ["--preview", entry.name, "--screenshot", path]
            if let size = options.size { arguments += ["--size", "\(Int(size.width))x\(Int(size.height))"] }
            if options.scale != 1 { arguments += ["--scale", "\(options.scale)"] }
            let result = runChild(executable, arguments: arguments)
            if let problem = result.problem {
                failed += 1
                output.err("preview \(entry.name) (\(entry.source)) failed: \(problem)")
            } else {
                output.out(result.output.isEmpty ? "wrote \(path)" : result.output)
            }
        }
        let written = catalog.entries.count - failed
        if failed > 0 {
            output.err("\(failed) of \(catalog.entries.count) previews failed; \(written) written to \(directory)")
            return 2
        }
        output.out("\(written) previews written to \(directory)")
        return 0
    }

    /// Runs one child; `problem` is nil when it exited 0.
    static func runChild(_ executable: String, arguments: [String]) -> (problem: String?, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A crashing preview is expected here: no multi-second backtrace, just the error line.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch { return ("cannot start \(executable): \(error.localizedDescription)", "") }
        let watch = ChildWatch(pid: process.processIdentifier)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watch.stopIfRunning() }
        // Both pipes are read to the end before waiting, so a chatty child cannot block.
        let errData = readInBackground(stderr)
        let outData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let timedOut = watch.finish()
        let out = String(decoding: outData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let err = String(decoding: errData.value(), as: UTF8.self)
        if timedOut { return ("took longer than \(Int(timeout)) s (stopped)", out) }
        if process.terminationReason == .exit, process.terminationStatus == 0 { return (nil, out) }
        let last = lastErrorLine(err)
        let how = process.terminationReason == .uncaughtSignal
            ? "crashed (signal \(process.terminationStatus))" : "exit status \(process.terminationStatus)"
        return (last.map { "\(how): \($0)" } ?? how, out)
    }

    /// The line saying what went wrong: the runtime's "Fatal error" line, else the last line.
    static func lastErrorLine(_ stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.last { $0.contains("Fatal error") } ?? lines.last
    }

    /// Reads `pipe` to its end on another thread.
    private static func readInBackground(_ pipe: Pipe) -> PendingData {
        let pending = PendingData()
        let handle = pipe.fileHandleForReading
        let thread = Thread { pending.finish(handle.readDataToEndOfFile()) }
        thread.start()
        return pending
    }
}

/// Data another thread is reading; `value()` waits for it.
private final class PendingData: Sendable {
    private let state = Mutex<Data?>(nil)
    private let done = DispatchSemaphore(value: 0)
    func finish(_ data: Data) { state.withLock { $0 = data }; done.signal() }
    func value() -> Data { done.wait(); return state.withLock { $0 } ?? Data() }
}

/// A child's timeout: stops it (SIGKILL) unless it finished first.
private final class ChildWatch: Sendable {
    private let pid: pid_t
    private let state = Mutex<(finished: Bool, stopped: Bool)>((false, false))
    init(pid: pid_t) { self.pid = pid }
    func stopIfRunning() {
        state.withLock { s in
            if !s.finished { s.stopped = true; kill(pid, SIGKILL) }
        }
    }
    /// Marks the child finished; answers whether the timeout stopped it.
    func finish() -> Bool { state.withLock { s in s.finished = true; return s.stopped } }
}
