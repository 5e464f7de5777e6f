/// Hiding the back of a view turned away by a 3D rotation (CSS's `backface-visibility:
/// hidden`), so a card can carry two faces and show the right one at every angle.
///
/// A view is seen from behind when the transforms of its ancestors, multiplied together,
/// reverse its orientation: a `rotation3DEffect` past 90° about an axis in the view's plane, or
/// a negative scale. The display-list builder and the hit tester count the reversals on the way
/// down (`GeometryEffect.reversesOrientation`) and skip a `backfaceHidden()` view seen from
/// behind. With an animated angle the swap happens exactly where the on-screen angle crosses 90°.
///
/// ```swift
/// ZStack {
///     front.backfaceHidden()
///     back.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)).backfaceHidden()
/// }
/// .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
/// ```
struct BackfaceHiddenModifier: NodeModifier {
    var role: ModifierRole { .effect(.backfaceHidden, label: "backfaceHidden") }
}

extension View {
    /// Hides the view (drawing and hits) while a 3D rotation of it or of an ancestor shows its
    /// back: the second face of a flip card is the other face rotated by 180°, both hidden from
    /// behind.
    public func backfaceHidden() -> some View { modifier(BackfaceHiddenModifier()) }
}

extension GeometryEffect {
    /// Whether the effect, applied in `frame`, mirrors what it draws: the Jacobian of a
    /// projective map `(M·p)/w` has the sign of `det(M)·w`, and every point drawn lies in front
    /// of the eye (w > 0), so the sign of the determinant decides.
    public func reversesOrientation(in frame: Rect) -> Bool {
        let m = transform(in: frame).m
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
        return det < 0
    }
}

extension Transform {
    /// The transform with entries within 1e-12 of 0 set to 0: the sine of a multiple of π is
    /// not exactly 0 in floating point, and without this a card turned by exactly 180° would
    /// keep a trace of perspective and lose the exact (upright, crisp) text and image paths.
    var cleaned: Transform {
        Transform(m.map { abs($0) < 1e-12 ? 0 : $0 })
    }
}

extension RenderAttributeProvider {
    /// Whether the view a `backfaceHidden()` node wraps turns its own back: the geometry
    /// effects of its modifier chain (the single-child nodes below `node` down to the first
    /// one that draws or has several children) reverse its orientation. So
    /// `.rotation3DEffect(.degrees(180), ...).backfaceHidden()` counts its own rotation, as CSS
    /// counts an element's own transform.
    func reversesOwnOrientation(below node: RenderNode) -> Bool {
        var reversed = false
        var n = node
        while n.children.count == 1 {
            n = n.children[0]
            let a = attributes(of: n)
            if case .geometry(let g)? = a.effect, g.reversesOrientation(in: a.frame) { reversed.toggle() }
            if case .none = a.content {} else { break }
        }
        return reversed
    }
}
