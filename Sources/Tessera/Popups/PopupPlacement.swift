import TesseraLayout

/// Where an anchored pop-up hangs from its view, for TesseraNavigation's popovers (SwiftUI's
/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`), submenus and context menus
/// opened at the pointer. Without a placement a pop-up hangs below its view, left-aligned and at
/// least as wide (the menu look, `PopupLayerLayout`).
///
/// With one, the pop-up is laid out at its ideal size and kept 4 points inside the window:
/// - `.cursor(p)`: its top-leading corner at `p` (in window coordinates), opening
///   leftwards or upwards where there is no room (as a desktop context menu opens);
/// - otherwise it hangs `gap` points off `edge` of the target (the view's bounds, a rectangle in
///   them, or a unit point of them), centred on the target (`alignsStart`: aligned with its
///   start instead, as a submenu is) and flipped to the opposite edge when only that one has
///   room (as AppKit's `NSPopover` does). `edge` nil means below, else above.
///
/// `arrow`, when given, is told after each layout which edge of the pop-up faces the target and
/// where along that edge the target's centre is, so a bubble can point its arrow there.
@_spi(Presentation)
public struct PopupPlacement {
    /// What the pop-up hangs from.
    public enum Target {
        /// The view's bounds.
        case bounds
        /// A rectangle in the view's own coordinates.
        case rect(Rect)
        /// A point of the view's bounds.
        case unitPoint(UnitPoint)
        /// The pop-up's top-leading corner goes here (window coordinates, where the pointer
        /// was): it stays there while the view moves, as a desktop context menu does.
        case cursor(Point)
    }

    public var target: Target
    /// The side of the target the pop-up hangs on (nil: below, else above).
    public var edge: Edge?
    /// The distance between the target and the pop-up.
    public var gap: Double
    /// Aligns the pop-up with the target's start rather than centring it on the target.
    public var alignsStart: Bool
    /// Told where the pop-up's arrow points.
    public var arrow: PopupArrow?

    public init(target: Target = .bounds, edge: Edge? = nil, gap: Double = 4, alignsStart: Bool = false, arrow: PopupArrow? = nil) {
        self.target = target; self.edge = edge; self.gap = gap; self.alignsStart = alignsStart; self.arrow = arrow
    }
}

/// Where a placed pop-up's arrow points, written by the layout (see ``PopupPlacement``): the
/// pop-up's edge facing its target and the absolute coordinate along that edge (x for the top
/// and bottom edges, y for the others) of the target's centre.
@_spi(Presentation)
public final class PopupArrow {
    public internal(set) var edge: Edge = .top
    public internal(set) var along: Double = 0
    public init() {}
}

extension Edge {
    /// The edge across the rectangle.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension PopupPlacement {
    /// The frame of a pop-up of `size` for the anchor frame `anchor` in `bounds` (the window),
    /// `margin` points inside it; tells `arrow` where it points.
    func frame(of size: Size, anchor: Rect, in bounds: Rect, margin: Double) -> Rect {
        let inner = bounds.inset(by: EdgeInsets(all: margin))
        let target: Rect
        switch self.target {
        case .bounds: target = anchor
        case .rect(let r): target = r.offsetBy(anchor.origin)
        case .unitPoint(let u): target = Rect(origin: u.point(in: anchor), size: Size(width: 0, height: 0))
        case .cursor(let p): return Self.cursorFrame(of: size, at: p, in: inner)
        }
        let preferred = edge ?? .bottom
        let fitsPreferred = Self.fits(size, off: preferred, of: target, gap: gap, in: inner)
        let fitsOpposite = Self.fits(size, off: preferred.opposite, of: target, gap: gap, in: inner)
        let side = fitsPreferred || !fitsOpposite ? preferred : preferred.opposite
        var origin: Point
        switch side {
        case .bottom, .top:
            let x = alignsStart ? target.minX : target.midX - size.width / 2
            origin = Point(x: x, y: side == .bottom ? target.maxY + gap : target.minY - gap - size.height)
        case .leading, .trailing:
            let y = alignsStart ? target.minY : target.midY - size.height / 2
            origin = Point(x: side == .trailing ? target.maxX + gap : target.minX - gap - size.width, y: y)
        }
        origin.x = Self.clamp(origin.x, length: size.width, within: inner.minX, inner.maxX)
        origin.y = Self.clamp(origin.y, length: size.height, within: inner.minY, inner.maxY)
        if let arrow {
            arrow.edge = side.opposite
            arrow.along = side == .top || side == .bottom ? target.midX : target.midY
        }
        return Rect(origin: origin, size: size)
    }

    /// Whether a pop-up of `size` hung `gap` points off `edge` of `target` stays inside `inner`.
    private static func fits(_ size: Size, off edge: Edge, of target: Rect, gap: Double, in inner: Rect) -> Bool {
        switch edge {
        case .bottom: target.maxY + gap + size.height <= inner.maxY
        case .top: target.minY - gap - size.height >= inner.minY
        case .trailing: target.maxX + gap + size.width <= inner.maxX
        case .leading: target.minX - gap - size.width >= inner.minX
        }
    }

    /// A context menu's frame: its corner at `point`, opening leftwards or upwards when the
    /// window has no room to the right or below.
    private static func cursorFrame(of size: Size, at point: Point, in inner: Rect) -> Rect {
        var x = point.x, y = point.y
        if x + size.width > inner.maxX { x = point.x - size.width }
        if y + size.height > inner.maxY { y = point.y - size.height }
        return Rect(x: clamp(x, length: size.width, within: inner.minX, inner.maxX),
                    y: clamp(y, length: size.height, within: inner.minY, inner.maxY), width: size.width, height: size.height)
    }

    /// `start` moved so that `length` from it lies between `low` and `high` (at `low` when it
    /// cannot).
    private static func clamp(_ start: Double, length: Double, within low: Double, _ high: Double) -> Double {
        max(low, min(start, high - length))
    }
}
