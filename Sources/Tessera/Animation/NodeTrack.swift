import TesseraAnimation

/// The animated attributes of one render node.
final class NodeTrack {
    var generation = 0
    var frame: AnimatedValue<Rect>
    var effect: AnimatedEffect?
    var color: AnimatedValue<Color>?
    /// The corner radius of a `RoundedRectangle`'s content.
    var cornerRadius: AnimatedValue<Double>?
    /// The dash phase of a dashed stroke's content (marching ants repeat it for ever).
    var dashPhase: AnimatedValue<Double>?
    /// The marching of the dashes (`marchingDashes`) and the stroke's own phase it started from.
    private var marching: MarchingDashes?
    private var marchBase = 0.0
    /// Transition progress: 1 shown normally, 0 at the transition's away appearance.
    private(set) var presence = AnimatedValue(1.0)
    /// The appearance away from the screen of the running insertion or removal transition.
    private var away = TransitionAppearance.identity
    private var target: RenderAttributes

    init(attributes: RenderAttributes) {
        target = attributes
        frame = AnimatedValue(attributes.frame)
        effect = AnimatedEffect(attributes.effect)
        color = NodeTrack.solidColor(attributes.content).map { AnimatedValue($0) }
        cornerRadius = NodeTrack.cornerRadius(attributes.content).map { AnimatedValue($0) }
        dashPhase = NodeTrack.dashPhase(attributes.content).map { AnimatedValue($0) }
        restsFrom = dashPhase == nil ? endTime : .infinity
    }

    /// When every animation of the node is over.
    private(set) var endTime = -Double.infinity
    /// When every animation of the node that does not repeat for ever is over.
    private(set) var settleTime = -Double.infinity

    /// From when the node rests (``moveAtRest(to:stamp:at:)`` may take a new frame alone):
    /// its end time, or infinity while dashes march or a transition is under way or set up. One
    /// field read per node on a scroll step instead of five.
    private var restsFrom = Double.infinity

    private func updateEndTime() {
        var end = max(frame.endTime, presence.endTime)
        if let e = effect { end = max(end, e.value.endTime) }
        if let c = color { end = max(end, c.endTime) }
        if let r = cornerRadius { end = max(end, r.endTime) }
        settleTime = max(end, dashPhase?.settleTime ?? end)
        if let d = dashPhase { end = max(end, d.endTime) }
        endTime = end
        restsFrom = dashPhase == nil && marching == nil && presence.target == 1 ? end : .infinity
    }

    /// Starts an insertion transition: from the transition's away appearance to shown.
    func insert(_ transition: Transition, animation: Animation, at time: Double) {
        away = transition.appearance(inserting: true, frame: target.frame)
        presence = AnimatedValue(0)
        presence.set(1, animation: animation, at: time)
        updateEndTime()
    }

    /// Starts a removal transition: from what is on screen to the away appearance.
    func remove(_ transition: Transition, animation: Animation, at time: Double) {
        let shown = presence.value(at: time)
        away = transition.appearance(inserting: false, frame: target.frame)
        presence = AnimatedValue(shown)
        presence.set(0, animation: animation, at: time)
        // The removed view stays where it was on screen.
        let here = frame.value(at: time)
        frame = AnimatedValue(here)
        target.frame = here
        // A leaving view stops marching, so its removal can end.
        if let d = dashPhase, d.repeatsForever { dashPhase = AnimatedValue(d.value(at: time)); marching = nil }
        updateEndTime()
    }

    /// The node's ``RenderNode/paintStamp`` at the last sync.
    var paintStamp: UInt32 = 0

