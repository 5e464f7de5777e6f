import TesseraGeometry

/// Which size §11.5.1 distributes to.
enum AffectedSize { case baseSize, growthLimit }

/// Which contribution of an item §11.5.1 accommodates.
enum ContributionKind {
    case minimum
    case minContent
    case maxContent
}

/// Where §11.5.1 step 2.3 sends space left over once every track reached its limit.
enum BeyondLimits {
    /// Accommodating minimum or min-content contributions: tracks with an intrinsic maximum.
    case intrinsicMax
    /// Accommodating max-content contributions: tracks with a max-content (or auto) maximum.
    case maxContentMax
    /// Growth limits: every affected track.
    case all
}

extension TrackGridSolver {
    /// §11.5 Resolve Intrinsic Track Sizes, steps 2–5 (step 1, baseline shims, is not done:
    /// baseline alignment is aligned as `start`, see DEVIATIONS.md).
    mutating func resolveIntrinsicTrackSizes(_ axis: Axis) {
        var spanningByCount: [Int] = []
        var flexItems: [Int] = []
        var spanOne: [Int] = []
        // Each list allocated once, at its size (appending would grow it several times).
        var counts = (flex: 0, one: 0)
        for i in items.indices {
            if items[i].crossesFlexible[axis] { counts.flex += 1 } else if items[i].area[axis].span == 1 { counts.one += 1 }
        }
        if counts.flex > 0 { flexItems.reserveCapacity(counts.flex) }
        if counts.one > 0 { spanOne.reserveCapacity(counts.one) }
        if items.count > counts.flex + counts.one { spanningByCount.reserveCapacity(items.count - counts.flex - counts.one) }
        for i in items.indices {
            if items[i].crossesFlexible[axis] { flexItems.append(i) }
            else if items[i].area[axis].span == 1 { spanOne.append(i) }
            else { spanningByCount.append(i) }
        }

        sizeTracksToFitNonSpanningItems(axis, spanOne)

        // Step 3: spanning items not crossing flexible tracks, grouped by span, ascending.
        spanningByCount.sort { (items[$0].area[axis].span, $0) < (items[$1].area[axis].span, $1) }
        var start = 0
        while start < spanningByCount.count {
            let span = items[spanningByCount[start]].area[axis].span
            var end = start
            while end < spanningByCount.count && items[spanningByCount[end]].area[axis].span == span { end += 1 }
            increaseSizesForSpanningItems(axis, spanningByCount[start..<end], flexible: false)
            start = end
        }

        // Step 4: items crossing flexible tracks, all together.
        if !flexItems.isEmpty {
            increaseSizesForSpanningItems(axis, flexItems[...], flexible: true)
        }

        // Step 5: any growth limit still infinite becomes the base size.
        for k in tracks[axis].indices where tracks[axis][k].growthLimit.isInfinite {
            tracks[axis][k].growthLimit = tracks[axis][k].baseSize
        }
    }

    /// §11.5 step 2, Size tracks to fit non-spanning items.
    mutating func sizeTracksToFitNonSpanningItems(_ axis: Axis, _ group: [Int]) {
        // The new limits in a temporary allocation (on the stack for small grids).
        withUnsafeTemporaryAllocation(of: Double.self, capacity: tracks[axis].count) { buffer in
            buffer.initialize(repeating: -.infinity)
            sizeTracksToFitNonSpanningItems(axis, group, newLimit: buffer)
        }
    }

