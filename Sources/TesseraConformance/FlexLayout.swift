import TesseraGeometry
import TesseraLayout

/// Just enough flexbox (CSS Flexbox 1 §9, single line, no baselines) to lay out the flex
/// wrappers and leaves of the grid cases: `div`s without `display` are flex containers, and
/// `display: block` is approximated as a column flex container.
enum FlexLayout {
    private struct Item {
        let node: CaseNode
        var marginStart = GridAxisPair<Double>(0)
        var marginSum = GridAxisPair<Double>(0)
        var base = 0.0
        var minMain = 0.0
        var maxMain = Double.infinity
        var minContentContribution = 0.0
        var main = 0.0
        var cross = 0.0
        var frozen = false
    }

    static func layout(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize,
                       available: GridAvailableSize, perform: Bool, ownSize: Bool) -> Size {
        let r = NodeLayout.resolveBox(node, known: known, parentSize: parentSize, ownSize: ownSize)
        let mainAxis: Axis = node.flexColumn || node.display == .block ? .vertical : .horizontal
        let crossAxis = mainAxis.other
        var innerKnown = GridOptionalSize(nil)
        var innerAvail = GridAvailableSize(.maxContent)
        for a in NodeLayout.axes {
            innerKnown[a] = r.outer[a].map { Swift.max(0, $0 - r.pb[a]) }
            innerAvail[a] = innerKnown[a].map { .definite($0) } ?? available[a].shrunk(by: r.pb[a])
        }
        let percentBasis = innerKnown

        var items: [Item] = []
        for child in node.children where child.display != .none && !child.isAbsolute {
            var it = Item(node: child)
            let box = child.item.box
            for a in NodeLayout.axes {
                let m = box.logicalMargins(a, rtl: node.rtl, widthBasis: percentBasis.horizontal)
                it.marginStart[a] = m.start; it.marginSum[a] = m.start + m.end
            }
            let cr = NodeLayout.resolveBox(child, known: GridOptionalSize(nil), parentSize: percentBasis)
            var crossKnown = cr.outer[crossAxis]
            if crossKnown == nil, stretches(child, in: node, crossAxis), let ic = innerKnown[crossAxis] {
                crossKnown = cr.clamp(ic - it.marginSum[crossAxis], crossAxis)
            }
            var k = GridOptionalSize(nil); k[crossAxis] = crossKnown
            var av = GridAvailableSize(.maxContent)
            av[crossAxis] = crossKnown.map { .definite($0) } ?? innerAvail[crossAxis].shrunk(by: it.marginSum[crossAxis])
            if let m = cr.outer[mainAxis] {
                it.base = m
            } else {
                av[mainAxis] = .maxContent
                it.base = NodeLayout.compute(child, known: k, parentSize: percentBasis, available: av, perform: false)[mainAxis]
            }
            av[mainAxis] = .minContent
            // Content size suggestion: the min-content size of the content, ignoring the
            // item's own preferred size (§4.5).
            let contentMin = NodeLayout.compute(child, known: k, parentSize: percentBasis, available: av, perform: false, ownSize: false)[mainAxis]
            let minContent = cr.outer[mainAxis] ?? contentMin
            it.maxMain = cr.maxSize[mainAxis]
            if box.minSize[mainAxis] != .auto || box.isScrollContainer[mainAxis] {
                it.minMain = cr.minSize[mainAxis]
            } else {
                // Automatic minimum size of flex items (§4.5): the content size, capped by a
                // definite preferred size and the max size.
                it.minMain = Swift.min(contentMin, cr.outer[mainAxis] ?? .infinity, it.maxMain)
            }
            it.minMain = Swift.max(it.minMain, cr.pb[mainAxis])
            it.main = Swift.max(it.minMain, Swift.min(it.base, it.maxMain))
            it.minContentContribution = Swift.max(it.minMain, Swift.min(cr.outer[mainAxis] ?? minContent, it.maxMain)) + it.marginSum[mainAxis]
            items.append(it)
        }

        // The container's main size.
        let hypothetical = items.reduce(0) { $0 + $1.main + $1.marginSum[mainAxis] }
        var mainSize: Double
        if let m = innerKnown[mainAxis] {
            mainSize = m
        } else {
            let minC = node.flexWrap ? items.map(\.minContentContribution).max() ?? 0 : items.reduce(0) { $0 + $1.minContentContribution }
            switch innerAvail[mainAxis] {
            case .minContent: mainSize = minC
            case .maxContent: mainSize = hypothetical
            case .definite(let a): mainSize = mainAxis == .vertical ? hypothetical : Swift.min(hypothetical, Swift.max(minC, a))
            }
            mainSize = Swift.max(0, r.clamp(mainSize + r.pb[mainAxis], mainAxis) - r.pb[mainAxis])
        }
        resolveFlexibleLengths(&items, mainSize: mainSize, mainAxis: mainAxis)

        // Cross sizes.
        for j in items.indices {
            let child = items[j].node
            let cr = NodeLayout.resolveBox(child, known: GridOptionalSize(nil), parentSize: percentBasis)
            if let c = cr.outer[crossAxis] { items[j].cross = c; continue }
            if stretches(child, in: node, crossAxis), let ic = innerKnown[crossAxis] {
                items[j].cross = cr.clamp(ic - items[j].marginSum[crossAxis], crossAxis); continue
            }
            var k = GridOptionalSize(nil); k[mainAxis] = items[j].main
            var av = GridAvailableSize(.maxContent)
            av[mainAxis] = .definite(items[j].main)
            av[crossAxis] = innerAvail[crossAxis].shrunk(by: items[j].marginSum[crossAxis])
            items[j].cross = NodeLayout.compute(child, known: k, parentSize: percentBasis, available: av, perform: false)[crossAxis]
        }
        var crossSize = innerKnown[crossAxis] ?? items.map { $0.cross + $0.marginSum[crossAxis] }.max() ?? 0
        if innerKnown[crossAxis] == nil {
            crossSize = Swift.max(0, r.clamp(crossSize + r.pb[crossAxis], crossAxis) - r.pb[crossAxis])
        }
        var outer = Size.zero
        outer[mainAxis] = mainSize + r.pb[mainAxis]
        outer[crossAxis] = crossSize + r.pb[crossAxis]
        guard perform else { return outer }

        // Stretch, then position.
        var cursor = r.pbStart[mainAxis]
        let used = items.reduce(0) { $0 + $1.main + $1.marginSum[mainAxis] }
        let free = mainSize - used
        var between = 0.0
        switch node.justifyContent.position {
        case .end, .flexEnd: cursor += free
        case .center: cursor += free / 2
        case .spaceBetween: if items.count > 1 && free > 0 { between = free / Double(items.count - 1) }
        case .spaceAround: if free > 0 && !items.isEmpty { between = free / Double(items.count); cursor += between / 2 }
        case .spaceEvenly: if free > 0 { between = free / Double(items.count + 1); cursor += between }
        default: break
        }
        let percentForChildren = GridOptionalSize(horizontal: mainAxis == .horizontal ? mainSize : crossSize,
                                                  vertical: mainAxis == .vertical ? mainSize : crossSize)
        for it in items {
            let child = it.node
            let cr = NodeLayout.resolveBox(child, known: GridOptionalSize(nil), parentSize: percentForChildren)
            var cross = it.cross
            if cr.outer[crossAxis] == nil && stretches(child, in: node, crossAxis) {
                cross = cr.clamp(crossSize - it.marginSum[crossAxis], crossAxis)
            }
            let freeCross = crossSize - cross - it.marginSum[crossAxis]
            var crossOffset = 0.0
            switch (child.item.alignSelf ?? node.alignItems).position {
            case .end, .flexEnd, .selfEnd: crossOffset = freeCross
            case .center: crossOffset = freeCross / 2
            default: break
            }
            var origin = Point.zero
            origin[mainAxis] = cursor + it.marginStart[mainAxis]
            origin[crossAxis] = r.pbStart[crossAxis] + it.marginStart[crossAxis] + crossOffset
            var size = Size.zero
            size[mainAxis] = it.main; size[crossAxis] = cross
            if node.rtl { origin.x = outer.width - origin.x - size.width }
            child.frame = Rect(origin: origin, size: size)
            NodeLayout.applyRelativeOffset(child, basis: Size(width: percentForChildren.horizontal ?? 0, height: percentForChildren.vertical ?? 0))
            _ = NodeLayout.compute(child, known: GridOptionalSize(horizontal: size.width, vertical: size.height),
                                   parentSize: percentForChildren,
                                   available: GridAvailableSize(horizontal: .definite(size.width), vertical: .definite(size.height)),
                                   perform: true)
            cursor += it.main + it.marginSum[mainAxis] + between
        }
        for child in node.children where child.display == .none { NodeLayout.zeroSubtree(child) }
        for child in node.children where child.isAbsolute {
            AbsoluteLayout.place(child, in: node, containerSize: outer)
        }
        return outer
    }

