import TesseraGeometry

/// The solver's steps for subgrids among the items (CSS Grid 2 §9; the plan: SubgridPlan.swift):
/// their items' placement and extra margins, the edge tracks' floors, the styles subgrids are
/// laid out and measured with, and the dispatch of measurements.
extension TrackGridSolver {
    /// After the grid's own items are placed: places each subgrid's items in its local grid,
    /// maps them into the grid's tracks and appends them as items (§9).
    mutating func appendSubgridItems(parentLineNames: GridAxisPair<[[String]]>, firstLine: GridAxisPair<Int>) {
        guard let plan = subgrids else { return }
        var areaOf: [Int: GridAxisPair<GridLineRange>] = [:]
        for item in items where plan.owners[item.source] != nil { areaOf[item.source] = item.area }
        var ignored: [TrackGridWarning] = []
        for owner in plan.owners.keys.sorted() {
            guard let area = areaOf[owner], let o = plan.owners[owner] else { continue }
            plan.ownerAreas.append(area)
            let sg = o.subgrid
            var explicit = GridAxisPair(ExplicitTrackList())
            for a in Axis.allCases {
                if o.axes[a] {
                    let n = area[a].span
                    explicit[a].tracks = [TrackSizingFunction](repeating: .auto, count: n)
                    explicit[a].lineNames = subgridLineNames(owner, o, area: area[a], a, areaOf: areaOf,
                                                             parentLineNames: parentLineNames[a], firstLine: firstLine[a])
                    plan.lineNames[owner, default: GridAxisPair([])][a] = explicit[a].lineNames
                } else {
                    explicit[a] = resolveExplicitGrid(sg.style.subgrid[a] ? [] : sg.style.template(a), space: .indefinite,
                                                      gap: 0, percentBasis: nil, warnings: &ignored)
                }
            }
            let limits = GridAxisPair<Int?>(horizontal: o.axes.horizontal ? area.horizontal.span : nil,
                                            vertical: o.axes.vertical ? area.vertical.span : nil)
            let placement = placeGridItems(sg.items, explicit: explicit, flow: sg.style.autoFlow, warnings: &ignored,
                                           clampedTo: limits)
            for (j, child) in o.children.enumerated() {
                guard let src = child, placement.placed[j] else { continue }
                if plan.owners[src] == nil, let inner = sg.items[j].subgrid, inner.isSubgridded {
                    // A subgrid of this subgrid's own tracks: measured with as many auto tracks
                    // as it spans there.
                    plan.ownSpans[src] = GridAxisPair(horizontal: placement.columns[j].span, vertical: placement.rows[j].span)
                }
                var childArea = area
                for a in Axis.allCases where o.axes[a] {
                    let local = clampToSpan(a == .horizontal ? placement.columns[j] : placement.rows[j], count: area[a].span)
                    childArea[a] = GridLineRange(area[a].start + local.start, area[a].start + local.end)
                }
                areaOf[src] = childArea
                var es = GridAxisPair<Double>(0), ee = GridAxisPair<Double>(0)
                for a in Axis.allCases where o.axes[a] {
                    // Every subgrid around the item adds, at each of the item's lines, its
                    // margin + border + padding where the line is its edge, else half its gap
                    // difference; it "accumulates through multiple levels of subgrids" (§9).
                    var current: Int? = owner
                    while let c = current, let oc = plan.owners[c], let ca = areaOf[c] {
                        let terms = edgeTerms(oc)
                        es[a] += childArea[a].start == ca[a].start ? terms.start[a] : terms.half[a]
                        ee[a] += childArea[a].end == ca[a].end ? terms.end[a] : terms.half[a]
                        current = oc.parent
                    }
                }
                plan.extraStart[src - plan.realCount] = es
                plan.extraEnd[src - plan.realCount] = ee
                items.append(GridItemState(source: src, area: childArea))
            }
            // The edges: the first track takes at least the margin, border and padding at the
            // start, the last those at the end (both in one track when the subgrid spans one).
            for a in Axis.allCases where o.axes[a] {
                let n = area[a].span
                for e in 0..<(n == 1 ? 1 : 2) {
                    let k = e == 0 ? area[a].start : area[a].end - 1
                    var size = 0.0
                    var current: Int? = owner
                    while let c = current, let oc = plan.owners[c], let ca = areaOf[c] {
                        let terms = edgeTerms(oc)
                        if e == 0 { size += k == ca[a].start ? terms.start[a] : terms.half[a] }
                        if e == 1 || n == 1 { size += k + 1 == ca[a].end ? terms.end[a] : terms.half[a] }
                        current = oc.parent
                    }
                    if size > 0 { plan.edgeFloors[a].append((k, size, owner)) }
                }
            }
        }
    }

