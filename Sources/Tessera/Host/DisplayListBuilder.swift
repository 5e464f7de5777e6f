import Foundation
import TesseraDisplayList

/// The last phase before pixels: walks a laid-out render tree and emits display-list items in
/// paint order — each node's effect (opacity, transform, clip) around its own content and then
/// its children (a `background` first child last).
///
/// Attributes come from a `RenderAttributeProvider`: the layout frames by default, or an
/// animation phase's interpolated frames, opacities, transforms and colours.
public struct DisplayListBuilder<Attributes: RenderAttributeProvider> {
    public let attributes: Attributes
    /// Where dashes are made: the root's frame (with a margin), nil under a transform. Dashes
    /// beyond it are skipped, not made: an outline around a 10^8-point lazy grid made millions
    /// of quads, 0.5 s and 687 MB a frame (issue 34).
    private var dashBounds: Rect?
    public init(attributes: Attributes) { self.attributes = attributes }

    /// The display list of `root`'s subtree.
    public func build(_ root: RenderNode) -> DisplayList {
        var list = DisplayList()
        var builder = self
        let f = attributes.attributes(of: root).frame
        builder.dashBounds = Rect(x: f.minX - 256, y: f.minY - 256, width: f.width + 512, height: f.height + 512)
        builder.emit(root, into: &list)
        return list
    }

    /// `mirrored`: whether the transforms above `node` reverse its orientation (its back is
    /// shown), for `backfaceHidden()`.
    private func emit(_ node: RenderNode, into list: inout DisplayList, mirrored: Bool = false) {
        emitTransitioned(node, attributes.attributes(of: node), into: &list, mirrored: mirrored)
    }

    /// `emit` with the node's attributes already read (`a`), transitions not yet applied.
    private func emitTransitioned(_ node: RenderNode, _ a: RenderAttributes, into list: inout DisplayList, mirrored: Bool) {
        if a.transitionOpacity < 1 {
            if a.transitionOpacity <= 0 { return }
            var plain = a
            plain.transitionOpacity = 1
            list.withOpacity(a.transitionOpacity) { emit(node, plain, into: &$0, mirrored: mirrored) }
            return
        }
        if let t = a.transitionTransform {
            var plain = a
            plain.transitionTransform = nil
            list.withTransform(t) { emit(node, plain, into: &$0, mirrored: mirrored) }
            return
        }
        emit(node, a, into: &list, mirrored: mirrored)
    }

    private func emit(_ node: RenderNode, _ a: RenderAttributes, into list: inout DisplayList, mirrored: Bool) {
        switch a.effect {
        case .opacity(let o)?:
            if o <= 0 { return }
            list.withOpacity(o) { paint(node, a, into: &$0, mirrored: mirrored) }
        case .geometry(let g)?:
            let flips = mirrored != g.reversesOrientation(in: a.frame)
            var transformed = self
            transformed.dashBounds = nil
            list.withTransform(g.transform(in: a.frame)) { transformed.paint(node, a, into: &$0, mirrored: flips) }
        case .backfaceHidden?:
            if mirrored != attributes.reversesOwnOrientation(below: node) { return }
            paint(node, a, into: &list, mirrored: mirrored)
        case .layer(let effect)?:
            list.withLayer(effect) { paint(node, a, into: &$0, mirrored: mirrored) }
        case .mask?:
            guard let content = node.children.first else { return }
            var mask = DisplayList()
            for child in node.children.dropFirst() { emit(child, into: &mask, mirrored: mirrored) }
            list.withLayer(.mask(mask)) {
                emitContent(a.content, frame: a.frame, node: node, into: &$0)
                emit(content, into: &$0, mirrored: mirrored)
            }
        case .clip(let shape)?:
            if let (leafFrame, content) = soleImage(below: node), let source = content.source {
                // A clipped photo: one image draw with its clip, which the backend masks once and caches.
                list.append(.image(ImageDraw(source: source, rect: leafFrame, contentMode: .stretch,
                                             clip: shape.path(in: a.frame))))
                return
            }
            let clip: ClipShape = shape.base is Rectangle ? .rect(a.frame) : .path(shape.path(in: a.frame))
            list.withClip(clip) { paint(node, a, into: &$0, mirrored: mirrored) }
        default:
            paint(node, a, into: &list, mirrored: mirrored)
        }
    }

