import TesseraGeometry

/// The cell model of an eager grid, built once per change of the grid's children
/// (GridRules §1.1–1.3, Apple's `Grid` "Column count" and `gridCellColumns` docs):
///
/// - Cells of a `GridRow` take consecutive columns from column 0; a cell with
///   `gridCellColumns(n)` takes n columns (n < 1 is clamped to 1).
/// - The column count is the largest sum of spans over the `GridRow` rows (rows with fewer
///   columns end in empty cells); with no `GridRow` at all it is 1.
/// - A full-width row (any view placed directly in the grid) spans every column.
/// - A column's alignment comes from the first single-span cell in row-major order that sets
///   `gridColumnAlignment` (conflicting values are undefined in SwiftUI; ARCHITECTURE.md).
struct GridStructure {
    /// One cell, in 16 bytes (grids sweep their cells several times a pass: at 100,000 cells
    /// the array is read from memory each time). An anchor or a priority, rare, is kept aside
    /// (``anchor(of:)``, ``priority(of:)``).
    struct Cell {
        private var row32: Int32
        private var column32: Int32
        private var span32: Int32
        var fullWidth: Bool
        private var unsizedBits: UInt8
        /// The cell has a `gridCellAnchor` (in `anchors`).
        var hasAnchor: Bool
        /// The cell has a non-zero layout priority (in `priorities`).
        var hasPriority: Bool

        init(row: Int, column: Int, span: Int, fullWidth: Bool, unsized: Axis.Set, hasAnchor: Bool, hasPriority: Bool) {
            row32 = Int32(truncatingIfNeeded: row); column32 = Int32(truncatingIfNeeded: column)
            span32 = Int32(truncatingIfNeeded: span); self.fullWidth = fullWidth
            unsizedBits = UInt8(truncatingIfNeeded: unsized.rawValue)
            self.hasAnchor = hasAnchor; self.hasPriority = hasPriority
        }
        var row: Int { @inline(__always) get { Int(row32) } }
        var column: Int { @inline(__always) get { Int(column32) } }
        var span: Int {
            @inline(__always) get { Int(span32) }
            set { span32 = Int32(truncatingIfNeeded: newValue) }
        }
        var unsized: Axis.Set {
            @inline(__always) get { Axis.Set(rawValue: Int(unsizedBits)) }
        }
        /// One column, not a full-width row: the cell sizes its column directly.
        var isSingleSpan: Bool { span == 1 && !fullWidth }
    }
    struct Row {
        var cells: Range<Int>
        var alignment: VerticalAlignment?
        var fullWidth: Bool
    }

    var cells: [Cell] = []
    var rows: [Row] = []
    var columnCount = 0
    var columnAlignments: [HorizontalAlignment?] = []
    /// Indices of single-span (not full-width) cells per column, in row order.
    var singleSpanCells: [[Int]] = []
    /// Indices of spanning contributors (span > 1 or full width), in row-major order.
    var spanningCells: [Int] = []
    /// Per cell: the size it answers every proposal with, when it does (a frame fixed on both
    /// axes without guides: ``LayoutNode/answersEveryProposalAlike``); a NaN width otherwise.
    /// A structural fact like the values: changing the cell's layout or guides invalidates the
    /// grid's cache, and this structure with it.
    var uniformSizes: [Size] = []
    /// The anchors and priorities of the cells that have one, by cell index.
    private var anchors: [Int: UnitPoint] = [:]
    private var priorities: [Int: Double] = [:]

    /// Cell `i`'s `gridCellAnchor`.
    @inline(__always) func anchor(of i: Int) -> UnitPoint? { cells[i].hasAnchor ? anchors[i] : nil }
    /// Cell `i`'s layout priority.
    @inline(__always) func priority(of i: Int) -> Double { cells[i].hasPriority ? priorities[i, default: 0] : 0 }

    /// Appends a cell with its values.
    private mutating func append(row: Int, column: Int, span: Int, fullWidth: Bool, values v: LayoutValues) {
        let anchor = v.gridCellAnchor, priority = v.layoutPriority
        if let anchor { anchors[cells.count] = anchor }
        if priority != 0 { priorities[cells.count] = priority }
        cells.append(Cell(row: row, column: column, span: span, fullWidth: fullWidth, unsized: v.gridCellUnsizedAxes,
                          hasAnchor: anchor != nil, hasPriority: priority != 0))
    }

