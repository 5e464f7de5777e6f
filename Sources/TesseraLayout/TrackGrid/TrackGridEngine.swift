import TesseraGeometry

/// What the caller of ``layoutTrackGrid(style:items:input:measurer:)`` knows about the grid
/// container (CSS Grid 2 §11.1 inputs): sizes already decided (border box), the size of its
/// containing block (for percentages) and the space available to its border box.
public struct TrackGridInput: Hashable, Sendable {
    public var knownSize: GridOptionalSize
    public var parentSize: GridOptionalSize
    public var availableSpace: GridAvailableSize
    /// Whether the container's own `width`/`height`/`min-*`/`max-*` apply (false when a parent
    /// already resolved them into `knownSize`).
    public var appliesOwnSize: Bool
    /// Whether `knownSize.vertical` is the container's own content-based height (its auto
    /// height measured in an earlier pass) rather than a definite height: percentages of rows
    /// resolve against it, but `repeat(auto-fill/auto-fit)` rows see an indefinite height and
    /// repeat once (CSS Grid 2 §7.2.3.2), as in browsers.
    public var contentBasedHeight = false
    /// Whether the result carries the container's first and last baselines (CSS Grid 2 §10.7).
    /// Finding them can lay out items again (a nested grid's own baseline): a caller that only
    /// wants sizes and frames sets this to false and gets nil baselines, the rest unchanged.
    public var reportsBaselines = true

    public init(knownSize: GridOptionalSize = .init(nil), parentSize: GridOptionalSize = .init(nil),
                availableSpace: GridAvailableSize = .init(.maxContent), appliesOwnSize: Bool = true) {
        self.knownSize = knownSize; self.parentSize = parentSize
        self.availableSpace = availableSpace; self.appliesOwnSize = appliesOwnSize
    }
}

/// The result of laying out a grid container (CSS Grid 2 §11): its border-box size, each
/// item's border-box frame relative to the container's border box (zero for hidden items),
/// the used track sizes in physical order, and warnings about repaired input.
public struct TrackGridLayoutResult: Hashable, Sendable {
    public var size: Size
    public var itemFrames: [Rect]
    /// Each item's grid area (its containing block, CSS Grid 2 §9) in the same coordinates.
    public var areaFrames: [Rect]
    public var columnSizes: [Double]
    public var rowSizes: [Double]
    /// The origin-zero line of the first implicit track (≤ 0), per axis.
    public var firstLine: GridAxisPair<Int>
    public var warnings: [TrackGridWarning]
    /// The container's first and last baselines from its border-box top (CSS Grid 2 §10.7),
    /// nil without items (a parent then synthesizes one from the border box).
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// For each item that is a subgrid (CSS Grid 2 §9), by index: the style to lay it out with
    /// as a grid of its own, its subgridded axes' tracks fixed to the sizes the parent gave them.
    public var subgridStyles: [Int: TrackGridStyle] = [:]
    /// The block size the rows and their gutters take plus the container's padding and border:
    /// its content's extent, which may differ from `size.height` when the height was given
    /// (what a parent floors a ratio-derived height by, CSS Sizing 4 §5.1).
    public var contentBlockSize = 0.0
    /// The tracks with the gutters between them, from the first track's start to the last
    /// one's end, in the container's border box (empty without tracks): what, padded, the
    /// scrollable overflow of a scrolling grid includes besides its items (CSS Overflow 3 §2.2).
    public var trackArea = Rect.zero
}

