import Foundation
import Testing
import TesseraFuzzing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// A seeded fuzzer over the spec reader and both layout engines (the eager grid and the track
/// grid, with stacks, frames and the rest). Each iteration makes a random spec, with hostile
/// numbers among sane ones, then either the spec is refused with a `SpecError`, or its layout
/// must have finite frames, be idempotent (a second run gives the same bytes) and give the
/// same bytes when the same text is read again. Mutated texts (bytes flipped, cut, repeated)
/// must be refused or laid out alike. `make test` runs a few hundred iterations;
/// `make fuzz` runs `TESSERA_FUZZ_ITERATIONS` (default 10,000) from `TESSERA_FUZZ_SEED`.
/// Seeds that once failed live in `Fuzz/seeds.txt`, libFuzzer's corpus in `Fuzz/corpus`; both
/// run every time.
@Suite struct SpecFuzzTests {
    /// A number, sometimes hostile.
    static func number(_ r: inout SeededRandom) -> String {
        if r.chance(0.1) { return r.pick(["0", "-1", "1e308", "1e-300", "-0", "1e7", "10000001", "\"infinity\"", "null", "3.5e9", "\"x\""]) }
        return String(r.next(300))
    }

    static func modifier(_ r: inout SeededRandom) -> String {
        switch r.next(9) {
        case 0: return #"{"frame": {"width": \#(number(&r)), "height": \#(number(&r))}}"#
        case 1: return #"{"frame": {"minWidth": \#(r.next(50)), "maxWidth": \#(r.pick(["\"infinity\"", "200", "1e308"]))}}"#
        case 2: return #"{"padding": \#(number(&r))}"#
        case 3: return #"{"offset": {"x": \#(number(&r)), "y": \#(number(&r))}}"#
        case 4: return #"{"gridCellColumns": \#(r.pick(["1", "2", "3", "5000", "0", "1e19"]))}"#
        case 5: return #"{"layoutPriority": \#(r.next(3))}"#
        case 6: return #"{"aspectRatio": {"ratio": \#(r.pick(["1", "0.5", "2", "1e-9"]))}}"#
        case 7: return #"{"gridSpan": {"column": \#(r.pick(["1", "2", "3", "-1", "100000"]))}}"#
        default: return #"{"fixedSize": true}"#
        }
    }