    private mutating func sizeTracksToFitNonSpanningItems(_ axis: Axis, _ group: [Int], newLimit: UnsafeMutableBufferPointer<Double>) {
        for i in group {
            let k = items[i].area[axis].start
            let t = tracks[axis][k]
            guard t.hasIntrinsicMin || t.hasIntrinsicMax else { continue }
            switch t.minSizing {
            case .minContent: tracks[axis][k].baseSize = Swift.max(t.baseSize, minContentContribution(i, axis))
            case .maxContent: tracks[axis][k].baseSize = Swift.max(t.baseSize, maxContentContribution(i, axis))
            case .auto:
                // The minimum contribution, also under a min-/max-content constraint where
                // §11.5 step 2 names the limited min-content contribution: the two agree
                // unless the item has a specified min size (or is a scroll container), and
                // then Chrome takes the min size (DEVIATIONS.md).
                tracks[axis][k].baseSize = Swift.max(t.baseSize, minimumContribution(i, axis))
            case .fixed: break
            }
            switch t.maxSizing {
            case .minContent: newLimit[k] = Swift.max(newLimit[k], minContentContribution(i, axis))
            case .maxContent, .auto: newLimit[k] = Swift.max(newLimit[k], maxContentContribution(i, axis))
            case .fitContent(let l): newLimit[k] = Swift.max(newLimit[k], Swift.min(maxContentContribution(i, axis), l))
            case .fixed, .flex: break
            }
        }
        for k in tracks[axis].indices {
            if newLimit[k] > -.infinity { tracks[axis][k].growthLimit = newLimit[k] }
            if tracks[axis][k].growthLimit < tracks[axis][k].baseSize {
                tracks[axis][k].growthLimit = tracks[axis][k].baseSize
            }
        }
    }

    /// §11.5 steps 3 and 4: Increase sizes to accommodate spanning items crossing content-sized
    /// tracks (one span group) or crossing flexible tracks (`flexible`: every such item, space
    /// going only to flexible tracks in proportion to their flex factors).
    mutating func increaseSizesForSpanningItems(_ axis: Axis, _ group: ArraySlice<Int>,
                                        flexible: Bool) {
        let onlyFlex: (SizingTrack) -> Bool = { !flexible || $0.isFlexible }

        // 3.1 For intrinsic minimums.
        distributeExtraSpace(axis, group, size: .baseSize, beyond: .intrinsicMax, proportional: flexible,
                             contribution: .minimum,
                             affected: { onlyFlex($0) && $0.hasIntrinsicMin })
        // 3.2 For content-based minimums.
        distributeExtraSpace(axis, group, size: .baseSize, beyond: .intrinsicMax, proportional: flexible,
                             contribution: .minContent,
                             affected: { onlyFlex($0) && ($0.minSizing == .minContent || $0.minSizing == .maxContent) })
        // 3.3 For max-content minimums. The spec's first half (auto minimums under a max-content
        // constraint take limited max-content contributions) is not applied: Chrome does not,
        // see DEVIATIONS.md. Tracks with a max-content minimum always take max-content
        // contributions.
        distributeExtraSpace(axis, group, size: .baseSize, beyond: .maxContentMax, proportional: flexible,
                             contribution: .maxContent,
                             affected: { onlyFlex($0) && $0.minSizing == .maxContent })
        // 3.4 Growth limits never below base sizes.
        for k in tracks[axis].indices where tracks[axis][k].growthLimit < tracks[axis][k].baseSize {
            tracks[axis][k].growthLimit = tracks[axis][k].baseSize
        }
        if flexible { return }

        // 3.5 For intrinsic maximums; tracks whose limit became finite are infinitely growable.
        let wasInfinite = tracks[axis].map { $0.growthLimit.isInfinite }
        distributeExtraSpace(axis, group, size: .growthLimit, beyond: .all, proportional: false,
                             contribution: .minContent, affected: { $0.hasIntrinsicMax })
        for k in tracks[axis].indices where wasInfinite[k] && tracks[axis][k].growthLimit.isFinite {
            tracks[axis][k].infinitelyGrowable = true
        }
        // 3.6 For max-content maximums.
        distributeExtraSpace(axis, group, size: .growthLimit, beyond: .all, proportional: false,
                             contribution: .maxContent, affected: { $0.hasMaxContentMax })
        for k in tracks[axis].indices { tracks[axis][k].infinitelyGrowable = false }
    }