    /// A sync without animation of a node whose content and effect did not change since the
    /// last sync (`stamp` equals ``paintStamp``) while nothing of it animates: only the frame
    /// can differ, and taking it is all `update(to:animation: nil, at:)` would do (a scroll
    /// step moves every visible node so; this skips building and comparing its attributes).
    /// Returns false, changing nothing, when the full update is needed.
    func moveAtRest(to newFrame: Rect, stamp: UInt32, at time: Double) -> Bool {
        guard stamp == paintStamp, time >= restsFrom else { return false }
        if newFrame != target.frame {
            target.frame = newFrame
            // At rest, setting without animation is starting at rest there.
            let before = frame.endTime
            frame = AnimatedValue(newFrame)
            // Only the frame's end can have changed: recomputing the others costs more than the
            // move itself on a scroll step (every visible node moves).
            if before != 0 { updateEndTime() }
        }
        return true
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
        if let r = NodeTrack.cornerRadius(new.content) {
            if cornerRadius == nil { cornerRadius = AnimatedValue(r) } else { cornerRadius!.set(r, animation: animation, at: time) }
        } else {
            cornerRadius = nil
        }
        if let p = NodeTrack.dashPhase(new.content) {
            if marching != nil && p == marchBase {
                // Still marching from the same phase: the repetition goes on.
            } else if dashPhase == nil { dashPhase = AnimatedValue(p) } else { dashPhase!.set(p, animation: animation, at: time) }
        } else {
            dashPhase = nil
            marching = nil
        }
        updateEndTime()
    }

    /// Starts, keeps or stops the marching of a dashed stroke's phase (`marching` is the view's
    /// `marchingDashes`, nil when it has none): a new marching starts at `time` from the
    /// stroke's own phase.
    func march(_ m: MarchingDashes?, at time: Double) {
        guard let base = NodeTrack.dashPhase(target.content) else { marching = nil; return }
        if m == marching && (m == nil || base == marchBase) { return }
        marching = m
        marchBase = base
        var v = AnimatedValue(base)
        if let m { v.set(base + m.distance, animation: m.animation, at: time) }
        dashPhase = v
        updateEndTime()
    }

    func attributes(at time: Double) -> RenderAttributes {
        if time >= endTime { return target }
        var a = target
        a.frame = frame.value(at: time)
        // Text keeps its laid-out size while it moves: a frame narrowing mid-animation would
        // re-wrap the lines (and a growing one would reflow them) for one frame.
        if case .text = target.content { a.frame.size = target.frame.size }
        if let e = effect { a.effect = e.effect(at: time) }
        if let c = color { a.content = NodeTrack.content(target.content, with: c.value(at: time)) }
        if let r = cornerRadius, case .shape(_, let paint) = a.content {
            a.content = .shape(AnyShape(RoundedRectangle(cornerRadius: r.value(at: time))), paint)
        }
        if let d = dashPhase, case .shape(let shape, .stroke(let style, var stroke, let inside)) = a.content {
            stroke.dashPhase = d.value(at: time)
            a.content = .shape(shape, .stroke(style, stroke, inside: inside))
        }
        let p = presence.value(at: time)
        if p < 1 {
            let f = a.frame
            a.transitionOpacity = max(0, away.opacity + (1 - away.opacity) * p)
            let scale = away.scale + (1 - away.scale) * p
            let dx = away.offset.x * (1 - p), dy = away.offset.y * (1 - p)
            let anchor = away.scaleAnchor.point(in: f)
            var t = Transform.identity
            if scale != 1 {
                t = Transform.translation(-anchor.x, -anchor.y).concatenating(.scale(scale, scale)).concatenating(.translation(anchor.x, anchor.y))
            }
            if dx != 0 || dy != 0 { t = t.concatenating(.translation(dx, dy)) }
            if !t.isIdentity { a.transitionTransform = t }
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

    static func cornerRadius(_ content: RenderContent) -> Double? {
        guard case .shape(let shape, _) = content, let r = shape.base as? RoundedRectangle else { return nil }
        return r.cornerRadius
    }

    static func dashPhase(_ content: RenderContent) -> Double? {
        guard case .shape(_, .stroke(_, let stroke, _)) = content, stroke.dash.contains(where: { $0 > 0 }) else { return nil }
        return stroke.dashPhase
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
