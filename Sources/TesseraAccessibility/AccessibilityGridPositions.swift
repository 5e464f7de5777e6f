import Tessera
import TesseraGeometry
import TesseraLayout

/// Where each child of a grid sits, for the accessibility table: row, column and spans.
/// `Grid` cells take their place from the grid's rows (`GridRow`s, full-width views) and their
/// `gridCellColumns`, exactly as the layout does (`GridStructure`). Lazy grids (`LazyVGrid`,
/// `LazyHGrid`) number their realised cells by item index over all items (rows and columns
/// count the whole grid). The track grid places items by rules of its own (auto-placement,
/// template areas), so its cells (and a lazy grid's before its first placement) are numbered
/// from the laid-out frames: the
/// distinct left edges are the column lines and the distinct top edges the row lines (to 0.5
/// points), and a cell spans the lines its frame covers.
struct AccessibilityGridPositions: Equatable {
    var cells: [AccessibilityCellPosition]
    var rowCount: Int
    var columnCount: Int
    /// Whether the cells come in row order (each row's cells one run): true for `Grid` and
    /// lazy grids, not always for the track grid.
    /// For a `Grid`: the rows and each child's column span (`gridCellColumns`) the positions
    /// were computed from; they are a function of these and the child count alone.
    private(set) var gridRows: [GridLayout.Row]?
    private(set) var spans: [Int] = []

    /// Whether `node`'s children still have these positions, reading only the `changed` ones:
    /// for a `Grid` whose rows are as before and whose changed children span as before. Nil
    /// when it cannot be told without computing the positions again (lazy and track grids).
    func stillHold(for node: RenderNode, changed: [Int]) -> Bool? {
        guard let rows = gridRows, let grid = node.layout.layout as? GridLayout else { return nil }
        guard node.children.count == spans.count, grid.rows == rows else { return false }
        return changed.allSatisfy { max(1, node.children[$0].layout.values.gridCellColumns) == spans[$0] }
    }

    var isRowMajor: Bool {
        var i = 1
        while i < cells.count {
            if cells[i - 1].row > cells[i].row { return false }
            i += 1
        }
        return true
    }

    /// The positions of `node`'s children, or nil when the node is not a grid.
    init?(_ node: RenderNode) {
        guard let layout = node.layout.layout else { return nil }
        if let grid = layout as? GridLayout {
            self.init(grid: grid, node: node)
        } else if let lazy = layout as? LazyGridLayout, case .items = lazy.tracks {
            if let window = lazy.window, window.itemsPerLine > 0 {
                self.init(lazy: lazy, window: window, childCount: node.children.count)
            } else {
                self.init(frames: node.children.map(\.frame))
            }
        } else if layout is TrackGridLayout {
            self.init(frames: node.children.map(\.frame))
        } else {
            return nil
        }
    }

    private init(grid: GridLayout, node: RenderNode) {
        var specs = grid.rows
        let n = node.children.count
        let described = specs.reduce(0) { total, spec in
            if case .cells(let count, _) = spec { return total + max(0, count) }
            return total + 1
        }
        if described < n { specs += Array(repeating: .fullWidth, count: n - described) }
        var cells: [AccessibilityCellPosition] = []
        var fullWidth: [Int] = []
        var widest = 0
        var next = 0
        for (row, spec) in specs.enumerated() where next < n {
            switch spec {
            case .fullWidth:
                fullWidth.append(cells.count)
                cells.append(AccessibilityCellPosition(row: row, column: 0))
                next += 1
            case .cells(let count, _):
                var column = 0
                for i in next..<min(n, next + max(0, count)) {
                    let span = max(1, node.children[i].layout.values.gridCellColumns)
                    cells.append(AccessibilityCellPosition(row: row, column: column, columnSpan: span))
                    column += span
                }
                widest = max(widest, column)
                next += max(0, count)
            }
        }
        let columns = max(widest, cells.isEmpty ? 0 : 1)
        for i in fullWidth { cells[i].columnSpan = columns }
        self.cells = cells
        rowCount = (cells.map(\.row).max() ?? -1) + 1
        columnCount = columns
        gridRows = grid.rows
        spans = node.children.map { max(1, $0.layout.values.gridCellColumns) }
    }

    /// A lazy grid's realised children placed in the whole grid: rows and columns count every
    /// item (created or not), a child's place comes from its item index (a section's header
    /// or footer spans its line), so a screen reader hears "row 4,812 of 25,000" deep in a
    /// 100,000-item grid while only the visible cells exist.
    private init(lazy: LazyGridLayout, window: LazyGridWindow, childCount n: Int) {
        let sections = window.sections, perLine = window.itemsPerLine
        var cells: [AccessibilityCellPosition] = []
        cells.reserveCapacity(n)
        for j in 0..<n {
            let slot = window.slots.count == n ? window.slots[j] : .item(window.firstIndex + j)
            var line = 0, track = 0, span = 1
            switch slot {
            case .item(let i) where i >= 0 && i < sections.itemCount: (line, track) = sections.place(ofItem: i)
            case .item: break
            case .header(let s) where sections.sections.indices.contains(s): line = sections.headerLine(s); span = perLine
            case .footer(let s) where sections.sections.indices.contains(s): line = sections.footerLine(s); span = perLine
            case .header, .footer: break
            }
            cells.append(lazy.axis == .vertical ? AccessibilityCellPosition(row: line, column: track, columnSpan: span)
                                                : AccessibilityCellPosition(row: track, column: line, rowSpan: span))
        }
        self.cells = cells
        rowCount = lazy.axis == .vertical ? sections.lineCount : perLine
        columnCount = lazy.axis == .vertical ? perLine : sections.lineCount
    }

    private init(frames: [Rect]) {
        func lines(_ values: [Double]) -> [Double] {
            var result: [Double] = []
            for v in values.sorted() where result.last.map({ v - $0 > 0.5 }) ?? true { result.append(v) }
            return result
        }
        func index(_ v: Double, in lines: [Double]) -> Int {
            var lo = 0, hi = lines.count - 1, best = 0
            while lo <= hi { let mid = (lo + hi) / 2; if lines[mid] <= v + 0.5 { best = mid; lo = mid + 1 } else { hi = mid - 1 } }
            return best
        }
        let visible = frames.filter { $0.width.isFinite && $0.height.isFinite }
        let columnLines = lines(visible.map(\.minX)), rowLines = lines(visible.map(\.minY))
        cells = frames.map { f in
            guard f.width.isFinite, f.height.isFinite, !columnLines.isEmpty else { return AccessibilityCellPosition(row: 0, column: 0) }
            let column = index(f.minX, in: columnLines), row = index(f.minY, in: rowLines)
            let lastColumn = max(column, index(f.maxX - 1, in: columnLines)), lastRow = max(row, index(f.maxY - 1, in: rowLines))
            return AccessibilityCellPosition(row: row, column: column, rowSpan: lastRow - row + 1, columnSpan: lastColumn - column + 1)
        }
        rowCount = rowLines.count
        columnCount = columnLines.count
    }
}
