import Foundation

/// SwiftUI's name for a transition (https://developer.apple.com/documentation/swiftui/anytransition):
/// Tessera's `Transition` value, with SwiftUI's spellings below.
public typealias AnyTransition = Transition

extension Transition {
    /// In from `edge` and out to it, offset by the view's own size.
    public static func move(edge: Edge) -> Transition { .move(edge) }
    /// Grows from nothing about the centre (and shrinks back on removal).
    public static var scale: Transition { .scale(0, anchor: .center) }
    /// Grows from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> Transition { .scale(Double(scale), anchor: anchor) }
    /// Moved by (`x`, `y`) away from its place.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Transition { .offset(Point(x: Double(x), y: Double(y))) }
    /// Moved by `offset` away from its place.
    public static func offset(_ offset: CGSize) -> Transition { .offset(Point(x: Double(offset.width), y: Double(offset.height))) }
    /// In from `edge` with a fade, out towards the opposite edge with a fade, SwiftUI's
    /// `push(from:)`.
    public static func push(from edge: Edge) -> Transition {
        .asymmetric(insertion: .combined(.move(edge), .opacity), removal: .combined(.move(edge.opposite), .opacity))
    }
}

extension Edge {
    /// The edge across the view.
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}