/// Lays out a CSS grid container (CSS Grid 2 §11.1, the grid sizing algorithm): resolves the
/// explicit grid (§7), places the items (§8.5), sizes the columns then the rows (§11.3–11.8),
/// aligns the tracks (§10.5) and the items in their areas (§10.3–10.4).
public func layoutTrackGrid<M: TrackGridMeasurer>(
    style: TrackGridStyle, items: [TrackGridItemStyle], input: TrackGridInput, measurer: inout M
) -> TrackGridLayoutResult {
    if style.writingMode.isVertical {
        return layoutVerticalTrackGrid(style: style, items: items, input: input, measurer: &measurer)
    }
    if style.box.hasConditionalGutters {
        return layoutWithConditionalGutters(style: style, items: items, input: input, measurer: &measurer) { s, m in
            layoutTrackGrid(style: s, items: items, input: input, measurer: &m)
        }
    }
    let direct: TrackGridLayoutResult? = items.withUnsafeBufferPointer { buffer in
        var solver = TrackGridSolver(styles: items, buffer: buffer, measurer: measurer, rtl: style.direction == .rtl)
        // Subgrids among the items (CSS Grid 2 §9) add their own items after the grid's; the
        // solver's one pass over the item styles finds them, so other grids pay nothing.
        if solver.boxes.hasSubgrids { return nil }
        let result = solver.layout(style: style, input: input)
        // The solver measured through its own copy: hand its state back (always an `M`).
        if let m = solver.measurer as? M { measurer = m }
        return result
    }
    if let direct { return direct }
    guard let prepared = SubgridPlan.prepare(items) else {
        // Items carrying a subgrid none of whose axes is subgridded: an ordinary grid.
        var plain = items
        for i in plain.indices { plain[i].subgrid = nil }
        return layoutTrackGrid(style: style, items: plain, input: input, measurer: &measurer)
    }
    return prepared.styles.withUnsafeBufferPointer { buffer in
        var solver = TrackGridSolver(styles: prepared.styles, buffer: buffer, measurer: measurer, rtl: style.direction == .rtl)
        solver.subgrids = prepared.plan
        let result = solver.layout(style: style, input: input)
        if let m = solver.measurer as? M { measurer = m }
        return result
    }
}

