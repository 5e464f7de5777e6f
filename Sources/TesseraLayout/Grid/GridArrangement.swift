import TesseraGeometry

/// The resolved tracks of an eager grid for one proposal and the cell frames that follow from
/// them (GridRules §4 for the tracks, §5 for placement and alignment).
struct GridArrangement {
    var widths: [Double] = []
    var heights: [Double] = []
    var columnX: [Double] = []
    var rowY: [Double] = []
    var size = Size.zero
    /// Per cell: its size when it is rigid on both axes (not unsized) and supplies no guides,
    /// so placing it needs no measurement; a NaN width otherwise.
    var plainSize: [Size] = []
    /// Guide extents over the plain guide-aligned cells, per column (leading and trailing of
    /// the column's guide) and per row (above and below the row's guide), and the other
    /// guide-aligned cells, which placement measures.
    struct PlainGuides {
        var lead: [Double] = [], trail: [Double] = [], above: [Double] = [], below: [Double] = []
        var pending: [Int] = []
    }
    var plainGuides = PlainGuides()
    let grid: GridLayout
    let structure: GridStructure

    /// Per-cell storage an arrangement needs, handed from one arrangement to the next by the
    /// grid's cache so that a large grid takes no fresh pages each pass: the measuring scratch,
    /// and the `plainSize` of an arrangement that was dropped.
    struct Storage {
        fileprivate var sizing: [CellSizing] = []
        var plain: [Size] = []
    }

    /// What measuring one cell found.
    fileprivate struct CellSizing {
        /// A length that answers every share of the axis (rigid or unsized); NaN: none.
        var widthAnswer = Double.nan, heightAnswer = Double.nan
        /// Rigid without being unsized: known to keep that length when placed.
        var rigidWidth = false, rigidHeight = false
        /// The cell answers every proposal with one size (``LayoutNode/answersEveryProposalAlike``),
        /// known from the structure without measuring: `widthAnswer` x `heightAnswer`.
        var uniform = false
    }

