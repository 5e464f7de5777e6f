@_spi(Presentation) import Tessera

/// A menu opened by a right click on the view, like SwiftUI's `contextMenu(menuItems:)`: the
/// same rows as a ``Menu`` (a row runs its action and closes the menu), in a pop-up under the
/// view; a click outside or Escape closes it. Event files send right clicks with
/// `"button": "right"` (Contracts.md).
struct ContextMenuHost<Content: View, MenuItems: View>: View {
    let content: Content
    let items: MenuItems
    @State private var isOpen = false

    var body: some View {
        let open = $isOpen
        content
            .gesture(SecondaryClickGesture { open.wrappedValue = true })
            .popover(isPresented: $isOpen) {
                MenuList(views: _ViewList.flatten(items), close: { open.wrappedValue = false })
            }
    }
}

extension View {
    /// Opens a menu of `menuItems` when the view is right-clicked (see ``Menu`` for the rows).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        ContextMenuHost(content: self, items: menuItems())
    }
}

/// A press and release of the secondary (right) button near one point.
struct SecondaryClickGesture: Gesture {
    typealias Value = Void
    let action: () -> Void
    func makeRecognizer() -> any PointerRecognizer { SecondaryClickRecognizer(action: action) }
}

/// Recognizes a secondary-button click released within 10 points of its press.
final class SecondaryClickRecognizer: PointerRecognizer {
    let action: () -> Void
    private var start: Point?
    init(action: @escaping () -> Void) { self.action = action }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        switch event.phase {
        case .down:
            guard event.button == .secondary else { return .failed }
            start = event.location
            return .possible
        case .moved:
            guard let start, distance(start, event.location) <= 10 else { return .failed }
            return .possible
        case .up:
            guard let start, distance(start, event.location) <= 10 else { return .failed }
            action()
            return .recognized
        }
    }

    private func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}
