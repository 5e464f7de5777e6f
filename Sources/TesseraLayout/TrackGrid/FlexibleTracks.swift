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
        // Each set of like flexible tracks (TrackSets.swift) takes `fraction × flex` in single
        // precision plus the fraction of a layout unit the sets before it lost, truncated to
        // layout units (with FLT_EPSILON, so a share a float's last bits below a unit reaches
        // it), when that is at least its base size; its tracks share it equally (CSS Grid 2
        // §11.7; Chrome's 1/64 px layout units and float fr sizes).
        let fr = Float(fraction * 64)
        var carry: Float = 0
        forEachSet(axis, 0..<tracks[axis].count) { solver, set in
            guard solver.tracks[axis][set[0]].isFlexible else { return }
            var f: Float = 0, base = 0.0
            for m in set { f += Float(solver.tracks[axis][m].flexFactor); base += solver.tracks[axis][m].baseSize }
            let share = fr * f + carry
            guard share.isFinite, share < 1e15 else { return }
            let units = Double((share + Float.ulpOfOne).rounded(.towardZero))
            if units >= base * 64 - 1e-6 {
                for m in set { solver.tracks[axis][m].baseSize = units / 64 / Double(set.count) }
                carry = Swift.max(share - Float(units), 0)
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
        // In layout units and single precision, over the sets of like tracks (Chrome): the
        // flexible sets in decreasing base size per flex factor become inflexible while
        // `flex × leftover < base × max(1, flex sum)`.
        var leftover = (spaceToFill * 64 + 1e-6).rounded(.down)
        if range.count == 1 {
            // One track (most items): no gutter, no set to sort.
            let t = tracks[axis][range.lowerBound]
            let f = Float(t.flexFactor)
            guard t.isFlexible, f != 0, leftover > 0 else { return 0 }
            let left = Float(leftover), sum = Swift.max(f, 1)
            return f * left < Float(t.baseSize * 64) * sum ? 0 : Double(left / sum) / 64
        }
        var nonCollapsed = 0
        for k in range where !tracks[axis][k].isCollapsed { nonCollapsed += 1 }
        leftover -= Double(Swift.max(0, nonCollapsed - 1)) * gaps[axis] * 64
        var flexSets: [(base: Double, flex: Float)] = []
        var flexSum: Float = 0
        forEachSet(axis, range) { solver, set in
            var f: Float = 0, base = 0.0
            for m in set { f += Float(solver.tracks[axis][m].flexFactor); base += solver.tracks[axis][m].baseSize }
            if solver.tracks[axis][set[0]].isFlexible && f != 0 { flexSets.append((base * 64, f)); flexSum += f } else { leftover -= base * 64 }
        }
        // Only `0fr` tracks left (or none): no fr size makes them grow, so the span
        // asks nothing of the fraction (Chrome).
        guard leftover >= 0, !flexSets.isEmpty else { return 0 }
        flexSets.sort { Float($0.base) * $1.flex > Float($1.base) * $0.flex }
        var left = Float(leftover)
        var current = 0
        while left > 0 && current < flexSets.count {
            flexSum = Swift.max(flexSum, 1)
            var next = current
            while next < flexSets.count && flexSets[next].flex * left < Float(flexSets[next].base) * flexSum { next += 1 }
            if next == current { return Double(left / flexSum) / 64 }
            for m in current..<next { flexSum -= flexSets[m].flex; left -= Float(flexSets[m].base) }
            current = next
        }
        return 0
    }
}