    /// §11.5.1 Distributing Extra Space Across Spanned Tracks, for one group of items.
    mutating func distributeExtraSpace(
        _ axis: Axis, _ group: ArraySlice<Int>, size: AffectedSize, beyond: BeyondLimits, proportional: Bool,
        contribution kind: ContributionKind, affected: (SizingTrack) -> Bool
    ) {
        // Without an affected track no item has space to distribute and no size changes:
        // nothing to allocate (most steps of most grids).
        guard tracks[axis].contains(where: affected) else { return }
        let gap = gaps[axis]
        var touched: [Int] = []
        var spanned: [Int] = []
        var limitedAfterGroup: [Int] = []
        // The affected sizes do not change while the group is processed (increases are applied
        // after it), so prefix sums give each item's spanned size and affected-track count in
        // O(1); only items with space to distribute walk their tracks.
        let count = tracks[axis].count
        var sizePrefix = [Double](repeating: 0, count: count + 1)
        var affectedPrefix = [Int](repeating: 0, count: count + 1)
        // Next affected track with an infinite growth limit at or after k (path-compressed);
        // only growth limits read it.
        var nextInfinite = size == .growthLimit ? [Int](repeating: count, count: count + 1) : []
        for k in 0..<count {
            let t = tracks[axis][k]
            sizePrefix[k + 1] = sizePrefix[k] + (size == .baseSize ? t.baseSize : t.finiteGrowthLimit)
            affectedPrefix[k + 1] = affectedPrefix[k] + (affected(t) ? 1 : 0)
        }
        if size == .growthLimit {
            for k in stride(from: count - 1, through: 0, by: -1) {
                let t = tracks[axis][k]
                nextInfinite[k] = t.growthLimit.isInfinite && affected(t) ? k : nextInfinite[k + 1]
            }
        }
        // Fast path for the common case: when every affected track of an item has room for an
        // equal share before its limit, the item's increases are one constant over its range,
        // and the planned increase of a track is the largest such constant covering it
        // (computed after the loop by painting ranges in descending order).
        // (Flex-weighted shares use neither the room nor the equal-share fast path.)
        var room = proportional ? [] : [Double](repeating: .infinity, count: count)
        var isAffected = proportional ? [] : [Bool](repeating: false, count: count)
        if !proportional {
            for k in 0..<count {
                let t = tracks[axis][k]
                guard affected(t) else { continue }
                isAffected[k] = true
                room[k] = firstLimit(t, size) - (size == .baseSize ? t.baseSize : t.finiteGrowthLimit)
            }
        }
        // Built at the first item that can take the fast path.
        var minRoomTable: RangeMinimum?
        func minRoom(_ start: Int, _ end: Int) -> Double {
            if minRoomTable == nil { minRoomTable = RangeMinimum(room) }
            return minRoomTable!.minimum(start, end)
        }
        var uniform: [(start: Int, end: Int, share: Double)] = []
        var evenRooms: EvenRoomRanges?
        func findInfinite(_ k: Int) -> Int {
            var root = k
            while nextInfinite[root] != root && root < count { root = nextInfinite[root] }
            var j = k
            while j != root { let n = nextInfinite[j]; nextInfinite[j] = root; j = n }
            return root
        }
        for i in group {
            let r = items[i].area[axis]
            guard affectedPrefix[r.end] > affectedPrefix[r.start] else { continue }
            let sum = sizePrefix[r.end] - sizePrefix[r.start] + gap * Double(r.span - 1)
            let c: Double
            switch kind {
            case .minimum: c = minimumContribution(i, axis)
            case .minContent: c = minContentContribution(i, axis)
            case .maxContent: c = maxContentContribution(i, axis)
            }
            let space = c - sum
            guard space > 0 else {
                // Nothing to distribute, but an infinite growth limit of an affected track
                // still becomes finite (base size + 0) once the group is done, as §11.5.1
                // step 3 updates every affected size after the group; a later, larger span
                // then prefers the tracks still unlimited. Items of this group still see the
                // limit as infinite (Chrome).
                if size == .growthLimit {
                    var k = findInfinite(r.start)
                    while k < r.end {
                        limitedAfterGroup.append(k)
                        nextInfinite[k] = k + 1
                        k = findInfinite(k + 1)
                    }
                }
                continue
            }
            if !proportional {
                // Equal layout-unit shares only when the units divide evenly (otherwise the
                // later tracks take the units left over, below).
                let n = Double(affectedPrefix[r.end] - affectedPrefix[r.start])
                let units = (space * 64 + 1e-6).rounded(.down)
                let share = units / n
                if share == share.rounded(.down), minRoom(r.start, r.end) >= share / 64 {
                    uniform.append((r.start, r.end, share / 64))
                    continue
                }
                // Units that do not divide evenly over tracks that are all affected, each a set
                // of its own, with equal room: `distributeItemSpace` visits them in track order
                // (equal rooms) and each takes the remaining units over the remaining tracks,
                // rounded down, so with units = q·n + rem the first n − rem take q units and the
                // last rem take q + 1 (when every room holds q + 1 units: none reaches a limit).
                if n == Double(r.span), evenRooms == nil { evenRooms = EvenRoomRanges(self, axis, size: size, room: room) }
                if n == Double(r.span), let even = evenRooms, even.allEqualSingletons(r.start, r.end),
                   minRoom(r.start, r.end) >= (share.rounded(.down) + 1) / 64 {
                    let q = share.rounded(.down), rem = Int(units - q * n)
                    uniform.append((r.start, r.end - rem, q / 64))
                    uniform.append((r.end - rem, r.end, (q + 1) / 64))
                    continue
                }
            }
            spanned.removeAll(keepingCapacity: true)
            for k in r.range where affected(tracks[axis][k]) { spanned.append(k) }
            distributeItemSpace(space, axis, spanned, size: size, beyond: beyond, proportional: proportional)
            for k in spanned {
                let inc = tracks[axis][k].itemIncurredIncrease
                if inc > tracks[axis][k].plannedIncrease {
                    if tracks[axis][k].plannedIncrease == 0 { touched.append(k) }
                    tracks[axis][k].plannedIncrease = inc
                }
            }
        }
        if !uniform.isEmpty {
            uniform.sort { $0.share > $1.share }
            var nextUnpainted = Array(0...count)
            func find(_ k: Int) -> Int {
                var root = k
                while nextUnpainted[root] != root { root = nextUnpainted[root] }
                var j = k
                while j != root { let n = nextUnpainted[j]; nextUnpainted[j] = root; j = n }
                return root
            }
            for u in uniform {
                var k = find(u.start)
                while k < u.end {
                    if isAffected[k] && u.share > tracks[axis][k].plannedIncrease {
                        if tracks[axis][k].plannedIncrease == 0 { touched.append(k) }
                        tracks[axis][k].plannedIncrease = u.share
                    }
                    nextUnpainted[k] = k + 1
                    k = find(k + 1)
                }
            }
        }
        // Update the affected sizes by the planned increases.
        for k in touched {
            let p = tracks[axis][k].plannedIncrease
            tracks[axis][k].plannedIncrease = 0
            switch size {
            case .baseSize: tracks[axis][k].baseSize += p
            case .growthLimit:
                let t = tracks[axis][k]
                tracks[axis][k].growthLimit = t.growthLimit.isFinite ? t.growthLimit + p : t.baseSize + p
            }
        }
        for k in limitedAfterGroup where tracks[axis][k].growthLimit.isInfinite {
            tracks[axis][k].growthLimit = tracks[axis][k].baseSize
        }
    }

