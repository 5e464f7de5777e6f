import TesseraGeometry

/// The layout of SwiftUI's `ScrollView`: a viewport over one content view.
///
/// - The content is proposed the viewport's size across the axes that do not scroll and nothing
///   (nil: its ideal length) along the scrolling `axes`, so a lazy grid in a vertical scroll
///   view is as wide as the viewport and as tall as all its rows.
/// - The viewport takes the whole proposal on both axes (the content's size on an axis proposed
///   nil or infinity), like SwiftUI's greedy scroll view.
/// - The content is placed at its own size, moved back by `offset` along the scrolling axes;
///   narrower than the viewport across a scrolling axis' cross axis it is centred, shorter than
///   the viewport along a scrolling axis it sits at the start. A non-finite content length is
///   placed as 0 long, so a scroll view over infinite content shows nothing and does not hang.
///
/// The layout does not clamp `offset`: the view layer does, with ``clamp(_:content:viewport:axes:)``
/// (and lets it overshoot for the elastic edge).
public struct ScrollViewLayout: Layout, Equatable, Sendable {
    public var axes: Axis.Set
    public var offset: Point
    /// Where content smaller than the viewport sits, on each axis where it is smaller (SwiftUI's
    /// `defaultScrollAnchor(_:for: .alignment)`); nil: centred across, at the start along.
    public var alignment: UnitPoint?

    public init(axes: Axis.Set = .vertical, offset: Point = .zero, alignment: UnitPoint? = nil) {
        self.axes = axes; self.offset = offset; self.alignment = alignment
    }

    /// The proposal handed to the content for a viewport proposal.
    public func contentProposal(_ p: ProposedSize) -> ProposedSize {
        var out = p
        for axis in Axis.allCases where axes.contains(axis) { out[axis] = nil }
        for axis in Axis.allCases where !axes.contains(axis) { if let v = out[axis], !v.isFinite { out[axis] = nil } }
        return out
    }

    /// A content size with non-finite lengths read as 0.
    static func finite(_ s: Size) -> Size {
        Size(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let content = subviews.first.map { Self.finite($0.sizeThatFits(contentProposal(proposal))) } ?? .zero
        var size = content
        for axis in Axis.allCases { if let v = proposal[axis], v.isFinite { size[axis] = max(0, v) } }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var p = proposal
        p.width = bounds.width; p.height = bounds.height
        let cp = contentProposal(p)
        for (i, s) in subviews.enumerated() {
            let size = Self.finite(s.sizeThatFits(cp))
            var origin = bounds.origin
            for axis in Axis.allCases {
                let room = bounds.size[axis] - size[axis]
                if let a = alignment, room > 0 {
                    origin[axis] += room * a[axis]
                } else if axes.contains(axis) {
                    origin[axis] -= offset[axis].isFinite ? offset[axis] : 0
                } else {
                    origin[axis] += room / 2
                }
            }
            if i == 0 { s.place(in: Rect(origin: origin, size: size), proposal: cp) }
            else { s.place(in: Rect(origin: bounds.origin, size: .zero), proposal: .zero) }
        }
    }

    /// `offset` kept inside the content: from 0 to `content − viewport` on each scrolling axis
    /// (0 when the content fits), 0 on the others; NaN reads as 0.
    public static func clamp(_ offset: Point, content: Size, viewport: Size, axes: Axis.Set) -> Point {
        var out = Point.zero
        for axis in Axis.allCases where axes.contains(axis) {
            out[axis] = min(max(offset[axis].isNaN ? 0 : offset[axis], 0), maxOffset(content: content, viewport: viewport, axis: axis))
        }
        return out
    }

    /// The largest offset along `axis`.
    public static func maxOffset(content: Size, viewport: Size, axis: Axis) -> Double {
        let c = content[axis].isFinite ? content[axis] : 0, v = viewport[axis].isFinite ? viewport[axis] : 0
        return max(0, c - v)
    }
}