    init(rows rowSpecs: [GridLayout.Row], subviews: LayoutSubviews) {
        rebuild(rows: rowSpecs, subviews: subviews)
    }

    /// Rebuilds the model for the grid's current children, keeping the arrays' storage (a large
    /// grid rebuilt every pass then takes no fresh pages from the system).
    mutating func rebuild(rows rowSpecs: [GridLayout.Row], subviews: LayoutSubviews) {
        var next = 0
        let n = subviews.count
        var specs = rowSpecs
        // Children the row description does not cover become full-width rows.
        let described = rowSpecs.reduce(0) { $0 + ($1.cellCount) }
        if described < n { specs += Array(repeating: .fullWidth, count: n - described) }
        var hasGridRow = false
        var widest = 0
        cells.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        uniformSizes.removeAll(keepingCapacity: true)
        spanningCells.removeAll(keepingCapacity: true)
        anchors.removeAll(); priorities.removeAll()
        cells.reserveCapacity(n)
        uniformSizes.reserveCapacity(n)
        let notUniform = Size(width: .nan, height: .nan)
        // Single-span cells that set `gridColumnAlignment`, in row-major order.
        var alignmentSetters: [(column: Int, alignment: HorizontalAlignment)] = []
        do {
            let nodes = subviews.unretained
        for spec in specs {
            guard next < n else { break }
            let count = min(spec.cellCount, n - next)
            let r = rows.count
            switch spec {
            case .fullWidth:
                let node = nodes[next].takeUnretainedValue()
                uniformSizes.append(node.answersEveryProposalAlike ? node.state.fixedSize : notUniform)
                append(row: r, column: 0, span: 1, fullWidth: true, values: node.state.values)
                rows.append(Row(cells: next..<(next + 1), alignment: nil, fullWidth: true))
            case .cells(_, let alignment):
                hasGridRow = true
                var column = 0
                for i in next..<(next + count) {
                    // The common cell (no grid values) is read without retaining the node.
                    let plain = nodes[i]._withUnsafeGuaranteedRef { node in
                        uniformSizes.append(node.answersEveryProposalAlike ? node.state.fixedSize : notUniform)
                        return node.state.gridDefaults
                    }
                    if plain {
                        cells.append(Cell(row: r, column: column, span: 1, fullWidth: false, unsized: [], hasAnchor: false, hasPriority: false))
                        column += 1
                        continue
                    }
                    let node = nodes[i].takeUnretainedValue()
                    let span = max(1, node.state.values.gridCellColumns)
                    append(row: r, column: column, span: span, fullWidth: false, values: node.state.values)
                    if span == 1, let a = node.state.values.gridColumnAlignment { alignmentSetters.append((column, a)) }
                    column += span
                }
                widest = max(widest, column)
                rows.append(Row(cells: next..<(next + count), alignment: alignment, fullWidth: false))
            }
            next += count
        }
        }
        columnCount = hasGridRow ? widest : (rows.isEmpty ? 0 : 1)
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        for i in cells.indices where cells[i].fullWidth { cells[i].span = columnCount }
        columnAlignments.removeAll(keepingCapacity: true)
        columnAlignments.append(contentsOf: repeatElement(nil, count: columnCount))
        // Each column's list keeps its storage too.
        if singleSpanCells.count > columnCount { singleSpanCells.removeLast(singleSpanCells.count - columnCount) }
        for j in singleSpanCells.indices { singleSpanCells[j].removeAll(keepingCapacity: true) }
        if singleSpanCells.count < columnCount {
            singleSpanCells.append(contentsOf: repeatElement([], count: columnCount - singleSpanCells.count))
        }
        for (i, c) in cells.enumerated() {
            if c.isSingleSpan { singleSpanCells[c.column].append(i) } else { spanningCells.append(i) }
        }
        for s in alignmentSetters where columnAlignments[s.column] == nil { columnAlignments[s.column] = s.alignment }
    }
}

extension GridLayout.Row {
    var cellCount: Int {
        switch self { case .fullWidth: 1; case .cells(let count, _): max(0, count) }
    }
}
