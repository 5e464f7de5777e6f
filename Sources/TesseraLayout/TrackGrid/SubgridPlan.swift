import TesseraGeometry

/// How a grid lays out the subgrids among its items (CSS Grid 2 §9): made only when some item
/// is a subgrid, so ordinary grids pay nothing.
///
/// The items of every subgrid (and of subgrids nested in subgridded axes) become extra
/// *virtual* items of the grid, after its own: each is placed in the subgrid's local grid
/// (clamped to the subgrid's span in a subgridded axis), mapped into the grid's tracks, and
/// takes part in the track sizing of the axes its subgrid shares with the grid (the subgrid
/// itself only in the others). The subgrid's margin, border and padding are extra margin on
/// the items at its edges, and half the difference of its gap and the parent's on the others;
/// both accumulate through nested subgrids. Afterwards each subgrid is laid out as a grid of
/// its own whose subgridded tracks are the parent's, fixed (``TrackGridLayoutResult/subgridStyles``).
final class SubgridPlan {
    /// The grid's own items come first in the solver's styles; virtual items follow.
    let realCount: Int
    /// Per style (real and virtual): bit 0 takes part in column sizing, bit 1 in row sizing.
    var participation: [UInt8]
    /// Per virtual item: its path for the measurer (owner index, then child indices).
    var paths: [[Int]] = []
    /// Extra margins of each virtual item at its logical start and end, per axis (§9).
    var extraStart: [GridAxisPair<Double>] = []
    var extraEnd: [GridAxisPair<Double>] = []
    /// Subgrids by style index: the real subgrid items and nested subgrids sharing an axis.
    var owners: [Int: Owner] = [:]
    /// Set while the track sizing runs over the participating items only.
    var filtering = false
    /// Per axis, minimum base sizes of the tracks at subgrids' edges (track, size, subgrid): a
    /// subgrid's margin, border and padding count there even without items (Chrome), as a base
    /// size only (the track's growth limit is left to its items).
    var edgeFloors = GridAxisPair<[(track: Int, size: Double, owner: Int)]>([])
    /// The grid areas of the subgrids: their edges bound Chrome's sets of like tracks even in
    /// the axes where the subgrid itself does not take part in the sizing (`setStarts`).
    var ownerAreas: [GridAxisPair<GridLineRange>] = []
    /// Subgrid items of subgrids whose subgridded axes are not the grid's: their spans there.
    var ownSpans: [Int: GridAxisPair<Int>] = [:]
    /// Per subgrid item not stretched in its own (standalone) columns: the inline size its
    /// column percentages resolve against (SubgridStandaloneTracks.swift).
    var standaloneBasis: [Int: Double] = [:]
    /// Per subgrid, the names of its lines in its subgridded axes (line 1 first): the parent's
    /// names at the lines it spans and its own `subgrid [a] [b]` lists (CSS Grid 2 §9).
    var lineNames: [Int: GridAxisPair<[[String]]>] = [:]

    struct Owner {
        let subgrid: TrackGridSubgrid
        /// The axes the subgrid shares with the top grid.
        let axes: GridAxisPair<Bool>
        /// Style index of each child (nil: hidden or absolutely positioned, not laid out here).
        var children: [Int?] = []
        /// The enclosing subgrid (nil for the grid's own items).
        let parent: Int?
    }

    init(realCount: Int) {
        self.realCount = realCount
        participation = [UInt8](repeating: 3, count: realCount)
    }

    @inline(__always) func participates(_ source: Int, _ axis: Axis) -> Bool {
        participation[source] & (axis == .horizontal ? 1 : 2) != 0
    }

    static func mask(_ axes: GridAxisPair<Bool>) -> UInt8 { (axes.horizontal ? 1 : 0) | (axes.vertical ? 2 : 0) }

    /// The styles the solver works on (the grid's items, then the subgrids' items) and the plan,
    /// or nil when no item is a subgrid.
    static func prepare(_ items: [TrackGridItemStyle]) -> (styles: [TrackGridItemStyle], plan: SubgridPlan)? {
        var any = false
        for i in items.indices where items[i].subgrid?.isSubgridded == true { any = true; break }
        guard any else { return nil }
        let plan = SubgridPlan(realCount: items.count)
        var all = items
        func expand(owner: Int, _ sg: TrackGridSubgrid, axes: GridAxisPair<Bool>, path: [Int], parent: Int?) {
            var o = Owner(subgrid: sg, axes: axes, parent: parent)
            for (j, c) in sg.items.enumerated() {
                guard !c.isHidden && !c.isAbsolutelyPositioned else { o.children.append(nil); continue }
                var v = c
                v.justifySelf = c.justifySelf ?? sg.style.justifyItems
                v.alignSelf = c.alignSelf ?? sg.style.alignItems
                var own = GridAxisPair(false)
                if let inner = c.subgrid {
                    own = inner.style.subgrid
                    v = stretched(v, own)
                }
                let shared = GridAxisPair(horizontal: axes.horizontal && own.horizontal, vertical: axes.vertical && own.vertical)
                let idx = all.count
                all.append(v)
                plan.participation.append(mask(GridAxisPair(horizontal: axes.horizontal && !own.horizontal,
                                                            vertical: axes.vertical && !own.vertical)))
                plan.paths.append(path + [j])
                plan.extraStart.append(GridAxisPair(0)); plan.extraEnd.append(GridAxisPair(0))
                o.children.append(idx)
                if shared.horizontal || shared.vertical, let inner = c.subgrid {
                    expand(owner: idx, inner, axes: shared, path: path + [j], parent: owner)
                }
            }
            plan.owners[owner] = o
        }
        for i in items.indices {
            guard let sg = items[i].subgrid, sg.isSubgridded else { continue }
            all[i] = stretched(all[i], sg.style.subgrid)
            plan.participation[i] = mask(GridAxisPair(horizontal: !sg.style.subgrid.horizontal, vertical: !sg.style.subgrid.vertical))
            expand(owner: i, sg, axes: sg.style.subgrid, path: [i], parent: nil)
        }
        return (all, plan)
    }

    /// A subgrid is stretched in its subgridded axes: its size, min/max size and self-alignment
    /// are ignored there and `auto` margins are zero (CSS Grid 2 §9, Chrome).
    static func stretched(_ s: TrackGridItemStyle, _ axes: GridAxisPair<Bool>) -> TrackGridItemStyle {
        var s = s
        func zeroAuto(_ m: GridLengthAuto) -> GridLengthAuto { m.isAuto ? .px(0) : m }
        if axes.horizontal {
            s.box.size.horizontal = .auto; s.box.minSize.horizontal = .auto; s.box.maxSize.horizontal = .auto
            s.justifySelf = .stretch
            s.box.margin.left = zeroAuto(s.box.margin.left); s.box.margin.right = zeroAuto(s.box.margin.right)
        }
        if axes.vertical {
            s.box.size.vertical = .auto; s.box.minSize.vertical = .auto; s.box.maxSize.vertical = .auto
            s.alignSelf = .stretch
            s.box.margin.top = zeroAuto(s.box.margin.top); s.box.margin.bottom = zeroAuto(s.box.margin.bottom)
        }
        if axes.horizontal || axes.vertical { s.box.aspectRatio = nil }
        return s
    }
}
