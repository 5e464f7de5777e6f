@_spi(Presentation) import Tessera

/// A menu opened by a right click on the view, like SwiftUI's `contextMenu(menuItems:)`: the
/// same rows as a ``Menu`` (a row runs its action and closes the menu), in a pop-up whose
/// top-leading corner is at the pointer (opening leftwards or upwards where the window has no
/// room, as desktop context menus do); a click outside or Escape closes it. From the keyboard,
/// the Menu key (SDL's "Application" or "Menu") or Shift+F10 opens the menu of the view holding
/// the focus, under the view. Event files send right clicks with `"button": "right"`
/// (Contracts.md).
struct ContextMenuHost<Content: View, MenuItems: View>: View {
    let content: Content
    let items: MenuItems
    @State private var isOpen = false
    /// Where the right click that opened the menu was (nil: opened from the keyboard).
    @State private var pointer: Point?
    @FocusState private var focusWithin: Bool

    var body: some View {
        let open = $isOpen, focused = focusWithin, pointer = $pointer
        let target: PopupPlacement.Target = self.pointer.map { .cursor($0) } ?? .bounds
        content
            .focused($focusWithin)
            .onKeyPress { press in
                guard focused, !open.wrappedValue, Self.opensMenu(press) else { return .ignored }
                pointer.wrappedValue = nil
                open.wrappedValue = true
                return .handled
            }
            .gesture(SecondaryClickGesture { location in
                pointer.wrappedValue = location
                open.wrappedValue = true
            })
            ._placedPopup(isPresented: $isOpen, placement: PopupPlacement(target: target, edge: .bottom, alignsStart: true),
                          onDismissRequest: { open.wrappedValue = false }) {
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

/// A press and release of the secondary (right) button near one point; the action is given
/// where the button was released (window coordinates).
struct SecondaryClickGesture: Gesture {
    typealias Value = Void
    let action: (Point) -> Void
    func makeRecognizer() -> any PointerRecognizer { SecondaryClickRecognizer(action: action) }
}

/// Recognizes a secondary-button click released within 10 points of its press.
final class SecondaryClickRecognizer: PointerRecognizer {
    let action: (Point) -> Void
    private var start: Point?
    init(action: @escaping (Point) -> Void) { self.action = action }

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
            action(event.location)
            return .recognized
        }
    }

    private func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}
