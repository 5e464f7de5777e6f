import TesseraGeometry
import TesseraLayout

/// Named lines of the `trackGrid` kind (a Tessera extension; CSS Grid 2 §7.2 `[name]`, §8.3):
///
/// - `lineNames` (optional): a list with one list of names per line along the tracks' axis,
///   entry k naming the line before track k, e.g. `[["side"], ["main"], [], ["end"]]`; at most
///   one more entry than there are tracks.
/// - item modifier `gridLines`: `{"column": "side / span main", "row": "2 / -1"}`, CSS
///   `grid-column` / `grid-row` text per axis (numbered or named lines, `span N`,
///   `span name N`); a given axis wins over `gridStart`/`gridSpan`/`gridArea`.
extension SpecBuilder {
    func trackGridLineNames(_ v: SpecValue, trackCount: Int) throws -> [[String]] {
        let lines = try v.array()
        guard lines.count <= trackCount + 1 else {
            throw SpecError(v.path, "lineNames has \(lines.count) entries for \(trackCount) tracks (at most one per line: \(trackCount + 1))")
        }
        return try lines.map { entry in
            try entry.array().map { name in
                let s = try name.string()
                // A name must be usable in a placement: the same rule as `gridLines` text.
                guard (try? GridLinePair(css: s)) == GridLinePair(start: .named(s, 0), end: .named(s, 0)) else {
                    throw SpecError(name.path, "\(MessageText.quoted(s)) is not a line name (letters, digits, '-', '_'; not a number, auto or span)")
                }
                return s
            }
        }
    }

    func gridItemLines(_ arg: SpecValue) throws -> GridItemLines {
        let known = ["column", "row"]
        for key in try arg.requireObject().keys where !known.contains(key) {
            throw SpecError("\(arg.path).\(key)", "unknown field \(MessageText.quoted(key)) (known: column, row)")
        }
        func pair(_ v: SpecValue?) throws -> GridLinePair? {
            guard let v, !v.isNull else { return nil }
            do { return try GridLinePair(css: try v.string()) } catch let e as GridLineSyntaxError {
                throw SpecError(v.path, e.description)
            }
        }
        return GridItemLines(column: try pair(arg.field("column")), row: try pair(arg.field("row")))
    }
}
