import TesseraGeometry
import TesseraLayout

/// The node of a lazy container (`LazyVGrid`, `LazyHGrid`, `LazyVStack`, `LazyHStack`).
///
/// With a `ForEach` as content (a ``LazyItemSource``) inside a scroll view along its axis, it
/// holds view nodes only for the items `window.firstIndex ..< firstIndex + realized.count`,
/// which after each layout pass it moves to cover the viewport plus ``margin`` points
/// (``realizeForViewport()``): items that come into view are created, items that leave are
/// released — detached, or *parked* when their view keeps `@State`, keyed by identity, so the
/// state is there when they come back. It keeps the line the viewport starts on still while
/// lines above it are measured (``LazyGridWindow/shiftBeforeAnchor``). Outside a scroll view,
/// or with other content, every item is created and laid out (as SwiftUI does).
final class LazyContainerNode: ViewNode {
    private var layout = LazyGridLayout(axis: .vertical, tracks: .stack)
    let window = LazyGridWindow(itemCount: 0)
    private var source: (any LazyItemSource)?
    private var eagerContent: ViewNode?
    private var realized: [(key: AnyHashable, node: ViewNode)] = []
    private var parked: [AnyHashable: ViewNode] = [:]
    private var childEnv = EnvironmentValues()
    private(set) var renderNode: RenderNode?
    /// How far beyond the viewport items are created, in points.
    static let margin = 40.0