    private static func stretches(_ child: CaseNode, in node: CaseNode, _ crossAxis: Axis) -> Bool {
        guard child.item.box.size[crossAxis] == .auto else { return false }
        if child.item.box.margin.start(crossAxis).isAuto || child.item.box.margin.end(crossAxis).isAuto { return false }
        let p = (child.item.alignSelf ?? node.alignItems).position
        return p == .normal || p == .stretch
    }

    /// §9.7 Resolving Flexible Lengths: grow or shrink the items towards the main size,
    /// freezing those that hit their min or max sizes.
    private static func resolveFlexibleLengths(_ items: inout [Item], mainSize: Double, mainAxis: Axis) {
        let hypothetical = items.reduce(0) { $0 + $1.main + $1.marginSum[mainAxis] }
        let growing = hypothetical < mainSize
        for j in items.indices {
            let factor = growing ? items[j].node.flexGrow : items[j].node.flexShrink
            items[j].frozen = factor == 0
                || (growing && items[j].base > items[j].main) || (!growing && items[j].base < items[j].main)
            items[j].main = items[j].frozen ? items[j].main : items[j].base
        }
        for _ in 0..<(items.count + 1) {
            let used = items.reduce(0) { $0 + ($1.frozen ? $1.main : $1.base) + $1.marginSum[mainAxis] }
            let free = mainSize - used
            var total = 0.0
            for it in items where !it.frozen {
                total += growing ? it.node.flexGrow : it.node.flexShrink * it.base
            }
            if total == 0 { break }
            var violation = 0.0
            var target = items.map(\.main)
            for j in items.indices where !items[j].frozen {
                let w = growing ? items[j].node.flexGrow : items[j].node.flexShrink * items[j].base
                let raw = items[j].base + free * w / total
                let clamped = Swift.max(items[j].minMain, Swift.min(raw, items[j].maxMain))
                violation += clamped - raw
                target[j] = clamped
            }
            for j in items.indices where !items[j].frozen {
                let w = growing ? items[j].node.flexGrow : items[j].node.flexShrink * items[j].base
                let raw = items[j].base + free * w / total
                items[j].main = target[j]
                if abs(violation) < 1e-9 || (violation > 0 && target[j] > raw) || (violation < 0 && target[j] < raw) {
                    items[j].frozen = true
                }
            }
            if items.allSatisfy(\.frozen) { break }
        }
    }
}
