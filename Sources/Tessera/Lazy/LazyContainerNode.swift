import TesseraGeometry
import TesseraLayout

/// The node of a lazy container (`LazyVGrid`, `LazyHGrid`, `LazyVStack`, `LazyHStack`).
///
/// Its content is read as sections of parts (``LazyOutline``) without creating anything. Inside
/// a scroll view along its axis it holds view nodes only for the elements whose items meet the
/// viewport plus ``margin`` points, and for the headers and footers on those lines (and, when
/// pinned, those of every section on screen); after each layout pass it moves that window
/// (``realizeForViewport()``): elements that come into view are created, elements that leave
/// are released — detached, their changed `@State` anywhere in the item *parked* by identity
/// (``ParkedState``), so the state is there when they come back. An element whose content is
/// several views gives several items. It keeps the line the viewport starts on still while lines above it are
/// measured (``LazyGridWindow/shiftBeforeAnchor``). Outside such a scroll view every item is
/// created and laid out (as SwiftUI does).
final class LazyContainerNode: ViewNode {
    private var layout = LazyGridLayout(axis: .vertical, tracks: .stack)
    let window = LazyGridWindow(itemCount: 0)
    private var outline = LazyOutline(EmptyView(), viewsPerElement: { _ in nil })
    private var content: any View = EmptyView()
    /// How items and headers are wrapped (``_LazyItemDecoration``), when the view says so.
    private var decoration: _LazyItemDecoration?
    /// Views per element learned from the first created element of each part.
    private var learnedCounts: [AnyHashable: Int] = [:]
    /// The created elements, in item order, with their first item and item count.
    private var elements: [(key: AnyHashable, node: ViewNode, firstItem: Int, count: Int)] = []
    /// The created headers and footers, in child order.
    private var supplements: [(slot: LazySlot, key: AnyHashable, node: ViewNode)] = []
    /// The items that are children.
    private var itemRange: Range<Int> = 0..<0
    private var parked: [AnyHashable: ParkedState] = [:]
    private var childEnv = EnvironmentValues()
    private(set) var renderNode: RenderNode?
    /// The places of a masonry's items (``LazyMasonryGrid``), nil for lines of a grid or stack.
    private(set) var masonryPlan: LazyMasonryPlan?
    private var masonryLayout: LazyMasonryLayout?
    /// How far beyond the viewport items are created, in points.
    static let margin = 40.0

