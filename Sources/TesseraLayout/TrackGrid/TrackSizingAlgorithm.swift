import TesseraGeometry

/// The state of one grid layout while the grid sizing algorithm runs (CSS Grid 2 §11.1): the
/// tracks of both axes, the placed items, gutters and the available grid space. Every step is
/// written once and takes the `Axis` it sizes (`.horizontal` = columns).
///
/// Not generic over the measurer: the public entry point is generic, but a generic solver is
/// compiled unspecialised for callers in other modules (every field access then looks up
/// metadata); the measurer is held as an existential, one dynamic call per measurement.
struct TrackGridSolver {
    let styles: [TrackGridItemStyle]
    /// `styles[i].box`, read in place by the per-item steps (GridItemBoxes.swift).
    let boxes: GridItemBoxes
    var functions = GridAxisPair<[TrackSizingFunction]>([])
    let selfAlignments: [GridAxisPair<GridItemAlignment?>]
    /// Each item's own `direction` (`styles[i].direction`); whether any item is absolutely
    /// positioned and not hidden, and whether any item's `align-self` is a baseline: read per
    /// item without copying its style.
    let directions: [GridDirection?]
    let hasAbsoluteItems: Bool
    let hasBaselineSelfAlignment: Bool
    var itemBoxesResolved = false
    var items: [GridItemState] = []
    var tracks = GridAxisPair<[SizingTrack]>([])
    var gaps = GridAxisPair<Double>(0)
    /// Per axis once aligned: the gutter between tracks, the space `justify/align-content`
    /// distributes between them included (a subgrid with a `normal` gap takes it, §9, Chrome).
    var usedGutters = GridAxisPair<Double>(0)
    /// Per axis, whether a track starts a new set: Chrome sizes a run of tracks with the same
    /// sizing functions and no item edge inside as one unit, so §11.5.1 shares (in layout
    /// units) go to such a run as a whole and are split equally among its tracks.
    var setStarts = GridAxisPair<[Bool]>([])
    /// Per axis, the set each track belongs to (TrackSets.swift), whether its set has only
    /// that track, and whether any set's tracks are not consecutive.
    var setIndex = GridAxisPair<[Int]>([])
    var setIsSingleton = GridAxisPair<[Bool]>([])
    var interleavedSets = GridAxisPair<Bool>(false)
    /// Per axis, the runs of tracks each definition list produced (TrackSets.swift).
    var trackPatterns = GridAxisPair<[TrackPattern]>([])
    var measurer: any TrackGridMeasurer
    let rtl: Bool
    /// Whether the tracks of an axis have final sizes (their areas are definite).
    var sized = GridAxisPair<Bool>(false)
    /// Whether track offsets of an axis were computed by content alignment.
    var aligned = GridAxisPair<Bool>(false)
    var containerItemsAlignment = GridAxisPair<GridItemAlignment>(.normal)
    var warnings: [TrackGridWarning] = []
    /// The subgrids among the items and their items (SubgridLayout.swift); nil without subgrids.
    var subgrids: SubgridPlan?
    /// Per axis, whether percentages of the tracks resolve against a content-based size (the
    /// rows of a grid whose height comes from its content), not a definite one.
    var contentBasedPercents = GridAxisPair<Bool>(false)

    /// `buffer` is `styles`' storage, alive for as long as the solver is used.
    init(styles: [TrackGridItemStyle], buffer: UnsafeBufferPointer<TrackGridItemStyle>,
         measurer: any TrackGridMeasurer, rtl: Bool) {
        self.styles = styles; self.measurer = measurer; self.rtl = rtl
        boxes = GridItemBoxes(buffer)
        selfAlignments = boxes.selfAlignments; directions = boxes.directions
        hasAbsoluteItems = boxes.hasAbsoluteItems; hasBaselineSelfAlignment = boxes.hasBaselineSelfAlignment
    }

    /// Number of gutters between the non-collapsed tracks of `axis`.
    mutating func gutterCount(_ axis: Axis) -> Int {
        var n = 0
        for t in tracks[axis] where !t.isCollapsed { n += 1 }
        return Swift.max(0, n - 1)
    }

    /// Sum of base sizes plus gutters.
    mutating func usedSpace(_ axis: Axis) -> Double {
        var s = 0.0
        for t in tracks[axis] { s += t.baseSize }
        return s + Double(gutterCount(axis)) * gaps[axis]
    }

