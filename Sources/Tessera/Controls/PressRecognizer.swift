import TesseraGeometry

/// The pointer side of a button-like control: pressed while the primary button is held over
/// it, fires on a release inside it. It stays `.possible` until the release, so an outer
/// recognizer (a scroll view's drag) can still take the interaction, which cancels the press.
final class PressRecognizer: PointerRecognizer {
    private let setPressed: (Bool) -> Void
    private let action: () -> Void
    private var pressed = false

    init(setPressed: @escaping (Bool) -> Void, action: @escaping () -> Void) {
        self.setPressed = setPressed; self.action = action
    }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        let inside = frame.contains(event.location)
        switch event.phase {
        case .down:
            guard event.button == .primary else { return .failed }
            update(true)
            return .possible
        case .moved:
            update(inside)
            return .possible
        case .up:
            update(false)
            guard inside else { return .failed }
            action()
            return .recognized
        }
    }

    func cancel() { update(false) }

    private func update(_ p: Bool) {
        guard p != pressed else { return }
        pressed = p
        setPressed(p)
    }
}
