import TesseraAnimation

/// The animated attributes of one render node.
final class NodeTrack {
    let node: RenderNode
    var generation = 0
    var frame: AnimatedValue<Rect>
    var effect: AnimatedEffect?
    var color: AnimatedValue<Color>?
    /// Insertion progress (0 invisible, 1 shown) for the default fade-in.
    private(set) var appear = AnimatedValue(1.0)
    private var target: RenderAttributes

    init(node: RenderNode, attributes: RenderAttributes) {
        self.node = node
        target = attributes
        frame = AnimatedValue(attributes.frame)
        effect = AnimatedEffect(attributes.effect)
        color = NodeTrack.solidColor(attributes.content).map { AnimatedValue($0) }
    }

    /// When every animation of the node is over.
    private(set) var endTime = -Double.infinity

    private func updateEndTime() {
        var end = max(frame.endTime, appear.endTime)
        if let e = effect { end = max(end, e.value.endTime) }
        if let c = color { end = max(end, c.endTime) }
        endTime = end
    }

    /// Starts the default insertion transition: from invisible to shown.
    func fadeIn(animation: Animation, at time: Double) {
        appear = AnimatedValue(0)
        appear.set(1, animation: animation, at: time)
        updateEndTime()
    }

    func update(to new: RenderAttributes, animation: Animation?, at time: Double) {
        target = new
        frame.set(new.frame, animation: animation, at: time)
        if var e = effect, e.matches(new.effect) {
            e.set(new.effect, animation: animation, at: time); effect = e
        } else {
            effect = AnimatedEffect(new.effect)
        }
        if let c = NodeTrack.solidColor(new.content) {
            if color == nil { color = AnimatedValue(c) } else { color!.set(c, animation: animation, at: time) }
        } else {
            color = nil
        }
        updateEndTime()
    }

    func attributes(at time: Double) -> RenderAttributes {
        if time >= endTime { return target }
        var a = target
        a.frame = frame.value(at: time)
        if let e = effect { a.effect = e.effect(at: time) }
        if let c = color { a.content = NodeTrack.content(target.content, with: c.value(at: time)) }
        let shown = appear.value(at: time)
        if shown < 1 {
            switch a.effect {
            case nil: a.effect = .opacity(max(0, shown))
            case .opacity(let o)?: a.effect = .opacity(o * max(0, shown))
            default: break
            }
        }
        return a
    }

    static func solidColor(_ content: RenderContent) -> Color? {
        switch content {
        case .shape(_, .fill(.color(let c))): c
        case .text(let t): t.color
        default: nil
        }
    }

    static func content(_ content: RenderContent, with color: Color) -> RenderContent {
        switch content {
        case .shape(let shape, .fill(.color)): .shape(shape, .fill(.color(color)))
        case .text(var t): { t.color = color; return .text(t) }()
        default: content
        }
    }
}

/// An effect whose parameter animates: opacity, scale, rotation, 3D rotation.
struct AnimatedEffect {
    enum Kind { case opacity, scale(UnitPoint), rotation(UnitPoint), rotation3D((x: Double, y: Double, z: Double), UnitPoint, Double) }
    var kind: Kind
    /// The animated parameter: opacity in x, scale in (x, y), angles in radians in x.
    var value: AnimatedValue<Point>
    var passthrough: RenderEffect?

    init?(_ effect: RenderEffect?) {
        guard let effect else { return nil }
        switch effect {
        case .opacity(let o): kind = .opacity; value = AnimatedValue(Point(x: o, y: 0))
        case .geometry(.scale(let x, let y, let anchor)): kind = .scale(anchor); value = AnimatedValue(Point(x: x, y: y))
        case .geometry(.rotation(let a, let anchor)): kind = .rotation(anchor); value = AnimatedValue(Point(x: a.radians, y: 0))
        case .geometry(.rotation3D(let a, let axis, let anchor, let p)):
            kind = .rotation3D(axis, anchor, p); value = AnimatedValue(Point(x: a.radians, y: 0))
        default: return nil
        }
    }

    /// Whether `effect` is the same kind of effect (so its parameter can animate).
    func matches(_ effect: RenderEffect?) -> Bool {
        guard let other = AnimatedEffect(effect) else { return false }
        switch (kind, other.kind) {
        case (.opacity, .opacity), (.scale, .scale), (.rotation, .rotation), (.rotation3D, .rotation3D): return true
        default: return false
        }
    }

    mutating func set(_ effect: RenderEffect?, animation: Animation?, at time: Double) {
        guard let other = AnimatedEffect(effect) else { return }
        kind = other.kind
        value.set(other.value.target, animation: animation, at: time)
    }

    func effect(at time: Double) -> RenderEffect {
        let v = value.value(at: time)
        switch kind {
        case .opacity: return .opacity(min(1, max(0, v.x)))
        case .scale(let anchor): return .geometry(.scale(x: v.x, y: v.y, anchor: anchor))
        case .rotation(let anchor): return .geometry(.rotation(.radians(v.x), anchor: anchor))
        case .rotation3D(let axis, let anchor, let p): return .geometry(.rotation3D(.radians(v.x), axis: axis, anchor: anchor, perspective: p))
        }
    }
}