    /// §11.3 the track sizing algorithm for one axis. `available` is the available grid space
    /// (definite, or a min-/max-content constraint); `minInner`/`maxInner` are the container's
    /// content-box min and max sizes, used by §11.7 and §11.8 when the space is indefinite.
    mutating func runTrackSizing(_ axis: Axis, available: AvailableSpace, percentBasis: Double?,
                        minInner: Double?, maxInner: Double?, contentAlignment: GridContentAlignment) {
        // With subgrids, only the items taking part in this axis size it (CSS Grid 2 §9).
        if subgrids != nil, sizingSubgridParticipants(axis, {
            $0.runTrackSizing(axis, available: available, percentBasis: percentBasis, minInner: minInner,
                              maxInner: maxInner, contentAlignment: contentAlignment)
        }) { return }
        for k in tracks[axis].indices { tracks[axis][k].resolveSizingFunctions(functions[axis][k], basis: percentBasis) }
        refreshItemGeometry()
        classifySpannedTracks(axis)
        initializeTrackSizes(axis)
        if subgrids != nil { applySubgridEdgeFloors(axis) }
        resolveIntrinsicTrackSizes(axis)
        maximizeTracks(axis, available: available, maxInner: maxInner)
        expandFlexibleTracks(axis, available: available, minInner: minInner, maxInner: maxInner)
        stretchAutoTracks(axis, available: available, minInner: minInner, alignment: contentAlignment)
    }

    /// §11.4 Initialize Track Sizes: base size from a fixed minimum (else 0), growth limit from
    /// a fixed maximum (else infinity), never below the base size.
    mutating func initializeTrackSizes(_ axis: Axis) {
        for k in tracks[axis].indices {
            var t = tracks[axis][k]
            if case .fixed(let v) = t.minSizing { t.baseSize = v } else { t.baseSize = 0 }
            if case .fixed(let v) = t.maxSizing { t.growthLimit = v } else { t.growthLimit = .infinity }
            if t.growthLimit < t.baseSize { t.growthLimit = t.baseSize }
            t.infinitelyGrowable = false
            tracks[axis][k] = t
        }
    }

    /// §11.6 Maximize Tracks: positive free space goes equally to the base sizes, each track
    /// frozen at its growth limit. Under a max-content constraint the free space is infinite
    /// (every base size reaches its growth limit); under a min-content constraint it is zero.
    mutating func maximizeTracks(_ axis: Axis, available: AvailableSpace, maxInner: Double?) {
        var free: Double
        switch available {
        case .minContent: return
        case .maxContent:
            if let m = maxInner { free = m - usedSpace(axis) } else { free = .infinity }
        case .definite(let a): free = a - usedSpace(axis)
        }
        guard free > 0 else { return }
        if free.isInfinite {
            for k in tracks[axis].indices where tracks[axis][k].growthLimit.isFinite {
                tracks[axis][k].baseSize = tracks[axis][k].growthLimit
            }
            return
        }
        // Equal shares in layout units over the sets of like tracks, the least room first (as
        // the §11.5.1 shares, Chrome).
        let all = Array(tracks[axis].indices)
        for k in all { tracks[axis][k].itemIncurredIncrease = 0 }
        _ = shareByRoom(free, axis, all, size: .baseSize) { t in t.growthLimit - t.baseSize - t.itemIncurredIncrease }
        for k in all {
            tracks[axis][k].baseSize += tracks[axis][k].itemIncurredIncrease
            tracks[axis][k].itemIncurredIncrease = 0
        }
    }

    /// §11.8 Stretch auto Tracks: with `normal`/`stretch` content alignment, positive definite
    /// free space is divided equally among the tracks with an `auto` maximum. When the space is
    /// indefinite the container's definite minimum size stands in for it.
    mutating func stretchAutoTracks(_ axis: Axis, available: AvailableSpace, minInner: Double?, alignment: GridContentAlignment) {
        guard alignment.position == .normal || alignment.position == .stretch else { return }
        let space: Double
        if let a = available.definiteValue { space = a } else if let m = minInner { space = m } else { return }
        let free = space - usedSpace(axis)
        guard free > 0 else { return }
        let autos = tracks[axis].indices.filter { tracks[axis][$0].maxSizing == .auto && !tracks[axis][$0].isCollapsed }
        guard !autos.isEmpty else { return }
        // Equal shares in layout units (1/64 px) over the sets of like tracks in track order,
        // each set the remaining units times its track count over the tracks left (rounded
        // down), so the last set takes the units a division leaves over and a set's share is
        // split evenly among its tracks (as Chrome does).
        for k in autos { tracks[axis][k].itemIncurredIncrease = 0 }
        _ = shareInLayoutUnits(layoutUnit(free), axis, autos, likeSets(axis, autos)) { _ in .infinity }
        for k in autos {
            tracks[axis][k].baseSize += tracks[axis][k].itemIncurredIncrease
            tracks[axis][k].itemIncurredIncrease = 0
        }
    }
}