    private func paint(_ node: RenderNode, _ a: RenderAttributes, into list: inout DisplayList, mirrored: Bool) {
        emitContent(a.content, frame: a.frame, node: node, into: &list)
        if node.culls {
            // A scroll view's viewport: content outside it is not drawn at all (children whose
            // subtree draws beyond its frame, by a transform, are kept).
            for child in node.paintOrder { cull(child, to: a.frame, into: &list, mirrored: mirrored) }
            return
        }
        for child in node.paintOrder { emit(child, into: &list, mirrored: mirrored) }
        for gone in attributes.removedChildren(of: node) { emit(gone, into: &list, mirrored: mirrored) }
    }

    /// Emits `node` when its frame meets `visible`; descends into layout-only containers (no
    /// content, no effect) to cull their children one by one.
    private func cull(_ node: RenderNode, to visible: Rect, into list: inout DisplayList, mirrored: Bool) {
        let a = attributes.attributes(of: node)
        if case .geometry? = a.effect { emitTransitioned(node, a, into: &list, mirrored: mirrored); return }
        let f = a.frame
        guard f.maxX >= visible.minX, f.minX <= visible.maxX, f.maxY >= visible.minY, f.minY <= visible.maxY else { return }
        if a.effect == nil, case .none = a.content, a.transitionOpacity == 1, a.transitionTransform == nil,
           attributes.removedChildren(of: node).isEmpty {
            for child in node.paintOrder { cull(child, to: visible, into: &list, mirrored: mirrored) }
            return
        }
        emitTransitioned(node, a, into: &list, mirrored: mirrored)
    }

    /// The image leaf below `node` when nothing else is drawn and no effect intervenes.
    private func soleImage(below node: RenderNode) -> (Rect, ImageContent)? {
        guard node.children.count == 1 else { return nil }
        var n = node.children[0]
        while true {
            let a = attributes.attributes(of: n)
            guard a.effect == nil || a.effect.map(isInert) == true else { return nil }
            if case .image(let content) = a.content, n.children.isEmpty { return (a.frame, content) }
            guard case .none = a.content, n.children.count == 1 else { return nil }
            n = n.children[0]
        }
    }

    private func isInert(_ e: RenderEffect) -> Bool {
        switch e { case .tap, .keyPress, .pointer, .contentShape, .hover, .horizontalScroll, .focusable, .focusBinding: true; default: false }
    }

    private func emitContent(_ content: RenderContent, frame: Rect, node: RenderNode, into list: inout DisplayList) {
        switch content {
        case .none:
            return
        case let .shape(shape, .fill(style)):
            guard !style.isClear else { return }
            list.append(.fill(fillShape(shape, frame), paint(style, frame)))
        case let .shape(shape, .stroke(style, stroke, inside)):
            guard !style.isClear, stroke.lineWidth > 0 else { return }
            let outline = inside ? shape.path(in: frame.inset(by: EdgeInsets(all: stroke.lineWidth / 2))) : shape.path(in: frame)
            if stroke.dash.contains(where: { $0 > 0 }) {
                let dashes = Dashes.quads(of: outline, width: stroke.lineWidth, pattern: stroke.dash, phase: stroke.dashPhase,
                                          visible: dashBounds)
                if !dashes.isEmpty { list.append(.fill(.path(dashes), paint(style, frame))) }
            } else {
                list.append(.stroke(outline, width: stroke.lineWidth, color: style.representativeColor))
            }
        case let .text(text):
            guard text.color.alpha > 0, !text.string.isEmpty else { return }
            let ideal = node.layout.sizeThatFits(.unspecified).width
            let wraps = frame.width < ideal - 1e-9
            var styled = text.styled
            if wraps, styled.options.minimumScaleFactor < 1, let leaf = node.layout.leaf as? TextLeaf {
                styled = leaf.fitted(toWidth: frame.width)
            }
            list.append(.text(TextRun(styled, color: text.color, origin: frame.origin, maxWidth: wraps ? frame.width : nil)))
        case let .image(image):
            guard let source = image.source else { return }
            list.append(.image(ImageDraw(source: source, rect: frame, contentMode: .stretch)))
        }
    }

