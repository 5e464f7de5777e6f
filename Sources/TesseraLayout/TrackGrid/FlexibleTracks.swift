import TesseraGeometry

extension TrackGridSolver {
    /// §11.7 Expand Flexible Tracks: find the used flex fraction and grow every flexible track
    /// to `fraction × flex factor` when that exceeds its base size.
    mutating func expandFlexibleTracks(_ axis: Axis, available: AvailableSpace, minInner: Double?, maxInner: Double?) {
        guard tracks[axis].contains(where: { $0.isFlexible }) else { return }
        let all = 0..<tracks[axis].count
        var fraction: Double
        switch available {
        case .minContent:
            return
        case .definite(let space):
            // Free space zero or negative: the fraction is found anyway and cannot shrink tracks.
            fraction = findSizeOfFr(axis, all, spaceToFill: space)
        case .maxContent:
            fraction = 0
            for t in tracks[axis] where t.isFlexible {
                fraction = Swift.max(fraction, t.flexFactor > 1 ? t.baseSize / t.flexFactor : t.baseSize)
            }
            for i in items.indices where items[i].crossesFlexible[axis] {
                let r = items[i].area[axis]
                fraction = Swift.max(fraction, findSizeOfFr(axis, r.range, spaceToFill: maxContentContribution(i, axis)))
            }
            // Respect the container's min and max sizes by treating them as definite space.
            let total = sizeWithFraction(axis, fraction)
            if let mn = minInner, total < mn {
                fraction = findSizeOfFr(axis, all, spaceToFill: mn)
            } else if let mx = maxInner, total > mx {
                fraction = findSizeOfFr(axis, all, spaceToFill: mx)
            }
        }
        guard fraction.isFinite else { return }
        // Each share is truncated to layout units and the truncation carried to the next
        // flexible track, as Chrome does, so the shares add up to the space they fill.
        var carry = 0.0
        for k in tracks[axis].indices where tracks[axis][k].isFlexible {
            let v = fraction * tracks[axis][k].flexFactor
            if v > tracks[axis][k].baseSize {
                let exact = v + carry
                // Truncated with a guard of 1e-9 unit, far below `layoutUnit`'s 1e-6: a share
                // plus carry that should land on a unit but falls a double's last bits below it
                // (158.5px / 1.3fr: 2340.9999999999995 units for 0.3fr) reaches it as in
                // Chrome, while sums a real rounding error below a unit stay below it
                // (CSS Grid 2 §11.7 "Expand Flexible Tracks"; Chrome's 1/64 px layout units).
                let unit = exact.isFinite && abs(exact) < 1e15 ? (exact * 64 + 1e-9).rounded(.towardZero) / 64 : exact
                carry = exact - unit
                tracks[axis][k].baseSize = Swift.max(tracks[axis][k].baseSize, unit)
            }
        }
    }

    /// The grid's size if flexible tracks took `fraction` per fr.
    private mutating func sizeWithFraction(_ axis: Axis, _ fraction: Double) -> Double {
        var s = 0.0
        for t in tracks[axis] { s += t.isFlexible ? Swift.max(t.baseSize, fraction * t.flexFactor) : t.baseSize }
        return s + Double(gutterCount(axis)) * gaps[axis]
    }

    /// §11.7.1 Find the Size of an fr, over the tracks `range` and a space to fill. Flexible
    /// tracks whose base size exceeds their share are treated as inflexible and the step
    /// restarts; a flex factor sum below 1 counts as 1.
    mutating func findSizeOfFr(_ axis: Axis, _ range: Range<Int>, spaceToFill: Double) -> Double {
        var inflexible = [Bool](repeating: false, count: range.count)
        var nonCollapsed = 0
        for k in range where !tracks[axis][k].isCollapsed { nonCollapsed += 1 }
        let gutters = Double(Swift.max(0, nonCollapsed - 1)) * gaps[axis]
        while true {
            var leftover = spaceToFill - gutters
            var flexSum = 0.0
            for (j, k) in range.enumerated() {
                let t = tracks[axis][k]
                if t.isFlexible && !inflexible[j] { flexSum += t.flexFactor } else { leftover -= t.baseSize }
            }
            // Only `0fr` tracks left (or none): no fr size makes them grow, so the span
            // asks nothing of the fraction (Chrome).
            guard flexSum > 0 else { return 0 }
            let hypothetical = leftover / Swift.max(1, flexSum)
            var restart = false
            for (j, k) in range.enumerated() where !inflexible[j] {
                let t = tracks[axis][k]
                if t.isFlexible && hypothetical * t.flexFactor < t.baseSize {
                    inflexible[j] = true; restart = true
                }
            }
            if !restart { return hypothetical }
        }
    }
}
