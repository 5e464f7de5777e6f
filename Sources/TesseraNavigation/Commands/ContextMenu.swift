@_spi(Presentation) import Tessera

/// A menu opened by a right click on the view, like SwiftUI's `contextMenu(menuItems:)`: the
/// same rows as a ``Menu`` (a row runs its action and closes the menu), in a pop-up under the
/// view; a click outside or Escape closes it. From the keyboard, the Menu key (SDL's
/// "Application" or "Menu") or Shift+F10 opens the menu of the view holding the focus. Event
/// files send right clicks with `"button": "right"` (Contracts.md).
struct ContextMenuHost<Content: View, MenuItems: View>: View {
    let content: Content
    let items: MenuItems
    @State private var isOpen = false
    @FocusState private var focusWithin: Bool

    var body: some View {
        let open = $isOpen, focused = focusWithin
        content
            .focused($focusWithin)
            .onKeyPress { press in
                guard focused, !open.wrappedValue, Self.opensMenu(press) else { return .ignored }
                open.wrappedValue = true
                return .handled
            }
            .gesture(SecondaryClickGesture { open.wrappedValue = true })
            .popover(isPresented: $isOpen) {
                MenuList(views: _ViewList.flatten(items), close: { open.wrappedValue = false })
            }
    }
}

extension ContextMenuHost {
    /// The keys that open a context menu: the Menu key, or Shift+F10 (no other modifier).
    static func opensMenu(_ press: KeyPress) -> Bool {
        guard !press.control, !press.alt, !press.command else { return false }
        if press.matches("Application") || press.matches("Menu") { return !press.shift }
        return press.shift && press.matches("F10")
    }
}

extension View {
    /// Opens a menu of `menuItems` when the view is right-clicked, or with the Menu key or
    /// Shift+F10 while focus is in it (see ``Menu`` for the rows).
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
