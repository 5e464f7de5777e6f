import Foundation
import TesseraGeometry
import TesseraLayoutSpec

/// A state file the Trainer cannot load: the JSON path of the offending value and what is wrong,
/// printed as one line (`$.rows[1].cells[0].width: ...`).
public struct TrainerStateError: Error, CustomStringConvertible, Sendable, Equatable {
    public var path: String
    public var message: String
    public init(_ path: String, _ message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}

/// Reads the Trainer's state file (format in ``TrainerStateFile``): strict JSON (the project's
/// limited reader), unknown fields rejected, every number checked against ``TrainerLimits``.
struct TrainerStateReader {
    /// A JSON value and where it is.
    struct Node {
        let value: JSONValue
        let path: String

        func object(_ known: [String]) throws -> [String: JSONValue] {
            guard case .object(let o) = value else { throw TrainerStateError(path, "expected an object, found \(value.kindName)") }
            for key in o.keys.sorted() where !known.contains(key) {
                throw TrainerStateError(path + "." + key, "unknown field \(MessageText.quoted(key)) (known: \(known.joined(separator: ", ")))")
            }
            return o
        }

        func field(_ o: [String: JSONValue], _ name: String) -> Node? {
            guard let v = o[name] else { return nil }
            return Node(value: v, path: path + "." + name)
        }

        /// The field, absent and `null` both giving nil.
        func optional(_ o: [String: JSONValue], _ name: String) -> Node? {
            guard let n = field(o, name), n.value != .null else { return nil }
            return n
        }

        func array() throws -> [Node] {
            guard case .array(let a) = value else { throw TrainerStateError(path, "expected a list, found \(value.kindName)") }
            return a.enumerated().map { Node(value: $0.element, path: "\(path)[\($0.offset)]") }
        }

        func number(in range: ClosedRange<Double>, unit: String = "") throws -> Double {
            guard case .number(let d) = value else { throw TrainerStateError(path, "expected a number, found \(value.kindName)") }
            guard d.isFinite, range.contains(d) else {
                throw TrainerStateError(path, "must be from \(TrainerNumber.short(range.lowerBound)) to \(TrainerNumber.short(range.upperBound))\(unit) (found \(d))")
            }
            return d
        }

        func integer(in range: ClosedRange<Int>) throws -> Int {
            let d = try number(in: Double(range.lowerBound)...Double(range.upperBound))
            guard d == d.rounded() else { throw TrainerStateError(path, "expected a whole number (found \(d))") }
            return Int(d)
        }

        func bool() throws -> Bool {
            guard case .bool(let b) = value else { throw TrainerStateError(path, "expected true or false, found \(value.kindName)") }
            return b
        }

        func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
            guard case .string(let s) = value else { throw TrainerStateError(path, "expected a string, found \(value.kindName)") }
            guard let v = T(rawValue: s) else {
                throw TrainerStateError(path, "unknown value \(MessageText.quoted(s)) (\(T.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return v
        }
    }

    static let topFields = ["version", "mode", "grid", "rows", "track", "selection", "view"]

    static func read(_ data: Data) throws -> TrainerState {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch {
            // The reader's message starts with the JSON path ("$.rows[2]: ..."): keep it first.
            let text = "\(error)"
            if let colon = text.range(of: ": "), text.hasPrefix("$") {
                throw TrainerStateError(String(text[..<colon.lowerBound]), "not valid JSON: " + text[colon.upperBound...])
            }
            throw TrainerStateError("$", "not valid JSON: \(text)")
        }
        let root = Node(value: json, path: "$")
        let o = try root.object(topFields)
        if let v = root.field(o, "version") {
            let n = try v.integer(in: 0...1000)
            guard n == TrainerStateFile.version else { throw TrainerStateError(v.path, "unsupported version \(n) (this Tessera reads version \(TrainerStateFile.version))") }
        }
        guard let rowsNode = root.field(o, "rows") else { throw TrainerStateError("$.rows", "missing: a state needs at least one row") }
        let rowNodes = try rowsNode.array()
        guard !rowNodes.isEmpty else { throw TrainerStateError(rowsNode.path, "a grid needs at least 1 row (found 0)") }
        guard rowNodes.count <= TrainerLimits.maximumRows else {
            throw TrainerStateError(rowsNode.path, "at most \(TrainerLimits.maximumRows) rows (found \(rowNodes.count))")
        }
        var state = TrainerState(rows: [])
        var nextID = 0
        for rn in rowNodes {
            let ro = try rn.object(["alignment", "cells"])
            var row = TrainerRow(id: 0, cells: [])
            row.alignment = try rn.optional(ro, "alignment")?.choice(TrainerRowAlignment.self)
            guard let cellsNode = rn.field(ro, "cells") else { throw TrainerStateError(rn.path + ".cells", "missing: a row needs at least one cell") }
            let cellNodes = try cellsNode.array()
            guard !cellNodes.isEmpty else { throw TrainerStateError(cellsNode.path, "a row needs at least 1 cell (found 0)") }
            guard cellNodes.count <= TrainerLimits.maximumCellsPerRow else {
                throw TrainerStateError(cellsNode.path, "at most \(TrainerLimits.maximumCellsPerRow) cells a row (found \(cellNodes.count))")
            }
            for cn in cellNodes {
                row.cells.append(try cell(cn, id: nextID)); nextID += 1
            }
            let columns = row.cells.reduce(0) { $0 + $1.columnCount }
            guard columns <= TrainerLimits.maximumCellsPerRow else {
                throw TrainerStateError(cellsNode.path, "the row's spans add up to \(columns) columns, beyond the row limit of \(TrainerLimits.maximumCellsPerRow)")
            }
            state.rows.append(row)
        }
        for r in state.rows.indices { state.rows[r].id = nextID; nextID += 1 }
        if let m = root.optional(o, "mode") { state.mode = try m.choice(TrainerMode.self) }
        if let g = root.optional(o, "grid") { state.grid = try grid(g) }
        if let t = root.optional(o, "track") { state.track = try track(t) }
        try checkItems(state, rowsNode)
        if let s = root.optional(o, "selection") {
            for pair in try s.array() {
                let p = try pair.array()
                guard p.count == 2 else { throw TrainerStateError(pair.path, "a selected cell is [row, column] (found \(p.count) values)") }
                let r = try p[0].integer(in: 0...(state.rows.count - 1))
                let c = try p[1].integer(in: 0...(state.rows[r].cells.count - 1))
                state.selection.insert(state.rows[r].cells[c].id)
            }
        }
        if let v = root.optional(o, "view") {
            let vo = try v.object(["code", "codeOpacity", "gridOpacity"])
            if let c = v.optional(vo, "code") { state.view.code = try c.choice(TrainerCodeLanguage.self) }
            if let c = v.optional(vo, "codeOpacity") { state.view.codeOpacity = try c.number(in: TrainerLimits.opacity) }
            if let c = v.optional(vo, "gridOpacity") { state.view.gridOpacity = try c.number(in: TrainerLimits.opacity) }
        }
        return state
    }

