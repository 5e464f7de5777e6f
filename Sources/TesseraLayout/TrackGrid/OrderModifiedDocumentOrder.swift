/// `gridOrder(_:)`: the item's CSS `order` (CSS Grid 2 §4.4): a grid auto-places its items in
/// ascending `order`, items of equal `order` in source order. Default 0. A Tessera extension of
/// exyte/Grid's API, which has no `order`.
public struct GridOrderKey: LayoutValueKey {
    public static let defaultValue = 0

    /// The 32-bit range CSS engines keep `order` in (Chromium stores an `int`): larger values
    /// clamp to its ends, so `order: 2147483648` behaves as `2147483647`.
    public static let range = Int(Int32.min)...Int(Int32.max)
}

/// The order-modified document order of `items` (CSS Flexbox 1 §5.4, used by CSS Grid 2 §4.4
/// and §8.5): their indices sorted by ascending ``TrackGridItemStyle/order``, ties in source
/// order. Nil when that is already the source order (every `order` equal or ascending), so the
/// common case costs one pass and no allocation.
func orderModifiedDocumentOrder(_ items: [TrackGridItemStyle]) -> [Int]? {
    var sorted = true
    items.withUnsafeBufferPointer { styles in
        var i = 1
        while i < styles.count {
            if styles[i].order < styles[i - 1].order { sorted = false; break }
            i += 1
        }
    }
    if sorted { return nil }
    // Sorting by (order, index) is a stable sort by order.
    return items.indices.sorted { a, b in
        items[a].order != items[b].order ? items[a].order < items[b].order : a < b
    }
}

extension GridPlacementResult {
    /// The result of placing items visited in `visit` order (item `k` here is source item
    /// `visit[k]`), indexed by source item again.
    func inSourceOrder(_ visit: [Int]) -> GridPlacementResult {
        var out = self
        for (k, source) in visit.enumerated() {
            out.columns[source] = columns[k]
            out.rows[source] = rows[k]
            out.placed[source] = placed[k]
        }
        return out
    }
}