    private func fillShape(_ shape: AnyShape, _ frame: Rect) -> FillShape {
        if shape.base is Rectangle { return .rect(frame) }
        if let r = shape.base as? RoundedRectangle { return .roundedRect(frame, cornerRadius: r.cornerRadius) }
        return .path(shape.path(in: frame))
    }

    private func paint(_ style: AnyShapeStyle, _ frame: Rect) -> Paint {
        switch style {
        case .color(let c): .color(c)
        case .linearGradient(let g): .linearGradient(g, in: frame)
        }
    }
}

extension DisplayListBuilder where Attributes == LayoutAttributes {
    /// A builder reading the layout frames (no animation).
    public init() { self.init(attributes: LayoutAttributes()) }
}

/// Dashed strokes as filled quads along a closed outline. Only the stretches of the outline
/// inside `visible` (when given) get quads; the pattern is advanced over the rest in constant
/// time, so the work is bounded by what is visible, not by the outline's length.
enum Dashes {
    /// Where along the pattern a point of the outline is.
    struct PatternState {
        let pattern: [Double]
        /// Length after which the pattern repeats with the same on/off state (twice the sum
        /// for an odd count, whose repetition swaps dashes and gaps).
        let cycle: Double
        var index = 0
        var remaining: Double
        var on = true

        init(pattern: [Double], period: Double) {
            self.pattern = pattern
            cycle = pattern.count % 2 == 1 ? 2 * period : period
            remaining = pattern[0]
        }

        mutating func step() { index = (index + 1) % pattern.count; remaining = pattern[index]; on.toggle() }

        /// Moves `d` points along the pattern.
        mutating func advance(_ distance: Double) {
            var d = distance
            guard d > 0 else { return }
            if d < remaining { remaining -= d; return }
            d -= remaining
            step()
            if d > cycle { d = d.truncatingRemainder(dividingBy: cycle) }
            while d > 0 {
                if d >= remaining { d -= remaining; step() } else { remaining -= d; d = 0 }
            }
        }
    }

    static func quads(of path: Path, width: Double, pattern: [Double], phase: Double, visible: Rect? = nil) -> Path {
        let pattern = pattern.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite else { return Path() }
        let bounds = visible.map { Rect(x: $0.minX - width, y: $0.minY - width, width: $0.width + 2 * width, height: $0.height + 2 * width) }
        var quads: [[Point]] = []
        for sp in path.subpaths where sp.count >= 2 {
            var state = PatternState(pattern: pattern, period: period)
            // Skip `phase` into the pattern.
            var skip = phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            state.advance(skip)
            for i in 0..<sp.count {
                let a = sp[i], b = sp[(i + 1) % sp.count]
                let len = hypot(b.x - a.x, b.y - a.y)
                guard len > 0 else { continue }
                let shown = bounds.map { visibleStretch(a, b, len, in: $0) } ?? (0, len)
                guard let (start, end) = shown else { state.advance(len); continue }
                state.advance(start)
                var t = start
                while t < end {
                    let step = min(state.remaining, end - t)
                    if state.on && step > 0 { quads.append(quad(a, b, len, t, t + step, width)) }
                    t += step
                    state.remaining -= step
                    if state.remaining <= 1e-12 { state.step() }
                }
                state.advance(len - end)
            }
        }
        return Path(subpaths: quads)
    }

    /// The stretch `t0...t1` of the segment from `a` to `b` (of length `len`) inside `r`, or nil
    /// (Liang–Barsky clipping).
    static func visibleStretch(_ a: Point, _ b: Point, _ len: Double, in r: Rect) -> (Double, Double)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
            if p == 0 { if q < 0 { return nil }; continue }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 > t1 { return nil }
        }
        return (t0 * len, t1 * len)
    }

    private static func quad(_ a: Point, _ b: Point, _ len: Double, _ t0: Double, _ t1: Double, _ w: Double) -> [Point] {
        let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
        let nx = -uy * w / 2, ny = ux * w / 2
        let p0 = Point(x: a.x + ux * t0, y: a.y + uy * t0), p1 = Point(x: a.x + ux * t1, y: a.y + uy * t1)
        return [Point(x: p0.x + nx, y: p0.y + ny), Point(x: p1.x + nx, y: p1.y + ny),
                Point(x: p1.x - nx, y: p1.y - ny), Point(x: p0.x - nx, y: p0.y - ny)]
    }
}
