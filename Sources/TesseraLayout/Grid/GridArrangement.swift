import TesseraGeometry

/// The resolved tracks of an eager grid for one proposal and the cell frames that follow from
/// them (reference §4 for the tracks, §5 for placement and alignment).
struct GridArrangement {
    var widths: [Double] = []
    var heights: [Double] = []
    var columnX: [Double] = []
    var rowY: [Double] = []
    var size = Size.zero
    /// Per cell: whether it is rigid on both axes (its size is then known without measuring).
    var rigidSize: [Size?] = []
    let grid: GridLayout
    let structure: GridStructure

    init(grid: GridLayout, structure st: GridStructure, proposal p: ProposedSize, subviews: LayoutSubviews) {
        self.grid = grid; self.structure = st
        let columns = st.columnCount
        guard columns > 0, !st.rows.isEmpty else { return }
        let hGap = grid.hGap, vGap = grid.vGap
        // A cell whose range is a single length answers every share with it (rigid or unsized);
        // only a cell rigid without being unsized is known to keep that size when placed.
        var widthAnswer = [Double?](repeating: nil, count: st.cells.count)
        var rigidWidth = [Double?](repeating: nil, count: st.cells.count)

        // Columns (§4.2): single-span cells first, then spanning contributors in row order.
        var cols = [GridTrackSizing.Track](repeating: .init(), count: columns)
        for j in 0..<columns {
            for i in st.singleSpanCells[j] {
                let c = st.cells[i]
                let unsized = c.unsized.contains(Axis.horizontal)
                let r = GridTrackSizing.range(of: subviews[i], axis: .horizontal, cross: nil, unsized: unsized)
                if r.rigid { widthAnswer[i] = r.min; if !unsized { rigidWidth[i] = r.min } }
                GridTrackSizing.add(r, priority: c.priority, to: &cols[j])
            }
        }
        for i in st.spanningCells {
            let c = st.cells[i]
            let unsized = c.unsized.contains(Axis.horizontal)
            let r = GridTrackSizing.range(of: subviews[i], axis: .horizontal, cross: nil, unsized: unsized)
            if r.rigid && !unsized { rigidWidth[i] = r.min }
            let end = min(columns, c.column + c.span)
            GridTrackSizing.addSpanning(r, over: c.column..<end, innerGaps: Double(end - c.column - 1) * hGap, to: &cols)
        }
        widths = GridTrackSizing.resolve(cols, proposal: p.width, gaps: Double(columns - 1) * hGap) { j, share in
            var v = 0.0
            for i in st.singleSpanCells[j] {
                v = max(v, widthAnswer[i] ?? subviews[i].sizeThatFits(ProposedSize(width: share, height: nil)).width)
            }
            return v
        }
        columnX = prefixPositions(widths, gap: hGap)

        // Rows (§4.3): every cell of the row, proposed its box width.
        var rowTracks = [GridTrackSizing.Track](repeating: .init(), count: st.rows.count)
        var boxWidth = [Double](repeating: 0, count: st.cells.count)
        var heightAnswer = [Double?](repeating: nil, count: st.cells.count)
        var rigidHeight = [Double?](repeating: nil, count: st.cells.count)
        for (r, row) in st.rows.enumerated() {
            let guide = row.alignment ?? grid.alignment.vertical
            var above = 0.0, below = 0.0, clustered = false
            for i in row.cells {
                let c = st.cells[i]
                let w = boxWidthOf(c)
                boxWidth[i] = w
                let unsized = c.unsized.contains(Axis.vertical)
                let range = GridTrackSizing.range(of: subviews[i], axis: .vertical, cross: w, unsized: unsized)
                if range.rigid { heightAnswer[i] = range.min; if !unsized { rigidHeight[i] = range.min } }
                GridTrackSizing.add(range, priority: c.priority, to: &rowTracks[r])
                if guide.isBaseline && isGuideAligned(c) {
                    let d = subviews[i].dimensions(in: ProposedSize(width: w, height: nil))
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
            var v = 0.0
            for i in st.rows[r].cells {
                v = max(v, heightAnswer[i] ?? subviews[i].sizeThatFits(ProposedSize(width: boxWidth[i], height: share)).height)
            }
            return v
        }
        rowY = prefixPositions(heights, gap: vGap)
        size = Size(width: (columnX.last ?? 0) + (widths.last ?? 0), height: (rowY.last ?? 0) + (heights.last ?? 0))
        rigidSize = (0..<st.cells.count).map { i in
            guard let w = rigidWidth[i], let h = rigidHeight[i] else { return nil }
            return Size(width: w, height: h)
        }
    }

    private func prefixPositions(_ lengths: [Double], gap: Double) -> [Double] {
        var out: [Double] = []; out.reserveCapacity(lengths.count)
        var x = 0.0
        for l in lengths { out.append(x); x += l + gap }
        return out
    }

    /// The width of a cell's box: its columns and the gaps between them.
    func boxWidthOf(_ c: GridStructure.Cell) -> Double {
        let end = min(widths.count, c.column + c.span)
        guard end > c.column else { return 0 }
        return columnX[end - 1] + widths[end - 1] - columnX[c.column]
    }

    /// Single-span cells without an anchor align by guides; the rest by unit points.
    func isGuideAligned(_ c: GridStructure.Cell) -> Bool { c.span == 1 && !c.fullWidth && c.anchor == nil }

    /// Where each cell goes (relative to the grid's origin) and what it is proposed.
    func cellFrames(_ subviews: LayoutSubviews) -> [(rect: Rect, proposal: ProposedSize)] {
        let st = structure
        guard !widths.isEmpty else { return Array(repeating: (Rect.zero, ProposedSize.zero), count: subviews.count) }
        var out = [(rect: Rect, proposal: ProposedSize)](repeating: (.zero, .zero), count: subviews.count)
        var dims = [ViewDimensions](repeating: ViewDimensions(width: 0, height: 0), count: st.cells.count)
        var proposals = [ProposedSize](repeating: .zero, count: st.cells.count)
        for (i, c) in st.cells.enumerated() {
            let p = ProposedSize(width: boxWidthOf(c), height: heights[c.row])
            proposals[i] = p
            if let s = rigidSize[i], !subviews[i].node.needsGuides { dims[i] = ViewDimensions(s) } else { dims[i] = subviews[i].dimensions(in: p) }
        }
        // Horizontal guides per column, over its guide-aligned cells.
        var colLine = [Double](repeating: 0, count: widths.count)
        for j in widths.indices {
            let guide = st.columnAlignments[j] ?? grid.alignment.horizontal
            var l = 0.0, r = 0.0
            for i in st.singleSpanCells[j] where isGuideAligned(st.cells[i]) {
                l = max(l, dims[i][guide]); r = max(r, dims[i].width - dims[i][guide])
            }
            colLine[j] = columnX[j] + l + (widths[j] - (l + r)) * guide.fraction
        }
        // Vertical guides per row.
        var rowLine = [Double](repeating: 0, count: heights.count)
        for (ri, row) in st.rows.enumerated() {
            let guide = row.alignment ?? grid.alignment.vertical
            var a = 0.0, d = 0.0
            for i in row.cells where isGuideAligned(st.cells[i]) {
                a = max(a, dims[i][guide]); d = max(d, dims[i].height - dims[i][guide])
            }
            let f = guide.isBaseline ? 0 : guide.fraction
            rowLine[ri] = rowY[ri] + a + (heights[ri] - (a + d)) * f
        }
        for (i, c) in st.cells.enumerated() {
            let d = dims[i]
            let boxX = columnX[c.column], boxY = rowY[c.row]
            let boxW = proposals[i].width ?? 0, boxH = heights[c.row]
            var origin: Point
            if isGuideAligned(c) {
                let hGuide = st.columnAlignments[c.column] ?? grid.alignment.horizontal
                let vGuide = st.rows[c.row].alignment ?? grid.alignment.vertical
                origin = Point(x: colLine[c.column] - d[hGuide], y: rowLine[c.row] - d[vGuide])
            } else {
                let unit = c.anchor ?? UnitPoint(x: grid.alignment.horizontal.fraction,
                                                 y: (st.rows[c.row].alignment ?? grid.alignment.vertical).unitEquivalent)
                origin = Point(x: boxX + (boxW - d.width) * unit.x, y: boxY + (boxH - d.height) * unit.y)
            }
            if grid.layoutDirection == .rightToLeft { origin.x = size.width - origin.x - d.width }
            out[i] = (Rect(origin: origin, size: d.size), proposals[i])
        }
        return out
    }
}
