import TesseraGeometry

/// A parent's view of one child during layout, like SwiftUI's `LayoutSubview`: it can be
/// measured (any number of times, answers are cached), asked for its guides, read for layout
/// values, and placed once per pass.
public struct LayoutSubview {
    public let node: LayoutNode
    /// `minX + maxX` of the parent's frame when the parent mirrors its children (right to
    /// left), else NaN.
    @usableFromInline let mirrorSum: Double
    @inlinable init(_ node: LayoutNode, mirrorSum: Double = .nan) { self.node = node; self.mirrorSum = mirrorSum }

    /// The subview's size for `proposal`.
    @inlinable public func sizeThatFits(_ proposal: ProposedSize) -> Size { node.dimensions(for: proposal).size }
    /// The subview's size and alignment guides for `proposal`.
    @inlinable public func dimensions(in proposal: ProposedSize) -> ViewDimensions { node.dimensions(for: proposal) }
    /// The subview's layout values.
    @inlinable public var values: LayoutValues { node.values }
    /// Shorthand for a custom layout value.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.values[key] }
    /// The layout priority (`layoutPriority(_:)`).
    @inlinable public var priority: Double { node.values.layoutPriority }

    /// Places the subview so that its `anchor` lands on `point`, sized by measuring `proposal`.
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        let size = node.dimensions(for: proposal).size
        let origin = Point(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y)
        place(in: Rect(origin: origin, size: size), proposal: proposal)
    }

    /// Places the subview in `rect` when the parent already knows its size for `proposal`
    /// (saves a measurement; `rect.size` must be what the subview answers for `proposal`).
    /// In a mirroring parent (right to left) the rect is reflected in the parent's frame first.
    public func place(in rect: Rect, proposal: ProposedSize) {
        if mirrorSum.isNaN { node.place(in: rect, proposal: proposal); return }
        var r = rect
        r.origin.x = mirrorSum - rect.maxX
        node.place(in: r, proposal: proposal)
    }
}

/// The subviews of a container, in order.
///
/// Valid only during the layout call it is passed to (as in SwiftUI, a layout must not keep
/// it): it reads the container's children in place, without retaining them, and the children
/// may be replaced once the call returns. Handing it over costs nothing, so a grid of 100,000
/// cells, each a frame around a shape, makes no reference-counting writes while it is laid out.
public struct LayoutSubviews: RandomAccessCollection {
    /// The container's children as unretained references (the container keeps them alive).
    @usableFromInline let unretained: UnsafeBufferPointer<Unmanaged<LayoutNode>>
    /// Changes whenever the children change in more than their sizes (the list, their layout
    /// values, their kind, whether they supply guides): a cache built from those facts stays
    /// valid while the stamp is the same.
    @usableFromInline let shapeStamp: UInt32
    /// `minX + maxX` of the container's frame while it places its children mirrored (see
    /// ``LayoutNode/mirrorsChildren``), else NaN.
    @usableFromInline let mirrorSum: Double
    @inlinable init(_ unretained: UnsafeBufferPointer<Unmanaged<LayoutNode>>, shapeStamp: UInt32, mirrorSum: Double = .nan) {
        self.unretained = unretained; self.shapeStamp = shapeStamp; self.mirrorSum = mirrorSum
    }
    /// Whether the parent mirrors what it places (right to left): a placement at `x` lands at
    /// the mirror image of `x` in the parent's bounds.
    @inlinable public var areMirrored: Bool { !mirrorSum.isNaN }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { unretained.count }
    @inlinable public subscript(i: Int) -> LayoutSubview { LayoutSubview(unretained[i].takeUnretainedValue(), mirrorSum: mirrorSum) }
}

extension LayoutSubviews {
    /// The first `count` subviews, for a layout that hands part of its children to another
    /// layout (the host's root hands its content to a stack and places pop-up layers itself).
    public func prefix(_ count: Int) -> LayoutSubviews {
        LayoutSubviews(UnsafeBufferPointer(rebasing: unretained.prefix(Swift.max(0, count))), shapeStamp: shapeStamp, mirrorSum: mirrorSum)
    }

    /// The same subviews placed mirrored in `bounds`: every rect a layout places a subview in
    /// is reflected left to right about `bounds`' vertical centre line.
    func mirrored(in bounds: Rect) -> LayoutSubviews {
        LayoutSubviews(unretained, shapeStamp: shapeStamp, mirrorSum: bounds.minX + bounds.maxX)
    }
}
