/// A value shown by the inspector for the selected cells or rows: nothing selected, one value
/// shared by all of them, or several different ones (the inspector marks those with a ⚠️).
public enum TrainerSelectionValue<Value: Equatable>: Equatable {
    case none
    case single(Value)
    case mixed

    /// Folds `values`: none when empty, single when all equal, mixed otherwise.
    public init(_ values: some Sequence<Value>) {
        var result = TrainerSelectionValue.none
        for v in values {
            switch result {
            case .none: result = .single(v)
            case .single(let s): if s != v { self = .mixed; return }
            case .mixed: self = .mixed; return
            }
        }
        self = result
    }

    /// The value, when there is exactly one.
    public var value: Value? { if case .single(let v) = self { return v } else { return nil } }
    public var isMixed: Bool { self == .mixed }
}

extension TrainerState {
    // MARK: Selection (click toggles; Shift/Ctrl-click extends)

    /// A click on cell `id`: without `extend`, the cell alone becomes selected, or nothing when
    /// it was the only selected cell (click toggles); with `extend` (Shift or Ctrl), the cell is
    /// added to or removed from the selection.
    public mutating func click(_ id: Int, extend: Bool) {
        guard position(of: id) != nil else { return }
        if extend {
            if selection.contains(id) { selection.remove(id) } else { selection.insert(id) }
        } else {
            selection = selection == [id] ? [] : [id]
        }
    }

    /// The selected cells in reading order.
    public var selectedCells: [TrainerCell] { cells.filter { selection.contains($0.id) } }

    /// The indices of rows holding a selected cell.
    public var selectedRowIndices: [Int] {
        rows.indices.filter { r in rows[r].cells.contains { selection.contains($0.id) } }
    }

    /// A cell option across the selection.
    public func selected<Value: Equatable>(_ get: (TrainerCell) -> Value) -> TrainerSelectionValue<Value> {
        TrainerSelectionValue(selectedCells.lazy.map(get))
    }

    /// The row alignment across the rows of the selection.
    public var selectedRowAlignment: TrainerSelectionValue<TrainerRowAlignment?> {
        TrainerSelectionValue(selectedRowIndices.map { rows[$0].alignment })
    }

    /// Sets a cell option on every selected cell.
    public mutating func updateSelectedCells(_ change: (inout TrainerCell) -> Void) {
        for r in rows.indices {
            for c in rows[r].cells.indices where selection.contains(rows[r].cells[c].id) { change(&rows[r].cells[c]) }
        }
    }

    /// Sets the alignment of every row holding a selected cell.
    public mutating func setSelectedRowAlignment(_ alignment: TrainerRowAlignment?) {
        for r in selectedRowIndices { rows[r].alignment = alignment }
    }

    /// Sets the selected cells' span (nil or 2...6; other values are clamped into 2...6, 1 is nil).
    public mutating func setSelectedSpan(_ span: Int?) {
        let s = span.flatMap { $0 <= 1 ? nil : min(max($0, TrainerLimits.span.lowerBound), TrainerLimits.span.upperBound) }
        updateSelectedCells { $0.span = s }
    }

    /// Sets the selected cells' width (clamped to ``TrainerLimits/cellSize``).
    public mutating func setSelectedWidth(_ width: Double) {
        guard width.isFinite else { return }
        let w = min(max(width, TrainerLimits.cellSize.lowerBound), TrainerLimits.cellSize.upperBound)
        updateSelectedCells { $0.width = w }
    }

    /// Sets the selected cells' height (clamped to ``TrainerLimits/cellSize``).
    public mutating func setSelectedHeight(_ height: Double) {
        guard height.isFinite else { return }
        let h = min(max(height, TrainerLimits.cellSize.lowerBound), TrainerLimits.cellSize.upperBound)
        updateSelectedCells { $0.height = h }
    }

    /// Clamps a spacing or padding into ``TrainerLimits/spacing`` (NaN leaves `current`).
    public static func clampedSpacing(_ v: Double, current: Double) -> Double {
        guard v.isFinite else { return current }
        return min(max(v, TrainerLimits.spacing.lowerBound), TrainerLimits.spacing.upperBound)
    }
}

extension TrainerState {
    /// Keeps every track-grid item within the explicit tracks along the tracks' axis (the
    /// state file rejects an item beyond them): a span is at most the track count, and a start
    /// moves back so start + span fits. The editor applies this after every edit.
    public mutating func clampItemsToTracks() {
        let count = track.tracks.count
        let rowsFlow = track.flow == .rows
        for r in rows.indices {
            for c in rows[r].cells.indices {
                var i = rows[r].cells[c].item
                if rowsFlow {
                    i.columnSpan = min(i.columnSpan, count)
                    if let s = i.startColumn { i.startColumn = min(s, count - i.columnSpan) }
                } else {
                    i.rowSpan = min(i.rowSpan, count)
                    if let s = i.startRow { i.startRow = min(s, count - i.rowSpan) }
                }
                rows[r].cells[c].item = i
            }
        }
    }
}
