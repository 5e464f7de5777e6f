import TesseraGeometry
import TesseraLayout

/// The box of a node resolved for one layout call: its border-box size where known, padding
/// plus border (total and logical start) and its min/max border-box sizes.
struct ResolvedBox {
    var outer: GridOptionalSize
    var pb: GridAxisPair<Double>
    var pbStart: GridAxisPair<Double>
    var minSize: GridAxisPair<Double>
    var maxSize: GridAxisPair<Double>

    func clamp(_ v: Double, _ a: Axis) -> Double { Swift.max(Swift.min(v, maxSize[a]), minSize[a], pb[a]) }
}

/// Lays out case trees: grid containers through the track grid engine, `div`s without
/// `display` as flex containers (FlexLayout.swift), leaves by their style and Ahem text.
enum NodeLayout {
    static let axes: [Axis] = [.horizontal, .vertical]

    static func resolveBox(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize, ownSize: Bool = true) -> ResolvedBox {
        let box = node.box
        var r = ResolvedBox(outer: known, pb: .init(0), pbStart: .init(0), minSize: .init(0), maxSize: .init(.infinity))
        // Percentages of padding resolve against the containing block's inline size in the
        // parent's writing mode (CSS Writing Modes 4 §7.3): across an orthogonal flow that is
        // the node's own block axis.
        let basis = node.isOrthogonal ? parentSize.vertical : parentSize.horizontal
        for a in axes {
            let p = box.paddingBorder(a, widthBasis: basis)
            r.pb[a] = p.start + p.end
            r.pbStart[a] = node.rtl && a == .horizontal ? p.end : p.start
            r.minSize[a] = borderBox(box, box.minSize[a], parentSize[a], r.pb[a]) ?? 0
            r.maxSize[a] = borderBox(box, box.maxSize[a], parentSize[a], r.pb[a]) ?? .infinity
        }
        guard ownSize else { return r }
        for a in axes where r.outer[a] == nil {
            if let v = borderBox(box, box.size[a], parentSize[a], r.pb[a]) { r.outer[a] = r.clamp(v, a) }
        }
        if let ratio = box.aspectRatio, ratio > 0 {
            // The ratio applies to the box box-sizing names (CSS Sizing 4 §2.1).
            let cb = box.boxSizing == .contentBox
            let (ph, pv) = cb ? (r.pb.horizontal, r.pb.vertical) : (0, 0)
            if r.outer.horizontal == nil, let h = r.outer.vertical {
                r.outer.horizontal = r.clamp(Swift.max(0, h - pv) * ratio + ph, .horizontal)
            } else if r.outer.vertical == nil, let w = r.outer.horizontal {
                r.outer.vertical = r.clamp(Swift.max(0, w - ph) / ratio + pv, .vertical)
            }
        }
        return r
    }

    static func borderBox(_ box: GridBoxStyle, _ v: GridSize, _ basis: Double?, _ pb: Double) -> Double? {
        guard var x = v.resolve(basis) else { return nil }
        if box.boxSizing == .contentBox { x += pb }
        return Swift.max(x, pb)
    }

