import TesseraLayout

/// The stacking order of a view among its siblings (`zIndex`), a layout value read when painting
/// and hit testing.
struct ZIndexKey: LayoutValueKey {
    static let defaultValue = 0.0
}

struct ZIndexModifier: NodeModifier {
    var value: Double
    var role: ModifierRole {
        let v = value.isFinite ? value : 0
        return .values { $0[ZIndexKey.self] = v }
    }
}

extension View {
    /// Hides the view: it keeps its place in the layout but draws nothing and takes no hits,
    /// like SwiftUI's `hidden()`.
    public func hidden() -> some View { opacity(0) }

    /// Draws the view in front of its siblings with a lower value (and behind those with a
    /// higher one), like SwiftUI's `zIndex(_:)`: siblings keep their layout; only the order in
    /// which they are painted and hit-tested changes. Equal values keep the written order;
    /// NaN counts as 0.
    public func zIndex(_ value: Double) -> some View { modifier(ZIndexModifier(value: value)) }

    /// The view's frame filled with `style` in `shape` behind it, like SwiftUI's
    /// `background(_:in:fillStyle:)`.
    public func background<S: Shape>(_ style: some ShapeStyle, in shape: S) -> some View {
        background(shape.fill(style))
    }

    /// The view's frame with `shape` filled with the foreground style behind it.
    public func background<S: Shape>(in shape: S) -> some View {
        background(shape)
    }
}

extension RenderNode {
    /// The children sorted by `zIndex` (stable), or nil when none sets one.
    func zOrdered(_ nodes: [RenderNode]) -> [RenderNode]? {
        guard nodes.contains(where: { $0.layout.values.hasCustomValues && $0.layout.values[ZIndexKey.self] != 0 }) else { return nil }
        return nodes.enumerated().sorted { a, b in
            let za = a.element.layout.values[ZIndexKey.self], zb = b.element.layout.values[ZIndexKey.self]
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
