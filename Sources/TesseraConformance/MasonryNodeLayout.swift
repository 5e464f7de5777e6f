import TesseraGeometry
import TesseraLayout

/// Lays out `display: grid-lanes` containers of conformance cases (CSS Grid Level 3 masonry,
/// as Chromium 156 does with experimental web platform features).
///
/// The lanes come from `grid-template-columns` (else `grid-template-rows`, the lanes then
/// being rows and items stacked from the inline start). Lane sizes and each item's frame in
/// the grid axis (self-alignment, margins, `justify-content`, right-to-left) come from the
/// track grid engine, with every item given a stacking track of its own; the stacking axis is
/// ``placeMasonryItems(_:extents:laneCount:gap:tolerance:)``. Lanes are sized with every
/// automatic item contributing to every lane it could take (CSS Grid 3), and items are
/// measured with the width of their first possible lanes.
enum MasonryNodeLayout {
    /// The most lanes an automatic item is copied into for sizing them.
    static let maximumCopiedLanes = 1_000

    static func layout(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize,
                       available: GridAvailableSize, perform: Bool, ownSize: Bool, contentBasedHeight: Bool = false) -> Size {
        let gridAxis: Axis = node.grid.templateColumns.isEmpty && !node.grid.templateRows.isEmpty ? .vertical : .horizontal
        let stack = gridAxis.other
        let children = node.children
        var lanesStyle = node.grid
        // The stacking axis: one auto track per item, no gap, no size of its own.
        if stack == .vertical {
            lanesStyle.templateRows = []; lanesStyle.autoRows = []; lanesStyle.rowGap = .zero; lanesStyle.alignContent = .init(.start)
            lanesStyle.autoFlow = GridAutoFlow(.row)
        } else {
            lanesStyle.templateColumns = []; lanesStyle.autoColumns = []; lanesStyle.columnGap = .zero
            lanesStyle.justifyContent = .init(.start)
            lanesStyle.autoFlow = GridAutoFlow(.column)
        }
        lanesStyle.box.size[stack] = .auto; lanesStyle.box.minSize[stack] = .auto; lanesStyle.box.maxSize[stack] = .auto
        var laneKnown = known
        laneKnown[stack] = nil
        var measurer = NodeLayout.gridMeasurer(children)
        var input = TrackGridInput(knownSize: laneKnown, parentSize: parentSize, availableSpace: available, appliesOwnSize: ownSize)
        // A height that came from the content (an auto height, laid out again at its used
        // value) is not definite for the lanes: `repeat(auto-fill, ...)` rows repeat as in an
        // indefinite height (once), as the measuring pass found (CSS Grid 1 §7.2.3.2).
        input.contentBasedHeight = contentBasedHeight
        let explicitLanes = laneSizes(layoutTrackGrid(style: lanesStyle, items: [], input: input, measurer: &measurer), gridAxis).count
        // Pass 1: lane sizes and item sizes. An automatic item may go to any lanes, so it
        // contributes to all of them (CSS Grid 3: one copy at each possible start; the first
        // copy gives its size).
        // Items are not stretched along the stacking axis; their alignment there is applied
        // below, in their areas.
        var items = children.map(\.item)
        for i in items.indices {
            if stack == .vertical { items[i].alignSelf = .init(.start) } else { items[i].justifySelf = .init(.start) }
        }
        // Lines before the explicit grid make lanes before it (CSS Grid 2 §7.5): every lane
        // index is shifted by their count, `lead`.
        let raw = items.map { lanePlacement($0.placement(gridAxis), explicitLanes: explicitLanes) }
        let inFlow = children.map { !$0.isAbsolute && $0.display != .none }
        let lead = Swift.max(0, -(raw.indices.filter { inFlow[$0] }.compactMap { raw[$0].start }.min() ?? 0))
        let placements = raw.map { MasonryLanePlacement(start: $0.start.map { $0 + lead }, span: $0.span) }
        let laneCount = Swift.max(lead + explicitLanes, placements.indices.filter { inFlow[$0] }
            .map { (placements[$0].start ?? 0) + placements[$0].span }.max() ?? 0)
        /// The CSS lines of shifted lane `start` in the original grid (negative before it).
        func lines(_ start: Int, _ span: Int) -> GridLinePair {
            let k = start - lead
            return GridLinePair(start: .line(k >= 0 ? k + 1 : -(explicitLanes + 1 - k)), end: .span(span))
        }
        var sizingItems: [TrackGridItemStyle] = [], sizingChildren: [CaseNode] = [], firstCopy: [Int] = []
        for (i, p) in placements.enumerated() {
            firstCopy.append(sizingItems.count)
            // (Past `maximumCopiedLanes` lanes an automatic item sizes its first lanes only:
            // 10^6 lanes times the items would not fit in memory.)
            let last = laneCount <= Self.maximumCopiedLanes ? Swift.max(0, laneCount - p.span) : 0
            let starts = !inFlow[i] ? [] : p.start.map { [$0] } ?? Array(0...last)
            for start in starts {
                var item = items[i]
                setStackTrack(&item, stack, index: sizingItems.count)
                if gridAxis == .horizontal { item.column = lines(start, p.span) } else { item.row = lines(start, p.span) }
                sizingItems.append(item); sizingChildren.append(children[i])
            }
        }
        var sizingMeasurer = NodeLayout.gridMeasurer(sizingChildren)
        let sized = layoutTrackGrid(style: lanesStyle, items: sizingItems, input: input, measurer: &sizingMeasurer)
        var first = sized
        first.itemFrames = firstCopy.indices.map { inFlow[$0] ? sized.itemFrames[firstCopy[$0]] : .zero }
        first.areaFrames = firstCopy.indices.map { inFlow[$0] ? sized.areaFrames[firstCopy[$0]] : .zero }
        for i in items.indices { setStackTrack(&items[i], stack, index: i) }
        let pbx = node.box.paddingBorder(.horizontal, widthBasis: parentSize.horizontal)
        let basis = first.size.width - pbx.start - pbx.end
        var flowIndex: [Int] = [], flowPlacements: [MasonryLanePlacement] = [], extents: [Double] = []
        for (i, child) in children.enumerated() where !child.isAbsolute && child.display != .none {
            let m = stackMargins(child, stack, basis: first.areaFrames[i].width, rtl: node.rtl)
            flowIndex.append(i)
            flowPlacements.append(placements[i])
            extents.append(first.itemFrames[i].size[stack] + m.start + m.end)
        }
        let gap = node.grid.gap(stack).resolve(stack == .vertical ? nil : basis) ?? 0
        let placed = placeMasonryItems(flowPlacements, extents: extents, laneCount: laneCount, gap: gap,
                                       tolerance: node.flowTolerance)
        // The container's size along the stacking axis.
        let r = NodeLayout.resolveBox(node, known: known, parentSize: parentSize, ownSize: ownSize)
        var size = first.size
        size[stack] = r.outer[stack] ?? r.clamp(placed.contentExtent + r.pb[stack], stack)
        // Chromium 156 gives an empty container whose lanes are rows no content height.
        if gridAxis == .vertical && flowIndex.isEmpty && r.outer.vertical == nil {
            size.height = r.clamp(r.pb.vertical, .vertical)
        }
        guard perform else { return size }
        // Pass 2: every item in its lanes, for its grid-axis frame.
        for (k, i) in flowIndex.enumerated() {
            setLanes(&items[i], gridAxis, MasonryLanePlacement(start: placed.lanes[k], span: placed.spans[k]))
        }
        // The lanes keep the sizes of pass 1 (where every automatic item contributed).
        var placedStyle = lanesStyle
        // (Used sizes come in physical order: right to left lanes are reversed.)
        var logicalSizes = laneSizes(sized, gridAxis)
        if gridAxis == .horizontal && node.rtl { logicalSizes.reverse() }
        let fixedLanes = logicalSizes.map { GridTrackListItem.track(.px($0)) }
        if gridAxis == .horizontal { placedStyle.templateColumns = fixedLanes; placedStyle.autoColumns = [] }
        else { placedStyle.templateRows = fixedLanes; placedStyle.autoRows = [] }
        var second = layoutTrackGrid(style: placedStyle, items: items, input: input, measurer: &measurer)
        let content = size[stack] - r.pb[stack]
        let stackAlignment = node.grid.contentAlignment(stack)
        let trackStart = contentStart(stackAlignment, free: content - placed.contentExtent)
        // The stacking track (CSS Grid 3, grid-lanes: one track along the stacking axis) is as
        // long as the content box whatever the content alignment: the alignment only moves its
        // start by the offset the items' extent would get (Chromium 156: an `end`-aligned last
        // item of a `justify-content: start` or `space-evenly` container ends at the track's
        // end, past the content box when the offset is not 0).
        let trackEnd = trackStart + content
        for (k, i) in flowIndex.enumerated() {
            var f = second.itemFrames[i]
            let m = stackMargins(children[i], stack, basis: second.areaFrames[i].width, rtl: node.rtl)
            var offset = trackStart + placed.offsets[k] + m.start
            let areaEnd = placed.areaEnds[k].isFinite ? trackStart + placed.areaEnds[k] : trackEnd
            // The free space of the item's area: a margin box shorter than nothing (negative
            // margins) counts as empty, as in Chromium 156, which neither stretches nor moves it.
            let marginBox = f.size[stack] + m.start + m.end
            let room = areaEnd - (trackStart + placed.offsets[k]) - Swift.max(0, marginBox)
            let align = children[i].item.selfAlignment(stack) ?? node.grid.itemsAlignment(stack)
            if align.position == .stretch, children[i].item.box.size[stack].resolve(nil) == nil, room > 0,
               !children[i].item.box.margin.start(stack).isAuto, !children[i].item.box.margin.end(stack).isAuto {
                f.size[stack] += room   // `stretch` (not `normal`) fills the area
            } else if room > 0 {
                offset += selfOffset(align, room: room)   // an overflowing item stays at its start
            }
            if stack == .horizontal && node.rtl {
                f.origin.x = size.width - r.pbStart.horizontal - offset - f.width
            } else {
                f.origin[stack] = r.pbStart[stack] + offset
            }
            second.itemFrames[i] = f
            second.areaFrames[i] = f
        }
        node.usedTracks = (second.columnSizes, second.rowSizes)
        for i in flowIndex {
            let child = children[i], f = second.itemFrames[i]
            child.frame = f
            NodeLayout.applyRelativeOffset(child, basis: second.areaFrames[i].size)
            _ = NodeLayout.compute(child, known: GridOptionalSize(horizontal: f.width, vertical: f.height),
                                   parentSize: GridOptionalSize(horizontal: f.width, vertical: f.height),
                                   available: GridAvailableSize(horizontal: .definite(f.width), vertical: .definite(f.height)),
                                   perform: true)
        }
        for child in children where child.isAbsolute || child.display == .none { NodeLayout.zeroSubtree(child) }
        return size
    }

