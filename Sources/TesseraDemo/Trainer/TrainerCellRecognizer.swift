import Tessera

/// A cell's pointer handling: a primary click (released within 10 points of the press) selects,
/// extending the selection when Shift or Ctrl was held at the press; a secondary (right) press
/// opens the cell's context menu.
final class TrainerCellRecognizer: PointerRecognizer {
    private let onClick: (_ extend: Bool) -> Void
    private let onMenu: () -> Void
    private var start: Point?
    private var extend = false

    init(onClick: @escaping (_ extend: Bool) -> Void, onMenu: @escaping () -> Void) { self.onClick = onClick; self.onMenu = onMenu }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        switch event.phase {
        case .down:
            if event.button == .secondary { onMenu(); return .recognized }
            guard event.button == .primary else { return .failed }
            start = event.location
            extend = event.shift || event.control
            return .possible
        case .moved:
            guard let start else { return .failed }
            return (event.location - start).length > 10 ? .failed : .possible
        case .up:
            guard let start, (event.location - start).length <= 10 else { return .failed }
            onClick(extend)
            return .recognized
        }
    }
}