    /// How many item nodes exist now (for counters and tests).
    var realizedCount: Int { source == nil ? (eagerContent?.entries.count ?? 0) : realized.count }
    /// How many released items are kept for their state.
    var parkedCount: Int { parked.count }

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let c = view as! any LazyContainerView
        var newLayout = c.lazyLayout
        childEnv = env
        childEnv.stackAxis = nil
        if renderNode == nil {
            context.scrolling.register(self)
            renderNode = RenderNode(layout: LayoutNode(layout: newLayout, children: []), label: c.lazyLabel)
        }
        if let items = c.lazyContent as? any LazyItemSource {
            eagerContent?.detach(); eagerContent = nil
            newLayout.window = window
            source = items
            if window.itemCount != items.lazyCount {
                window.itemCount = items.lazyCount
                renderNode!.layout.invalidate()
            }
            if window.firstIndex > window.itemCount { window.firstIndex = window.itemCount }
            refresh(range: window.firstIndex..<min(window.itemCount, window.firstIndex + realized.count), updatingAll: true)
        } else {
            // Content that is not one `ForEach`: every view, eagerly.
            source = nil
            newLayout.window = nil
            for r in realized { r.node.detach() }
            realized = []
            eagerContent = reconcile(eagerContent, with: c.lazyContent, env: childEnv)
        }
        if !sameLayout(layout, newLayout) { renderNode!.layout.setLayout(newLayout) }
        layout = newLayout
        collect()
    }

    private func sameLayout(_ a: LazyGridLayout, _ b: LazyGridLayout) -> Bool {
        a.axis == b.axis && a.tracks == b.tracks && a.alignment == b.alignment && a.spacing == b.spacing && a.window === b.window
    }

    /// Makes the realized items exactly `range`, reusing nodes by key (from the realized ones,
    /// then the parked ones). Items that come (back) are reconciled with their view value; items
    /// that stay are only when `updatingAll` (the container itself was updated: their values may
    /// have changed), not when the viewport merely moved.
    private func refresh(range: Range<Int>, updatingAll: Bool) {
        guard let source else { return }
        var old: [AnyHashable: ViewNode] = [:]
        for r in realized { old[r.key] = r.node }
        var next: [(key: AnyHashable, node: ViewNode)] = []
        next.reserveCapacity(range.count)
        for i in range {
            let key = source.lazyKey(at: i)
            if !updatingAll, let kept = old.removeValue(forKey: key) {
                next.append((key, kept))
                continue
            }
            let existing = old.removeValue(forKey: key) ?? parked.removeValue(forKey: key)
            next.append((key, reconcile(existing, with: source.lazyView(at: i), env: childEnv)))
        }
        for (key, node) in old {
            if node.holdsState { parked[key] = node } else { node.detach() }
        }
        realized = next
        window.firstIndex = range.lowerBound
    }

    override func collect() {
        guard let renderNode else { return }
        var nodes: [RenderNode] = []
        if source != nil {
            nodes.reserveCapacity(realized.count)
            for r in realized {
                // One view per item: an item whose view is several views shows the first.
                guard let item = r.node.entries.first?.items.first else { continue }
                commit(item)
                nodes.append(item.node)
            }
        } else {
            let items = (eagerContent?.entries ?? []).flatMap(\.items)
            for item in items { commit(item) }
            nodes = items.map(\.node)
        }
        renderNode.setChildren(nodes)
        entries = [.view(Item(node: renderNode))]
    }

    /// The scroll view this container scrolls in (along its axis), if any.
    private var scrollView: ScrollViewNode? {
        var n = parent
        while let node = n {
            if let sv = node as? ScrollViewNode { return sv.state.axes.contains(layout.axis) ? sv : nil }
            n = node.parent
        }
        return nil
    }

    /// Before a frame settles: the estimate of unmeasured lines moves to the mean of what was
    /// measured so far and stays there for the frame (so the frame's passes converge); the
    /// viewport's first line keeps its place through the change (``LazyGridWindow/shiftBeforeAnchor``).
    func beginSettle() {
        let m = window.metrics
        let before = m.offset(of: window.anchorLine)
        m.frozenEstimate = m.measuredMean
        let after = m.offset(of: window.anchorLine)
        if after != before {
            window.shiftBeforeAnchor += after - before
            window.sizeChanged = true
        }
    }

    /// After a layout pass: moves the realized items to what the viewport needs and keeps the
    /// viewport's first line still. Returns whether anything changed (another pass is needed).
    func realizeForViewport() -> Bool {
        guard let source, let renderNode else { return false }
        var changed = false
        if window.sizeChanged {
            window.sizeChanged = false
            renderNode.layout.invalidate()
            changed = true
        }
        let count = source.lazyCount
        let axis = layout.axis
        var wanted: Range<Int>
        if let sv = scrollView {
            let view = sv.viewport.layout.frame
            var shift = 0.0
            if window.shiftBeforeAnchor != 0 {
                shift = window.shiftBeforeAnchor
                window.shiftBeforeAnchor = 0
                var o = sv.state.offset
                o[axis] += shift
                if sv.state.setOffset(o) { changed = true }
            }
            if let grid = window.placedBounds, window.itemsPerLine > 0 {
                // What the viewport will show once the offset followed the anchor line.
                let top = view.origin[axis] - grid.origin[axis] + shift
                let lo = top - Self.margin, hi = top + view.size[axis] + Self.margin
                wanted = hi < lo ? 0..<0 : window.items(covering: lo...hi)
                window.anchorLine = window.metrics.line(at: max(0, top))
            } else {
                wanted = 0..<min(count, 1)
            }
        } else {
            wanted = 0..<count
        }
        let current = window.firstIndex..<(window.firstIndex + realized.count)
        if wanted != current {
            refresh(range: wanted, updatingAll: false)
            collect()
            changed = true
        }
        return changed
    }

    override func detach() {
        super.detach()
        context.scrolling.unregister(self)
        for r in realized { r.node.detach() }
        for (_, n) in parked { n.detach() }
    }

    /// The index of the item with `key`, if any.
    func index(of key: AnyHashable) -> Int? { source?.lazyIndex(of: key) }
    var axis: Axis { layout.axis }
    /// The scroll view it scrolls in.
    var enclosingScrollView: ScrollViewNode? { scrollView }
}
