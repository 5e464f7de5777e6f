import TesseraGeometry
import TesseraLayout

/// A node's remembered measurements (`CaseNode.cache`): question (``CaseNode/MeasureKey``) to
/// border-box size.
///
/// A grid item is asked only a handful of questions in one layout (its min- and max-content
/// widths, its height at a few widths), so the first ``linearLimit`` answers are kept in a
/// short array searched in order: comparing a few keys costs less than hashing one, and an
/// empty cache allocates nothing (Performance article, nested grids). Past that the answers
/// move to a dictionary. Either way a key finds exactly the answer stored for an equal key.
struct MeasureCache {
    /// How many answers are searched linearly before a dictionary takes over.
    static let linearLimit = 8

    private var keys: [CaseNode.MeasureKey] = []
    private var sizes: [Size] = []
    private var spilled: [CaseNode.MeasureKey: Size]?

    /// The answer stored for `key`; setting stores (or replaces) it.
    subscript(key: CaseNode.MeasureKey) -> Size? {
        get {
            if let spilled { return spilled[key] }
            for i in keys.indices where keys[i] == key { return sizes[i] }
            return nil
        }
        set {
            guard let newValue else { remove(key); return }
            if spilled != nil { spilled![key] = newValue; return }
            if let i = keys.firstIndex(of: key) { sizes[i] = newValue; return }
            guard keys.count < Self.linearLimit else {
                var table = [CaseNode.MeasureKey: Size](minimumCapacity: 2 * Self.linearLimit)
                for i in keys.indices { table[keys[i]] = sizes[i] }
                table[key] = newValue
                spilled = table; keys = []; sizes = []
                return
            }
            if keys.isEmpty { keys.reserveCapacity(4); sizes.reserveCapacity(4) }
            keys.append(key); sizes.append(newValue)
        }
    }

    /// The number of answers stored.
    var count: Int { spilled?.count ?? keys.count }

    private mutating func remove(_ key: CaseNode.MeasureKey) {
        if spilled != nil { spilled![key] = nil; return }
        if let i = keys.firstIndex(of: key) { keys.remove(at: i); sizes.remove(at: i) }
    }
}

extension MeasureCache: ExpressibleByDictionaryLiteral {
    /// `[:]`, the empty cache (and any answers listed).
    init(dictionaryLiteral elements: (CaseNode.MeasureKey, Size)...) {
        for (k, v) in elements { self[k] = v }
    }
}