    static func view(_ r: inout SeededRandom, depth: Int, ids: inout Int) -> String {
        var fields: [String] = []
        let leaf = depth > 3 || r.chance(0.4)
        let kind = leaf ? r.pick(["rectangle", "color", "circle", "text", "spacer", "divider", "roundedRectangle"])
                        : r.pick(["hstack", "vstack", "zstack", "grid", "trackGrid"])
        fields.append(#""kind": "\#(kind)""#)
        ids += 1
        fields.append(#""id": "v\#(ids)""#)
        switch kind {
        case "text": fields.append(#""text": "\#(r.pick(["hi", "a longer line of text", ""]))", "fontSize": \#(r.pick(["12", "17", "1000", "3e9"]))"#)
        case "hstack", "vstack": fields.append(#""spacing": \#(number(&r))"#)
        case "trackGrid":
            let track = { (r: inout SeededRandom) -> String in r.pick([#"{"pt": \#(number(&r))}"#, #"{"fr": 1}"#, #""auto""#]) }
            fields.append(#""tracks": [\#(track(&r)), \#(track(&r))], "contentMode": "\#(r.pick(["fill", "scroll"]))""#)
        case "grid": fields.append(#""horizontalSpacing": \#(number(&r))"#)
        default: break
        }
        if !leaf {
            let n = r.next(5)
            var items: [String] = []
            for _ in 0..<n {
                if kind == "grid" && r.chance(0.6) {
                    let cells = (0..<r.next(4)).map { _ in view(&r, depth: depth + 2, ids: &ids) }
                    items.append(#"{"kind": "gridRow", "content": [\#(cells.joined(separator: ","))]}"#)
                } else {
                    items.append(view(&r, depth: depth + 1, ids: &ids))
                }
            }
            fields.append(#""content": [\#(items.joined(separator: ","))]"#)
        }
        if r.chance(0.5) { fields.append(#""modifiers": [\#((0..<r.next(4)).map { _ in modifier(&r) }.joined(separator: ","))]"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func spec(_ r: inout SeededRandom) -> String {
        var ids = 0
        let p = { (r: inout SeededRandom) -> String in r.pick(["null", "\"infinity\"", "0", "100", "1280", "1e7"]) }
        return #"{"proposal": {"width": \#(p(&r)), "height": \#(p(&r))}, "root": \#(view(&r, depth: 0, ids: &ids))}"#
    }

    /// A hostile edit of valid text: a byte changed, the text cut, or a part repeated.
    static func mutate(_ text: String, _ r: inout SeededRandom) -> String {
        var b = Array(text.utf8)
        guard !b.isEmpty else { return text }
        switch r.next(4) {
        case 0: b[r.next(b.count)] = r.pick(Array("{}[],:\"0-e9 nx".utf8))
        case 1: b = Array(b.prefix(r.next(b.count)))
        case 2: let i = r.next(b.count), j = min(b.count, i + r.next(40)); b.insert(contentsOf: b[i..<j], at: i)
        default: b.insert(contentsOf: Array(",".utf8), at: r.next(b.count))
        }
        return String(decoding: b, as: UTF8.self)
    }

    /// Checks one text; returns a description of a failure, or nil.
    static func check(_ text: String) -> String? { check(data: Data(text.utf8)) }

    static func check(data: Data) -> String? {
        let spec: LayoutSpec
        do { spec = try LayoutSpec(data: data, textMeasurer: MonospaceTextMeasurer()) } catch is SpecError {
            return nil
        } catch { return "not a SpecError: \(error)" }
        let first = spec.run()
        for f in first.frames {
            let ok = f.rect.minX.isFinite && f.rect.minY.isFinite && f.rect.width.isFinite && f.rect.height.isFinite
            if !ok { return "non-finite frame \(f.id): \(f.rect)" }
        }
        guard first.size.width.isFinite, first.size.height.isFinite else { return "non-finite size \(first.size)" }
        let json = first.json()
        if json.lowercased().contains("nan") { return "NaN in the output" }
        if spec.run().json() != json { return "layout is not idempotent" }
        guard let again = try? LayoutSpec(data: data, textMeasurer: MonospaceTextMeasurer()), again.run().json() == json else {
            return "the same spec gave different bytes"
        }
        return nil
    }


    @Test func randomSpecsNeverCrashHangOrGiveNaN() throws {
        let settings = try FuzzSettings(defaultIterations: 300, defaultSeed: 17)
        var r = settings.random
        var failures: [String] = []
        var laidOut = 0
        for i in 0..<settings.iterations {
            let text = Self.spec(&r)
            if let f = Self.check(text) { failures.append("seed \(settings.seed) iteration \(i): \(f)\n\(text)") }
            if (try? LayoutSpec(data: Data(text.utf8), textMeasurer: MonospaceTextMeasurer())) != nil { laidOut += 1 }
            let hostile = Self.mutate(text, &r)
            if let f = Self.check(hostile) { failures.append("seed \(settings.seed) iteration \(i) (mutated): \(f)\n\(hostile)") }
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        // The generator must reach layout, not only the reader's errors.
        #expect(laidOut * 5 >= settings.iterations, "only \(laidOut) of \(settings.iterations) specs were valid")
        print("spec fuzz: \(settings.iterations) specs + \(settings.iterations) mutations from seed \(settings.seed), \(laidOut) laid out, 0 failures")
    }

    /// Findings of earlier runs, minimised, kept as regression seeds (one spec per line).
    @Test func savedSeedsStayFixed() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz/seeds.txt").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(lines.count >= 5)
        for line in lines { #expect(Self.check(String(line)) == nil, "\(line)") }
    }

    /// The corpus libFuzzer built (`make fuzz-libfuzzer`), replayed on every test run.
    @Test func libFuzzerCorpusStaysFixed() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz/corpus").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count >= 7)
        for f in files {
            #expect(Self.check(data: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + f))) == nil, "\(f)")
        }
    }
}
