import Foundation
@_spi(Presentation) import Tessera

/// What a popover points at, like SwiftUI's `PopoverAttachmentAnchor`: a rectangle of the view
/// (`.rect(.bounds)`, the whole view, is the default) or a unit point of its bounds
/// (`.point(.top)`).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle in the view's coordinates.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view's bounds.
    case point(UnitPoint)
}

/// SwiftUI's `Anchor`, here as the home of `Anchor<CGRect>.Source`, the rectangles a popover
/// attaches to (`.bounds`, `.rect(_:)`). Anchor preferences are not supported
/// (the Navigation article).
public struct Anchor<Value> {
    /// Where an anchor is taken from.
    public struct Source: Sendable {
        let rect: Rect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { Self(rect: nil) }
    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Self { Self(rect: Rect(rect)) }
}

extension PopoverAttachmentAnchor {
    /// The pop-up layer's target for this anchor.
    var target: PopupPlacement.Target {
        switch self {
        case .rect(let source): source.rect.map { .rect($0) } ?? .bounds
        case .point(let point): .unitPoint(point)
        }
    }
}

/// Presents `popup` in a popover while `isPresented` is true, like SwiftUI's
/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` on macOS: a bubble whose arrow
/// points at the anchor, hung off the `arrowEdge` side of it (nil: below), flipped to the
/// opposite side when only that one has room, and moved inside the window (the arrow keeps
/// pointing at the anchor). It fades in and out (0.15 s, as AppKit's popovers); a click
/// outside it or Escape closes it and sets `isPresented` to false. It is not modal: the views
/// behind keep working once it is closed, and it closes before anything else takes a click.
struct PopoverPresenter<Content: View, Popup: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    let popup: Popup
    @State private var layerUp = false
    @State private var arrow = PopupArrow()
    @Environment(\.colorScheme) private var colorScheme

    /// The arrow's length (the gap between the anchor and the bubble) and the width of its base.
    static var arrowLength: Double { 8 }
    static var arrowBase: Double { 18 }
    static var animation: Animation { .easeOut(duration: 0.15) }

    var body: some View {
        let binding = isPresented, layer = $layerUp, arrow = self.arrow
        let placement = PopupPlacement(target: anchor.target, edge: arrowEdge, gap: Self.arrowLength, arrow: arrow)
        content
            ._placedPopup(isPresented: layer, placement: placement, onDismissRequest: { binding.wrappedValue = false }) {
                popup
                    .padding(12)
                    .background(PopoverBubble(arrow: arrow).fill(NavigationColors.panel(colorScheme)))
                    .overlay(PopoverBubble(arrow: arrow).stroke(NavigationColors.separator(colorScheme), lineWidth: 1))
                    .accessibilityAttributes { $0.role = .dialog }
                    .transition(.opacity)
            }
            .onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
                guard shown != layer.wrappedValue else { return }
                withAnimation(Self.animation) { layer.wrappedValue = shown }
            }
    }
}

/// A popover's outline: a rounded rectangle (radius 10) with a triangular arrow outside the
/// edge ``PopupArrow`` names, centred where it says (kept clear of the corners).
struct PopoverBubble: Shape {
    let arrow: PopupArrow
    static var radius: Double { 10 }

    func path(in cgRect: CGRect) -> Path {
        let rect = Rect(cgRect)
        let r = min(Self.radius, rect.width / 2, rect.height / 2)
        let edge = arrow.edge
        let half = PopoverPresenter<EmptyView, EmptyView>.arrowBase / 2
        let length = PopoverPresenter<EmptyView, EmptyView>.arrowLength
        let horizontal = edge == .top || edge == .bottom
        let low = (horizontal ? rect.minX : rect.minY) + r + half
        let high = (horizontal ? rect.maxX : rect.maxY) - r - half
        let along = low <= high ? min(max(arrow.along, low), high) : (low + high) / 2
        return Path { p in
            // Clockwise from the top-left corner's end; each edge gets the arrow if it is the one.
            p.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
            if edge == .top { Self.addArrow(&p, base: along, half: half, edgeAt: rect.minY, out: -length, horizontal: true) }
            p.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
            p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), control: CGPoint(x: rect.maxX, y: rect.minY))
            if edge == .trailing { Self.addArrow(&p, base: along, half: half, edgeAt: rect.maxX, out: length, horizontal: false) }
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
            p.addQuadCurve(to: CGPoint(x: rect.maxX - r, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
            if edge == .bottom { Self.addArrow(&p, base: along, half: -half, edgeAt: rect.maxY, out: length, horizontal: true) }
            p.addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
            p.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r), control: CGPoint(x: rect.minX, y: rect.maxY))
            if edge == .leading { Self.addArrow(&p, base: along, half: -half, edgeAt: rect.minX, out: -length, horizontal: false) }
            p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
            p.addQuadCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
            p.closeSubpath()
        }
    }

    /// Adds the arrow's three points on an edge at `edgeAt`, centred at `base` along it, in the
    /// direction of travel (`half` negative going backwards), its tip `out` points off the edge.
    private static func addArrow(_ p: inout Path, base: Double, half: Double, edgeAt: Double, out: Double, horizontal: Bool) {
        func point(_ along: Double, _ across: Double) -> CGPoint {
            horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
        }
        p.addLine(to: point(base - half, edgeAt))
        p.addLine(to: point(base, edgeAt + out))
        p.addLine(to: point(base + half, edgeAt))
    }
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true
    /// (`popover(isPresented:attachmentAnchor:arrowEdge:content:)`): a bubble with an arrow
    /// pointing at `attachmentAnchor`, on its `arrowEdge` side (nil: below); see
    /// ``PopoverAttachmentAnchor``. A click outside or Escape closes it.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PopoverPresenter(content: self, isPresented: isPresented, anchor: attachmentAnchor, arrowEdge: arrowEdge, popup: content())
    }

    /// Presents a popover for `item` while it is not nil (`popover(item:attachmentAnchor:arrowEdge:content:)`);
    /// closing it sets `item` to nil, and a new item replaces the content in place.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PopoverPresenter(content: self, isPresented: item.presence(), anchor: attachmentAnchor, arrowEdge: arrowEdge,
                         popup: LastItemContent(item: item.wrappedValue, content: content))
    }

    /// An anchored menu pop-up under this view (menus, the toolbar's overflow): no bubble, at
    /// least as wide as the view; a click outside or Escape sets `isPresented` to false.
    func menuPopup<P: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> P) -> some View {
        _presentationLayer(isPresented: isPresented, coversWindow: false, isModal: false,
                           onDismissRequest: { isPresented.wrappedValue = false }, content: content)
    }
}
