import Foundation
@_spi(Presentation) @_spi(Lists) import Tessera

/// The rows of a list's content as the keyboard sees them: every `ForEach` (inside sections,
/// groups and conditionals too) with its element ids and edit actions, and static rows that
/// carry a `tag(_:)`. Walks the data, so it runs on a key press, never per frame.
struct ListRows {
    struct Part {
        var ids: [AnyHashable]
        var actions: _ForEachEditActions
    }
    var parts: [Part] = []

    init(_ content: any View) {
        visit(content)
    }

    /// Every row id in order.
    var order: [AnyHashable] { parts.flatMap(\.ids) }

    private mutating func visit(_ view: any View) {
        for v in _ViewList.flatten(view) {
            if let section = _ViewList.sectionContent(of: v) {
                visit(section)
            } else if let f = _ViewList.unmodified(v) as? any _EditableForEach {
                parts.append(Part(ids: f._elementIDs, actions: f._editActions))
            } else if let tag = _ViewList.tag(of: v) {
                parts.append(Part(ids: [tag], actions: _ForEachEditActions()))
            }
        }
    }

    /// Calls the `onDelete` actions of the parts holding `ids` with their offsets; returns
    /// whether any row could be deleted.
    func delete(_ ids: Set<AnyHashable>) -> Bool {
        var deleted = false
        for part in parts {
            guard let onDelete = part.actions.onDelete else { continue }
            let offsets = IndexSet(part.ids.indices.filter { ids.contains(part.ids[$0]) })
            if !offsets.isEmpty { onDelete(offsets); deleted = true }
        }
        return deleted
    }

    /// Moves the row `id` one place up (`by: -1`) or down (`by: 1`) through its part's
    /// `onMove` action; returns whether it moved.
    func move(_ id: AnyHashable, by step: Int) -> Bool {
        for part in parts {
            guard let onMove = part.actions.onMove, let i = part.ids.firstIndex(of: id) else { continue }
            let target = i + step
            guard target >= 0, target < part.ids.count else { return false }
            // SwiftUI's destination is an offset before which the rows go.
            onMove(IndexSet(integer: i), step > 0 ? target + 1 : target)
            return true
        }
        return false
    }
}

extension ForEach {
    /// Lets the list delete rows of this `ForEach`: `action` gets the offsets of the rows to
    /// delete (SwiftUI's `onDelete(perform:)`). In a list: Delete or Backspace deletes the
    /// selected rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var actions = _editActions
        actions.onDelete = action
        return _withEditActions(actions)
    }

    /// Lets the list move rows of this `ForEach`: `action` gets the offsets moved and the offset
    /// they go before (SwiftUI's `onMove(perform:)`). In a list: Alt+Up / Alt+Down move the
    /// selected row.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var actions = _editActions
        actions.onMove = action
        return _withEditActions(actions)
    }
}
