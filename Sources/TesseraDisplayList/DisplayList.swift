import TesseraGeometry

/// A flat, value-typed list of drawing commands: the only thing a backend executes.
///
/// ## Coordinate system
/// Every coordinate is in **points** in the root's space: the origin is the top-left corner of
/// the drawing surface, x grows to the right and y grows down. The backend multiplies by its
/// scale (physical pixels per point, e.g. 2 on a HiDPI window) after applying the current
/// transform, so a display list is resolution independent.
///
/// ## State
/// Items are executed in order (painter's algorithm: later items are drawn over earlier ones).
/// Three stacks are scoped by push/pop pairs and may nest:
/// - `pushClip` / `popClip`: later items are clipped to the intersection of every pushed clip.
///   A clip is captured under the transform that is current when it is pushed.
/// - `pushOpacity` / `popOpacity`: later items are drawn with their alpha multiplied by the
///   product of every pushed opacity. Like SwiftUI's `opacity` without `compositingGroup`, it
///   applies to each primitive separately (overlapping children show through each other).
/// - `pushTransform` / `popTransform`: later items (and clips pushed later) are mapped by the
///   pushed transform, then by the enclosing ones (the innermost transform is applied first).
///   Transforms may be projective (`Transform.rotation3D` for a card flip).
/// - `pushLayer` / `popLayer`: later items are drawn into an offscreen layer, composited at
///   the pop by a `LayerEffect` (blur, shadow, mask) under the state current at the push.
/// Unbalanced pops are ignored and unclosed pushes end with the list; `isBalanced` checks it.
public struct DisplayList: Hashable, Sendable, CustomStringConvertible {
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) { self.items = items }

    /// Appends one item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }
    /// Appends every item of `other`.
    public mutating func append(contentsOf other: DisplayList) { items.append(contentsOf: other.items) }

    /// Appends `body`'s items wrapped in a push/pop of `transform` (nothing is pushed for the identity).
    public mutating func withTransform(_ transform: Transform, _ body: (inout DisplayList) -> Void) {
        if transform.isIdentity { body(&self); return }
        append(.pushTransform(transform)); body(&self); append(.popTransform)
    }
    /// Appends `body`'s items wrapped in a push/pop of `clip`.
    public mutating func withClip(_ clip: ClipShape, _ body: (inout DisplayList) -> Void) {
        append(.pushClip(clip)); body(&self); append(.popClip)
    }
    /// Appends `body`'s items wrapped in a push/pop of `opacity` (nothing is pushed for 1).
    public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
        if opacity == 1 { body(&self); return }
        append(.pushOpacity(opacity)); body(&self); append(.popOpacity)
    }
    /// Appends `body`'s items wrapped in a push/pop of an offscreen layer with `effect`.
    public mutating func withLayer(_ effect: LayerEffect, _ body: (inout DisplayList) -> Void) {
        append(.pushLayer(effect)); body(&self); append(.popLayer)
    }

    /// Whether every push has a matching pop of the same kind, in order.
    public var isBalanced: Bool {
        var stack: [Int] = []
        for item in items {
            switch item {
            case .pushClip: stack.append(0)
            case .pushOpacity: stack.append(1)
            case .pushTransform: stack.append(2)
            case .pushLayer: stack.append(3)
            case .popClip: if stack.popLast() != 0 { return false }
            case .popOpacity: if stack.popLast() != 1 { return false }
            case .popTransform: if stack.popLast() != 2 { return false }
            case .popLayer: if stack.popLast() != 3 { return false }
            default: break
            }
        }
        return stack.isEmpty
    }

    /// One item per line, indented by push/pop depth: a stable textual dump for tests.
    public var description: String {
        var lines: [String] = []
        var depth = 0
        for item in items {
            if item.isPop { depth = max(0, depth - 1) }
            lines.append(String(repeating: "  ", count: depth) + item.description)
            if item.isPush { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}

/// One command of a `DisplayList`. Coordinates are in points (see `DisplayList`).
public enum DisplayItem: Hashable, Sendable, CustomStringConvertible {
    /// Fills a shape with a colour or a gradient, anti-aliased.
    case fill(FillShape, Paint)
    /// Strokes the outline of every subpath of a path (closed polygons), centred on the
    /// outline, `width` points wide, with round joins, anti-aliased.
    case stroke(Path, width: Double, color: Color)
    /// Draws an image.
    case image(ImageDraw)
    /// Draws a run of text.
    case text(TextRun)
    /// Starts clipping to a shape (intersected with the current clip).
    case pushClip(ClipShape)
    case popClip
    /// Starts multiplying alpha by an opacity in 0...1.
    case pushOpacity(Double)
    case popOpacity
    /// Starts mapping coordinates by a transform (applied before the enclosing transforms).
    case pushTransform(Transform)
    case popTransform
    /// Starts an offscreen layer composited by `effect` at the matching `popLayer`.
    case pushLayer(LayerEffect)
    case popLayer

    var isPush: Bool {
        switch self { case .pushClip, .pushOpacity, .pushTransform, .pushLayer: return true; default: return false }
    }
    var isPop: Bool {
        switch self { case .popClip, .popOpacity, .popTransform, .popLayer: return true; default: return false }
    }

    public var description: String {
        switch self {
        case let .fill(shape, paint): return "fill \(shape) \(paint)"
        case let .stroke(path, width, color): return "stroke \(fmt(path)) width \(fmt(width)) \(fmt(color))"
        case let .image(draw): return draw.description
        case let .text(run): return run.description
        case let .pushClip(clip): return "clip \(clip)"
        case .popClip: return "end clip"
        case let .pushOpacity(o): return "opacity \(fmt(o))"
        case .popOpacity: return "end opacity"
        case let .pushTransform(t): return "transform \(fmt(t))"
        case .popTransform: return "end transform"
        case let .pushLayer(effect): return "layer \(effect)"
        case .popLayer: return "end layer"
        }
    }
}