    /// The names of a subgrid's lines 1...n+1 along `a` (CSS Grid 2 §9): those of the lines of
    /// its parent it spans (the grid's explicit lines, area names included, or an enclosing
    /// subgrid's), then its own `subgrid [a] [b]` lists in order (lists beyond its lines ignored).
    private func subgridLineNames(_ owner: Int, _ o: SubgridPlan.Owner, area: GridLineRange, _ a: Axis,
                                  areaOf: [Int: GridAxisPair<GridLineRange>], parentLineNames: [[String]],
                                  firstLine: Int) -> [[String]] {
        let n = area.span
        var names = [[String]](repeating: [], count: n + 1)
        for k in 0...n {
            if let p = o.parent, let pa = areaOf[p], let pn = subgrids?.lineNames[p]?[a] {
                let local = area.start + k - pa[a].start
                if pn.indices.contains(local) { names[k] = pn[local] }
            } else {
                let line = area.start + k + firstLine
                if parentLineNames.indices.contains(line) { names[k] = parentLineNames[line] }
            }
        }
        for (k, own) in o.subgrid.style.subgridLineNames[a].prefix(n + 1).enumerated() {
            for name in own where !names[k].contains(name) { names[k].append(name) }
        }
        return names
    }

    /// A subgrid's margin + border + padding at its logical start and end, and half the
    /// difference between its gap and its parent's, per axis.
    private func edgeTerms(_ o: SubgridPlan.Owner) -> (start: GridAxisPair<Double>, end: GridAxisPair<Double>, half: GridAxisPair<Double>) {
        var start = GridAxisPair<Double>(0), end = GridAxisPair<Double>(0), half = GridAxisPair<Double>(0)
        let box = o.subgrid.style.box
        for a in Axis.allCases where o.axes[a] {
            let m = box.logicalMargins(a, rtl: rtl, widthBasis: nil)
            let p = box.paddingBorder(logicalAxis: a, rtl: rtl, widthBasis: nil)
            start[a] = m.start + p.start; end[a] = m.end + p.end
            let parentGap = subgridGap(o.parent, a)
            let own = o.subgrid.gap[a].map { Swift.max(0, $0.resolve(nil) ?? 0) } ?? parentGap
            half[a] = (own - parentGap) / 2
        }
        return (start, end, half)
    }

    /// The extra margin the subgrid `owner` and those around it put at `line` (in the grid's
    /// lines) on the side of an item starting (`start`) or ending there.
    private func chainExtra(_ owner: Int, line: Int, start: Bool, _ a: Axis) -> Double {
        guard let plan = subgrids else { return 0 }
        var total = 0.0
        var current: Int? = owner
        while let c = current, let oc = plan.owners[c], let area = items.first(where: { $0.source == c })?.area[a] {
            let terms = edgeTerms(oc)
            if start { total += line == area.start ? terms.start[a] : terms.half[a] }
            else { total += line == area.end ? terms.end[a] : terms.half[a] }
            current = oc.parent
        }
        return total
    }

    /// The used gap inside the subgrid `owner` (nil: the grid itself) along `a`. Once the grid's
    /// tracks are aligned its gutter includes the space content distribution put there, and a
    /// subgrid whose gap is `normal` takes that gutter (Chrome).
    private func subgridGap(_ owner: Int?, _ a: Axis) -> Double {
        guard let owner, let o = subgrids?.owners[owner] else { return aligned[a] ? usedGutters[a] : gaps[a] }
        return o.subgrid.gap[a].map { Swift.max(0, $0.resolve(nil) ?? 0) } ?? subgridGap(o.parent, a)
    }

