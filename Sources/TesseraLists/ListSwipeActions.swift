@_spi(Presentation) import Tessera
import TesseraNavigation

/// `swipeActions(edge:allowsFullSwipe:content:)`: the buttons a list row offers besides its
/// selection. SwiftUI reveals them by a swipe on touch screens and by a two-finger swipe on a
/// Mac's touchpad; Tessera offers them three ways: in the row's context menu (a right click),
/// as small buttons at the row's trailing edge while the pointer is over the row, and revealed
/// in a band at the trailing edge by a touchpad swipe to the left over the row (a swipe to the
/// right hides them; ``RowSwipeActions``). `edge` and `allowsFullSwipe` are accepted (a full
/// swipe does not run the first action); the leading edge's actions join the same menu and
/// buttons.
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

/// A list row's swipe actions as the desktop shows them: a context menu, the buttons at the
/// trailing edge while hovered (ids: the buttons' own), and a band of them revealed by a
/// touchpad swipe: horizontal scroll steps over the row add up, and 30 points to the left
/// reveal the band (sliding in, 0.2 s), 30 points back to the right hide it.
struct RowSwipeActions: ViewModifier {
    let actions: AnyView?
    @State private var hovering = false
    @State private var revealed = false
    /// The swipe so far towards the other state (points; reset when the state changes).
    @State private var swept = SweptDistance()
    @Environment(\.colorScheme) private var colorScheme

    /// How far a swipe goes before the band shows or hides.
    static var threshold: Double { 30 }

    func body(content: Content) -> some View {
        if let actions {
            let shown = $revealed, swept = self.swept
            content
                .overlay(alignment: .trailing) {
                    if revealed {
                        HStack(spacing: 6) { actions }
                            .font(.footnote)
                            .padding(.horizontal, 10)
                            .frame(maxHeight: .infinity)
                            .background(ListPalette(colorScheme).swipeBand)
                            .transition(.move(.trailing))
                            .id("swipe-actions")
                    } else if hovering {
                        HStack(spacing: 6) { actions }
                            .font(.footnote)
                            .padding(.trailing, 8)
                    }
                }
                .onHover { hovering = $0 }
                ._onHorizontalScroll { step in
                    guard let change = swept.add(step, revealed: shown.wrappedValue, threshold: Self.threshold) else { return true }
                    withAnimation(.easeOut(duration: 0.2)) { shown.wrappedValue = change }
                    return true
                }
                .contextMenu { actions }
        } else {
            content
        }
    }
}

/// The distance a touchpad swipe over a row has gone towards revealing (left, positive) or
/// hiding (right) its swipe actions.
final class SweptDistance {
    private var distance = 0.0

    /// Adds a scroll step; returns the new revealed state once the swipe passed `threshold`
    /// towards the other state (then starts again), else nil. Steps away from the other state
    /// start the count again.
    func add(_ step: Double, revealed: Bool, threshold: Double) -> Bool? {
        guard step.isFinite else { return nil }
        let towards = revealed ? -step : step
        distance = towards > 0 ? distance + towards : 0
        guard distance >= threshold else { return nil }
        distance = 0
        return !revealed
    }
}
