import TesseraGeometry

/// Which lanes a subview of a ``MasonryLayout`` takes: how many it spans and, optionally, the
/// first one (0-based), as CSS `grid-column: span N` / `grid-column: L / span N` in a
/// `display: grid-lanes` container (CSS Grid Level 3). Set with `.masonrySpan(_:lane:)`.
public struct MasonryLaneKey: LayoutValueKey {
    public static let defaultValue = MasonryLanePlacement.auto()
}

/// A masonry ("waterfall", 瀑布流) layout: CSS Grid Level 3 grid-lanes layout with SwiftUI's
/// lazy-grid vocabulary for the lanes.
///
/// - The lanes across come from `lanes` (`GridItem`s, resolved exactly as a `LazyVGrid`'s
///   columns for the proposed width, ``LazyGridTracks``; a `LazyHGrid`'s rows when `axis` is
///   `.horizontal`).
/// - Each subview is measured with its lanes' length across and nothing along (`(w, nil)`),
///   then stacked by ``placeMasonryItems(_:extents:laneCount:gap:tolerance:)``: into the lanes
///   whose items end earliest, ties within `tolerance` taken from the lane after the previous
///   item on (CSS `flow-tolerance`); ``MasonryLaneKey`` spans lanes or pins a subview to one.
/// - Items are `spacing` apart along a lane (nil: 8) and placed in their lanes by the lane's
///   `GridItem.alignment`, else `alignment` (across; along they start at their slot).
/// - The layout is as long across as its lanes and as long along as its longest lane.
public struct MasonryLayout: Layout {
    /// The stacking axis: `.vertical` stacks down columns (a waterfall), `.horizontal` along rows.
    public var axis: Axis
    public var lanes: [GridItem]
    public var alignment: Alignment
    public var spacing: Double?
    /// The tie threshold in points (CSS `flow-tolerance`; `.infinity` keeps strict order).
    public var tolerance: Double

    public init(axis: Axis = .vertical, lanes: [GridItem], alignment: Alignment = .center,
                spacing: Double? = nil, tolerance: Double = 0) {
        self.axis = axis; self.lanes = lanes; self.alignment = alignment; self.spacing = spacing; self.tolerance = tolerance
    }

    /// The placement of every subview for one length across.
    public struct Arrangement: Equatable, Sendable {
        public var tracks: LazyGridTracks
        public var placement: MasonryPlacement
        /// Each subview's size.
        public var sizes: [Size]
    }

    public struct Cache {
        var across: Double?
        var arrangement: Arrangement?
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    var itemSpacing: Double {
        guard let s = spacing, s.isFinite, s >= 0 else { return GridItem.defaultSpacing }
        return s
    }

    /// Resolves the lanes for `across` and stacks the subviews.
    public func arrange(across: Double?, subviews: LayoutSubviews) -> Arrangement {
        let tracks = LazyGridTracks(items: lanes, available: across)
        let count = tracks.tracks.count
        var placements: [MasonryLanePlacement] = []
        var extents: [Double] = []
        var sizes: [Size] = []
        placements.reserveCapacity(subviews.count); extents.reserveCapacity(subviews.count); sizes.reserveCapacity(subviews.count)
        for subview in subviews {
            var p = subview[MasonryLaneKey.self]
            p.span = Swift.min(p.span, Swift.max(1, count))
            if let s = p.start { p.start = Swift.min(s, Swift.max(0, count - p.span)) }
            // Automatic items are measured with the first lanes' length (lanes of one size,
            // the common case, give the same length everywhere).
            let length = spanLength(tracks, start: p.start ?? 0, span: p.span)
            let size = subview.sizeThatFits(axis == .vertical ? ProposedSize(width: length, height: nil)
                                                             : ProposedSize(width: nil, height: length))
            placements.append(p)
            extents.append(size[axis].isFinite ? size[axis] : 0)
            sizes.append(size)
        }
        let placement = placeMasonryItems(placements, extents: extents, laneCount: count, gap: itemSpacing, tolerance: tolerance)
        return Arrangement(tracks: tracks, placement: placement, sizes: sizes)
    }

    func spanLength(_ tracks: LazyGridTracks, start: Int, span: Int) -> Double {
        let t = tracks.tracks
        guard !t.isEmpty else { return 0 }
        let a = Swift.min(start, t.count - 1), b = Swift.min(start + span, t.count) - 1
        return t[b].offset + t[b].length - t[a].offset
    }

    func cached(_ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Arrangement {
        let across = proposal[axis.other]
        if let a = cache.arrangement, cache.across == across, a.sizes.count == subviews.count { return a }
        let a = arrange(across: across, subviews: subviews)
        cache.across = across; cache.arrangement = a
        return a
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        guard !lanes.isEmpty else { return .zero }
        let a = cached(proposal, subviews, &cache)
        var size = Size.zero
        size[axis.other] = a.tracks.length
        size[axis] = a.placement.contentExtent
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        guard !lanes.isEmpty else {
            for s in subviews { s.place(at: bounds.origin, proposal: ProposedSize(width: 0, height: 0)) }
            return
        }
        let a = cached(ProposedSize(width: axis == .vertical ? bounds.width : proposal.width,
                                    height: axis == .horizontal ? bounds.height : proposal.height), subviews, &cache)
        let across = axis.other
        for (i, subview) in subviews.enumerated() {
            let lane = a.placement.lanes[i], span = a.placement.spans[i]
            let track = a.tracks.tracks[lane]
            let length = spanLength(a.tracks, start: lane, span: span)
            let size = a.sizes[i]
            let guide = track.alignment ?? alignment
            let fraction = across == .horizontal ? horizontalFraction(guide.horizontal) : verticalFraction(guide.vertical)
            var origin = bounds.origin
            origin[across] += track.offset + (length - size[across]) * fraction
            origin[axis] += a.placement.offsets[i]
            var p = ProposedSize(width: nil, height: nil)
            p[across] = length
            subview.place(at: origin, proposal: p)
        }
    }

    func horizontalFraction(_ h: HorizontalAlignment) -> Double {
        h == .leading ? 0 : h == .trailing ? 1 : 0.5
    }

    func verticalFraction(_ v: VerticalAlignment) -> Double {
        v == .top ? 0 : v == .bottom ? 1 : 0.5
    }
}
