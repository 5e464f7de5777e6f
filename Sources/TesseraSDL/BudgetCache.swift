/// The backend's one cache policy: a least-recently-used store bounded by a budget of cost
/// units. Pixel stores count bytes, small stores count entries (cost 1 each). A hit (`get`) or
/// an insertion makes a value the most recently used; when the total passes the budget the least
/// recently used values are dropped until three quarters of the budget remain (so a full cache
/// does not evict on every insertion). Stores that keep only what recent frames drew also call
/// ``removeUnused(before:)`` with the first frame still wanted: entries carry the frame
/// (``frame``) of their last use. `onEvict` runs for each dropped value (to free what it owns,
/// such as an SDL texture).
///
/// Used by the canvas's caches of decoded images, text textures and bitmaps, composed lines,
/// stroke outlines, device text metrics and glyph colour tables; keys and costs are theirs,
/// recency, budgets and eviction are here, so no store of the backend grows without bound. The
/// sprite textures and layer results of damage tracking (`textures`, `layerResults`) are the
/// exception in form, not in bound: damage tracking stamps their frames on the texture objects
/// themselves, and ``Canvas/evict()`` drops them after ``Canvas/idleTextureFrames`` idle frames
/// or beyond ``Canvas/idleTextureBytes`` of idle ones.
struct BudgetCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUsed: Int
        var lastFrame: Int
    }

    private var entries: [Key: Entry] = [:]
    /// What the held values cost together.
    private(set) var totalCost = 0
    private(set) var budget: Int
    private var tick = 0
    /// The frame a use is recorded in (set by the owner before it draws).
    var frame = 0
    private let onEvict: (Value) -> Void

    init(budget: Int, onEvict: @escaping (Value) -> Void = { _ in }) {
        self.budget = max(1, budget); self.onEvict = onEvict
    }

    var count: Int { entries.count }
    var values: [Value] { entries.values.map(\.value) }

    /// The value for `key`, made the most recently used.
    mutating func get(_ key: Key) -> Value? {
        guard let i = entries.index(forKey: key) else { return nil }
        tick += 1
        entries.values[i].lastUsed = tick
        entries.values[i].lastFrame = frame
        return entries.values[i].value
    }

    /// Keeps `value` for `key` at `cost` units, replacing what the key held.
    mutating func insert(_ key: Key, _ value: Value, cost: Int) {
        tick += 1
        let cost = max(0, cost)
        if let old = entries.updateValue(Entry(value: value, cost: cost, lastUsed: tick, lastFrame: frame), forKey: key) {
            totalCost -= old.cost
        }
        totalCost += cost
        if totalCost > budget { evict(to: budget * 3 / 4) }
    }

    /// Changes the budget, evicting down to it when it shrank below what is held.
    mutating func setBudget(_ newBudget: Int) {
        let newBudget = max(1, newBudget)
        guard newBudget != budget else { return }
        budget = newBudget
        if totalCost > budget { evict(to: budget * 3 / 4) }
    }

    /// Drops the values last used before frame `first`.
    mutating func removeUnused(before first: Int) {
        for (key, e) in entries where e.lastFrame < first {
            onEvict(e.value)
            entries[key] = nil
            totalCost -= e.cost
        }
    }

    /// Drops the least recently used values until at most `target` units remain.
    private mutating func evict(to target: Int) {
        for (key, e) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard totalCost > target else { break }
            onEvict(e.value)
            entries[key] = nil
            totalCost -= e.cost
        }
    }

    /// Drops everything (`onEvict` runs for each value).
    mutating func removeAll() {
        for e in entries.values { onEvict(e.value) }
        entries.removeAll(); totalCost = 0
    }
}