    // Loops run over the cells in row-major order (the children's order, so memory order):
    // per-column results are gathered into per-column arrays rather than by walking columns.
    init(grid: GridLayout, structure st: GridStructure, proposal p: ProposedSize, subviews: LayoutSubviews,
         storage: inout Storage) {
        self.grid = grid; self.structure = st
        let columns = st.columnCount
        guard columns > 0, !st.rows.isEmpty else { return }
        let hGap = grid.hGap, vGap = grid.vGap
        let nodes = subviews.unretained
        let cells = st.cells
        let n = cells.count
        // Taken out of `storage` (so uniquely referenced: filled in place) and the scratch
        // given back at the end.
        var sizing: [CellSizing] = []
        swap(&sizing, &storage.sizing)
        sizing.removeAll(keepingCapacity: true)
        sizing.append(contentsOf: repeatElement(CellSizing(), count: n))
        defer { storage.sizing = sizing }
        // Read once: the static sets are globals behind an accessor.
        let unsizedH = Axis.Set.horizontal, unsizedV = Axis.Set.vertical

        /// Measures cell `i` along the horizontal axis (recording what it found in `sizing`).
        func widthRange(_ i: Int, unsized: Bool) -> GridTrackSizing.CellRange {
            // A cell that answers every proposal alike needs no measuring: the structure knows
            // its size.
            let s = st.uniformSizes[i]
            if !s.width.isNaN {
                sizing[i] = CellSizing(widthAnswer: s.width, heightAnswer: s.height,
                                       rigidWidth: !unsized, rigidHeight: !cells[i].unsized.contains(unsizedV), uniform: true)
                return GridTrackSizing.CellRange(min: s.width, ideal: s.width, max: s.width)
            }
            let r = GridTrackSizing.range(of: nodes[i].takeUnretainedValue(), axis: .horizontal, cross: nil, unsized: unsized)
            if r.rigid { sizing[i].widthAnswer = r.min; sizing[i].rigidWidth = !unsized }
            return r
        }

        // Columns (§4.2): single-span cells first, then spanning contributors in row order.
        var cols = [GridTrackSizing.Track](repeating: .init(), count: columns)
        // Per column: the largest width answer of its single-span cells that have one, and
        // whether some single-span cell has none (it must be asked each share).
        var columnAnswer = [Double](repeating: 0, count: columns)
        var columnAsks = [Bool](repeating: false, count: columns)
        for i in 0..<n {
            let c = cells[i]
            guard c.isSingleSpan else { continue }
            let r = widthRange(i, unsized: c.unsized.contains(unsizedH))
            GridTrackSizing.add(r, priority: st.priority(of: i), to: &cols[c.column])
            if sizing[i].widthAnswer.isNaN { columnAsks[c.column] = true } else {
                columnAnswer[c.column] = max(columnAnswer[c.column], sizing[i].widthAnswer)
            }
        }
        for i in st.spanningCells {
            let c = cells[i]
            let r = widthRange(i, unsized: c.unsized.contains(unsizedH))
            let end = min(columns, c.column + c.span)
            GridTrackSizing.addSpanning(r, over: c.column..<end, innerGaps: Double(end - c.column - 1) * hGap, to: &cols)
        }
        widths = GridTrackSizing.resolve(cols, proposal: p.width, gaps: Double(columns - 1) * hGap) { j, share in
            var v = columnAnswer[j]
            if columnAsks[j] {
                for i in st.singleSpanCells[j] where sizing[i].widthAnswer.isNaN {
                    v = max(v, nodes[i].takeUnretainedValue().dimensions(for: ProposedSize(width: share, height: nil)).width)
                }
            }
            return v
        }
        columnX = prefixPositions(widths, gap: hGap)

        // Rows (§4.3): every cell of the row, proposed its box width.
        var rowTracks = [GridTrackSizing.Track](repeating: .init(), count: st.rows.count)
        var rowAnswer = [Double](repeating: 0, count: st.rows.count)
        var rowAsks = [Bool](repeating: false, count: st.rows.count)
        for r in st.rows.indices {
            let row = st.rows[r]
            let guide = row.alignment ?? grid.alignment.vertical
            let baselineRow = guide.isBaseline
            var above = 0.0, below = 0.0, clustered = false
            for i in row.cells {
                let c = cells[i]
                let unsized = c.unsized.contains(unsizedV)
                let range: GridTrackSizing.CellRange
                if sizing[i].uniform {
                    let h = sizing[i].heightAnswer
                    range = GridTrackSizing.CellRange(min: h, ideal: h, max: h)
                } else {
                    range = GridTrackSizing.range(of: nodes[i].takeUnretainedValue(), axis: .vertical, cross: boxWidthOf(c), unsized: unsized)
                    if range.rigid { sizing[i].heightAnswer = range.min; sizing[i].rigidHeight = !unsized }
                }
                GridTrackSizing.add(range, priority: st.priority(of: i), to: &rowTracks[r])
                if sizing[i].heightAnswer.isNaN { rowAsks[r] = true } else {
                    rowAnswer[r] = max(rowAnswer[r], sizing[i].heightAnswer)
                }
                if baselineRow && isGuideAligned(c) {
                    let d = sizing[i].uniform ? ViewDimensions(width: sizing[i].widthAnswer, height: sizing[i].heightAnswer)
                        : nodes[i].takeUnretainedValue().dimensions(for: ProposedSize(width: boxWidthOf(c), height: nil))
                    above = max(above, d[guide]); below = max(below, d.height - d[guide]); clustered = true
                }
            }
            if clustered {
                // A baseline cluster needs room for its tallest ascent and deepest descent.
                let need = above + below
                rowTracks[r].min = max(rowTracks[r].min, need)
                rowTracks[r].ideal = max(rowTracks[r].ideal, need)
                rowTracks[r].max = max(rowTracks[r].max, need)
                rowTracks[r].ownMax = rowTracks[r].max
            }
        }
        heights = GridTrackSizing.resolve(rowTracks, proposal: p.height, gaps: Double(st.rows.count - 1) * vGap) { r, share in
            var v = rowAnswer[r]
            if rowAsks[r] {
                for i in st.rows[r].cells where sizing[i].heightAnswer.isNaN {
                    v = max(v, nodes[i].takeUnretainedValue().dimensions(for: ProposedSize(width: boxWidthOf(cells[i]), height: share)).height)
                }
            }
            return v
        }
        rowY = prefixPositions(heights, gap: vGap)
        size = Size(width: (columnX.last ?? 0) + (widths.last ?? 0), height: (rowY.last ?? 0) + (heights.last ?? 0))
        // Plain cells, and the guide extents of the plain guide-aligned ones (their guides are
        // default fractions of their size); other guide-aligned cells are measured at placement.
        let defaultH = grid.alignment.horizontal, defaultV = grid.alignment.vertical
        var lead = [Double](repeating: 0, count: columns), trail = lead
        var above = [Double](repeating: 0, count: st.rows.count), below = above
        var pending: [Int] = []
        var plain: [Size] = []
        swap(&plain, &storage.plain)
        plain.removeAll(keepingCapacity: true)
        plain.append(contentsOf: repeatElement(Size(width: .nan, height: .nan), count: n))
        for i in 0..<n {
            let z = sizing[i]
            let isPlain = z.rigidWidth && z.rigidHeight && (z.uniform || !nodes[i].takeUnretainedValue().needsGuides)
            if isPlain { plain[i] = Size(width: z.widthAnswer, height: z.heightAnswer) }
            let c = cells[i]
            guard isGuideAligned(c) else { continue }
            guard isPlain else { pending.append(i); continue }
            let h = (st.columnAlignments[c.column] ?? defaultH).fraction * z.widthAnswer
            let v = (st.rows[c.row].alignment ?? defaultV).fraction * z.heightAnswer
            lead[c.column] = max(lead[c.column], h); trail[c.column] = max(trail[c.column], z.widthAnswer - h)
            above[c.row] = max(above[c.row], v); below[c.row] = max(below[c.row], z.heightAnswer - v)
        }
        plainSize = plain
        plainGuides = PlainGuides(lead: lead, trail: trail, above: above, below: below, pending: pending)
    }

