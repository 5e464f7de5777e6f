/// One cell of the Trainer's grid: a `RoundedRectangle(cornerRadius: 5)` filled with
/// `<color>.gradient`, with the per-cell options of GridRules §9 ("Selected Cell Options") and
/// its track-grid item options. `id` is the cell's identity (stable across edits, so moves and
/// insertions animate by identity); it is not saved.
public struct TrainerCell: Sendable, Hashable, Identifiable {
    public var id: Int
    public var color: TrainerColor
    /// The frame's width and height in points (used for the fixed axes), 10...800.
    public var width: Double = 80
    public var height: Double = 80
    public var frame: TrainerFrameMode = .fixed
    /// `gridColumnAlignment`, nil = unspecified.
    public var columnAlignment: TrainerColumnAlignment?
    /// `gridCellAnchor` (one of the nine box alignments), nil = unspecified.
    public var anchor: TrainerAlignment?
    /// `gridCellColumns`, nil = unspecified (1); 2...6 otherwise.
    public var span: Int?
    /// `gridCellUnsizedAxes`, nil = unspecified.
    public var unsized: TrainerUnsizedAxes?
    /// The cell's options as an item of the track grid.
    public var item = TrainerItemOptions()

    public init(id: Int, color: TrainerColor) { self.id = id; self.color = color }

    /// The columns the cell takes in the eager grid.
    public var columnCount: Int { span ?? 1 }
}

/// A `GridRow`: its alignment (nil = unspecified) and cells. `id` is its identity, not saved.
public struct TrainerRow: Sendable, Hashable, Identifiable {
    public var id: Int
    public var alignment: TrainerRowAlignment?
    public var cells: [TrainerCell]

    public init(id: Int, alignment: TrainerRowAlignment? = nil, cells: [TrainerCell]) {
        self.id = id; self.alignment = alignment; self.cells = cells
    }
}

/// The grid options of GridRules §9 ("Grid Options").
public struct TrainerGridOptions: Sendable, Hashable {
    /// `Grid(alignment:)`, nil = unspecified (omitted, so `.center`).
    public var alignment: TrainerAlignment?
    public var horizontalSpacing: Double = 5
    public var verticalSpacing: Double = 5
    public var padding: Double = 10
    public var showCellProperties = true

    public init() {}
}

/// How the Trainer's screen looks apart from the grid: the code panel's language (track mode),
/// and the code and grid opacity sliders.
public struct TrainerViewOptions: Sendable, Hashable {
    public var code: TrainerCodeLanguage = .swift
    public var codeOpacity: Double = 1
    public var gridOpacity: Double = 1

    public init() {}
}

/// The whole state of the Grid Trainer (reference swiftui-grid.md §9): the grid and its rows, the
/// track-grid options, the selection and the view options. A value: every edit is a mutation
/// that keeps the invariants of ``TrainerLimits`` (at least one row, no empty row, at most
/// ``TrainerLimits/maximumRows`` rows and ``TrainerLimits/maximumCellsPerRow`` cells a row).
/// Saved and loaded as JSON by ``TrainerStateFile``.
public struct TrainerState: Sendable, Hashable {
    public var mode: TrainerMode = .eager
    public var grid = TrainerGridOptions()
    public var rows: [TrainerRow]
    public var track = TrainerTrackGrid()
    /// The selected cells' ids.
    public var selection: Set<Int> = []
    public var view = TrainerViewOptions()

    /// Reference §9's defaults: 3 rows x 6 cells of 80x80, coloured by column green, yellow,
    /// orange, red, purple, blue; spacing 5/5, padding 10, cell properties shown.
    public init() {
        rows = (0..<3).map { r in
            TrainerRow(id: 1000 + r, cells: (0..<6).map { c in TrainerCell(id: r * 6 + c, color: TrainerColor.allCases[c]) })
        }
    }

    /// A state with these rows and every other option at its default.
    public init(rows: [TrainerRow]) {
        self.rows = rows
    }

    /// Every cell in reading order (the track grid's items).
    public var cells: [TrainerCell] { rows.flatMap(\.cells) }

    /// The number of columns of the eager grid: the widest row, counting spans.
    public var columnCount: Int { rows.map { $0.cells.reduce(0) { $0 + $1.columnCount } }.max() ?? 0 }

    /// The row and column index of cell `id`.
    public func position(of id: Int) -> (row: Int, column: Int)? {
        for (r, row) in rows.enumerated() {
            if let c = row.cells.firstIndex(where: { $0.id == id }) { return (r, c) }
        }
        return nil
    }

    /// The cell `id`.
    public func cell(_ id: Int) -> TrainerCell? { position(of: id).map { rows[$0.row].cells[$0.column] } }

    /// The layout id of the cell at (row, column): `rRcC` (Contracts.md, "Layout specs and layout output").
    public static func cellLayoutID(row: Int, column: Int) -> String { "r\(row)c\(column)" }

    /// A fresh id for a new cell or row.
    var nextID: Int {
        var m = 0
        for row in rows {
            m = max(m, row.id)
            for c in row.cells { m = max(m, c.id) }
        }
        return m + 1
    }
}
