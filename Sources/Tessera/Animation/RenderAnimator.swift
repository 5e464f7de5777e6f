import TesseraAnimation

/// The animation phase of the frame pipeline: it remembers, per render node (the node object is
/// the view's identity), the attributes on screen and animates them towards the attributes of
/// each new layout with the animation of the change that caused it (`Transaction`).
///
/// Animated: the frame (so a view matched by identity moves from its old place to its new one,
/// also when its container's layout changes), opacity, scale, 2D and 3D rotation effects, and
/// solid fill and text colours. A node that appears during an animated change fades in (SwiftUI's
/// default `.opacity` transition) when it has no effect of its own.
///
/// Layout runs only when its inputs change: animation frames only ask `attributes(of:)` at a
/// new time. Frames are snapped to the pixel grid here (edges rounded to the nearest device
/// pixel, sizes from the snapped edges), the one rounding pass of the pipeline.
public final class RenderAnimator: RenderAttributeProvider {
    /// The time `attributes(of:)` answers for (seconds of the host's clock).
    public var time: Double = 0
    /// Device pixels per point, for snapping.
    public var pixelScale: Double = 1
    /// Whether frames are snapped to the pixel grid.
    public var snapsToPixels = true

    private var tracked: [RenderNode] = []
    /// Removed views still leaving, by the parent they left.
    private var leaving: [ObjectIdentifier: [RenderNode]] = [:]
    /// Those parents, held so that the leaving nodes' unowned `animationParent` stays readable.
    private var leavingParents: [ObjectIdentifier: RenderNode] = [:]
    private var generation = 0
    private var latestEnd = -Double.infinity
    private var latestSettle = -Double.infinity

    public init() {}

    /// Takes the attributes of the freshly laid-out tree under `root` as the new targets, moving
    /// towards them with `animation` (nil: at once) from what is on screen at `time`.
    public func sync(_ root: RenderNode, animation: Animation?, at time: Double) {
        self.time = time
        let first = tracked.isEmpty
        generation += 1
        let g = generation
        var seen: [RenderNode] = []
        seen.reserveCapacity(tracked.count)
        var end = -Double.infinity, settle = -Double.infinity
        func visit(_ node: RenderNode, parentIsNew: Bool) {
            var isNew = false
            seen.append(node)
            // The children's parent links are still right when the node was seen last time and
            // its children did not change since.
            let linked = node.animationGeneration == g - 1 && node.syncedChildrenStamp == node.childrenStamp
            node.syncedChildrenStamp = node.childrenStamp
            if animation == nil, let track = node.animationTrack, node.animationGeneration == generation - 1,
               track.moveAtRest(to: node.layout.frame, stamp: node.paintStamp, at: time) {
                // Unchanged but for its frame (a scroll step): no attributes to build.
                track.generation = g
                node.animationGeneration = g
                end = max(end, track.endTime); settle = max(settle, track.settleTime)
                if linked {
                    for c in node.children { visit(c, parentIsNew: false) }
                } else {
                    for c in node.children { c.animationParent = node; visit(c, parentIsNew: false) }
                }
                return
            }
            let target = LayoutAttributes().attributes(of: node)
            if let track = node.animationTrack, node.animationGeneration == generation - 1 {
                track.update(to: target, animation: animation, at: time)
                track.generation = g
                track.paintStamp = node.paintStamp
            } else {
                isNew = true
                let track = NodeTrack(attributes: target)
                track.generation = g
                track.paintStamp = node.paintStamp
                let transition = node.layout.values[TransitionKey.self] ?? .opacity
                if !first, !parentIsNew, let animation = transition.ownAnimation(inserting: true) ?? animation {
                    track.insert(transition, animation: animation, at: time)
                }
                node.animationTrack = track
            }
            if NodeTrack.dashPhase(target.content) != nil, let track = node.animationTrack {
                track.march(node.layout.values[MarchingDashesKey.self], at: time)
            }
            node.animationGeneration = g
            if let track = node.animationTrack { end = max(end, track.endTime); settle = max(settle, track.settleTime) }
            if linked {
                for c in node.children { visit(c, parentIsNew: isNew) }
            } else {
                for c in node.children { c.animationParent = node; visit(c, parentIsNew: isNew) }
            }
        }
        root.animationParent = nil
        visit(root, parentIsNew: false)
        updateLeaving(removed: tracked.filter { $0.animationGeneration != g }, generation: g, animation: animation)
        tracked = seen
        for list in leaving.values {
            for n in list { end = max(end, n.animationTrack?.endTime ?? end); settle = max(settle, n.animationTrack?.settleTime ?? settle) }
        }
        latestEnd = end
        latestSettle = settle
    }

