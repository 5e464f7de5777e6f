/// What a leaf view contributes: a sizing rule (replaced only when `layoutKey` changes, so a
/// repaint-only change keeps the layout caches) and what it paints.
struct LeafSpec {
    var layoutKey: AnyHashable
    var makeLeaf: () -> any LeafLayout
    var content: RenderContent
    var label: String
}

/// Leaf views: shapes, colours, text, images, spacers, dividers.
protocol LeafView: PrimitiveView {
    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec
}

extension LeafView {
    func makeNode() -> ViewNode { LeafNode() }
}

/// The node of a leaf view: owns one render node with a leaf layout.
final class LeafNode: ViewNode {
    private var renderNode: RenderNode?
    private var layoutKey: AnyHashable?
    /// A leaf keeps only its render node, which the next update rewrites.
    override var isRecyclable: Bool { true }

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        var spec: LeafSpec
        if let leaf = view as? any LeafView {
            spec = leaf.leafSpec(env: env, context: context)
        } else {
            spec = ShapeView(shape: AnyShape(erasing: view as! any Shape), paint: nil).leafSpec(env: env, context: context)
        }
        spec.content = spec.content.resolved(in: env)
        if let node = renderNode {
            if spec.layoutKey != layoutKey { node.layout.setLeaf(spec.makeLeaf()) }
            node.content = spec.content
        } else {
            renderNode = RenderNode(layout: LayoutNode(leaf: spec.makeLeaf()), content: spec.content, label: spec.label)
            entries = [.view(Item(node: renderNode!))]
        }
        layoutKey = spec.layoutKey
    }
}

/// A shape filled or stroked (`fill`, `stroke`, `strokeBorder`), or a bare shape painted with
/// the foreground style.
public struct ShapeView: View, LeafView {
    public let shape: AnyShape
    /// Nil: filled with the environment's foreground style.
    let paint: ShapePaint?
    public var body: Never { neverBody() }
    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        LeafSpec(layoutKey: 0, makeLeaf: { FlexibleLeaf() },
                 content: .shape(shape, paint ?? .fill(env.resolvedForeground)),
                 label: String(describing: type(of: shape.base)))
    }
}

extension Shape {
    /// The shape filled with `style`.
    public func fill(_ style: some ShapeStyle = Color.primary) -> ShapeView {
        ShapeView(shape: AnyShape(self), paint: .fill(style.resolvedStyle))
    }
    /// The outline stroked with `style`, `lineWidth` wide, centred on the outline.
    public func stroke(_ style: some ShapeStyle = Color.primary, lineWidth: Double = 1) -> ShapeView {
        ShapeView(shape: AnyShape(self), paint: .stroke(style.resolvedStyle, StrokeStyle(lineWidth: lineWidth), inside: false))
    }
    /// The outline stroked with `style` and a stroke style (dashes supported).
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: AnyShape(self), paint: .stroke(style.resolvedStyle, strokeStyle, inside: false))
    }
    /// The outline stroked with the foreground colour (`.primary`) and a stroke style.
    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: AnyShape(self), paint: .stroke(.color(.primary), strokeStyle, inside: false))
    }
    /// The outline stroked inside the frame (the stroke does not overflow it).
    public func strokeBorder(_ style: some ShapeStyle = Color.primary, lineWidth: Double = 1) -> ShapeView {
        ShapeView(shape: AnyShape(self), paint: .stroke(style.resolvedStyle, StrokeStyle(lineWidth: lineWidth), inside: true))
    }
}

/// A colour is a view filling its frame (flexible, ideal 10x10), as in SwiftUI.
extension Color: View, LeafView {
    public var body: Never { fatalError("Color is a primitive view") }
    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        LeafSpec(layoutKey: 0, makeLeaf: { FlexibleLeaf() }, content: .shape(AnyShape(Rectangle()), .fill(.color(self))), label: "Color")
    }
}

/// A gradient is a view filling its frame, as in SwiftUI.
extension LinearGradient: View, LeafView {
    public var body: Never { fatalError("LinearGradient is a primitive view") }
    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        LeafSpec(layoutKey: 0, makeLeaf: { FlexibleLeaf() }, content: .shape(AnyShape(Rectangle()), .fill(.linearGradient(self))), label: "LinearGradient")
    }
}

/// Flexible space along the enclosing stack's axis, like SwiftUI's `Spacer`.
public struct Spacer: View, LeafView {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public var body: Never { neverBody() }
    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        let leaf = SpacerLeaf(minLength: minLength, axis: env.stackAxis)
        return LeafSpec(layoutKey: [AnyHashable(minLength), AnyHashable(env.stackAxis)], makeLeaf: { leaf }, content: .none, label: "Spacer")
    }
}

/// A 1-point separator line across the enclosing stack (vertical in an `HStack`, horizontal
/// elsewhere), like SwiftUI's `Divider`.
public struct Divider: View, LeafView {
    /// SwiftUI's separator colour.
    public static let color = Color(r8: 60, g8: 60, b8: 67, alpha: 0.29)
    public init() {}
    public var body: Never { neverBody() }
    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        let axis: Axis = env.stackAxis == .horizontal ? .vertical : .horizontal
        return LeafSpec(layoutKey: axis, makeLeaf: { DividerLeaf(lineAxis: axis) },
                        content: .shape(AnyShape(Rectangle()), .fill(.color(Self.color))), label: "Divider")
    }
}
