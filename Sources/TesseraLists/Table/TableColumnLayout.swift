/// How a table shares its width among its columns (macOS's initial column sizing): fixed
/// columns and columns with an ideal width take it; the others share what is left equally,
/// each kept within its min and max; space still left goes to the last column that can grow (then the one before);
/// when the columns do not fit they shrink from the last towards their minimums (the table then
/// clips what still does not fit).
enum TableColumnLayout {
    static func widths(_ columns: [TableColumnWidth], available: Double) -> [Double] {
        let total = available.isFinite ? max(0, available) : 0
        var widths = columns.map { $0.ideal ?? 0 }
        var open = Array(columns.indices.filter { columns[$0].ideal == nil })
        var remaining = total - widths.reduce(0, +)
        // Water-filling: share equally; a column that hits its min or max is settled there.
        while !open.isEmpty {
            let share = remaining / Double(open.count)
            let clamped = open.filter { share < columns[$0].min || share > columns[$0].max }
            if clamped.isEmpty {
                for i in open { widths[i] = share }
                remaining = 0
                break
            }
            for i in clamped {
                widths[i] = min(columns[i].max, max(columns[i].min, share))
                remaining -= widths[i]
            }
            open.removeAll { clamped.contains($0) }
        }
        if remaining > 0 {
            for i in columns.indices.reversed() where remaining > 0 {
                let take = min(remaining, columns[i].max - widths[i])
                if take > 0 { widths[i] += take; remaining -= take }
            }
        } else if remaining < 0 {
            var excess = -remaining
            for i in columns.indices.reversed() where excess > 0 {
                let give = min(excess, widths[i] - columns[i].min)
                if give > 0 { widths[i] -= give; excess -= give }
            }
        }
        return widths
    }
}

extension TableColumnLayout {
    /// Where a column dragged by `offset` points from position `from` lands: the position whose
    /// span holds the dragged column's middle (clamped to the first and last positions).
    static func dropPosition(widths: [Double], from: Int, offset: Double) -> Int {
        guard widths.indices.contains(from), offset.isFinite else { return from }
        let start = widths[..<from].reduce(0, +)
        let middle = start + widths[from] / 2 + offset
        var edge = 0.0
        for (i, w) in widths.enumerated() {
            edge += w
            if middle < edge { return i }
        }
        return widths.count - 1
    }

    /// The display order of `count` columns: `order` when it is a permutation of them (the
    /// user's reordering), else the declared order (the columns changed since).
    static func order(_ order: [Int]?, count: Int) -> [Int] {
        guard let order, order.count == count, Set(order) == Set(0..<count) else { return Array(0..<count) }
        return order
    }

    /// `width` with a user-resized width (clamped to the column's limits) fixed in its place.
    static func resized(_ width: TableColumnWidth, to user: Double?) -> TableColumnWidth {
        guard let user, user.isFinite else { return width }
        return TableColumnWidth(fixed: min(width.max, max(width.min, user)))
    }
}