    /// §11.5.1 step 2 for one item: fills `itemIncurredIncrease` of the `spanned` tracks.
    /// The space is shared in layout units (1/64 px) as Chrome does, between sets of like
    /// tracks (`setStarts`; a set's share is split equally among its tracks): each set in turn
    /// takes its part of the remaining units (rounded down; the last set all that is left),
    /// so the units a division leaves over go to the later sets. Equal shares visit the sets
    /// from the least room to grow to the most (a set reaching its limit leaves its share to
    /// the others); flex-weighted shares visit them in order.
    private mutating func distributeItemSpace(_ space: Double, _ axis: Axis, _ spanned: [Int], size: AffectedSize,
                                     beyond: BeyondLimits, proportional: Bool) {
        if proportional && spanned.count == 1 {
            // One flexible track (most items crossing one): it takes every unit.
            tracks[axis][spanned[0]].itemIncurredIncrease = (space * 64 + 1e-6).rounded(.down) / 64
            return
        }
        for k in spanned { tracks[axis][k].itemIncurredIncrease = 0 }
        let sets = likeSets(axis, spanned)
        if proportional {
            var sum = 0.0
            for k in spanned { sum += tracks[axis][k].flexFactor }
            guard sum > 0 else {
                _ = shareInLayoutUnits(space, axis, spanned, sets, room: { _ in .infinity })
                return
            }
            // Weights in single precision, as Chrome's flex factors are.
            var units = (space * 64 + 1e-6).rounded(.down)
            var left: Float = 0
            for k in spanned { left += Float(tracks[axis][k].flexFactor) }
            for set in sets {
                var f: Float = 0
                for m in set { f += Float(tracks[axis][spanned[m]].flexFactor) }
                let share = abs(f - left) < Float.ulpOfOne ? units : Double(((Float(units) * f) / left).rounded(.towardZero))
                for m in set { tracks[axis][spanned[m]].itemIncurredIncrease = share / 64 / Double(set.count) }
                units -= share; left -= f
            }
            return
        }
        func affectedSize(_ t: SizingTrack) -> Double { size == .baseSize ? t.baseSize : t.finiteGrowthLimit }
        // 2.2 Distribute space up to limits, the sets with the least room first.
        let (remaining, order) = shareByRoom(space, axis, spanned, size: size) { t in
            firstLimit(t, size) - affectedSize(t) - t.itemIncurredIncrease
        }
        guard remaining > 0 else { return }
        // 2.3 Distribute space beyond limits: for growth limits, or when no set is of the
        // subset, the sets in the order above; otherwise the subset in track order (Chrome).
        var subset: [[Int]]
        switch beyond {
        case .intrinsicMax: subset = sets.filter { tracks[axis][spanned[$0[0]]].hasIntrinsicMax }
        case .maxContentMax: subset = sets.filter { tracks[axis][spanned[$0[0]]].hasMaxContentMax }
        case .all: subset = sets
        }
        if subset.isEmpty || size == .growthLimit { subset = order }
        _ = shareInLayoutUnits(remaining, axis, spanned, subset) { t in
            size == .growthLimit ? Swift.max(0, (t.fitContentLimit ?? .infinity) - affectedSize(t) - t.itemIncurredIncrease) : .infinity
        }
    }