    private func prefixPositions(_ lengths: [Double], gap: Double) -> [Double] {
        var out: [Double] = []; out.reserveCapacity(lengths.count)
        var x = 0.0
        for l in lengths { out.append(x); x += l + gap }
        return out
    }

    /// The width of a cell's box: its columns and the gaps between them.
    @inline(__always) func boxWidthOf(_ c: GridStructure.Cell) -> Double {
        let end = min(widths.count, c.column + c.span)
        guard end > c.column else { return 0 }
        return columnX[end - 1] + widths[end - 1] - columnX[c.column]
    }

    /// Single-span cells without an anchor align by guides; the rest by unit points.
    @inline(__always) func isGuideAligned(_ c: GridStructure.Cell) -> Bool { c.span == 1 && !c.fullWidth && !c.hasAnchor }

    /// Calls `body` with each cell's index, where it goes (relative to the grid's origin) and
    /// what it is proposed, in cell order.
    @inline(__always)
    func forEachCellFrame(_ subviews: LayoutSubviews, _ body: (Int, Rect, ProposedSize) -> Void) {
        let st = structure
        guard !widths.isEmpty else {
            for i in 0..<subviews.count { body(i, .zero, .zero) }
            return
        }
        let nodes = subviews.unretained
        let cells = st.cells
        let defaultH = grid.alignment.horizontal, defaultV = grid.alignment.vertical
        /// The cell's size and its values of guides `h` and `v` for its box proposal. A plain
        /// cell's come from the arrangement: without explicit guides a guide is its default
        /// fraction of the size (baselines: the height, fraction 1), as in ``ViewDimensions``.
        @inline(__always) func measured(_ i: Int, _ p: ProposedSize, _ h: HorizontalAlignment,
                                        _ v: VerticalAlignment) -> (size: Size, h: Double, v: Double) {
            let s = plainSize[i]
            if !s.width.isNaN { return (s, s.width * h.fraction, s.height * v.fraction) }
            let d = nodes[i].takeUnretainedValue().dimensions(for: p)
            return (d.size, d[h], d[v])
        }
        @inline(__always) func proposal(_ c: GridStructure.Cell) -> ProposedSize {
            ProposedSize(width: boxWidthOf(c), height: heights[c.row])
        }
        // Guide lines: per column over its guide-aligned cells (horizontal), per row (vertical).
        var colLead = plainGuides.lead, colTrail = plainGuides.trail
        var rowAbove = plainGuides.above, rowBelow = plainGuides.below
        for i in plainGuides.pending {
            let c = cells[i]
            let h = st.columnAlignments[c.column] ?? defaultH
            let v = st.rows[c.row].alignment ?? defaultV
            let d = measured(i, proposal(c), h, v)
            colLead[c.column] = max(colLead[c.column], d.h); colTrail[c.column] = max(colTrail[c.column], d.size.width - d.h)
            rowAbove[c.row] = max(rowAbove[c.row], d.v); rowBelow[c.row] = max(rowBelow[c.row], d.size.height - d.v)
        }
        var colLine = [Double](repeating: 0, count: widths.count)
        for j in widths.indices {
            let guide = st.columnAlignments[j] ?? defaultH
            let l = colLead[j], r = colTrail[j]
            colLine[j] = columnX[j] + l + (widths[j] - (l + r)) * guide.fraction
        }
        var rowLine = [Double](repeating: 0, count: heights.count)
        for ri in heights.indices {
            let guide = st.rows[ri].alignment ?? defaultV
            let a = rowAbove[ri], d = rowBelow[ri]
            let f = guide.isBaseline ? 0 : guide.fraction
            rowLine[ri] = rowY[ri] + a + (heights[ri] - (a + d)) * f
        }
        let mirrored = grid.layoutDirection == .rightToLeft
        for i in cells.indices {
            let c = cells[i]
            let p = proposal(c)
            let rowGuide = st.rows[c.row].alignment ?? defaultV
            var origin: Point
            let cellSize: Size
            if isGuideAligned(c) {
                let d = measured(i, p, st.columnAlignments[c.column] ?? defaultH, rowGuide)
                cellSize = d.size
                origin = Point(x: colLine[c.column] - d.h, y: rowLine[c.row] - d.v)
            } else {
                cellSize = measured(i, p, defaultH, rowGuide).size
                let unit = st.anchor(of: i) ?? UnitPoint(x: defaultH.fraction, y: rowGuide.unitEquivalent)
                let boxW = p.width ?? 0, boxH = heights[c.row]
                origin = Point(x: columnX[c.column] + (boxW - cellSize.width) * unit.x,
                               y: rowY[c.row] + (boxH - cellSize.height) * unit.y)
            }
            if mirrored { origin.x = size.width - origin.x - cellSize.width }
            body(i, Rect(origin: origin, size: cellSize), p)
        }
    }

    /// Where each cell goes (relative to the grid's origin) and what it is proposed.
    func cellFrames(_ subviews: LayoutSubviews) -> [(rect: Rect, proposal: ProposedSize)] {
        var out = [(rect: Rect, proposal: ProposedSize)](repeating: (.zero, .zero), count: subviews.count)
        forEachCellFrame(subviews) { i, rect, p in out[i] = (rect, p) }
        return out
    }
}
