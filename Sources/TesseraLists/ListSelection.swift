import Tessera

/// How a click or key changes a list's selection (macOS rules).
enum ListSelectMode: Sendable {
    /// Select only this row (a plain click, an arrow key).
    case only
    /// Add or remove this row (Ctrl- or Cmd-click).
    case toggle
    /// Select from the anchor row to this one (Shift-click, Shift+arrow).
    case extend
}

/// A list's selection with its element type erased: what rows ask (is this id selected?) and
/// do (select it). Ids are the `ForEach` element ids (or a row's `tag`), compared as
/// `AnyHashable`; an id of another type than the selection's is never selected and selecting
/// it does nothing (SwiftUI ignores such rows too).
struct ListSelection {
    let allowsMultiple: Bool
    /// Reads the binding now (not when the list's body ran), so keys and clicks see the
    /// selection as it is.
    let read: () -> Set<AnyHashable>
    let set: (Set<AnyHashable>) -> Void

    init(allowsMultiple: Bool, read: @escaping () -> Set<AnyHashable>, set: @escaping (Set<AnyHashable>) -> Void) {
        self.allowsMultiple = allowsMultiple; self.read = read; self.set = set
    }

    /// The selected ids.
    var selected: Set<AnyHashable> { read() }

    /// A single selection bound to `binding`.
    init<V: Hashable>(single binding: Binding<V?>) {
        self.init(allowsMultiple: false, read: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
                  set: { ids in binding.wrappedValue = ids.first.flatMap { $0.base as? V } })
    }

    /// A multiple selection bound to `binding`.
    init<V: Hashable>(multiple binding: Binding<Set<V>>) {
        self.init(allowsMultiple: true, read: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
                  set: { ids in binding.wrappedValue = Set(ids.compactMap { $0.base as? V }) })
    }

    /// The selection after a click on `id` with `mode`, given the rows' order (for Shift).
    func applying(_ mode: ListSelectMode, to id: AnyHashable, anchor: AnyHashable?, order: [AnyHashable]) -> Set<AnyHashable> {
        guard allowsMultiple else { return [id] }
        switch mode {
        case .only:
            return [id]
        case .toggle:
            var s = selected
            if s.contains(id) { s.remove(id) } else { s.insert(id) }
            return s
        case .extend:
            guard let anchor, let a = order.firstIndex(of: anchor), let b = order.firstIndex(of: id) else { return [id] }
            return Set(order[min(a, b)...max(a, b)])
        }
    }
}
