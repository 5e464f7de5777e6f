import TesseraDisplayList

/// What a render node paints itself, in its frame. Values, so an animation layer can
/// interpolate them (colours, corner radii) between two updates of the same node.
public enum RenderContent {
    /// Nothing (containers, modifiers).
    case none
    /// A shape filled or stroked.
    case shape(AnyShape, ShapePaint)
    /// A run of text.
    case text(TextContent)
    /// An image stretched to the frame (a non-resizable image's frame is its own size).
    case image(ImageContent)

    /// Whether the content paints nothing and so cannot be hit.
    var isInvisible: Bool {
        switch self {
        case .none: true
        case .shape(_, let paint): paint.style.isClear
        case .text, .image: false
        }
    }
}

/// How a shape is painted.
public enum ShapePaint {
    /// Filled with a style.
    case fill(AnyShapeStyle)
    /// The outline stroked, centred on it (`stroke`) or kept inside the frame (`strokeBorder`).
    case stroke(AnyShapeStyle, StrokeStyle, inside: Bool)

    /// The style painted with.
    public var style: AnyShapeStyle {
        switch self { case .fill(let s), .stroke(let s, _, _): s }
    }
}

/// Resolved text: the styled runs after the environment, and the colour of runs without
/// their own.
public struct TextContent: Hashable {
    public var styled: StyledText
    public var color: Color
    public init(styled: StyledText, color: Color) { self.styled = styled; self.color = color }
    public init(string: String, font: Font, color: Color) { self.init(styled: StyledText(string, font: font), color: color) }
    /// The whole text.
    public var string: String { styled.string }
    /// The first run's font.
    public var font: Font { styled.primaryFont }
}

/// What a render node does to its subtree.
public enum RenderEffect {
    /// Multiplies the alpha of everything below.
    case opacity(Double)
    /// Maps everything below (and hit points, inversely) by a transform anchored in the frame.
    case geometry(GeometryEffect)
    /// Clips everything below (and hits) to a shape in the frame (`clipShape`, `clipped`).
    case clip(AnyShape)
    /// The shape, in the frame, that receives hits for the whole subtree (`contentShape`).
    case contentShape(AnyShape)
    /// A tap action for hits on the subtree (`onTapGesture`).
    case tap(count: Int, action: () -> Void)
    /// Makes the recognizer that takes part in each pointer interaction begun on the subtree
    /// (gestures, controls, scroll views; see `PointerRecognizer`).
    case pointer(() -> any PointerRecognizer)
    /// A key handler (`onKeyPress`); `key` nil handles every key.
    case keyPress(key: String?, action: (KeyPress) -> KeyPress.Result)
    /// Hides the subtree while a transform above it shows its back (`backfaceHidden()`).
    case backfaceHidden
    /// Told when the pointer enters (true) or leaves (false) the subtree (`onHover`).
    case hover((Bool) -> Void)
    /// Told of a mostly horizontal scroll step (a touchpad swipe) over the subtree, in points
    /// (positive: the content moves left); returns whether it took the step, before any scroll
    /// view does (`_onHorizontalScroll`, list rows' swipe actions).
    case horizontalScroll((Double) -> Bool)
    /// A control that can take keyboard focus, with its key and text handlers (Focus/).
    case focusable(FocusableControl)
    /// Ties a `@FocusState` to the focusable controls of the subtree (`focused(_:)`).
    case focusBinding(FocusBinding)
    /// Draws the subtree into an offscreen layer composited with a blur or a shadow
    /// (`blur`, `shadow`); layout and hits are unchanged.
    case layer(LayerEffect)
    /// The node's first child is drawn masked by the alpha of its other children, which are
    /// drawn only as that mask and take no hits (`mask`).
    case mask
}

/// A transform effect computed from the frame it applies to, like SwiftUI's geometry effects.
public enum GeometryEffect {
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    /// `rotation3DEffect`: rotation about `axis` through `anchor`, with `perspective`
    /// (1 = SwiftUI's default; 0 = orthographic).
    case rotation3D(Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, perspective: Double)

    /// The transform for a view placed at `frame` (absolute coordinates).
    public func transform(in frame: Rect) -> Transform {
        switch self {
        case let .scale(x, y, anchor):
            let a = anchor.point(in: frame)
            return Transform.translation(-a.x, -a.y).concatenating(.scale(x, y)).concatenating(.translation(a.x, a.y))
        case let .rotation(angle, anchor):
            let a = anchor.point(in: frame)
            return Transform.translation(-a.x, -a.y).concatenating(.rotation(angle)).concatenating(.translation(a.x, a.y))
        case let .rotation3D(angle, axis, anchor, perspective):
            return Transform.rotation3D(angle, axis: axis, anchor: anchor.point(in: frame), perspective: perspective, size: frame.size)
                .cleaned
        }
    }
}

/// The attributes a render node is drawn and hit-tested with. The layout phase produces them
/// from the layout frames (`LayoutAttributes`); an animation phase can supply interpolated ones.
public struct RenderAttributes {
    public var frame: Rect
    public var content: RenderContent
    public var effect: RenderEffect?
    /// A transition's appearance applied outside the node's own effect (insertion and removal
    /// transitions): an opacity factor and a transform, identity when nothing transitions.
    public var transitionOpacity: Double = 1
    public var transitionTransform: Transform?
    public init(frame: Rect, content: RenderContent, effect: RenderEffect?) {
        self.frame = frame; self.content = content; self.effect = effect
    }
}

/// Supplies the attributes of each render node to the display-list and hit-testing phases.
public protocol RenderAttributeProvider {
    /// The attributes `node` is drawn with now.
    func attributes(of node: RenderNode) -> RenderAttributes
    /// Children of `node` that were removed but are still on screen, leaving with a removal
    /// transition; they paint after the live children and take no hits.
    func removedChildren(of node: RenderNode) -> [RenderNode]
}

extension RenderAttributeProvider {
    public func removedChildren(of node: RenderNode) -> [RenderNode] { [] }
}

/// The attributes straight from the last layout pass: no animation.
public struct LayoutAttributes: RenderAttributeProvider {
    public init() {}
    public func attributes(of node: RenderNode) -> RenderAttributes {
        RenderAttributes(frame: node.layout.frame, content: node.content, effect: node.effect)
    }
}