    /// An item's margins along the stacking axis from its start side (the right in a
    /// right-to-left container stacking along rows).
    static func stackMargins(_ child: CaseNode, _ stack: Axis, basis: Double, rtl: Bool) -> (start: Double, end: Double) {
        let m = child.item.box.margins(stack, widthBasis: basis)
        return stack == .horizontal && rtl ? (m.end, m.start) : m
    }

    static func laneSizes(_ r: TrackGridLayoutResult, _ axis: Axis) -> [Double] {
        axis == .horizontal ? r.columnSizes : r.rowSizes
    }

    /// The lanes of an item's grid-axis lines: a definite start (positive or negative line,
    /// optionally with a span or an end line), else automatic with its span.
    static func lanePlacement(_ lines: GridLinePair, explicitLanes n: Int) -> (start: Int?, span: Int) {
        func index(_ line: Int) -> Int { line > 0 ? line - 1 : n + 1 + line }
        switch (lines.start, lines.end) {
        case (.line(let s), .span(let k)): return (index(s), Swift.max(1, k))
        case (.line(let s), .line(let e)):
            let a = index(s), b = index(e)
            return a == b ? (a, 1) : (Swift.min(a, b), abs(b - a))
        case (.line(let s), _): return (index(s), 1)
        case (.span(let k), .line(let e)): return (index(e) - Swift.max(1, k), Swift.max(1, k))
        case (.auto, .line(let e)): return (index(e) - 1, 1)
        case (.span(let k), _), (_, .span(let k)): return (nil, Swift.max(1, k))
        default: return (nil, 1)
        }
    }