    /// Computes the node's border-box size (and, with `perform`, the frames of its subtree).
    /// `ownSize: false` ignores the node's preferred size (its content size, CSS Sizing 3 §5).
    static func compute(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize,
                        available: GridAvailableSize, perform: Bool, ownSize: Bool = true,
                        contentBasedHeight: Bool = false, applyRatio: Bool = true, inOwnFrame: Bool = false) -> Size {
        // Callers speak in the parent's line-relative frame; an orthogonal node (CSS Writing
        // Modes 4 §7.3) is laid out in its own, the axes exchanged both ways.
        if node.isOrthogonal && !inOwnFrame {
            // `contentBasedHeight` here names the node's own block size (a root's), which is
            // the parent's width.
            return compute(node, known: known.transposed, parentSize: parentSize.transposed, available: available.transposed,
                           perform: perform, ownSize: ownSize, contentBasedHeight: contentBasedHeight, applyRatio: applyRatio,
                           inOwnFrame: true).transposed
        }
        // The track grid engine transfers sizes through an item's aspect-ratio itself and asks
        // for content sizes only: then the node's own ratio is not applied again.
        if !applyRatio, let ratio = node.box.aspectRatio {
            node.box.aspectRatio = nil; node.grid.box.aspectRatio = nil
            defer { node.box.aspectRatio = ratio; node.grid.box.aspectRatio = ratio }
            var key = node.measureKey(known: known, available: available, parentSize: parentSize, ownSize: ownSize)
            key.applyRatio = false
            if !perform, let s = node.cache[key] { return s }
            let s = compute(node, known: known, parentSize: parentSize, available: available, perform: perform,
                            ownSize: ownSize, contentBasedHeight: contentBasedHeight, inOwnFrame: true)
            if !perform { node.cache[key] = s }
            return s
        }
        // A leaf's size is a few comparisons: cheaper than remembering it.
        if !perform && node.isPlainLeaf { return leaf(node, known: known, parentSize: parentSize, ownSize: ownSize) }
        let key = node.measureKey(known: known, available: available, parentSize: parentSize, ownSize: ownSize)
        if !perform, let s = node.cache[key] { return s }
        let s: Size
        if node.display == .none {
            s = .zero
        } else if node.text != nil {
            s = text(node, known: known, parentSize: parentSize, available: available, ownSize: ownSize)
        } else if node.display == .gridLanes {
            s = MasonryNodeLayout.layout(node, known: known, parentSize: parentSize, available: available,
                                         perform: perform, ownSize: ownSize, contentBasedHeight: contentBasedHeight)
        } else if node.display == .grid {
            s = grid(node, known: known, parentSize: parentSize, available: available, perform: perform, ownSize: ownSize,
                     contentBasedHeight: contentBasedHeight)
        } else if node.children.isEmpty {
            s = leaf(node, known: known, parentSize: parentSize, ownSize: ownSize)
        } else {
            s = FlexLayout.layout(node, known: known, parentSize: parentSize, available: available, perform: perform, ownSize: ownSize)
        }
        if !perform { node.cache[key] = s }
        return s
    }

    static func leaf(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize, ownSize: Bool) -> Size {
        let r = resolveBox(node, known: known, parentSize: parentSize, ownSize: ownSize)
        return Size(width: r.outer.horizontal ?? r.clamp(r.pb.horizontal, .horizontal),
                    height: r.outer.vertical ?? r.clamp(r.pb.vertical, .vertical))
    }

    /// Ahem text at 10px (cases' `conventions.text`): every character is a 10×10 box; U+200B
    /// separates unbreakable segments which are packed greedily into lines.
    static func text(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize,
                     available: GridAvailableSize, ownSize: Bool) -> Size {
        let r = resolveBox(node, known: known, parentSize: parentSize, ownSize: ownSize)
        let segments = (node.text ?? "").split(separator: "\u{200B}", omittingEmptySubsequences: true).map { Double($0.count) * 10 }
        let minContent = segments.max() ?? 0
        let maxContent = segments.reduce(0, +)
        // In the node's line-relative frame the lines run along x whatever its writing mode.
        let inline = Axis.horizontal
        let block = inline.other
        var contentInline: Double
        if let o = r.outer[inline] {
            contentInline = Swift.max(0, o - r.pb[inline])
        } else {
            switch available[inline] {
            case .minContent: contentInline = minContent
            case .maxContent: contentInline = maxContent
            case .definite(let a): contentInline = Swift.min(maxContent, Swift.max(minContent, a - r.pb[inline]))
            }
            contentInline = Swift.max(0, r.clamp(contentInline + r.pb[inline], inline) - r.pb[inline])
        }
        // Greedy line packing.
        var lines = segments.isEmpty ? 0 : 1
        var lineWidth = 0.0
        for s in segments {
            if lineWidth > 0 && lineWidth + s > contentInline + 1e-9 { lines += 1; lineWidth = s } else { lineWidth += s }
        }
        var size = Size.zero
        size[inline] = r.outer[inline] ?? contentInline + r.pb[inline]
        size[block] = r.outer[block] ?? r.clamp(Double(lines) * 10 + r.pb[block], block)
        return size
    }