    static func cell(_ n: Node, id: Int) throws -> TrainerCell {
        let o = try n.object(["color", "width", "height", "frame", "columnAlignment", "anchor", "span", "unsized", "item"])
        var cell = TrainerCell(id: id, color: try n.optional(o, "color")?.choice(TrainerColor.self) ?? .green)
        if let w = n.optional(o, "width") { cell.width = try w.number(in: TrainerLimits.cellSize, unit: " points") }
        if let h = n.optional(o, "height") { cell.height = try h.number(in: TrainerLimits.cellSize, unit: " points") }
        if let f = n.optional(o, "frame") { cell.frame = try f.choice(TrainerFrameMode.self) }
        cell.columnAlignment = try n.optional(o, "columnAlignment")?.choice(TrainerColumnAlignment.self)
        if let a = n.optional(o, "anchor") {
            let v = try a.choice(TrainerAlignment.self)
            guard v.isBox else { throw TrainerStateError(a.path, "a cell anchor is one of the nine box alignments (found \"\(v.rawValue)\")") }
            cell.anchor = v
        }
        if let s = n.optional(o, "span") {
            let v = try s.integer(in: 1...TrainerLimits.span.upperBound)
            cell.span = v == 1 ? nil : v
        }
        cell.unsized = try n.optional(o, "unsized")?.choice(TrainerUnsizedAxes.self)
        if let i = n.optional(o, "item") {
            let io = try i.object(["columnSpan", "rowSpan", "startColumn", "startRow", "alignment"])
            let limit = TrainerLimits.maximumCellsPerRow
            if let v = i.optional(io, "columnSpan") { cell.item.columnSpan = try v.integer(in: 1...limit) }
            if let v = i.optional(io, "rowSpan") { cell.item.rowSpan = try v.integer(in: 1...limit) }
            if let v = i.optional(io, "startColumn") { cell.item.startColumn = try v.integer(in: 0...(limit - 1)) }
            if let v = i.optional(io, "startRow") { cell.item.startRow = try v.integer(in: 0...(limit - 1)) }
            if let a = i.optional(io, "alignment") {
                let v = try a.choice(TrainerAlignment.self)
                guard v.isBox else { throw TrainerStateError(a.path, "an item alignment is one of the nine box alignments (found \"\(v.rawValue)\")") }
                cell.item.alignment = v
            }
        }
        return cell
    }

    static func grid(_ n: Node) throws -> TrainerGridOptions {
        let o = try n.object(["alignment", "horizontalSpacing", "verticalSpacing", "padding", "showCellProperties"])
        var g = TrainerGridOptions()
        g.alignment = try n.optional(o, "alignment")?.choice(TrainerAlignment.self)
        if let v = n.optional(o, "horizontalSpacing") { g.horizontalSpacing = try v.number(in: TrainerLimits.spacing, unit: " points") }
        if let v = n.optional(o, "verticalSpacing") { g.verticalSpacing = try v.number(in: TrainerLimits.spacing, unit: " points") }
        if let v = n.optional(o, "padding") { g.padding = try v.number(in: TrainerLimits.spacing, unit: " points") }
        if let v = n.optional(o, "showCellProperties") { g.showCellProperties = try v.bool() }
        return g
    }