    /// Equal layout-unit shares of `space` over the sets of `spanned`, visited from the least
    /// room to grow to the most (`sortRoom` per track times the set's track count); returns
    /// the space left over and that order.
    mutating func shareByRoom(_ space: Double, _ axis: Axis, _ spanned: [Int], size: AffectedSize,
                              room: (SizingTrack) -> Double) -> (Double, [[Int]]) {
        let order = likeSets(axis, spanned).enumerated().sorted { a, b in
            let ra = sortRoom(tracks[axis][spanned[a.element[0]]], size) * Double(a.element.count)
            let rb = sortRoom(tracks[axis][spanned[b.element[0]]], size) * Double(b.element.count)
            return ra < rb || (ra == rb && a.offset < b.offset)
        }.map(\.element)
        return (shareInLayoutUnits(space, axis, spanned, order, room: room), order)
    }

    /// Adds `space` to the item-incurred increases of the `sets` of `spanned` in the order
    /// given, in layout units: a set with no `room` (per track) takes nothing; the others take
    /// the remaining units times their track count over the tracks still taking (rounded down;
    /// the last all that is left), at most their room. Returns the space left over (px).
    mutating func shareInLayoutUnits(_ space: Double, _ axis: Axis, _ spanned: [Int], _ sets: [[Int]],
                                             room: (SizingTrack) -> Double) -> Double {
        var growable = 0
        for set in sets where room(tracks[axis][spanned[set[0]]]) > 0 { growable += set.count }
        var units = (space * 64 + 1e-6).rounded(.down)
        for set in sets where growable > 0 {
            var r = Double.infinity
            for m in set { r = Swift.min(r, room(tracks[axis][spanned[m]])) }
            guard r > 0 else { continue }
            var share = growable == set.count ? units : (units * Double(set.count) / Double(growable)).rounded(.down)
            if r * 64 * Double(set.count) < share { share = r * 64 * Double(set.count) }
            for m in set { tracks[axis][spanned[m]].itemIncurredIncrease += share / 64 / Double(set.count) }
            units -= share; growable -= set.count
        }
        return Swift.max(0, units) / 64
    }
}
