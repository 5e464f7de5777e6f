import Foundation
import Observation
import TesseraLayout

/// The size and position of a `GeometryReader`'s space, handed to its content.
public struct GeometryProxy: Equatable, Sendable {
    /// The size proposed to the reader (it takes all of it).
    public var size: CGSize { CGSize(layoutSize) }
    /// The size in the engine's geometry.
    let layoutSize: Size
    /// Where the reader is, in the window's coordinates.
    let globalFrame: Rect
    init(size: Size, globalFrame: Rect) { layoutSize = size; self.globalFrame = globalFrame }
    /// The reader's frame in `space`: `.local` starts at 0,0; `.global` is window coordinates.
    public func frame(in space: CoordinateSpace) -> CGRect {
        CGRect(space == .global ? globalFrame : Rect(origin: .zero, size: layoutSize))
    }
}

/// Where coordinates are measured from.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own frame (top-left corner at 0,0).
    case local
    /// The window.
    case global
}

/// A view that takes all the space proposed to it and builds its content from that space's
/// size, like SwiftUI's `GeometryReader`. The content is placed at the top-leading corner,
/// proposed the full size. (An unspecified proposal counts as 10 points, as in SwiftUI.)
///
/// The content is rebuilt after a layout that changed the reader's size or position, and the
/// tree is laid out again in the same `layout(size:)` call (at most three times), so what is
/// drawn always matches the final size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A reader building `content` from the space it is given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { GeometryNode() }
}

/// The node of a `GeometryReader`: one render node whose layout reports the space it was
/// placed in; a change re-runs the content closure with the new proxy.
final class GeometryNode: ViewNode {
    private var child: ViewNode?
    private var build: ((GeometryProxy) -> any View)?
    private(set) var proxy = GeometryProxy(size: .zero, globalFrame: .zero)
    private lazy var renderNode: RenderNode = {
        let layout = GeometryLayout(report: { [weak self] frame in self?.placed(frame) })
        return RenderNode(layout: LayoutNode(layout: layout, children: []), label: "GeometryReader")
    }()

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        build = (view as! any GeometryBuilding).erasedContent
        // Right to left the content sits at the top-right corner (its leading corner).
        renderNode.layout.mirrorsChildren = env.layoutDirection == .rightToLeft
        rebuild()
    }

    /// Runs the content closure with the current proxy (tracking the observable properties it
    /// reads for the enclosing view, like a `ForEach` body) and reconciles its views.
    func rebuild() {
        guard let build else { return }
        var owner: ViewNode? = parent
        while let n = owner, !(n is CompositeNode) { owner = n.parent }
        let proxy = proxy
        let content: any View
        if let composite = owner as? CompositeNode {
            let inbox = context.inbox, serial = composite.serial, generation = composite.generation
            content = withObservationTracking { build(proxy) } onChange: { inbox.post(serial: serial, generation: generation) }
        } else {
            content = build(proxy)
        }
        child = reconcile(child, with: content, env: env)
        collect()
    }

    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let child { body(nil, child) } }

    override func collect() {
        let items = (child?.entries ?? []).flatMap(\.items)
        for item in items { commit(item) }
        renderNode.setChildren(items.map(\.node))
        entries = [.view(Item(node: renderNode))]
    }

    private func placed(_ frame: Rect) {
        guard frame != proxy.globalFrame || frame.size != proxy.layoutSize else { return }
        proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        context.geometryChanged.append(self)
    }
}

/// A `GeometryReader` of any content type.
protocol GeometryBuilding {
    var erasedContent: (GeometryProxy) -> any View { get }
}

extension GeometryReader: GeometryBuilding {
    var erasedContent: (GeometryProxy) -> any View { let c = content; return { c($0) } }
}

/// Takes the whole proposal (10 where unspecified) and places the content at its top-leading
/// corner, reporting its frame to the reader's node.
struct GeometryLayout: Layout {
    let report: (Rect) -> Void
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        Size(width: proposal.width.map { $0.isFinite ? $0 : 10 } ?? 10, height: proposal.height.map { $0.isFinite ? $0 : 10 } ?? 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        for s in subviews { s.place(in: Rect(origin: bounds.origin, size: s.sizeThatFits(ProposedSize(bounds.size))), proposal: ProposedSize(bounds.size)) }
        report(bounds)
    }
}

extension ViewHost {
    /// Rebuilds the content of the geometry readers placed in a new frame by the last layout;
    /// answers whether any was (the tree must then be laid out again).
    func rebuildMovedGeometryReaders() -> Bool {
        let moved = context.geometryChanged
        context.geometryChanged = []
        for node in moved where node.isAttached { node.rebuild() }
        if !moved.isEmpty { needsSync = true }
        return !moved.isEmpty
    }
}