    /// The style the subgrid item `source` is laid out with once its subgridded axes are sized:
    /// its tracks there are the parent's (less the extra margins at its edges and half the gap
    /// difference inside), fixed, with its own gap and no content alignment.
    func resolvedSubgridStyle(_ source: Int, unsizedAsAuto: Bool = false) -> TrackGridStyle? {
        guard let plan = subgrids, let o = plan.owners[source],
              let item = items.first(where: { $0.source == source }) else { return nil }
        var style = o.subgrid.style
        var any = false
        for a in Axis.allCases where unsizedAsAuto && o.axes[a] && !aligned[a] {
            any = true
            // Not sized yet: as many `auto` tracks as it spans, so that its items are placed
            // (and clamped) as they will be while it is measured in the other axis.
            let n = item.area[a].span
            let autoTracks = [GridTrackListItem](repeating: .track(.auto), count: n)
            let gap = GridLength.px(o.subgrid.gap[a].map { Swift.max(0, $0.resolve(nil) ?? 0) } ?? gaps[a])
            if a == .horizontal { style.templateColumns = autoTracks; style.columnGap = gap }
            else { style.templateRows = autoTracks; style.rowGap = gap }
            style.subgrid[a] = false
            style.clampsToExplicitGrid[a] = true
        }
        for a in Axis.allCases where source >= plan.realCount && o.axes[a] && aligned[a] {
            // A subgrid in a subgrid: every enclosing subgrid's extra margins at each line.
            any = true
            let area = item.area[a], t = tracks[a], n = area.span
            let own = subgridGap(source, a)
            let startExtra = chainExtra(source, line: area.start, start: true, a)
            let content = t[area.end - 1].offset + t[area.end - 1].baseSize - t[area.start].offset
                - startExtra - chainExtra(source, line: area.end, start: false, a)
            fixSubgridTracks(&style, a, count: n, gap: own, content: content) { j in
                let k = area.start + j
                return t[k].baseSize - chainExtra(source, line: k, start: true, a) - chainExtra(source, line: k + 1, start: false, a)
            }
        }
        for a in Axis.allCases where source < plan.realCount && o.axes[a] && aligned[a] {
            any = true
            let area = item.area[a], t = tracks[a], n = area.span
            let widthBasis = sized.horizontal ? areaSizeUnaligned(item, .horizontal) : nil
            let m = style.box.logicalMargins(a, rtl: rtl, widthBasis: widthBasis)
            let p = style.box.paddingBorder(logicalAxis: a, rtl: rtl, widthBasis: widthBasis)
            let contentStart = t[area.start].offset + m.start + p.start
            let contentEnd = t[area.end - 1].offset + t[area.end - 1].baseSize - m.end - p.end
            let own = o.subgrid.gap[a].map { Swift.max(0, $0.resolve(Swift.max(0, contentEnd - contentStart)) ?? 0) } ?? usedGutters[a]
            // Half the difference between its gap and the parent's gutter at that line, the
            // space content alignment added to the gutter included (Chrome).
            func half(after k: Int) -> Double { (own - (t[k + 1].offset - t[k].offset - t[k].baseSize)) / 2 }
            // The parent's track sizes less the extra margins, one after the other with the
            // subgrid's own gap; the last ends at the content edge. A track can end before it
            // starts.
            fixSubgridTracks(&style, a, count: n, gap: own, content: contentEnd - contentStart) { j in
                let k = area.start + j
                return t[k].baseSize - (j == 0 ? m.start + p.start : half(after: k - 1)) - (j == n - 1 ? m.end + p.end : half(after: k))
            }
        }
        guard any else { return nil }
        let align = (styles[source].alignSelf ?? containerItemsAlignment.vertical).position
        let stretched = (align == .normal || align == .stretch) && !boxes.autoMargins(source, .vertical, rtl: rtl).start
            && !boxes.autoMargins(source, .vertical, rtl: rtl).end
        if o.axes.horizontal && !o.axes.vertical && !style.subgrid.vertical && !stretched, case .auto = style.box.size.vertical {
            // Its own rows, in a height from its content (not stretched): Chrome sizes them
            // once, percentages as `auto` (a grid of its own resolves them against that height
            // afterwards).
            style.templateRows = style.templateRows.map { $0.mappingTracks(\.percentAsAuto) }
            style.autoRows = style.autoRows.map { $0.percentAsAuto }
        }
        // Its fixed tracks keep the names of its lines, so that it places its items by name
        // as the parent did (§9).
        for a in Axis.allCases where o.axes[a] {
            guard let names = plan.lineNames[source]?[a], names.contains(where: { !$0.isEmpty }) else { continue }
            var list: [GridTrackListItem] = []
            for (k, entry) in style.template(a).enumerated() {
                if k < names.count, !names[k].isEmpty { list.append(.lineNames(names[k])) }
                list.append(entry)
            }
            if let last = names.last, !last.isEmpty, names.count == style.template(a).count + 1 { list.append(.lineNames(last)) }
            if a == .horizontal { style.templateColumns = list } else { style.templateRows = list }
        }
        return style
    }

