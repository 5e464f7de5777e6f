/// A least-recently-used store of objects bounded by a budget of bytes: each value is inserted
/// with the bytes it costs, a hit (`get`) or an insertion makes it the most recently used, and
/// when the total passes the budget the least recently used values are dropped until three
/// quarters of the budget remain (so a full cache does not evict on every insertion).
/// `onEvict` runs for each dropped value (to free what it owns, such as an SDL texture).
///
/// The shared mechanism of the canvas's text caches (``TextTextureCache``,
/// ``LineCoverageCache``): keys and byte counts are theirs, recency and eviction are here.
struct ByteBudgetCache<Key: Hashable, Value: AnyObject> {
    private var entries: [Key: (value: Value, bytes: Int, lastUsed: Int)] = [:]
    private(set) var totalBytes = 0
    private(set) var budget: Int
    private var tick = 0
    private let onEvict: (Value) -> Void

    init(budget: Int, onEvict: @escaping (Value) -> Void = { _ in }) {
        self.budget = budget; self.onEvict = onEvict
    }

    var count: Int { entries.count }
    var values: [Value] { entries.values.map(\.value) }

    mutating func get(_ key: Key) -> Value? {
        guard let i = entries.index(forKey: key) else { return nil }
        tick += 1
        entries.values[i].lastUsed = tick
        return entries.values[i].value
    }

    mutating func insert(_ key: Key, _ value: Value, bytes: Int) {
        tick += 1
        if let old = entries.updateValue((value, bytes, tick), forKey: key) { totalBytes -= old.bytes }
        totalBytes += bytes
        if totalBytes > budget { evict(to: budget * 3 / 4) }
    }

    /// Changes the budget, evicting down to it when it shrank below what is held.
    mutating func setBudget(_ newBudget: Int) {
        guard newBudget != budget else { return }
        budget = newBudget
        if totalBytes > budget { evict(to: budget * 3 / 4) }
    }

    /// Drops the least recently used values until at most `target` bytes remain.
    private mutating func evict(to target: Int) {
        for (key, e) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard totalBytes > target else { break }
            onEvict(e.value)
            entries[key] = nil
            totalBytes -= e.bytes
        }
    }

    /// Drops everything (`onEvict` runs for each value).
    mutating func removeAll() {
        for e in entries.values { onEvict(e.value) }
        entries.removeAll(); totalBytes = 0
    }
}
