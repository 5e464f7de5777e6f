import Foundation
import TesseraGeometry
import TesseraLayout

/// The outcome of a conformance run (Contracts.md, "Command lines"; Contracts.md, "CSS grid conformance cases"): per-stage counts in the order of the
/// cases file's `stages`, totals, and the ids of failing cases.
public struct ConformanceReport: Sendable {
    public var stages: [(stage: String, passed: Int, failed: Int)]
    public var passed: Int { stages.reduce(0) { $0 + $1.passed } }
    public var failed: Int { stages.reduce(0) { $0 + $1.failed } }
    public var failures: [String]

    public init(stages: [(stage: String, passed: Int, failed: Int)], failures: [String]) {
        self.stages = stages; self.failures = failures
    }

    /// One line per stage, then the closing line `N passed, N failed`.
    public var textSummary: String {
        var lines = stages.map { "\($0.stage): \($0.passed) passed, \($0.failed) failed" }
        lines.append("\(passed) passed, \(failed) failed")
        return lines.joined(separator: "\n")
    }

    /// `{"stages": [{"stage", "passed", "failed"}], "passed", "failed", "failures": [ids]}`.
    public var jsonSummary: String {
        let object: [String: Any] = [
            "stages": stages.map { ["stage": $0.stage, "passed": $0.passed, "failed": $0.failed] as [String: Any] },
            "passed": passed,
            "failed": failed,
            "failures": failures,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
              let s = String(data: data, encoding: .utf8) else { return "{}" }
        return s
    }
}

/// A conformance file that cannot be used; `description` is one line naming the file.
public struct ConformanceError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Runs every case of a taffy-grid-cases/1 file (optionally only the stages whose name starts
/// with `stagePrefix`; a bare id such as `S1` matches that stage only, not `S10`), lays each
/// case out and compares every node with Chrome's layout (|difference| < 0.1 after the
/// file's rounding rule).
public func runConformance(casesFile: String, stagePrefix: String?) throws -> ConformanceReport {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: casesFile))
    } catch {
        throw ConformanceError("\(casesFile): cannot read the file (\(FileManager.default.fileExists(atPath: casesFile) ? "unreadable" : "no such file"))")
    }
    let json: Any
    do { json = try JSONSerialization.jsonObject(with: data) } catch {
        throw ConformanceError("\(casesFile): malformed JSON")
    }
    guard let top = json as? [String: Any] else { throw ConformanceError("\(casesFile): the top level is not a JSON object") }
    guard let format = top["format"] as? String, format == "taffy-grid-cases/1" else {
        throw ConformanceError("\(casesFile): unsupported format \(String(describing: top["format"] ?? "missing")) (expected taffy-grid-cases/1)")
    }
    guard let cases = top["cases"] as? [[String: Any]] else { throw ConformanceError("\(casesFile): no \"cases\" list") }
    var stageOrder = (top["stages"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    for c in cases { if let s = c["stage"] as? String, !stageOrder.contains(s) { stageOrder.append(s) } }
    let selected = stageOrder.filter { stageMatches($0, stagePrefix) }

    let describeFailures = ProcessInfo.processInfo.environment["TESSERA_CONFORMANCE_DESCRIBE"] == "1"
    var counts: [String: (Int, Int)] = [:]
    var failures: [String] = []
    for c in cases {
        guard let stage = c["stage"] as? String, selected.contains(stage) else { continue }
        let id = c["id"] as? String ?? "?"
        let ok = runCase(c)
        var entry = counts[stage] ?? (0, 0)
        if ok { entry.0 += 1 } else {
            entry.1 += 1; failures.append(id)
            // `TESSERA_CONFORMANCE_DESCRIBE=1` lists each failing case node by node on stderr.
            if describeFailures { FileHandle.standardError.write(Data((describeCase(c) + "\n").utf8)) }
        }
        counts[stage] = entry
    }
    let stages = selected.map { s in (stage: s, passed: counts[s]?.0 ?? 0, failed: counts[s]?.1 ?? 0) }
    return ConformanceReport(stages: stages, failures: failures)
}

func stageMatches(_ stage: String, _ prefix: String?) -> Bool {
    guard let prefix, !prefix.isEmpty else { return true }
    let id = stage.split(separator: " ").first.map(String.init) ?? stage
    if id == prefix { return true }
    return prefix.count > id.count && stage.hasPrefix(prefix)
}

/// Lays out one case and compares every node; returns whether all of them match.
func runCase(_ c: [String: Any]) -> Bool {
    guard let rootJSON = c["root"] as? [String: Any] else { return false }
    let root = CaseNode(json: rootJSON)
    let rounding = c["use_rounding"] as? Bool ?? true
    layoutRoot(root, case: c)
    return compare(root, parentAbs: .zero, rounding: rounding)
}

/// Lays out a case's root in its viewport (`viewport`: max-content or px per axis) and maps
/// every frame onto the screen.
func layoutRoot(_ root: CaseNode, case c: [String: Any]) {
    var viewport = GridAvailableSize(.maxContent)
    var parent = GridOptionalSize(nil)
    if let vp = c["viewport"] as? [String: Any] {
        for (a, key) in [(Axis.horizontal, "width"), (.vertical, "height")] {
            if let d = vp[key] as? [String: Any], d["kind"] as? String == "px", let v = (d["value"] as? NSNumber)?.doubleValue {
                viewport[a] = .definite(v); parent[a] = v
            }
        }
    }
    // A vertical root in the horizontal page is an orthogonal flow: without a definite height
    // its inline size is fitted into the initial containing block's height (CSS Writing Modes 4
    // §7.3.1), the browser window's, which chrome-diff records as `icb`.
    if root.writingMode.isVertical, case .maxContent = viewport.vertical,
       let icb = c["icb"] as? [Any], icb.count == 2, let h = (icb[1] as? NSNumber)?.doubleValue {
        viewport.vertical = .definite(h)
    }
    layoutRoot(root, viewport: viewport, parentSize: parent)
}

func layoutRoot(_ root: CaseNode, viewport: GridAvailableSize, parentSize: GridOptionalSize) {
    // As a browser does: the inline size first, then the block size of the layout at it.
    let inline: Axis = root.writingMode.isVertical ? .vertical : .horizontal
    let first = NodeLayout.compute(root, known: GridOptionalSize(nil), parentSize: parentSize, available: viewport, perform: false)
    var known = GridOptionalSize(nil), available = viewport
    known[inline] = first[inline]; available[inline] = .definite(first[inline])
    let size = NodeLayout.compute(root, known: known, parentSize: parentSize, available: available, perform: false)
    // The block size is the content's unless the root sets it.
    let ownBlock = root.box.size.vertical.resolve(parentSize[inline.other]) == nil
    _ = NodeLayout.compute(root, known: GridOptionalSize(horizontal: size.width, vertical: size.height), parentSize: parentSize,
                           available: GridAvailableSize(horizontal: .definite(size.width), vertical: .definite(size.height)),
                           perform: true, contentBasedHeight: ownBlock)
    // A right-to-left root sits at the right edge of a definite viewport.
    var x = 0.0
    if root.rtl, let vw = viewport.horizontal.definiteValue { x = vw - size.width }
    root.frame = Rect(x: x, y: 0, width: size.width, height: size.height)
    NodeLayout.physicalFrames(root)
}

/// Rounds a coordinate as the corpus's expectations were rounded from Chrome's values: to
/// Chrome's layout unit (1/64 px) first, which removes floating-point noise, then half up
/// (JavaScript's `Math.round`: -29.5 becomes -29, not -30).
func chromeRound(_ v: Double) -> Double {
    let unit = (v * 64).rounded() / 64
    return (unit + 0.5).rounded(.down)
}

/// Taffy's rounding pass as the cases' `conventions.rounding` states it, then |diff| < 0.1.
func compare(_ node: CaseNode, parentAbs: Point, rounding: Bool) -> Bool {
    let f = node.frame
    let absX = parentAbs.x + f.minX, absY = parentAbs.y + f.minY
    var got = f
    if rounding {
        got = Rect(x: chromeRound(f.minX), y: chromeRound(f.minY),
                   width: chromeRound(absX + f.width) - chromeRound(absX),
                   height: chromeRound(absY + f.height) - chromeRound(absY))
    }
    let e = node.expected
    var ok = abs(got.minX - e.minX) < 0.1 && abs(got.minY - e.minY) < 0.1
        && abs(got.width - e.width) < 0.1 && abs(got.height - e.height) < 0.1
    for child in node.children where !compare(child, parentAbs: Point(x: absX, y: absY), rounding: rounding) { ok = false }
    return ok
}

/// A node-by-node listing of one case (computed, rounded, against expected), for diagnosing
/// failures: `TESSERA_CONFORMANCE_DEBUG=id1,id2` in the conformance test or in `tessera conformance`
/// writes it.
func describeCase(_ c: [String: Any]) -> String {
    guard let rootJSON = c["root"] as? [String: Any] else { return "no root" }
    let root = CaseNode(json: rootJSON)
    layoutRoot(root, case: c)
    var out = "\(c["id"] ?? "")\n"
    func walk(_ n: CaseNode, _ depth: Int) {
        let f = n.frame, e = n.expected
        let bad = abs(f.minX - e.minX) >= 0.1 || abs(f.minY - e.minY) >= 0.1 || abs(f.width - e.width) >= 0.1 || abs(f.height - e.height) >= 0.1
        out += String(repeating: "  ", count: depth) + "\(bad ? "✗" : "✓") got \(f.minX),\(f.minY) \(f.width)x\(f.height)  want \(e.minX),\(e.minY) \(e.width)x\(e.height)"
            + (n.display == .grid || n.display == .gridLanes ? "  cols \(n.usedTracks.columns) rows \(n.usedTracks.rows)" : "") + "\n"
        for ch in n.children { walk(ch, depth + 1) }
    }
    walk(root, 0)
    return out
}

/// Describes the cases with the given ids (`tessera conformance` writes them to standard error
/// when `TESSERA_CONFORMANCE_DEBUG` names them, or names `failures`).
public func describeCases(casesFile: String, ids: Set<String>) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: casesFile))
    let top = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    let cases = top["cases"] as? [[String: Any]] ?? []
    return cases.filter { ids.contains($0["id"] as? String ?? "") }.map(describeCase).joined(separator: "\n")
}
