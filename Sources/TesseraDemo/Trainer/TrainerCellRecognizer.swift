import Tessera

/// A cell's pointer handling: a primary click (released within 10 points of the press) selects,
/// a secondary (right) press opens the cell's context menu.
final class TrainerCellRecognizer: PointerRecognizer {
    private let onClick: () -> Void
    private let onMenu: () -> Void
    private var start: Point?

    init(onClick: @escaping () -> Void, onMenu: @escaping () -> Void) { self.onClick = onClick; self.onMenu = onMenu }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        switch event.phase {
        case .down:
            if event.button == .secondary { onMenu(); return .recognized }
            guard event.button == .primary else { return .failed }
            start = event.location
            return .possible
        case .moved:
            guard let start else { return .failed }
            return (event.location - start).length > 10 ? .failed : .possible
        case .up:
            guard let start, (event.location - start).length <= 10 else { return .failed }
            onClick()
            return .recognized
        }
    }
}