    /// Starts removal transitions for the roots of removed subtrees (with an animation), keeps
    /// the ones still leaving, and drops the records of everything else that went away.
    private func updateLeaving(removed: [RenderNode], generation g: Int, animation: Animation?) {
        var next: [ObjectIdentifier: [RenderNode]] = [:]
        var nextParents: [ObjectIdentifier: RenderNode] = [:]
        for (key, list) in leaving {
            for n in list {
                let back = n.animationGeneration == g
                let done = (n.animationTrack?.endTime ?? -.infinity) <= time
                let orphan = n.animationParent.map { $0.animationGeneration != g } ?? true
                if back { continue }
                if done || orphan { n.forEachNode { $0.animationTrack = nil }; continue }
                next[key, default: []].append(n)
                nextParents[key] = leavingParents[key]
            }
        }
        let removedSet = Set(removed.map(ObjectIdentifier.init))
        for node in removed {
            let transition = node.layout.values[TransitionKey.self] ?? .opacity
            guard let animation = transition.ownAnimation(inserting: false) ?? animation,
                  let parent = node.animationParent, parent.animationGeneration == g,
                  !removedSet.contains(ObjectIdentifier(parent)), let track = node.animationTrack else { continue }
            track.remove(transition, animation: animation, at: time)
            next[ObjectIdentifier(parent), default: []].append(node)
            nextParents[ObjectIdentifier(parent)] = parent
        }
        leaving = next
        leavingParents = nextParents
        var keep = Set<ObjectIdentifier>()
        for list in next.values { for n in list { n.forEachNode { keep.insert(ObjectIdentifier($0)) } } }
        for node in removed where !keep.contains(ObjectIdentifier(node)) { node.animationTrack = nil }
    }

    public func removedChildren(of node: RenderNode) -> [RenderNode] {
        guard !leaving.isEmpty, let list = leaving[ObjectIdentifier(node)] else { return [] }
        return list.filter { ($0.animationTrack?.endTime ?? -.infinity) > time }
    }

    /// Whether anything still moves at `time`.
    public func isAnimating(at time: Double) -> Bool { time < latestEnd }

    /// When the last running animation ends (-infinity when nothing animates; infinity while
    /// one repeats for ever).
    public var endTime: Double { latestEnd }

    /// When the last running animation that does not repeat for ever ends: the moment a
    /// headless replay waits for (a marching-ants outline never settles).
    public var settleTime: Double { latestSettle }

    public func attributes(of node: RenderNode) -> RenderAttributes {
        guard let track = node.animationTrack else {
            var a = LayoutAttributes().attributes(of: node)
            if snapsToPixels { a.frame = snap(a.frame) }
            return a
        }
        var a = track.attributes(at: time)
        if snapsToPixels { a.frame = snap(a.frame) }
        return a
    }

    /// The frame with its edges on the device pixel grid.
    func snap(_ r: Rect) -> Rect {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return r }
        let s = pixelScale
        let x0 = (r.minX * s).rounded() / s, y0 = (r.minY * s).rounded() / s
        let x1 = (r.maxX * s).rounded() / s, y1 = (r.maxY * s).rounded() / s
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
