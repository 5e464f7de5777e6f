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
    /// Where the row is among its list's rows, and where the list keeps their frames (a
    /// dragged row counts the rows it passed by their frames: rows may differ in height).
    var place: RowFrameRegistry.Place?

    init?(source: Any, index: Int, id: AnyHashable, section: Int = 0, frames: RowFrameRegistry? = nil) {
        rowID = id
        place = frames.map { RowFrameRegistry.Place(registry: $0, key: .init(section: section, index: index)) }
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
/// gets the vertical offset at each move (the row follows the pointer), `dropped` the offset
/// and the row's height at the release. It takes the press at once, so the scroll view does
/// not scroll and the row is not selected.
final class RowReorderRecognizer: PointerRecognizer {
    private let zone: Double
    private let dragged: (Double) -> Void
    private let dropped: (Double, Double) -> Void
    private var start: Point?
    init(zone: Double, dragged: @escaping (Double) -> Void, dropped: @escaping (Double, Double) -> Void) {
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
            let offset = event.location.y - start.y
            if offset.isFinite, offset != 0 { dropped(offset, frame.height) }
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
    var place: RowFrameRegistry.Place?
    @State private var dragOffset = 0.0

    func body(content: Content) -> some View {
        if let move {
            let place = self.place
            content
                .offset(y: dragOffset)
                // Outside the offset: the row's place in the list, not where it is dragged.
                .background { if let place { RowFrameReporter(place: place) } }
                .zIndex(dragOffset == 0 ? 0 : 1)
                .onPointerInteraction {
                    RowReorderRecognizer(zone: handleZone, dragged: { dragOffset = $0 }, dropped: { offset, height in
                        let rows = place?.rowsPassed(offset: offset) ?? (height > 0 ? Int((offset / height).rounded()) : 0)
                        if rows != 0 { move(rows) }
                    })
                }
        } else {
            content
        }
    }
}