extension TrackGridSolver {
    mutating func layout(style: TrackGridStyle, input: TrackGridInput) -> TrackGridLayoutResult {
        let box = style.box
        let axes: [Axis] = [.horizontal, .vertical]
        containerItemsAlignment = GridAxisPair(horizontal: style.justifyItems, vertical: style.alignItems)

        // The container's own box (CSS Sizing 3 §§4–5).
        // `pb`: what lies between the border box and the content box, scrollbar gutters (at the
        // end of each axis) included; `pbBox`: padding and border only, what `box-sizing` adds.
        var pbStart = GridAxisPair<Double>(0), pb = GridAxisPair<Double>(0), pbBox = GridAxisPair<Double>(0)
        var outer = input.knownSize
        var minInner = GridOptionalSize(nil), maxInner = GridOptionalSize(nil), maxOuter = GridOptionalSize(nil)
        let gutter = box.usedScrollbarGutter
        for a in axes {
            let p = box.paddingBorder(logicalAxis: a, rtl: rtl, widthBasis: input.parentSize.horizontal)
            pbStart[a] = p.start; pbBox[a] = p.start + p.end; pb[a] = pbBox[a] + gutter[a]
        }
        for a in axes where input.appliesOwnSize {
            let basis = input.parentSize[a]
            let mn = box.borderBoxLength(box.minSize[a], basis: basis, paddingBorder: pbBox[a])
            let mx = box.borderBoxLength(box.maxSize[a], basis: basis, paddingBorder: pbBox[a])
            minInner[a] = mn.map { Swift.max(0, $0 - pb[a]) }
            maxInner[a] = mx.map { Swift.max(0, $0 - pb[a]) }
            maxOuter[a] = mx
            if outer[a] == nil, let v = box.borderBoxLength(box.size[a], basis: basis, paddingBorder: pbBox[a]) {
                outer[a] = clampOuter(v, mn, mx, pbBox[a])
            }
        }
        if input.appliesOwnSize, let ratio = box.aspectRatio, ratio > 0, ratio.isFinite {
            // The ratio relates the boxes `box-sizing` names (CSS Sizing 4 §2.1).
            let cb = box.boxSizing == .contentBox
            if outer.horizontal == nil, let h = outer.vertical {
                outer.horizontal = cb ? Swift.max(0, h - pb.vertical) * ratio + pb.horizontal : h * ratio
            } else if outer.vertical == nil, let w = outer.horizontal {
                outer.vertical = cb ? Swift.max(0, w - pb.horizontal) / ratio + pb.vertical : w / ratio
            }
        }
        var inner = GridOptionalSize(nil)
        var available = GridAvailableSize(.maxContent)
        for a in axes {
            if let o = outer[a], o.isFinite {
                inner[a] = Swift.max(0, o - pb[a])
            } else if outer[a] != nil {
                warnings.append(TrackGridWarning(.invalidSize, "container size \(outer[a]!) is not finite; treated as auto"))
                outer[a] = nil
            }
            if let i = inner[a] {
                available[a] = .definite(i)
            } else {
                var av = input.availableSpace[a]
                if let v = av.definiteValue, !v.isFinite || v.isNaN { av = .maxContent }
                // An auto block size is indefinite (CSS Sizing 3 §2.1): rows are sized as under a
                // max-content constraint (fr rows by §11.7's indefinite rule, no §11.8 stretch)
                // whatever space the parent offers; only min/max-height bound them.
                if a == .vertical, av.definiteValue != nil { av = .maxContent }
                av = av.shrunk(by: pb[a])
                if let v = av.definiteValue {
                    var c = v
                    if let mx = maxInner[a] { c = Swift.min(c, mx) }
                    if let mn = minInner[a] { c = Swift.max(c, mn) }
                    av = .definite(c)
                }
                available[a] = av
            }
            gaps[a] = Swift.max(0, style.gap(a).resolve(inner[a]) ?? 0)
        }

        validateItemSizes()

        // §7 the explicit grid.
        var explicit = GridAxisPair(ExplicitTrackList())
        for a in axes {
            let space: AutoRepeatSpace
            let ownHeight = a == .vertical && input.contentBasedHeight && input.knownSize.vertical != nil
            if let i = inner[a], !ownHeight { space = .atMost(i) }
            else if let m = maxInner[a] { space = .atMost(m) }
            else if let m = minInner[a] { space = .atLeast(m) }
            else { space = .indefinite }
            // A subgridded axis without a grid parent is `none` (§9).
            let template = style.subgrid[a] && !style.clampsToExplicitGrid[a] ? [] : style.template(a)
            // Percentages count against the definite size, else the minimum size, else zero
            // (Chromium: `repeat(auto-fill, 20%)` with only `min-height: 185px` repeats 37px).
            let countBasis = ownHeight ? (minInner[a] ?? 0) : (inner[a] ?? minInner[a] ?? 0)
            explicit[a] = resolveExplicitGrid(template, space: space, gap: gaps[a],
                                              percentBasis: countBasis, warnings: &warnings)
            if let areas = style.templateAreas { explicit[a].apply(areas, axis: a, autoTracks: style.autoTracks(a)) }
        }

        // §8.5 placement and §7.5 the implicit grid.
        let realCount = subgrids?.realCount ?? styles.count
        let clamps = style.clampsToExplicitGrid
        var placement = placeGridItems(realCount == styles.count ? styles : Array(styles[0..<realCount]),
                                       explicit: explicit, flow: style.autoFlow, warnings: &warnings,
                                       clampedTo: GridAxisPair(horizontal: clamps.horizontal ? explicit.horizontal.tracks.count : nil,
                                                               vertical: clamps.vertical ? explicit.vertical.tracks.count : nil))
        if clamps.horizontal || clamps.vertical {
            placement.clampToExplicitGrid(clamps, counts: GridAxisPair(horizontal: explicit.horizontal.tracks.count,
                                                                       vertical: explicit.vertical.tracks.count))
        }
        for a in axes {
            functions[a] = buildImplicitTracks(explicit: explicit[a], autoTracks: style.autoTracks(a), lines: placement.lines[a])
            tracks[a] = [SizingTrack](repeating: SizingTrack(), count: functions[a].count)
        }
        let firstLine = GridAxisPair(horizontal: placement.lines.horizontal.lowerBound, vertical: placement.lines.vertical.lowerBound)
        for a in axes {
            let shift = -firstLine[a], n = functions[a].count, m = Swift.max(1, style.autoTracks(a).count)
            let explicitEnd = shift + explicit[a].tracks.count
            var patterns = [TrackPattern(tracks: 0..<Swift.min(shift, n), size: m)]
            patterns += explicit[a].patterns.map { TrackPattern(tracks: ($0.tracks.lowerBound + shift)..<($0.tracks.upperBound + shift), size: $0.size) }
            if explicitEnd < n { patterns.append(TrackPattern(tracks: explicitEnd..<n, size: m)) }
            trackPatterns[a] = patterns.filter { !$0.tracks.isEmpty }
        }
        items.reserveCapacity(styles.count)
        for i in 0..<realCount where placement.placed[i] {
            let c = placement.columns[i], r = placement.rows[i]
            items.append(GridItemState(source: i, area: GridAxisPair(
                horizontal: GridLineRange(c.start - firstLine.horizontal, c.end - firstLine.horizontal),
                vertical: GridLineRange(r.start - firstLine.vertical, r.end - firstLine.vertical))))
        }
        appendSubgridItems(parentLineNames: GridAxisPair(horizontal: explicit.horizontal.lineNames, vertical: explicit.vertical.lineNames),
                           firstLine: firstLine)
        collapseEmptyAutoFitTracks(explicit, firstLine: firstLine)

        // Which tracks each item spans is known up front in both axes, so that sizing the
        // columns sees items spanning only fixed rows (§11.1: their row space is definite).
        // A content-based height is not yet known while the columns are sized: percentage rows
        // behave as auto there (CSS Grid 2 §7.2.1).
        for a in axes {
            let basis = a == .vertical && input.contentBasedHeight ? nil : inner[a]
            for k in tracks[a].indices { tracks[a][k].resolveSizingFunctions(functions[a][k], basis: basis) }
            classifySpannedTracks(a)
        }

        // §11.1 steps 1–2: columns, then rows (which see the column sizes). Steps 3–4: when
        // an item's inline contribution depends on its row sizes (an aspect ratio transferring
        // a stretched block size), the columns are re-resolved once, then the rows.
        var finalInner = GridAxisPair<Double>(0)
        let initialInner = inner, initialAvailable = available
        let passes: [Axis] = needsSecondColumnPass() ? [.horizontal, .vertical, .horizontal, .vertical] : axes
        // With steps 3–4 the first row pass sizes the rows as for the grid's intrinsic block
        // size (an auto or content-based height: indefinite, percentage rows as auto), and the
        // columns are re-resolved with those rows.
        let contentHeight = initialInner.vertical == nil || (input.contentBasedHeight && input.knownSize.vertical != nil)
        contentBasedPercents.vertical = contentHeight
        // A subgrid's own columns (only its rows subgridded) make its inline size when it is not
        // stretched: Chrome sizes them in its fit-content size and takes their sum
        // (SubgridStandaloneTracks.swift).
        let isSubgrid = style.clampsToExplicitGrid.horizontal || style.clampsToExplicitGrid.vertical
        for a in passes {
            var sizeFromTracks = false
            let rerun = sized[a]
            if rerun {
                // Step 4 re-sizes the rows inside the block size steps 1–2 decided: the grid's
                // intrinsic block size comes from the first row pass (Chrome), the items of the
                // re-run may overflow it. The columns are re-sized in the original space.
                sized[a] = false; aligned[a] = false
                if a == .vertical && contentHeight {
                    inner[a] = initialInner[a] ?? finalInner[a]; available[a] = .definite(inner[a]!)
                } else {
                    inner[a] = initialInner[a]; available[a] = initialAvailable[a]
                }
                gaps[a] = Swift.max(0, style.gap(a).resolve(inner[a]) ?? 0)
                refreshItemGeometry()
            }
            let intrinsicRows = a == .vertical && passes.count == 4 && !rerun && contentHeight
            if intrinsicRows, inner[a] != nil {
                inner[a] = nil
                available[a] = .maxContent
                gaps[a] = Swift.max(0, style.gap(a).resolve(nil) ?? 0)
            }
            if a == .horizontal, inner[a] == nil, case .definite(let space) = available[a] {
                // An auto inline size in definite space is the fit-content size (CSS Sizing 3
                // §5.3: min(max-content, max(min-content, space))), as for any non-stretched
                // box; the tracks are then sized in that definite width.
                let fit = fitContentInlineSize(space: space, minInner: minInner[a], maxInner: maxInner[a],
                                               alignment: style.contentAlignment(a))
                inner[a] = fit
                available[a] = .definite(fit)
                sizeFromTracks = isSubgrid
            }
            // §11.5 step 1: baseline-aligned items contribute with their baseline shims.
            let shimmed = a == .vertical && computeBaselineShims()
            if shimmed { applyBaselineShims() }
            var space = available[a], least = minInner[a], most = maxInner[a]
            if a == .vertical && passes.count == 2 && input.contentBasedHeight && input.knownSize.vertical != nil,
               let h = inner[a], !rowsDependOnAvailableSpace(percentGap: style.gap(.vertical).isPercent) {
                // A content-based height is the rows' own sum from an earlier pass. Rows whose
                // sizes do not depend on the space (no fr or percentage rows or gap) keep the
                // sizes of that indefinite pass (Chrome sizes them once): every base size
                // reaches its growth limit, not capped by max-height; the height stands in for
                // a definite minimum only to stretch auto rows (§11.8).
                space = .maxContent; least = Swift.max(least ?? 0, h); most = nil
            }
            runTrackSizing(a, available: space, percentBasis: inner[a], minInner: least,
                           maxInner: most, contentAlignment: style.contentAlignment(a))
            var size = inner[a] ?? usedSpace(a)
            if sizeFromTracks {
                size = usedSpace(a)
                if let mx = maxInner[a] { size = Swift.min(size, mx) }
                if let mn = minInner[a] { size = Swift.max(size, mn) }
            }
            if inner[a] == nil {
                if let mx = maxInner[a] { size = Swift.min(size, mx) }
                if let mn = minInner[a] { size = Swift.max(size, mn) }
                // Percentages of an indefinite size behave as auto for the container's
                // intrinsic size, then resolve against that size for the layout (CSS Grid 2
                // §7.2.1; Chrome and Taffy do the same): size the tracks once more in it.
                // With steps 3–4 to come, the first passes stay intrinsic (percentages as auto):
                // the re-run sees the tracks the grid's intrinsic size was computed with.
                let intrinsicFirstPass = intrinsicRows || (a == .horizontal && passes.count == 4 && !rerun)
                if !intrinsicFirstPass && (functions[a].contains(where: \.usesPercent) || style.gap(a).isPercent) {
                    gaps[a] = Swift.max(0, style.gap(a).resolve(size) ?? 0)
                    runTrackSizing(a, available: .definite(size), percentBasis: size, minInner: minInner[a],
                                   maxInner: maxInner[a], contentAlignment: style.contentAlignment(a))
                }
            }
            if shimmed { applyBaselineShims(remove: true) }
            finalInner[a] = size
            sized[a] = true
            // §10.5 before the other axis is sized: its items see the aligned areas.
            alignTracks(a, innerSize: size, start: pbStart[a], alignment: style.contentAlignment(a))
            if !style.fixedTrackEdges[a].isEmpty { applyFixedTrackEdges(a, style.fixedTrackEdges[a], start: pbStart[a]) }
            refreshItemGeometry()
        }

        // §10.5 align the tracks, then the items (§10.3–10.4).
        for a in axes {
            alignTracks(a, innerSize: finalInner[a], start: pbStart[a], alignment: style.contentAlignment(a))
            if !style.fixedTrackEdges[a].isEmpty { applyFixedTrackEdges(a, style.fixedTrackEdges[a], start: pbStart[a]) }
        }
        resolveItemBoxesInAlignedAreas()
        var outerSize = Size(width: finalInner.horizontal + pb.horizontal, height: finalInner.vertical + pb.vertical)
        if gutter.horizontal > 0 || gutter.vertical > 0 {
            outerSize = borderBoxWithGutters(outerSize, given: outer, maxOuter: maxOuter, pbBox: pbBox)
        }
        if style.clampsToExplicitGrid.horizontal, let o = outer.horizontal, o < outerSize.width {
            // A subgrid's inline size can be below its padding and border (CSS Grid 2 §9,
            // Chrome): its box is the one its parent gave it, right-to-left edges included.
            outerSize.width = Swift.max(0, o)
        }
        var frames = [Rect](repeating: .zero, count: styles.count)
        var areas = [Rect](repeating: .zero, count: styles.count)
        for item in items {
            let w = finalSize(item, .horizontal, otherKnown: nil)
            let h = finalSize(item, .vertical, otherKnown: w)
            var x = itemOffset(item, .horizontal, size: w)
            let y = itemOffset(item, .vertical, size: h)
            let aw = areaSize(item, .horizontal) ?? 0
            var ax = tracks.horizontal[item.area.horizontal.start].offset
            if rtl { x = outerSize.width - x - w; ax = outerSize.width - ax - aw }
            frames[item.source] = Rect(x: x, y: y, width: w, height: h)
            areas[item.source] = Rect(x: ax, y: tracks.vertical[item.area.vertical.start].offset,
                                      width: aw, height: areaSize(item, .vertical) ?? 0)
        }
        alignBaselineFrames(&frames)
        let baselines = input.reportsBaselines
            ? (first: containerBaseline(frames: frames, kind: .first), last: containerBaseline(frames: frames, kind: .last))
            : (first: nil, last: nil)
        positionAbsoluteItems(frames: &frames, areas: &areas, outerSize: outerSize, container: box,
                              explicit: explicit, firstLine: firstLine)
        var columns = tracks.horizontal.map(\.baseSize)
        if rtl { columns.reverse() }
        if realCount < frames.count { frames.removeSubrange(realCount...); areas.removeSubrange(realCount...) }
        var result = TrackGridLayoutResult(size: outerSize, itemFrames: frames, areaFrames: areas, columnSizes: columns,
                                           rowSizes: tracks.vertical.map(\.baseSize), firstLine: firstLine, warnings: warnings)
        result.contentBlockSize = usedSpace(.vertical) + pb.vertical
        result.trackArea = trackArea(outerWidth: outerSize.width)
        result.firstBaseline = scrollContainerBaseline(baselines.first, box: box, height: outerSize.height)
        result.lastBaseline = scrollContainerBaseline(baselines.last, box: box, height: outerSize.height)
        if subgrids != nil { result.subgridStyles = subgridStylesAfterLayout() }
        return result
    }

    /// The fit-content inline size of the grid in `space` (its track sizes under min- and
    /// max-content constraints), clamped by the container's min and max sizes.
    private mutating func fitContentInlineSize(space: Double, minInner: Double?, maxInner: Double?,
                                               alignment: GridContentAlignment) -> Double {
        func intrinsic(_ c: AvailableSpace) -> Double {
            runTrackSizing(.horizontal, available: c, percentBasis: nil, minInner: minInner, maxInner: maxInner,
                           contentAlignment: alignment)
            return usedSpace(.horizontal)
        }
        var size = intrinsic(.maxContent)
        if size > space { size = Swift.max(intrinsic(.minContent), space) }
        if let mx = maxInner { size = Swift.min(size, mx) }
        if let mn = minInner { size = Swift.max(size, mn) }
        return Swift.max(0, size)
    }
}
