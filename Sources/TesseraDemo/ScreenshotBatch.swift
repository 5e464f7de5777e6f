import ArgumentParser
import Foundation
import TesseraSDL
import TesseraSDLHost

/// `tessera screenshot --batch FILE`: many screenshots in one process (issue 33, screenshot
/// throughput). Each line of `FILE` (`-`: standard input) holds the options of one
/// `tessera screenshot` (`--scene honeycomb --out a.png --scale 2`); words are separated by
/// spaces, `"…"` or `'…'` quote a word with spaces, blank lines and lines starting with `#`
/// are skipped.
///
/// Contract: every screenshot is exactly what the same options give one by one (the same
/// PNG bytes); the batch pays process start-up, font loading and photo decoding once, as all
/// of them share one ``ViewRenderer`` and the process's decoded photos. A line that fails
/// (bad options, unknown scene, unwritable file) is reported as `tessera: batch FILE line N:
/// REASON` and skipped; the others still run, and the command then exits 2 with a summary
/// line, as `--previews` does with a preview that fails (Contracts.md 3.8).
enum ScreenshotBatch {
    /// The largest batch file read: 16 MB.
    static let maximumBytes = 16 << 20

    /// Runs the batch in `path`; `alone` is the command that named it, which may carry no
    /// other option (each line brings its own).
    static func run(_ path: String, alone: ScreenshotCommand, output: CommandOutput) throws {
        let w = alone.window
        let others = [w.scene, w.size, w.photos, w.lang, w.look, alone.out, alone.scale, alone.time, alone.events]
        guard others.allSatisfy({ $0 == nil }), !alone.accessibility else {
            throw UsageError("--batch takes each screenshot's options from its file, one screenshot per line; give no other option with it")
        }
        let lines = try jobLines(path)
        guard !lines.isEmpty else {
            throw UsageError("batch \(path): no screenshots in it (write one screenshot's options per line, e.g. --scene honeycomb --out a.png)")
        }
        let renderer = try ViewRenderer()
        var failed = 0
        for (number, words) in lines {
            do {
                try runLine(words, renderer: renderer, output: output)
            } catch {
                failed += 1
                output.err("tessera: batch \(path) line \(number): \(reason(error))")
            }
        }
        if failed > 0 {
            throw UsageError("batch \(path): \(failed) of \(lines.count) screenshot\(lines.count == 1 ? "" : "s") failed (reasons above)")
        }
    }

    /// One line's screenshot with the shared renderer.
    static func runLine(_ words: [String], renderer: ViewRenderer, output: CommandOutput) throws {
        if words.contains(where: { $0 == "--batch" || $0.hasPrefix("--batch=") }) {
            throw UsageError("a batch line cannot name another batch")
        }
        let command = try ScreenshotCommand.parse(words)
        try command.execute(output, renderer: renderer)
    }

    /// An error as the one-line reason the command line would print.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let e as UsageError: return e.description
        case let e as TesseraSDLError: return e.description
        default: return TesseraCommand.oneLine(ScreenshotCommand.message(for: error), arguments: ["screenshot"])
        }
    }

    /// The numbered lines of the batch file that hold a screenshot, split into words.
    static func jobLines(_ path: String) throws -> [(Int, [String])] {
        let text = try contents(path)
        var jobs: [(Int, [String])] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            guard let words = splitWords(trimmed) else {
                throw UsageError("batch \(path) line \(i + 1): a quote is not closed")
            }
            jobs.append((i + 1, words))
        }
        return jobs
    }

    /// The text of `path` (`-`: standard input), at most ``maximumBytes``, as UTF-8.
    static func contents(_ path: String) throws -> String {
        var isDir: ObjCBool = false
        if path != "-" {
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw UsageError("batch \(path): no such file")
            }
            guard !isDir.boolValue else { throw UsageError("batch \(path): is a folder; give a file with one screenshot's options per line") }
        }
        guard let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path) else {
            throw UsageError("batch \(path): cannot read the file")
        }
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch {
            throw UsageError("batch \(path): cannot read the file (\(error.localizedDescription))")
        }
        guard data.count <= maximumBytes else { throw UsageError("batch \(path): larger than \(maximumBytes >> 20) MB") }
        guard let text = String(data: data, encoding: .utf8) else { throw UsageError("batch \(path): not UTF-8 text") }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// `line` split at spaces and tabs, `"…"` and `'…'` keeping spaces in a word; nil when a
    /// quote is not closed.
    static func splitWords(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c; inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(word); word = ""; inWord = false }
            } else {
                word.append(c); inWord = true
            }
        }
        if quote != nil { return nil }
        if inWord { words.append(word) }
        return words
    }
}
