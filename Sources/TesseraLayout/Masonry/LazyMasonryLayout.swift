import TesseraGeometry

/// A masonry layout whose children may be only some of its items (a lazy masonry container in
/// a scroll view): ``MasonryLayout``'s rules (CSS Grid Level 3 grid-lanes stacking, lanes
/// resolved as a lazy grid's tracks), with the places of the items that are not children taken
/// from a ``LazyMasonryPlan`` (measured earlier, or estimated).
///
/// Without a ``window`` and ``plan``, or when every item is a child, it is ``MasonryLayout``
/// (how `tessera layout` and a lazy masonry outside a scroll view work). With them, the children
/// are the items `window.firstIndex ..< firstIndex + children.count` (``LazyGridWindow/slots``
/// when set): their measurements are recorded into the plan while placing, which moves the
/// items after them, and how far that moved the plan's anchor item is added to the window's
/// `shiftBeforeAnchor` so a scroll view keeps what was on screen still (as ``LazyGridLayout``
/// does with its anchor line). Headers and footers of sections are not shown.
public struct LazyMasonryLayout: Layout {
    public var masonry: MasonryLayout
    public var window: LazyGridWindow?
    public var plan: LazyMasonryPlan?

    public init(_ masonry: MasonryLayout, window: LazyGridWindow? = nil, plan: LazyMasonryPlan? = nil) {
        self.masonry = masonry; self.window = window; self.plan = plan
    }

    public typealias Cache = MasonryLayout.Cache
    public func makeCache(subviews: LayoutSubviews) -> Cache { masonry.makeCache(subviews: subviews) }

    /// The window and plan when only some items are children.
    private func lazyParts(_ subviews: LayoutSubviews) -> (LazyGridWindow, LazyMasonryPlan)? {
        guard let window, let plan, !window.isComplete(childCount: subviews.count) else { return nil }
        return (window, plan)
    }

    /// The lanes for `across`: the first ``LazyMasonryPlan/maximumLaneCount`` `GridItem`s
    /// resolved (each gives at least one lane; more are never used), so a million fixed lanes
    /// cost no more than the maximum.
    public func laneTracks(across: Double?) -> LazyGridTracks {
        let limit = LazyMasonryPlan.maximumLaneCount
        return LazyGridTracks(items: masonry.lanes.count > limit ? Array(masonry.lanes.prefix(limit)) : masonry.lanes,
                              available: across)
    }

    /// Resolves the lanes for `across` and hands them to the plan.
    private func configure(_ plan: LazyMasonryPlan, _ window: LazyGridWindow, across: Double?) -> LazyGridTracks {
        let tracks = laneTracks(across: across)
        plan.requestedLaneCount = Swift.max(masonry.lanes.count, tracks.tracks.count)
        if plan.configure(itemCount: window.itemCount, laneLengths: tracks.tracks.map(\.length), gap: masonry.itemSpacing,
                          tolerance: masonry.tolerance) {
            window.sizeChanged = true
        }
        return tracks
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        guard let (window, plan) = lazyParts(subviews) else {
            return masonry.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        guard !masonry.lanes.isEmpty else { return .zero }
        let tracks = configure(plan, window, across: proposal[masonry.axis.other])
        return Size(masonry.axis, plan.total, tracks.length)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        guard let (window, plan) = lazyParts(subviews) else {
            masonry.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            return
        }
        let axis = masonry.axis, across = axis.other
        let tracks = configure(plan, window, across: proposal[across])
        window.placedBounds = bounds
        guard plan.laneCount > 0 else {
            for s in subviews { s.place(at: bounds.origin, proposal: ProposedSize(width: 0, height: 0)) }
            return
        }
        let totalBefore = plan.total
        let anchorBefore = plan.offset(of: plan.anchorItem)
        // Measure the children and record them (each moves the items after it).
        var items: [Int?] = []
        var sizes: [Size] = []
        items.reserveCapacity(subviews.count); sizes.reserveCapacity(subviews.count)
        for (j, s) in subviews.enumerated() {
            guard case .item(let g) = window.slot(j, childCount: subviews.count), g < plan.itemCount else {
                items.append(nil); sizes.append(.zero); continue
            }
            let p = s[MasonryLaneKey.self]
            let span = Swift.min(p.span, plan.laneCount)
            let length = masonry.spanLength(tracks, start: p.start.map { Swift.min($0, plan.laneCount - span) } ?? 0, span: span)
            let size = s.sizeThatFits(ProposedSize(axis, nil, length))
            if plan.record(g, extent: size[axis], placement: p) { window.sizeChanged = true }
            items.append(g); sizes.append(size)
        }
        window.shiftBeforeAnchor += plan.offset(of: plan.anchorItem) - anchorBefore
        if plan.total != totalBefore { window.sizeChanged = true }
        for (j, s) in subviews.enumerated() {
            guard let g = items[j], let place = plan.place(of: g) else {
                s.place(at: bounds.origin, proposal: ProposedSize(width: 0, height: 0)); continue
            }
            let track = tracks.tracks[place.lane]
            let length = masonry.spanLength(tracks, start: place.lane, span: place.span)
            let guide = track.alignment ?? masonry.alignment
            let fraction = across == .horizontal ? masonry.horizontalFraction(guide.horizontal) : masonry.verticalFraction(guide.vertical)
            var origin = bounds.origin
            origin[across] += track.offset + (length - sizes[j][across]) * fraction
            origin[axis] += place.offset
            s.place(at: origin, proposal: ProposedSize(axis, nil, length))
        }
    }

    /// Where item `item` is, relative to the container's origin, after the last placement
    /// (placed from the plan when it is not a child): its lanes across, its extent along.
    public func rect(ofItem item: Int) -> Rect? {
        guard let plan, let place = plan.place(of: item), let bounds = window?.placedBounds else { return nil }
        let tracks = laneTracks(across: bounds.size[masonry.axis.other])
        guard place.lane < tracks.tracks.count else { return nil }
        let length = masonry.spanLength(tracks, start: place.lane, span: place.span)
        return Rect(origin: Point(masonry.axis, place.offset, tracks.tracks[place.lane].offset),
                    size: Size(masonry.axis, place.extent, length))
    }
}