    /// A grid container: the engine, measuring items through `compute`.
    static func grid(_ node: CaseNode, known: GridOptionalSize, parentSize: GridOptionalSize,
                     available: GridAvailableSize, perform: Bool, ownSize: Bool, contentBasedHeight: Bool) -> Size {
        let children = node.children
        var measurer = gridMeasurer(children)
        // A box's min-content block size is its max-content block size (CSS Sizing 3 §5.1).
        var available = available
        if case .minContent = available.vertical { available.vertical = .maxContent }
        var input = TrackGridInput(knownSize: known, parentSize: parentSize, availableSpace: available, appliesOwnSize: ownSize)
        input.contentBasedHeight = contentBasedHeight
        // Only `baseline(_:size:last:)` reads a grid's baselines.
        input.reportsBaselines = false
        let result = layoutTrackGrid(style: node.grid, items: node.childItems, input: input, measurer: &measurer)
        if perform {
            node.usedTracks = (result.columnSizes, result.rowSizes)
            for (i, child) in children.enumerated() where !child.isAbsolute {
                let f = result.itemFrames[i], area = result.areaFrames[i]
                child.frame = f
                applyRelativeOffset(child, basis: area.size)
                if child.display != .none {
                    // A child grid of auto height that was not stretched to its area keeps a
                    // content-based (indefinite) height.
                    // (Only an item aligned `normal`/`stretch` without `auto` margins is
                    // stretched; one that merely fills its area has a content-based height.)
                    let vm = child.item.box.margins(.vertical, widthBasis: area.width)
                    let align = (child.item.alignSelf ?? node.grid.alignItems).position
                    let stretchAligned = (align == .normal || align == .stretch)
                        && !child.item.box.margin.top.isAuto && !child.item.box.margin.bottom.isAuto
                    let stretched = stretchAligned && abs(f.height - (area.height - vm.start - vm.end)) < 1e-6
                    let ownHeight = child.item.box.size.vertical.resolve(area.height) == nil && !stretched
                        && !(stretchAligned && f.height > area.height - vm.start - vm.end) && child.item.box.aspectRatio == nil
                    // A subgrid is laid out with the tracks its parent gave it (CSS Grid 2 §9).
                    withGridStyle(child, result.subgridStyles[i]) {
                        _ = compute(child, known: GridOptionalSize(horizontal: f.width, vertical: f.height),
                                    parentSize: GridOptionalSize(horizontal: area.width, vertical: area.height),
                                    available: GridAvailableSize(horizontal: .definite(f.width), vertical: .definite(f.height)),
                                    perform: true, contentBasedHeight: ownHeight && !child.isOrthogonal)
                    }
                } else {
                    zeroSubtree(child)
                }
            }
            // The engine placed absolutely positioned children in their grid areas (CSS Grid 2 §9).
            for (i, child) in children.enumerated() where child.isAbsolute {
                guard child.display != .none else { zeroSubtree(child); continue }
                let f = result.itemFrames[i], cb = result.areaFrames[i]
                child.frame = f
                _ = compute(child, known: GridOptionalSize(horizontal: f.width, vertical: f.height),
                            parentSize: GridOptionalSize(horizontal: cb.width, vertical: cb.height),
                            available: GridAvailableSize(horizontal: .definite(f.width), vertical: .definite(f.height)),
                            perform: true)
            }
        }
        return result.size
    }

    /// Measures a grid container's children through `compute` and reports their baselines.
    static func gridMeasurer(_ children: [CaseNode]) -> CaseNodeMeasurer { CaseNodeMeasurer(children) }

    /// The extent of a node's content when it is laid out at `size` (its height given by its
    /// aspect ratio): a grid's rows sized in that height, percentages resolved against it; other
    /// boxes' min-content height at the width (their content does not follow the height here).
    static func contentBlockSize(_ node: CaseNode, size: Size, parentSize: GridOptionalSize) -> Double {
        guard node.display == .grid, node.text == nil else {
            return compute(node, known: GridOptionalSize(horizontal: size.width, vertical: nil), parentSize: parentSize,
                           available: GridAvailableSize(horizontal: .definite(size.width), vertical: .minContent),
                           perform: false, applyRatio: false).height
        }
        var measurer = gridMeasurer(node.children)
        var input = TrackGridInput(knownSize: GridOptionalSize(horizontal: size.width, vertical: size.height), parentSize: parentSize,
                                   availableSpace: GridAvailableSize(horizontal: .definite(size.width), vertical: .definite(size.height)))
        input.reportsBaselines = false
        return layoutTrackGrid(style: node.grid, items: node.childItems, input: input, measurer: &measurer).contentBlockSize
    }