    /// Places the tracks of `axis` at `edges` (a subgrid's resolved style) from the content edge
    /// `start`, after they were sized and aligned as fixed tracks.
    mutating func applyFixedTrackEdges(_ axis: Axis, _ edges: [Double], start: Double) {
        guard edges.count == 2 * tracks[axis].count else { return }
        for k in tracks[axis].indices {
            tracks[axis][k].offset = start + edges[2 * k]
            tracks[axis][k].baseSize = edges[2 * k + 1] - edges[2 * k]
        }
    }

    /// Measures the item `source` through the measurer: a subgrid's item by its path, a
    /// subgrid with its resolved tracks.
    mutating func measureGridItem(_ source: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                  containingBlock: GridOptionalSize) -> Size {
        guard let plan = subgrids else {
            return measurer.measure(item: source, knownSize: knownSize, availableSpace: availableSpace, containingBlock: containingBlock)
        }
        if source >= plan.realCount {
            let path = plan.paths[source - plan.realCount]
            var style = plan.owners[source] != nil ? resolvedSubgridStyle(source, unsizedAsAuto: true) : nil
            if style == nil, let spans = plan.ownSpans[source], let inner = styles[source].subgrid {
                var s = inner.style
                for a in Axis.allCases where s.subgrid[a] {
                    let autoTracks = [GridTrackListItem](repeating: .track(.auto), count: Swift.max(1, spans[a]))
                    if a == .horizontal { s.templateColumns = autoTracks } else { s.templateRows = autoTracks }
                    s.subgrid[a] = false
                    s.clampsToExplicitGrid[a] = true
                }
                style = s
            }
            return measurer.measureSubgridItem(path: path, style: style, knownSize: knownSize,
                                               availableSpace: availableSpace, containingBlock: containingBlock)
        }
        if plan.owners[source] != nil, var style = resolvedSubgridStyle(source, unsizedAsAuto: true) {
            if let basis = standaloneColumnsBasis(source, style, knownSize: knownSize, availableSpace: availableSpace,
                                                  containingBlock: containingBlock) {
                style.resolveColumnPercentages(basis)
            }
            return measurer.measureSubgrid(item: source, style: style, knownSize: knownSize, availableSpace: availableSpace,
                                           containingBlock: containingBlock)
        }
        return measurer.measure(item: source, knownSize: knownSize, availableSpace: availableSpace, containingBlock: containingBlock)
    }

    /// Runs `body` (the track sizing of `axis`) over the items taking part in that axis only.
    /// Returns false when there are no subgrids (the caller then runs it itself).
    mutating func sizingSubgridParticipants(_ axis: Axis, _ body: (inout TrackGridSolver) -> Void) -> Bool {
        guard let plan = subgrids, !plan.filtering else { return false }
        refreshItemGeometry()
        let all = items
        items = all.filter { plan.participates($0.source, axis) }
        plan.filtering = true
        body(&self)
        plan.filtering = false
        items = all
        return true
    }

    /// Raises the base sizes of subgrid edge tracks with an intrinsic minimum to their floors.
    /// Chrome raises the run of like tracks the edge track belongs to (`setStarts`, cut at every
    /// track-list entry and the explicit grid's edges, TrackSets.swift), its tracks sharing the
    /// floor equally; one subgrid's two edges in one set add up.
    mutating func applySubgridEdgeFloors(_ axis: Axis) {
        guard let plan = subgrids, !plan.edgeFloors[axis].isEmpty else { return }
        let starts = setStarts[axis], count = tracks[axis].count
        func isStart(_ k: Int) -> Bool { k >= count || k >= starts.count || starts[k] }
        var floors: [(owner: Int, set: Range<Int>, size: Double)] = []
        for f in plan.edgeFloors[axis] {
            var a = f.track, b = f.track + 1
            while a > 0 && !isStart(a) { a -= 1 }
            while b < count && !isStart(b) { b += 1 }
            if let i = floors.firstIndex(where: { $0.owner == f.owner && $0.set == a..<b }) { floors[i].size += f.size }
            else { floors.append((f.owner, a..<b, f.size)) }
        }
        for f in floors {
            // Equal shares in layout units (1/64 px), the last tracks taking the units left
            // over, as the set's base size is shared among its tracks.
            let n = f.set.count
            let units = n == 1 ? 0 : Int((f.size * 64).rounded())
            for (j, k) in f.set.enumerated() where tracks[axis][k].hasIntrinsicMin && !tracks[axis][k].isCollapsed {
                let share = n == 1 ? f.size : Double(units / n + (j >= n - units % n ? 1 : 0)) / 64
                tracks[axis][k].baseSize = Swift.max(tracks[axis][k].baseSize, share)
            }
        }
    }

