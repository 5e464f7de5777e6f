@_spi(Presentation) import Tessera
import TesseraNavigation

/// `swipeActions(edge:allowsFullSwipe:content:)`: the buttons a list row offers besides its
/// selection. SwiftUI reveals them by a swipe on touch screens; on the desktop look Tessera
/// offers them twice, as macOS apps do: in the row's context menu (a right click), and as
/// small buttons at the row's trailing edge while the pointer is over the row. `edge` and
/// `allowsFullSwipe` are accepted (a full swipe has no desktop gesture); the leading edge's
/// actions join the same menu and buttons.
struct SwipeActionsModifier: ViewModifier {
    let actions: AnyView
    func body(content: Content) -> some View { content }
}

/// Which side of a row its swipe actions belong to (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Buttons offered for this list row: in its context menu and, while hovered, at its
    /// trailing edge (SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(actions: AnyView(content())))
    }
}

/// A list row's swipe actions as the desktop shows them: a context menu, and the buttons at
/// the trailing edge while hovered (ids: the buttons' own).
struct RowSwipeActions: ViewModifier {
    let actions: AnyView?
    @State private var hovering = false

    func body(content: Content) -> some View {
        if let actions {
            content
                .overlay(alignment: .trailing) {
                    if hovering {
                        HStack(spacing: 6) { actions }
                            .font(.footnote)
                            .padding(.trailing, 8)
                    }
                }
                .onHover { hovering = $0 }
                .contextMenu { actions }
        } else {
            content
        }
    }
}
