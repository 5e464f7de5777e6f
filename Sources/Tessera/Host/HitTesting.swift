/// Finding the view under a point: front to back (reverse paint order), mapping the point
/// through each node's transform (offsets are in the frames; scale, rotation and 3D rotation
/// are inverted), honouring clips, and testing the drawn shape — not the bounding box — of each
/// leaf, skipping `backfaceHidden()` views seen from behind. A `contentShape` replaces the drawn shapes of its whole subtree as the hit area.
/// Fully transparent fills are not hit (as SwiftUI's `Color.clear`); a stroked outline is hit on
/// its band, not its interior.
public struct HitTester<Attributes: RenderAttributeProvider> {
    public let attributes: Attributes
    public init(attributes: Attributes) { self.attributes = attributes }

    /// The path from `root` to the front-most node hit at `point` (root first), or empty.
    public func hitPath(_ root: RenderNode, at point: Point) -> [RenderNode] {
        // Built leaf first while returning from the hit (one array for the whole path), then
        // turned root first.
        var path: [RenderNode] = []
        guard hit(root, point, mirrored: false, &path) else { return [] }
        path.reverse()
        return path
    }

    /// Whether `node`'s subtree is hit at `p`; when it is, appends the hit path below and
    /// including `node`, innermost first.
    private func hit(_ node: RenderNode, _ p: Point, mirrored: Bool, _ path: inout [RenderNode]) -> Bool {
        let a = attributes.attributes(of: node)
        var q = p
        var mirrored = mirrored
        switch a.effect {
        case .geometry(let g)?:
            guard let inverse = g.transform(in: a.frame).inverted else { return false }
            q = inverse.apply(p)
            if g.reversesOrientation(in: a.frame) { mirrored.toggle() }
        case .backfaceHidden? where mirrored != attributes.reversesOwnOrientation(below: node):
            return false
        case .clip(let shape)?:
            guard shape.path(in: a.frame).contains(p) else { return false }
        case .opacity(let o)? where o <= 0:
            return false
        case .mask?:
            // Only the masked content takes hits, not the mask views.
            guard let content = node.children.first, hit(content, q, mirrored: mirrored, &path) else { return false }
            path.append(node)
            return true
        case .contentShape(let shape)?:
            guard shape.path(in: a.frame).contains(p) else { return false }
            _ = hitChildren(of: node, q, mirrored: mirrored, &path)
            path.append(node)
            return true
        default:
            break
        }
        if hitChildren(of: node, q, mirrored: mirrored, &path) || contentContains(a.content, a.frame, q) {
            path.append(node)
            return true
        }
        return false
    }

    /// Whether one of `node`'s children is hit, front-most first (the hit one's path appended).
    private func hitChildren(of node: RenderNode, _ q: Point, mirrored: Bool, _ path: inout [RenderNode]) -> Bool {
        for child in node.paintOrder.reversed() where hit(child, q, mirrored: mirrored, &path) { return true }
        return false
    }

    private func contentContains(_ content: RenderContent, _ frame: Rect, _ p: Point) -> Bool {
        switch content {
        case .none: return false
        case let .shape(shape, paint):
            guard !paint.style.isClear else { return false }
            // These shapes stay inside their frame: skip building the path for far points.
            let bounded = shape.base is Rectangle || shape.base is RoundedRectangle || shape.base is Circle
                || shape.base is Ellipse || shape.base is Capsule
            if case let .stroke(_, style, inside) = paint {
                // A stroked outline (`stroke`, `strokeBorder`, `.border`) is hit on its band
                // only, as in SwiftUI: inside the shape grown by half the line (or the shape
                // itself for an inside stroke) and not inside it shrunk by the rest, so a border
                // drawn over views does not take their clicks.
                let w = max(style.lineWidth, 1)
                let outer = inside ? frame : frame.inset(by: EdgeInsets(all: -w / 2))
                let inner = frame.inset(by: EdgeInsets(all: inside ? w : w / 2))
                if bounded, !outer.contains(p) { return false }
                guard shape.path(in: outer).contains(p) else { return false }
                return inner.width <= 0 || inner.height <= 0 || !shape.path(in: inner).contains(p)
            }
            if bounded, !frame.contains(p) { return false }
            return shape.path(in: frame).contains(p)
        case .text, .image: return frame.contains(p)
        }
    }
}

extension HitTester where Attributes == LayoutAttributes {
    /// A hit tester reading the layout frames (no animation).
    public init() { self.init(attributes: LayoutAttributes()) }
}
