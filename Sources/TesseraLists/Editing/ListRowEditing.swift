import Foundation
@_spi(Lists) import Tessera

/// What a list row offers in edit mode, from its `ForEach`'s edit actions: `delete` removes
/// the row (its `onDelete(perform:)` with the row's offset), `move` moves it by a number of
/// rows within its `ForEach` (its `onMove(perform:)`, with SwiftUI's destination: the offset
/// the row goes before). Nil when the row's `ForEach` has neither action.
struct ListRowEditing {
    var delete: (() -> Void)?
    var move: ((Int) -> Void)?
    /// The row's id, for the controls' ids (`list-delete-<id>`, `list-reorder-<id>`).
    var rowID: AnyHashable

    init?(source: Any, index: Int, id: AnyHashable) {
        rowID = id
        guard let each = source as? any _EditableForEach else { return nil }
        let actions = each._editActions
        guard actions.onDelete != nil || actions.onMove != nil else { return nil }
        delete = actions.onDelete.map { onDelete in { onDelete(IndexSet(integer: index)) } }
        move = actions.onMove.map { onMove in
            { step in
                // Counted on the release only (walks the data once).
                let count = each._elementIDs.count
                let target = max(0, min(count - 1, index + step))
                guard target != index, index < count else { return }
                onMove(IndexSet(integer: index), target > index ? target + 1 : target)
            }
        }
    }
}

/// The width of the reorder handle at a row's trailing edge.
let reorderHandleWidth = 24.0

/// A press on the reorder handle (the row's trailing `zone` points) drags the row: `dragged`
/// gets the vertical offset at each move (the row follows the pointer), `dropped` the number
/// of rows moved at the release (the offset divided by the row's height, rounded: rows of one
/// height, as reorderable lists have). It takes the press at once, so the scroll view does
/// not scroll and the row is not selected.
final class RowReorderRecognizer: PointerRecognizer {
    private let zone: Double
    private let dragged: (Double) -> Void
    private let dropped: (Int) -> Void
    private var start: Point?
    init(zone: Double, dragged: @escaping (Double) -> Void, dropped: @escaping (Int) -> Void) {
        self.zone = zone; self.dragged = dragged; self.dropped = dropped
    }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        switch event.phase {
        case .down:
            guard event.button == .primary, event.location.x >= frame.maxX - zone else { return .failed }
            start = event.location
            return .recognized
        case .moved:
            guard let start else { return .failed }
            dragged(event.location.y - start.y)
            return .recognized
        case .up:
            guard let start else { return .failed }
            self.start = nil
            dragged(0)
            let rows = frame.height > 0 ? Int(((event.location.y - start.y) / frame.height).rounded()) : 0
            if rows != 0 { dropped(rows) }
            return .recognized
        }
    }

    func cancel() {
        if start != nil { dragged(0) }
        start = nil
    }
}

/// A row's edit-mode controls around its content: the red delete button before it, the
/// reorder handle after it (ids `list-delete-<row id>` and `list-reorder-<row id>`).
struct ListRowEditControls: ViewModifier {
    let editing: ListRowEditing

    func body(content: Content) -> some View {
        HStack(spacing: 8) {
            if let delete = editing.delete {
                Button(action: delete) {
                    Image(systemName: "minus.circle.fill").foregroundStyle(Color.red)
                }
                .buttonStyle(.plain)
                .accessibilityAttributes { $0.label = "Delete" }
                .id("list-delete-\(editing.rowID.base)")
            }
            content
            if editing.move != nil {
                Image(systemName: "line.3.horizontal").foregroundStyle(.secondary)
                    .frame(width: reorderHandleWidth)
                    .accessibilityAttributes { $0.label = "Reorder" }
                    .id("list-reorder-\(editing.rowID.base)")
            }
        }
    }
}

/// Drag-to-reorder on a whole row: the row follows the pointer while its handle is dragged,
/// then moves by the rows it passed (`move`). Nothing when `move` is nil.
struct RowReorder: ViewModifier {
    let move: ((Int) -> Void)?
    let handleZone: Double
    @State private var dragOffset = 0.0

    func body(content: Content) -> some View {
        if let move {
            content
                .offset(y: dragOffset)
                .zIndex(dragOffset == 0 ? 0 : 1)
                .onPointerInteraction {
                    RowReorderRecognizer(zone: handleZone, dragged: { dragOffset = $0 }, dropped: move)
                }
        } else {
            content
        }
    }
}