    static func setLanes(_ item: inout TrackGridItemStyle, _ axis: Axis, _ p: MasonryLanePlacement) {
        let pair = GridLinePair(start: .line((p.start ?? 0) + 1), end: .span(p.span))
        if axis == .horizontal { item.column = pair } else { item.row = pair }
    }

    static func setStackTrack(_ item: inout TrackGridItemStyle, _ axis: Axis, index: Int) {
        let pair = GridLinePair(start: .line(index + 1), end: .span(1))
        if axis == .horizontal { item.column = pair } else { item.row = pair }
    }

    /// Where the one stacking track starts in `free` space (CSS Box Alignment 3 §5.1).
    static func contentStart(_ a: GridContentAlignment, free: Double) -> Double {
        switch a.position {
        case .end, .flexEnd: return a.safety == .safe ? Swift.max(0, free) : free
        case .center, .spaceAround, .spaceEvenly: return a.safety == .safe ? Swift.max(0, free / 2) : free / 2
        default: return 0
        }
    }

    /// The offset of a last item in its stacking area of `room` free space.
    static func selfOffset(_ a: GridItemAlignment, room: Double) -> Double {
        switch a.position {
        case .end, .selfEnd, .flexEnd: return room
        case .center: return room / 2
        default: return 0
        }
    }
}