    /// Adds the subgrid extra margins of a virtual item (§9) to its resolved margins.
    @inline(__always) mutating func addSubgridMargins(_ i: Int) {
        guard let plan = subgrids else { return }
        let s = items[i].source
        guard s >= plan.realCount else { return }
        let v = s - plan.realCount
        for a in Axis.allCases {
            items[i].marginStart[a] += plan.extraStart[v][a]
            items[i].marginSum[a] += plan.extraStart[v][a] + plan.extraEnd[v][a]
        }
    }

    /// The resolved styles of the grid's subgrid items after layout.
    func subgridStylesAfterLayout() -> [Int: TrackGridStyle] {
        guard let plan = subgrids else { return [:] }
        var out: [Int: TrackGridStyle] = [:]
        for owner in plan.owners.keys where owner < plan.realCount {
            guard var s = resolvedSubgridStyle(owner) else { continue }
            if let basis = plan.standaloneBasis[owner] { s.resolveColumnPercentages(basis) }
            out[owner] = s
        }
        return out
    }
}

/// Clamps an area to a subgrid's `count` tracks (CSS Grid 2 §9: hypothetical implicit lines
/// resolve placement, then the area is clamped as in an overly large grid, §7.5 / §8.3).
func clampToSpan(_ r: GridLineRange, count n: Int) -> GridLineRange {
    guard n > 0 else { return GridLineRange(0, 1) }
    if r.start >= n { return GridLineRange(n - 1, n) }
    if r.end <= 0 { return GridLineRange(0, 1) }
    return GridLineRange(Swift.max(0, r.start), Swift.min(n, r.end))
}

extension GridPlacementResult {
    /// Clamps every placed area to the explicit grid in the axes `style` asks for (a subgrid's
    /// resolved style: no implicit tracks in its subgridded axes).
    mutating func clampToExplicitGrid(_ clamps: GridAxisPair<Bool>, counts: GridAxisPair<Int>) {
        for a in Axis.allCases where clamps[a] {
            let n = Swift.max(1, counts[a])
            if a == .horizontal {
                for i in columns.indices where placed[i] { columns[i] = clampToSpan(columns[i], count: n) }
            } else {
                for i in rows.indices where placed[i] { rows[i] = clampToSpan(rows[i], count: n) }
            }
            lines[a] = 0...n
        }
    }
}

/// Fixes the subgridded axis `a` of a subgrid's `style` to `count` tracks of `size(j)` each,
/// one after another with the subgrid's own `gap`, the last ending at `content` (so it takes
/// what the others leave; a track may end before it starts, kept in `fixedTrackEdges`), with
/// no content alignment and no implicit tracks.
private func fixSubgridTracks(_ style: inout TrackGridStyle, _ a: Axis, count n: Int, gap: Double, content: Double,
                              size: (Int) -> Double) {
    var sizes: [GridTrackListItem] = [], edges: [Double] = []
    var s = 0.0
    for j in 0..<n {
        let length = j == n - 1 ? content - s : size(j)
        edges.append(s); edges.append(s + length)
        sizes.append(.track(.px(Swift.max(0, length))))
        s += length + gap
    }
    if a == .horizontal {
        style.templateColumns = sizes; style.columnGap = .px(gap); style.justifyContent = .start
    } else {
        style.templateRows = sizes; style.rowGap = .px(gap); style.alignContent = .start
    }
    style.subgrid[a] = false
    style.clampsToExplicitGrid[a] = true
    style.fixedTrackEdges[a] = edges
}