    /// How many item views are children now (for counters and tests).
    var realizedCount: Int { window.slots.filter { if case .item = $0 { return true }; return false }.count }
    /// The items that are children now (for tests).
    var createdItems: Range<Int> { itemRange }
    /// How many headers and footers are children now.
    var supplementaryCount: Int { supplements.count }
    /// How many released items are kept for their state.
    var parkedCount: Int { parked.count }
    /// How many nodes of state the released items keep (for tests).
    var parkedNodeCount: Int { parked.values.reduce(0) { $0 + $1.nodeCount } }

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let c = view as! any LazyContainerView
        var newLayout = c.lazyLayout
        newLayout.window = window
        childEnv = env
        childEnv.stackAxis = nil
        let masonry = c.lazyMasonry
        (c as? any LazyMasonryGeometryCarrier)?.masonryGeometry?.node = self
        if masonry != nil && masonryPlan == nil { masonryPlan = LazyMasonryPlan() }
        if renderNode == nil {
            context.scrolling.register(self)
            let node = masonry.map { LayoutNode(layout: LazyMasonryLayout($0, window: window, plan: masonryPlan), children: []) }
            renderNode = RenderNode(layout: node ?? LayoutNode(layout: newLayout, children: []), label: c.lazyLabel)
        }
        let oldLayout = layout
        layout = newLayout
        content = c.lazyContent
        decoration = c.lazyDecoration
        rebuildOutline()
        let pins = c.lazyPinnedViews
        if window.pinsHeaders != pins.contains(.sectionHeaders) || window.pinsFooters != pins.contains(.sectionFooters) {
            window.pinsHeaders = pins.contains(.sectionHeaders); window.pinsFooters = pins.contains(.sectionFooters)
            renderNode!.layout.invalidate()
        }
        let table = window.sections
        if let sv = scrollView {
            window.viewport = sv.viewport.layout
            let items = itemRange.clamped(to: 0..<table.itemCount)
            let supps = supplements.map({ $0.slot }).filter { Self.exists($0, in: table) }
            refresh(items: items, supplementaries: supps, updatingAll: true)
        } else {
            window.viewport = nil
            refresh(items: 0..<table.itemCount, supplementaries: Self.allSupplementaries(table), updatingAll: true)
        }
        if let masonry {
            let newMasonry = LazyMasonryLayout(masonry, window: window, plan: masonryPlan)
            if masonryLayout.map({ MasonryParameters($0.masonry) != MasonryParameters(masonry) }) ?? true {
                renderNode!.layout.setLayout(newMasonry)
            }
            masonryLayout = newMasonry
        } else if !sameLayout(oldLayout, newLayout) { renderNode!.layout.setLayout(newLayout) }
        // Right to left, columns (and, in a horizontal container, lines) run from the right.
        renderNode!.layout.mirrorsChildren = env.layoutDirection == .rightToLeft
        collect()
    }

    /// Reads the content's sections again; a changed table invalidates the layout.
    private func rebuildOutline() {
        outline = LazyOutline(content, viewsPerElement: { [learnedCounts] in learnedCounts[$0] })
        var table = outline.table
        if window.sections.sections != table.sections {
            // Lines as the last placement laid them out until the next one: items per line
            // left at 1 made the next `realizeAhead` see a line per item and release most of
            // what was on screen, to create it again in the same frame (a content change
            // created the viewport's items twice).
            if window.itemsPerLine > 0 { table.setPerLine(window.itemsPerLine) }
            window.sections = table
            renderNode?.layout.invalidate()
        }
    }

    private static func exists(_ slot: LazySlot, in table: LazySectionTable) -> Bool {
        switch slot {
        case .item(let i): i < table.itemCount
        case .header(let s): s < table.sections.count && table.sections[s].hasHeader
        case .footer(let s): s < table.sections.count && table.sections[s].hasFooter
        }
    }

    private static func allSupplementaries(_ table: LazySectionTable) -> [LazySlot] {
        var out: [LazySlot] = []
        for (s, info) in table.sections.enumerated() {
            if info.hasHeader { out.append(.header(s)) }
            if info.hasFooter { out.append(.footer(s)) }
        }
        return out
    }

    private func sameLayout(_ a: LazyGridLayout, _ b: LazyGridLayout) -> Bool {
        a.axis == b.axis && a.tracks == b.tracks && a.alignment == b.alignment && a.spacing == b.spacing && a.window === b.window
    }

    /// The part holding item `item` and its section's first item.
    private func locate(_ item: Int) -> (part: LazyPart, sectionStart: Int)? {
        let table = window.sections
        guard item >= 0, item < table.itemCount, table.sections.count == outline.sections.count else { return nil }
        let s = table.section(ofItem: item)
        let local = item - table.itemStarts[s]
        let parts = outline.sections[s].parts
        guard let part = parts.last(where: { $0.itemStart <= local }) else { return nil }
        return (part, table.itemStarts[s])
    }

    /// Makes the created elements exactly those meeting `items`, and the headers and footers
    /// `supplementaries`, reusing nodes by key (the created ones, then the parked ones), then
    /// the nodes of elements released in this same call (``LazyRecycler``).
    /// Elements that come (back) are reconciled with their view value; those that stay only when
    /// `updatingAll` (the container itself was updated: their values may have changed), not when
    /// the viewport merely moved.
    private func refresh(items: Range<Int>, supplementaries: [LazySlot], updatingAll: Bool) {
        // Elements that stay while the viewport merely moved are found by their first item (an
        // integer; the sections did not change); after an update, by identity (their keys).
        var used = [Bool](repeating: false, count: elements.count)
        var byFirst: [Int: Int] = [:]
        var byKey: [AnyHashable: Int] = [:]
        if updatingAll {
            for (i, e) in elements.enumerated() { byKey[e.key] = i }
        } else {
            byFirst.reserveCapacity(elements.count)
            for (i, e) in elements.enumerated() { byFirst[e.firstItem] = i }
        }
        var oldSupplements: [AnyHashable: ViewNode] = [:]
        for s in supplements { oldSupplements[s.key] = s.node }
        // First what stays and what comes, so the elements that leave are known (and their
        // state parked) before any arriving one is made.
        var plan: [ElementPlan] = []
        plan.reserveCapacity(elements.count + 16)
        var g = items.lowerBound
        while g < items.upperBound, let loc = locate(g) {
            let part = loc.part, sectionStart = loc.sectionStart
            let k = part.viewsPerElement
            let e = (g - sectionStart - part.itemStart) / k
            let first = sectionStart + part.itemStart + e * k
            g = first + k
            if !updatingAll, let i = byFirst[first], !used[i], elements[i].count == k {
                used[i] = true
                plan.append(.kept(i))
                continue
            }
            let key = AnyHashable(LazyKey.element(part: part.key, element: part.source.lazyKey(at: e)))
            var existing: Int?
            if let i = byKey[key], !used[i] { used[i] = true; existing = i }
            plan.append(.made(key: key, part: part, sectionStart: sectionStart, element: e, first: first, existing: existing))
        }
        // Elements that leave: offered for reuse, or released with what their state changed
        // parked (parked now, before any arriving one is made; detached after the arriving ones
        // are made, as before recycling: `onDisappear` and `onAppear` keep their order).
        var recycler = LazyRecycler()
        let recycles = context.recyclesLazyItems && !context.hasPendingAnimation
        var released: [ViewNode] = []
        for (i, e) in elements.enumerated() where !used[i] {
            // A recyclable subtree has no state that changed: nothing to park.
            if recycles && recycler.offer(e.node) { continue }
            if let kept = ParkedState.taking(from: e.node) { parked[e.key] = kept }
            released.append(e.node)
        }
        var nextElements: [(key: AnyHashable, node: ViewNode, firstItem: Int, count: Int)] = []
        nextElements.reserveCapacity(plan.count)
        var learned = false
        var lastPart: (Int, Int)?
        for step in plan {
            switch step {
            case .kept(let i):
                nextElements.append(elements[i])
            case let .made(key, part, sectionStart, e, first, existingIndex):
                var view = part.source.lazyView(at: e)
                if let decoration {
                    let section = sectionIndex(ofItem: first)
                    let starts = window.sections.itemStarts
                    let item = _LazyItemDecoration.Item(id: part.source.lazyKey(at: e), index: e, section: section, source: part.source,
                                                        isLastInSection: section + 1 < starts.count && first + part.viewsPerElement >= starts[section + 1],
                                                        isFirstInSection: section < starts.count && first == starts[section])
                    view = decoration.item(item, AnyView(erasing: view))
                }
                var existing = existingIndex.map { elements[$0].node }
                var kept: ParkedState?
                if existing == nil, !parked.isEmpty { kept = parked.removeValue(forKey: key) }
                // An item with parked state gets a new node that takes it back, never a reused one.
                if existing == nil, kept == nil { existing = recycler.take(for: view, at: context.scrolling.lastFrameTime) }
                let n = reconcile(existing, with: view, env: childEnv, restoring: kept)
                let k = part.viewsPerElement
                // Once per part and call (its key is costly to hash): the part's first element made.
                if lastPart.map({ $0 != (sectionStart, part.itemStart) }) ?? true, learnedCounts[part.key] == nil {
                    let real = n.entries.reduce(0) { $0 + $1.items.count }
                    learnedCounts[part.key] = real
                    if real != k { learned = true }
                }
                nextElements.append((key, n, first, k))
                lastPart = (sectionStart, part.itemStart)
            }
        }
        var nextSupplements: [(slot: LazySlot, key: AnyHashable, node: ViewNode)] = []
        for slot in supplementaries {
            let s: Int, header: Bool
            switch slot {
            case .header(let i): s = i; header = true
            case .footer(let i): s = i; header = false
            case .item: continue
            }
            guard s < outline.sections.count, let view = header ? outline.sections[s].header : outline.sections[s].footer else { continue }
            let sk = outline.sections[s].key
            let key = AnyHashable(header ? LazyKey.header(sk) : LazyKey.footer(sk))
            if !updatingAll, let kept = oldSupplements.removeValue(forKey: key) {
                nextSupplements.append((slot, key, kept))
                continue
            }
            let existing = oldSupplements.removeValue(forKey: key)
            let kept = existing == nil && !parked.isEmpty ? parked.removeValue(forKey: key) : nil
            var content: any View = LazyOutline.viewCount(view) == 1 ? view : AnyView(VStack(spacing: 0) { AnyView(erasing: view) })
            if let decoration { content = header ? decoration.header(s, AnyView(erasing: content)) : decoration.footer(s, AnyView(erasing: content)) }
            nextSupplements.append((slot, key, reconcile(existing, with: content, env: childEnv, restoring: kept)))
        }
        for node in released { node.detach() }
        for node in recycler.drain() { node.detach() }
        for (key, node) in oldSupplements { release(node, key: key) }
        elements = nextElements
        supplements = nextSupplements
        itemRange = items
        window.firstIndex = items.lowerBound
        if learned {
            // An element gave another number of views than its value showed (a custom view with
            // several views in its body): the sections and item numbers change; every element
            // is found again by identity.
            rebuildOutline()
            window.sizeChanged = true
            refresh(items: items.clamped(to: 0..<window.sections.itemCount), supplementaries: supplementaries, updatingAll: true)
        }
    }

    /// Detaches a released element or header/footer, parking what its state changed.
    private func release(_ node: ViewNode, key: AnyHashable) {
        if let kept = ParkedState.taking(from: node) { parked[key] = kept }
        node.detach()
    }

    /// What ``refresh(items:supplementaries:updatingAll:)`` does with one element in view: keep
    /// the created one as it is, or make it (from the created one with its key, a parked one,
    /// a recycled one or a new node) with its view value.
    private enum ElementPlan {
        case kept(Int)
        case made(key: AnyHashable, part: LazyPart, sectionStart: Int, element: Int, first: Int, existing: Int?)
    }

    override func collect() {
        guard let renderNode else { return }
        var nodes: [RenderNode] = []
        var slots: [LazySlot] = []
        nodes.reserveCapacity(itemRange.count + supplements.count)
        slots.reserveCapacity(itemRange.count + supplements.count)
        for e in elements {
            var sub = 0
            for entry in e.node.entries {
                for item in entry.items {
                    defer { sub += 1 }
                    let g = e.firstItem + sub
                    guard sub < e.count, itemRange.contains(g) else { continue }
                    commit(item)
                    nodes.append(item.node)
                    slots.append(.item(g))
                }
            }
        }
        for s in supplements {
            guard let item = s.node.entries.first?.items.first else { continue }
            commit(item)
            nodes.append(item.node)
            slots.append(s.slot)
        }
        window.slots = slots
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
        if let plan = masonryPlan {
            let before = plan.offset(of: plan.anchorItem)
            plan.freezeEstimate(plan.measuredMean)
            let after = plan.offset(of: plan.anchorItem)
            if after != before { window.shiftBeforeAnchor += after - before; window.sizeChanged = true }
            return
        }
        let m = window.metrics
        let before = m.offset(of: window.anchorLine)
        m.frozenEstimate = m.measuredMean
        let after = m.offset(of: window.anchorLine)
        if after != before {
            window.shiftBeforeAnchor += after - before
            window.sizeChanged = true
        }
    }

    /// After a layout pass: moves the created items to what the viewport needs and keeps the
    /// viewport's first line still. Returns whether anything changed (another pass is needed).
    func realizeForViewport() -> Bool {
        guard let renderNode else { return false }
        if let plan = masonryPlan { LazyDiagnostics.warnIfLanesClamped(plan, container: self) }
        var changed = false
        if window.sizeChanged {
            window.sizeChanged = false
            renderNode.layout.invalidate()
            changed = true
        }
        let table = window.sections
        let axis = layout.axis
        var wanted: Range<Int>
        var supps: [LazySlot]
        if let sv = scrollView {
            window.viewport = sv.viewport.layout
            let view = sv.viewport.layout.frame
            var shift = 0.0
            if window.shiftBeforeAnchor != 0 {
                shift = window.shiftBeforeAnchor
                window.shiftBeforeAnchor = 0
                var o = sv.state.offset
                o[axis] += shift
                if sv.state.setOffset(o) { changed = true }
            }
            if let grid = window.placedBounds, window.itemsPerLine > 0 || (masonryPlan?.laneCount ?? 0) > 0 {
                // What the viewport will show once the offset followed the anchor line.
                let into = distance(into: grid, of: view, axis: axis)
                gridInContent = sv.state.offset[axis] - into - shift
                let top = into + shift
                (wanted, supps) = slots(top: top, length: view.size[axis])
                if let plan = masonryPlan { plan.anchorItem = plan.firstItem(at: max(0, top)) }
                else { window.anchorLine = window.metrics.line(at: max(0, top)) }
            } else {
                wanted = 0..<min(table.itemCount, 1)
                supps = table.sections.first?.hasHeader == true ? [.header(0)] : []
            }
        } else {
            window.viewport = nil
            wanted = 0..<table.itemCount
            supps = Self.allSupplementaries(table)
        }
        if wanted != itemRange || supps != supplements.map({ $0.slot }) {
            refresh(items: wanted, supplementaries: supps, updatingAll: false)
            collect()
            changed = true
        }
        return changed
    }

    /// Whether the items are mirrored in the container's frame (right to left).
    var mirrorsItems: Bool { renderNode?.layout.mirrorsChildren ?? false }

    /// How far the viewport `view` starts past the start of the container's frame `grid` along
    /// `axis`: right to left, horizontal distances count from the right edges.
    private func distance(into grid: Rect, of view: Rect, axis: Axis) -> Double {
        axis == .horizontal && mirrorsItems ? grid.maxX - view.maxX : view.origin[axis] - grid.origin[axis]
    }

    /// Where the container started in its scroll view's content at the last placement
    /// (along its axis), for ``realizeAhead()``.
    private var gridInContent: Double?

    /// The items and headers/footers a viewport `length` long starting `top` points into the
    /// container needs (plus ``margin`` on both sides).
    private func slots(top: Double, length: Double) -> (Range<Int>, [LazySlot]) {
        let lo = top - Self.margin, hi = top + length + Self.margin
        if let plan = masonryPlan { return (hi >= lo ? plan.items(covering: lo...hi) : 0..<0, []) }
        guard hi >= lo, let lines = window.lines(covering: lo...hi) else { return (0..<0, []) }
        let visible = window.lines(covering: top...max(top, top + length))
        return (window.sections.items(inLines: lines), window.supplementaries(lines: lines, visible: visible))
    }

    /// Before a layout pass: when the scroll view's offset moved since the last placement (a
    /// wheel step, a key, momentum), creates what the new offset shows, computed from the last
    /// placement's line metrics, so the pass lays the new items out at once instead of needing
    /// a second pass after ``realizeForViewport()``. Nothing happens while lines are being
    /// corrected (the settle loop handles those).
    func realizeAhead() {
        guard let sv = scrollView, let gridInContent, !window.sizeChanged, window.shiftBeforeAnchor == 0, renderNode != nil else { return }
        if let plan = masonryPlan {
            guard plan.laneCount > 0, plan.itemCount == window.itemCount else { return }
        } else {
            guard window.itemsPerLine > 0, window.metrics.lineCount == window.sections.lineCount else { return }   // sections changed: the pass decides
        }
        let axis = layout.axis
        let view = sv.viewport.layout.frame
        let (wanted, supps) = slots(top: sv.state.offset[axis] - gridInContent, length: view.size[axis])
        if wanted != itemRange || supps != supplements.map({ $0.slot }) {
            refresh(items: wanted, supplementaries: supps, updatingAll: false)
            collect()
        }
    }

    override func detach() {
        super.detach()
        context.scrolling.unregister(self)
        for e in elements { e.node.detach() }
        for s in supplements { s.node.detach() }
        parked = [:]
    }

    /// Inside a released item: the created elements, headers and footers by key (and what
    /// was parked already).
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {
        for e in elements { body(e.key, e.node) }
        for s in supplements { body(s.key, s.node) }
    }
    override func park(into parked: inout ParkedState?) {
        super.park(into: &parked)
        if !self.parked.isEmpty { record(&parked).children.merge(self.parked) { current, _ in current } }
    }
    override func restore(_ parked: ParkedState) {
        self.parked = parked.children
        parked.children = [:]
    }

    /// The index of the item with `key` (a `ForEach` element's id; its first view), if any.
    func index(of key: AnyHashable) -> Int? {
        let table = window.sections
        guard table.sections.count == outline.sections.count else { return nil }
        for (s, section) in outline.sections.enumerated() {
            for part in section.parts {
                if let e = part.source.lazyIndex(of: key) { return table.itemStarts[s] + part.itemStart + e * part.viewsPerElement }
            }
        }
        return nil
    }
    var axis: Axis { layout.axis }
    /// Where item `i` is in the container (created or not), after the last placement.
    func rect(ofItem i: Int) -> Rect? {
        if let masonryLayout { return masonryLayout.rect(ofItem: i) }
        return window.rect(ofItem: i, axis: layout.axis)
    }
    /// The scroll view it scrolls in.
    var enclosingScrollView: ScrollViewNode? { scrollView }
}

extension LazyContainerNode {
    /// The index of the section holding item `item` (binary search over the sections' starts).
    fileprivate func sectionIndex(ofItem item: Int) -> Int {
        let starts = window.sections.itemStarts
        var lo = 0, hi = max(0, starts.count - 2)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= item { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }
}
