/// The released items of one lazy container update whose nodes can serve the items arriving in
/// the same update: a jump or a scroll step releases a row (or a screen) of tiles and creates as
/// many of the same view type, and updating a released tile's subtree with the new item's view
/// (as a reconcile of a changed view would) costs a fraction of destroying it and building a
/// new one (and of the animator dropping and making the render nodes' records).
///
/// Contract:
/// - Only nodes that are ``ViewNode/isRecyclable`` (no `@State` that changed anywhere in them) are
///   offered: an item whose state was set is parked by identity as before, and a subtree with
///   lifecycle actions, gesture, hover, key or focus handlers is released as before (its
///   `onDisappear` runs, a new item's `onAppear` runs on a new node).
/// - A node taken is made as good as new first: ``ViewNode/prepareForReuse()`` (fresh `@State`
///   from the new view, a new composite serial, explicit ids forgotten), and its render nodes
///   that still animate lose their animation records, so no animation, transition or in-flight
///   value of the old item carries over (``RenderNode/forgetAnimationsInFlight(at:)``).
/// - The container does not recycle while the pending change animates (the animator would
///   otherwise miss the removal and insertion transitions of the items).
/// - What is not taken by the end of the update is detached (``drain()``).
struct LazyRecycler {
    private var pool: [ObjectIdentifier: [ViewNode]] = [:]
    private var count = 0

    /// Offers a released item's node; returns false when it cannot be reused (the caller
    /// releases it).
    mutating func offer(_ node: ViewNode) -> Bool {
        guard let type = node.viewType, node.isRecyclable else { return false }
        pool[type, default: []].append(node)
        count += 1
        return true
    }

    /// A released node for `view`'s type, made ready to be updated with it, if any. `now` is
    /// the time of the frame being made (or earlier): render nodes whose animation records
    /// still move at that time lose them.
    mutating func take(for view: any View, at now: Double) -> ViewNode? {
        guard count > 0 else { return nil }
        let type = ObjectIdentifier(Swift.type(of: view))
        guard let node = pool[type]?.popLast() else { return nil }
        count -= 1
        // When no record of the host's animator moves any more, none of these does either.
        if now < node.context.animator?.endTime ?? .infinity {
            for entry in node.entries {
                for item in entry.items { item.node.forgetAnimationsInFlight(at: now) }
            }
        }
        node.prepareForReuse()
        node.context.stats.nodesRecycled += 1
        return node
    }

    /// The nodes nobody took, emptying the pool.
    mutating func drain() -> [ViewNode] {
        defer { pool = [:]; count = 0 }
        return count == 0 ? [] : pool.values.flatMap { $0 }
    }
}

extension RenderNode {
    /// Drops the animation records of the subtree's nodes that still animate (a transition, an
    /// animated frame, effect or colour, marching dashes) at `time` or later, so the animator
    /// records them afresh. A record at rest is kept: without an animation (the recycler works
    /// only then) the next sync snaps it to the node's new attributes, which leaves it as a new
    /// record of them would be (``NodeTrack/update(to:animation:at:)``), so nothing of the old
    /// item shows, and the render node is not released and made again.
    func forgetAnimationsInFlight(at time: Double) {
        if let track = animationTrack, !(track.endTime <= time && track.presence.target == 1 && track.dashPhase == nil) {
            animationTrack = nil
            animationGeneration = 0
        }
        for child in children { child.forgetAnimationsInFlight(at: time) }
    }
}
