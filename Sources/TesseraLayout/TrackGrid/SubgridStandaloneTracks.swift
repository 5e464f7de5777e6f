import TesseraGeometry

/// A subgrid's own columns when only its rows are subgridded (CSS Grid 2 §9 leaves their
/// sizing to the ordinary algorithm): Chrome sizes them once, while the parent sizes its
/// tracks, in the inline size the subgrid would have as a grid of its own (its fit-content
/// size, percentages as `auto`), percentages resolved against it; when the subgrid is not
/// stretched its inline size is then the sum of those tracks (the engine does this for a grid
/// laid out as a subgrid, TrackGridEngine.swift), which keep their sizes in its layout. (An
/// ordinary nested grid keeps its fit-content size.)
extension TrackGridSolver {
    /// The basis for the column percentages of the subgrid item `source` laid out with `style`
    /// at a known inline size, or nil when they resolve as usual: it is stretched or sized in
    /// that axis, its columns are subgridded or have no percentages, or its inline size is not
    /// known (measured in the definite space of its area the engine resolves them against its
    /// fit-content size itself; under a min- or max-content constraint they are `auto`, as for
    /// any grid). The basis is measured the first time the subgrid is measured in its area, then
    /// kept for its layout.
    mutating func standaloneColumnsBasis(_ source: Int, _ style: TrackGridStyle, knownSize: GridOptionalSize,
                                         availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Double? {
        guard let plan = subgrids, source < plan.realCount, !style.subgrid.horizontal, !style.clampsToExplicitGrid.horizontal,
              style.columnGap.isPercent || style.templateColumns.contains(where: \.usesPercent)
                || style.autoColumns.contains(where: \.usesPercent),
              boxes.size(source, .horizontal) == .auto,
              let item = items.first(where: { $0.source == source }), !isStretched(item, .horizontal) else { return nil }
        if knownSize.horizontal != nil { return plan.standaloneBasis[source] }
        guard plan.standaloneBasis[source] == nil, case .definite = availableSpace.horizontal else { return nil }
        var intrinsic = style
        intrinsic.templateColumns = style.templateColumns.map { $0.mappingTracks(\.percentAsAuto) }
        intrinsic.autoColumns = style.autoColumns.map(\.percentAsAuto)
        if style.columnGap.isPercent { intrinsic.columnGap = .px(0) }
        let size = measurer.measureSubgrid(item: source, style: intrinsic, knownSize: knownSize, availableSpace: availableSpace,
                                           containingBlock: containingBlock)
        let pb = style.box.paddingBorder(logicalAxis: .horizontal, rtl: rtl, widthBasis: containingBlock.horizontal)
        let basis = Swift.max(0, size.width - pb.start - pb.end)
        plan.standaloneBasis[source] = basis
        return nil
    }
}

extension TrackGridStyle {
    /// Replaces the percentages of the column tracks and the column gap by their lengths
    /// against `basis`.
    mutating func resolveColumnPercentages(_ basis: Double) {
        templateColumns = templateColumns.map { $0.mappingTracks { $0.resolvingPercentages(basis) } }
        autoColumns = autoColumns.map { $0.resolvingPercentages(basis) }
        if columnGap.isPercent { columnGap = .px(columnGap.resolve(basis) ?? 0) }
    }
}

extension GridTrackListItem {
    /// The entry with `transform` applied to every track, inside `repeat()` too.
    func mappingTracks(_ transform: (TrackSizingFunction) -> TrackSizingFunction) -> GridTrackListItem {
        switch self {
        case .track(let t): return .track(transform(t))
        case .repeat(let n, let body): return .repeat(n, body.map { $0.mappingTracks(transform) })
        case .lineNames: return self
        }
    }

    /// Whether the entry (or a track of its `repeat()`) uses a percentage.
    var usesPercent: Bool {
        switch self {
        case .track(let t): return t.usesPercent
        case .repeat(_, let body): return body.contains(where: \.usesPercent)
        case .lineNames: return false
        }
    }
}

extension TrackSizingFunction {
    /// The function with its percentages as `auto` (an indefinite basis, CSS Grid 2 §7.2.1).
    var percentAsAuto: TrackSizingFunction {
        guard usesPercent else { return self }
        var t = self
        if case .length(.percent) = t.min { t.min = .auto }
        switch t.max {
        case .length(.percent): t.max = .auto
        case .fitContent(.percent): t.max = .maxContent
        default: break
        }
        return t
    }

    /// The function with its percentages resolved against `basis`.
    func resolvingPercentages(_ basis: Double) -> TrackSizingFunction {
        guard usesPercent else { return self }
        var t = self
        if case .length(let l) = t.min, l.isPercent { t.min = .length(.px(l.resolve(basis) ?? 0)) }
        switch t.max {
        case .length(let l) where l.isPercent: t.max = .length(.px(l.resolve(basis) ?? 0))
        case .fitContent(let l) where l.isPercent: t.max = .fitContent(.px(l.resolve(basis) ?? 0))
        default: break
        }
        return t
    }
}
