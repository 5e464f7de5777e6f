import TesseraGeometry

/// How a view appears or disappears, like SwiftUI's `AnyTransition`: the attributes a view has
/// just before it is inserted (and just after it is removed); the animation of the change moves
/// it between that and its normal appearance. `.move(edge:)` and `.slide` offset the view by
/// its own size (ARCHITECTURE.md).
public indirect enum Transition: Sendable {
    case identity
    case opacity
    case scale(Double, anchor: UnitPoint)
    case move(Edge)
    /// In from the leading edge, out to the trailing edge.
    case slide
    case offset(Point)
    case combined(Transition, Transition)
    case asymmetric(insertion: Transition, removal: Transition)
    /// The transition run with its own animation (`animation(_:)`).
    case animated(Transition, Animation?)

    public static func scale(_ s: Double = 0) -> Transition { .scale(s, anchor: .center) }
    public func combined(with other: Transition) -> Transition { .combined(self, other) }

    /// The transition with its own animation, like SwiftUI's `AnyTransition.animation(_:)`: a
    /// view inserted or removed with this transition animates with `animation` even when the
    /// change that inserts or removes it has none (`.transition(.opacity.animation(.default))`
    /// fades without `withAnimation`), and in place of the change's animation when it has one.
    /// `nil` removes an animation set further in.
    public func animation(_ animation: Animation?) -> Transition { .animated(self, animation) }

    /// The animation a view inserted (or removed) with this transition runs with, when the
    /// transition carries one (the outermost `animation(_:)` on the way there wins); `nil` when
    /// the change's own animation applies.
    public func ownAnimation(inserting: Bool) -> Animation?? {
        switch self {
        case .animated(_, let animation): return .some(animation)
        case .combined(let x, let y): return x.ownAnimation(inserting: inserting) ?? y.ownAnimation(inserting: inserting)
        case .asymmetric(let insertion, let removal): return (inserting ? insertion : removal).ownAnimation(inserting: inserting)
        default: return nil
        }
    }

    /// The appearance away from the screen for a view of `frame`.
    public func appearance(inserting: Bool, frame: Rect) -> TransitionAppearance {
        var a = TransitionAppearance()
        apply(inserting: inserting, frame: frame, to: &a)
        return a
    }

    private func apply(inserting: Bool, frame: Rect, to a: inout TransitionAppearance) {
        switch self {
        case .identity: break
        case .opacity: a.opacity *= 0
        case .scale(let s, let anchor): a.scale = a.scale * s; a.scaleAnchor = anchor
        case .move(let edge):
            switch edge {
            case .leading: a.offset.x -= frame.width
            case .trailing: a.offset.x += frame.width
            case .top: a.offset.y -= frame.height
            case .bottom: a.offset.y += frame.height
            }
        case .slide: a.offset.x += inserting ? -frame.width : frame.width
        case .offset(let p): a.offset = a.offset + p
        case .combined(let x, let y):
            x.apply(inserting: inserting, frame: frame, to: &a); y.apply(inserting: inserting, frame: frame, to: &a)
        case .asymmetric(let insertion, let removal):
            (inserting ? insertion : removal).apply(inserting: inserting, frame: frame, to: &a)
        case .animated(let transition, _): transition.apply(inserting: inserting, frame: frame, to: &a)
        }
    }
}

/// Attributes a transition changes: opacity factor, scale about an anchor, offset.
public struct TransitionAppearance: Hashable, Sendable {
    public var opacity = 1.0
    public var scale = 1.0
    public var scaleAnchor = UnitPoint.center
    public var offset = Point.zero
    public init() {}
    public static let identity = TransitionAppearance()
}