    /// Runs `body` with `node` laid out as a grid of `style` (a subgrid's resolved tracks), its
    /// measurement cache set aside meanwhile; without a style, as it is.
    static func withGridStyle(_ node: CaseNode, _ style: TrackGridStyle?, _ body: () -> Void) {
        guard let style else { body(); return }
        let saved = node.grid, cache = node.cache
        node.grid = style; node.cache = [:]
        body()
        node.grid = saved; node.cache = cache
    }

    /// A node's first or last baseline from its border-box top when laid out at `size` (CSS
    /// Box Alignment 3 §9.1), nil when it has none: Ahem text has its alphabetic baseline 8px
    /// below the top of each 10px line; a grid container's comes from the engine (CSS Grid 2
    /// §10.7); a flex or block container's from its first (last) in-flow child.
    static func baseline(_ node: CaseNode, size: Size, last: Bool) -> Double? {
        // Vertical baselines are not implemented; an orthogonal item synthesizes its baseline.
        if node.display == .none || node.writingMode.isVertical || node.isOrthogonal { return nil }
        let known = GridOptionalSize(horizontal: size.width, vertical: size.height)
        let available = GridAvailableSize(horizontal: .definite(size.width), vertical: .definite(size.height))
        if node.text != nil {
            let r = resolveBox(node, known: known, parentSize: GridOptionalSize(nil))
            let lines = Swift.max(1, Int(((size.height - r.pb.vertical) / 10).rounded()))
            return r.pbStart.vertical + 8 + (last ? Double(lines - 1) * 10 : 0)
        }
        if node.display == .grid {
            var measurer = gridMeasurer(node.children)
            let result = layoutTrackGrid(style: node.grid, items: node.childItems,
                                         input: TrackGridInput(knownSize: known, availableSpace: available), measurer: &measurer)
            return last ? result.lastBaseline : result.firstBaseline
        }
        let kids = node.children.filter { !$0.isAbsolute && $0.display != .none }
        guard !kids.isEmpty else { return nil }
        _ = compute(node, known: known, parentSize: GridOptionalSize(nil), available: available, perform: true)
        guard let c = last ? kids.last : kids.first else { return nil }
        return c.frame.minY + (baseline(c, size: c.frame.size, last: last) ?? c.frame.height)
    }

    /// `position: relative` insets (CSS Position 3 §3.4): the box moves by `left` (else minus
    /// `right`) and `top` (else minus `bottom`) after layout.
    static func applyRelativeOffset(_ node: CaseNode, basis: Size) {
        guard !node.isAbsolute else { return }
        for a in axes {
            let s = node.inset.start(a), e = node.inset.end(a)
            var d = 0.0
            // Both set: the start side wins, which in right-to-left is `right`.
            if a == .horizontal && node.rtl && !e.isAuto { d = -e.resolveOrZero(basis[a]) }
            else if !s.isAuto { d = s.resolveOrZero(basis[a]) } else if !e.isAuto { d = -e.resolveOrZero(basis[a]) }
            node.frame.origin[a] += d
        }
    }

    /// Maps the frames of `node`'s subtree, computed in each parent's line-relative frame, onto
    /// the screen (``Rect/physical(from:in:)``); `node.frame` itself is already physical.
    static func physicalFrames(_ node: CaseNode) {
        for c in node.children where c.display != .none {
            c.frame = c.frame.physical(from: node.writingMode, in: node.frame.size)
            physicalFrames(c)
        }
    }

    static func zeroSubtree(_ node: CaseNode) {
        node.frame = .zero
        for c in node.children { zeroSubtree(c) }
    }
}
