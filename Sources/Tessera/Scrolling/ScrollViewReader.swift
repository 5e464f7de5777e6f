import TesseraAnimation
import TesseraGeometry
import TesseraLayout

/// Scrolls the scroll views inside a ``ScrollViewReader`` to a view, like SwiftUI's
/// `ScrollViewProxy`.
public struct ScrollViewProxy {
    weak var registry: ScrollRegistry?
    weak var scope: ViewNode?

    /// Scrolls so the view with `id` — a `ForEach` element's id (also one not created yet in a
    /// lazy container) or an `.id(_:)` — sits at `anchor` of the viewport (nil: the least
    /// scroll that shows it). Inside `withAnimation` the scroll animates. Applied at the next
    /// layout; an id that is nowhere does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let registry else { return }
        registry.requests.append(ScrollRequest(id: AnyHashable(id), anchor: anchor,
                                               animation: Transaction.current.disablesAnimations ? nil : Transaction.current.animation,
                                               scope: scope))
        registry.needsFrame = true
    }
}

/// Gives its content a ``ScrollViewProxy`` for the scroll views inside it, like SwiftUI's
/// `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ScrollReaderNode() }
}

protocol ScrollViewReaderProtocol { func makeContent(_ proxy: ScrollViewProxy) -> any View }
extension ScrollViewReader: ScrollViewReaderProtocol {
    func makeContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }
}

/// The node of a `ScrollViewReader`: layout-less, its entries are its content's.
final class ScrollReaderNode: ViewNode {
    private var content: ViewNode?
    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let proxy = ScrollViewProxy(registry: context.scrolling, scope: self)
        content = reconcile(content, with: (view as! any ScrollViewReaderProtocol).makeContent(proxy), env: env)
        collect()
    }
    override func collect() { entries = content?.entries ?? [] }
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }
}

extension ViewHost {
    /// Applies the waiting `scrollTo` requests (after a layout, so frames are current).
    func applyScrollRequests() {
        let registry = context.scrolling
        let requests = registry.requests
        registry.requests = []
        for r in requests {
            for sv in registry.all where r.scope.map({ sv.isInside($0) }) ?? true {
                guard let rect = target(r.id, in: sv) else { continue }
                let view = sv.viewport.layout.frame
                var offset = sv.state.offset
                for axis in Axis.allCases where sv.state.axes.contains(axis) {
                    // The item's start in the content's coordinates (right to left, from the
                    // right edge; the anchor's x counts from the leading edge too).
                    let start = axis == .horizontal && sv.state.mirrorsX
                        ? view.maxX - rect.maxX + sv.state.offset.x
                        : rect.origin[axis] - view.origin[axis] + sv.state.offset[axis]
                    let length = rect.size[axis], viewLength = view.size[axis]
                    if let a = r.anchor {
                        offset[axis] = start - (viewLength - length) * a[axis]
                    } else if start < offset[axis] {
                        offset[axis] = start
                    } else if start + length > offset[axis] + viewLength {
                        offset[axis] = start + length - viewLength
                    }
                }
                sv.state.move(to: offset, animation: r.animation)
                break
            }
        }
    }

    /// Where the view `id` is (absolute), in `sv`: a lazy container's item (created or not;
    /// estimated from the line metrics when not), else a view with that `.id`.
    private func target(_ id: AnyHashable, in sv: ScrollViewNode) -> Rect? {
        for lazy in context.scrolling.lazyContainers where lazy.enclosingScrollView === sv {
            guard let i = lazy.index(of: id), let grid = lazy.window.placedBounds,
                  let r = lazy.rect(ofItem: i) else { continue }
            // A masonry keeps the target still while the views around it are measured.
            lazy.masonryPlan?.anchorItem = i
            // Right to left the container mirrors its items in its frame.
            let x = lazy.mirrorsItems ? grid.maxX - r.maxX : grid.minX + r.minX
            return Rect(origin: Point(x: x, y: grid.minY + r.minY), size: r.size)
        }
        let name = (id.base as? String) ?? String(describing: id.base)
        return sv.contentNode?.node(withID: name)?.frame
    }
}

extension ViewNode {
    /// Whether `ancestor` is this node or one of its ancestors.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var n: ViewNode? = self
        while let node = n { if node === ancestor { return true }; n = node.parent }
        return false
    }
}
