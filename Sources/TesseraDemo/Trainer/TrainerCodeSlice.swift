import Foundation
import TesseraTrainer

/// Whole lines of generated code as a slice of its UTF-8 bytes and tokens, for the code panel's
/// chunks: making one splits nothing into strings, and two are equal when their bytes are equal
/// and their tokens classify the same bytes alike (positions relative to the slice, clipped to
/// it). Equal slices give equal ``lines`` (what the panel draws), so a chunk whose slice is
/// unchanged is skipped. ``lines`` gives exactly the lines of `TrainerCodeLine.lines(of:)` for
/// the slice's range (tested).
struct TrainerCodeSlice: Equatable {
    /// The code the slice is cut from (shared storage: a slice costs no copy).
    let code: GeneratedCode
    /// The index of the slice's first line in the code.
    let firstLine: Int
    /// The UTF-8 byte range of each line (without its line feed).
    let lineRanges: [Range<Int>]
    /// The indices of the tokens meeting the slice's bytes.
    let tokens: Range<Int>

    /// The bytes from the first line's start to the last line's end.
    var bytes: Range<Int> { (lineRanges.first?.lowerBound ?? 0)..<(lineRanges.last?.upperBound ?? 0) }

    /// The code's lines (as `GeneratedCode.lines` splits them: at line feeds, without a last
    /// empty line after a final line feed) in slices of `linesPerChunk`.
    static func chunks(of code: GeneratedCode, linesPerChunk: Int) -> [TrainerCodeSlice] {
        let per = max(1, linesPerChunk)
        var ranges: [Range<Int>] = []
        let text = code.text
        let count = text.utf8.count
        var start = 0
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            for i in 0..<bytes.count where bytes[i] == 10 {
                ranges.append(start..<i)
                start = i + 1
            }
        }
        if text.utf8.withContiguousStorageIfAvailable(scan) == nil { Array(text.utf8).withUnsafeBufferPointer(scan) }
        if start < count || ranges.isEmpty { ranges.append(start..<count) }
        let tokens = code.tokens
        var result: [TrainerCodeSlice] = []
        result.reserveCapacity((ranges.count + per - 1) / per)
        var t = 0
        var first = 0
        while first < ranges.count {
            let lines = Array(ranges[first..<min(first + per, ranges.count)])
            let lower = lines[0].lowerBound, upper = lines[lines.count - 1].upperBound
            while t < tokens.count, tokens[t].start + tokens[t].length <= lower { t += 1 }
            var end = t
            while end < tokens.count, tokens[end].start < upper { end += 1 }
            result.append(TrainerCodeSlice(code: code, firstLine: first, lineRanges: lines, tokens: t..<end))
            first += per
        }
        return result
    }

    /// The slice's lines as runs: plain text between tokens, each token's text with its kind,
    /// cut at the line ends; an empty line has no runs.
    var lines: [TrainerCodeLine.Line] {
        let text = code.text
        if let made = text.utf8.withContiguousStorageIfAvailable({ lines(of: $0) }) { return made }
        return Array(text.utf8).withUnsafeBufferPointer { lines(of: $0) }
    }

    private func lines(of utf8: UnsafeBufferPointer<UInt8>) -> [TrainerCodeLine.Line] {
        func string(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: utf8[r]), as: UTF8.self) }
        let tokens = code.tokens[self.tokens]
        return lineRanges.map { line in
            var runs: [TrainerCodeLine.Run] = []
            var p = line.lowerBound
            for token in tokens {
                let ts = max(token.start, line.lowerBound), te = min(token.start + token.length, line.upperBound)
                guard te > ts else { continue }
                if ts > p { runs.append(.init(text: string(p..<ts), kind: nil)) }
                runs.append(.init(text: string(ts..<te), kind: token.kind))
                p = te
            }
            if line.upperBound > p { runs.append(.init(text: string(p..<line.upperBound), kind: nil)) }
            return TrainerCodeLine.Line(runs: runs)
        }
    }

    /// Equal bytes, line breaks and classified bytes (the code values may differ elsewhere).
    static func == (a: TrainerCodeSlice, b: TrainerCodeSlice) -> Bool {
        let ab = a.bytes, bb = b.bytes
        guard ab.count == bb.count, a.lineRanges.count == b.lineRanges.count, a.tokens.count == b.tokens.count else { return false }
        for (x, y) in zip(a.lineRanges, b.lineRanges) where x.lowerBound - ab.lowerBound != y.lowerBound - bb.lowerBound
            || x.count != y.count { return false }
        let at = a.code.tokens, bt = b.code.tokens
        for (i, j) in zip(a.tokens, b.tokens) {
            let x = at[i], y = bt[j]
            let xs = max(x.start, ab.lowerBound) - ab.lowerBound, xe = min(x.start + x.length, ab.upperBound) - ab.lowerBound
            let ys = max(y.start, bb.lowerBound) - bb.lowerBound, ye = min(y.start + y.length, bb.upperBound) - bb.lowerBound
            guard x.kind == y.kind, xs == ys, xe == ye else { return false }
        }
        return sameBytes(a.code.text, ab, b.code.text, bb)
    }

    /// Whether `x[xr]` and `y[yr]` (UTF-8 byte ranges of equal length) hold the same bytes.
    private static func sameBytes(_ x: String, _ xr: Range<Int>, _ y: String, _ yr: Range<Int>) -> Bool {
        let fast = x.utf8.withContiguousStorageIfAvailable { xb in
            y.utf8.withContiguousStorageIfAvailable { yb in
                xr.isEmpty || memcmp(xb.baseAddress! + xr.lowerBound, yb.baseAddress! + yr.lowerBound, xr.count) == 0
            }
        }
        if let fast = fast ?? nil { return fast }
        return Array(x.utf8)[xr] == Array(y.utf8)[yr]
    }
}