    static func track(_ n: Node) throws -> TrainerTrackGrid {
        let o = try n.object(["tracks", "flow", "packing", "contentMode", "horizontalSpacing", "verticalSpacing",
                              "commonItemsAlignment", "contentAlignment"])
        var t = TrainerTrackGrid()
        if let tn = n.optional(o, "tracks") {
            let list = try tn.array()
            guard !list.isEmpty else { throw TrainerStateError(tn.path, "a track grid needs at least 1 track (found 0)") }
            guard list.count <= TrainerLimits.maximumCellsPerRow else {
                throw TrainerStateError(tn.path, "at most \(TrainerLimits.maximumCellsPerRow) tracks (found \(list.count))")
            }
            t.tracks = try list.map(trackValue)
        }
        if let v = n.optional(o, "flow") { t.flow = try v.choice(TrainerFlow.self) }
        if let v = n.optional(o, "packing") { t.packing = try v.choice(TrainerPacking.self) }
        if let v = n.optional(o, "contentMode") { t.contentMode = try v.choice(TrainerContentMode.self) }
        if let v = n.optional(o, "horizontalSpacing") { t.horizontalSpacing = try v.number(in: TrainerLimits.spacing, unit: " points") }
        if let v = n.optional(o, "verticalSpacing") { t.verticalSpacing = try v.number(in: TrainerLimits.spacing, unit: " points") }
        if let v = n.optional(o, "commonItemsAlignment") { t.commonItemsAlignment = try box(v) }
        if let v = n.optional(o, "contentAlignment") { t.contentAlignment = try box(v) }
        return t
    }

    private static func box(_ n: Node) throws -> TrainerAlignment {
        let v = try n.choice(TrainerAlignment.self)
        guard v.isBox else { throw TrainerStateError(n.path, "expected one of the nine box alignments (found \"\(v.rawValue)\")") }
        return v
    }

    static func trackValue(_ n: Node) throws -> TrainerTrack {
        let forms = "{\"pt\": N}, {\"fr\": N}, \"fit\", \"auto\" or {\"minmax\": [MIN, MAX]}"
        if case .string(let s) = n.value {
            switch s {
            case "fit": return .fit
            case "auto": return .auto
            default: throw TrainerStateError(n.path, "unknown track \(MessageText.quoted(s)) (\(forms))")
            }
        }
        guard case .object(let o) = n.value, o.count == 1, let key = o.keys.first, let arg = n.field(o, key) else {
            throw TrainerStateError(n.path, "a track is \(forms)")
        }
        switch key {
        case "pt": return .pt(try arg.number(in: TrainerLimits.trackPoints, unit: " points"))
        case "fr": return .fr(try arg.number(in: TrainerLimits.trackFraction))
        case "minmax":
            let pair = try arg.array()
            guard pair.count == 2 else { throw TrainerStateError(arg.path, "minmax takes [MIN, MAX] (found \(pair.count) values)") }
            let lo = try bound(pair[0])
            if case .fr = lo { throw TrainerStateError(pair[0].path, "a minimum cannot be a fraction (fr)") }
            return .minmax(lo, try bound(pair[1]))
        default: throw TrainerStateError(n.path + "." + key, "unknown track \(MessageText.quoted(key)) (\(forms))")
        }
    }

    static func bound(_ n: Node) throws -> TrainerTrackBound {
        switch n.value {
        case .number: return .pt(try n.number(in: TrainerLimits.trackPoints, unit: " points"))
        case .string(let s):
            switch s {
            case "auto": return .auto
            case "minContent": return .minContent
            case "maxContent": return .maxContent
            default: throw TrainerStateError(n.path, "unknown bound \(MessageText.quoted(s)) (a number of points, \"auto\", \"minContent\", \"maxContent\" or {\"fr\": N})")
            }
        case .object(let o) where o.count == 1 && o["fr"] != nil:
            return .fr(try n.field(o, "fr")!.number(in: TrainerLimits.trackFraction))
        default: throw TrainerStateError(n.path, "a bound is a number of points, \"auto\", \"minContent\", \"maxContent\" or {\"fr\": N}")
        }
    }

    /// Track-grid items must stay within the explicit tracks along the tracks' axis: a start
    /// plus span beyond the last track ("beyond the row") is rejected.
    static func checkItems(_ state: TrainerState, _ rowsNode: Node) throws {
        let count = state.track.tracks.count
        for (r, row) in state.rows.enumerated() {
            for (c, cell) in row.cells.enumerated() {
                let i = cell.item
                let (start, span, name) = state.track.flow == .rows ? (i.startColumn, i.columnSpan, "column") : (i.startRow, i.rowSpan, "row")
                if (start ?? 0) + span > count {
                    throw TrainerStateError("\(rowsNode.path)[\(r)].cells[\(c)].item", "\(name) start \(start ?? 0) + span \(span) goes beyond the \(count) tracks of the row")
                }
            }
        }
    }
}

extension JSONValue {
    /// "a number", "a string", ... for messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
