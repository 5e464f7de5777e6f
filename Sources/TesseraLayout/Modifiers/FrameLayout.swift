import TesseraGeometry

/// `frame(width:height:alignment:)`: a fixed dimension ignores the proposal and is proposed to
/// the child; an unspecified one takes the child's behaviour on that axis (SwiftUI: "the
/// resulting view assumes this view's sizing behavior in the other dimension"). The child is
/// aligned inside by guides.
public struct FrameLayout: AligningFrame, Hashable, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment
    public init(width: Double?, height: Double?, alignment: Alignment = .center) {
        self.width = width; self.height = height; self.alignment = alignment
    }

    func childProposal(_ p: ProposedSize) -> ProposedSize { ProposedSize(width: width ?? p.width, height: height ?? p.height) }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let c = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width ?? c.width, height: height ?? c.height)
    }
}

extension FrameLayout: ProposalIndependentLayout {
    /// Fixed on both axes, the frame's size is its own whatever the proposal and the child.
    var fixedSize: Size? {
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, per axis
/// as SwiftUI behaves (objc.io's reverse engineering): the proposal (or the ideal, when the
/// proposal is unspecified) is clamped into [min, max] and proposed to the child; the frame's
/// length is the child's, raised to `min` but never beyond the proposal, and lowered to `max`
/// but at least the proposal, so `maxWidth: .infinity` takes the whole proposal.
public struct FlexibleFrameLayout: AligningFrame, Hashable, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    private func limits(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        var out = ProposedSize.unspecified
        for axis in Axis.allCases {
            let l = limits(axis)
            var v = p[axis] ?? l.ideal
            if var x = v {
                if let lo = l.min { x = max(lo, x) }
                if let hi = l.max { x = min(hi, x) }
                v = x
            }
            out[axis] = v
        }
        return out
    }

    func frameSize(_ p: ProposedSize, child: Size) -> Size {
        var out = child
        for axis in Axis.allCases {
            let l = limits(axis)
            let proposed = p[axis] ?? l.ideal
            var v = child[axis]
            if let lo = l.min { v = max(lo, min(v, proposed ?? v)) }
            if let hi = l.max { v = min(hi, max(v, proposed ?? v)) }
            if l.min == nil, l.max == nil, p[axis] == nil, let ideal = l.ideal { v = ideal }
            out[axis] = v
        }
        return out
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        let c = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return frameSize(proposal, child: c)
    }
}

/// The placement shared by both frames: the child is proposed `childProposal` of the frame's
/// size and aligned inside the frame by guides; a baseline of the frame is its child's.
protocol AligningFrame: Layout where Cache == Void {
    var alignment: Alignment { get }
    func childProposal(_ p: ProposedSize) -> ProposedSize
}

extension AligningFrame {
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let p = childProposal(ProposedSize(bounds.size))
        if !subviews.mirrorSum.isNaN {
            // Right to left: placed through the subview, which mirrors the rect.
            let d = subviews[0].dimensions(in: p)
            subviews[0].place(in: Rect(origin: bounds.origin + AlignedPlacement.origin(of: d, in: bounds.size, alignment), size: d.size), proposal: p)
            return
        }
        subviews.unretained[0]._withUnsafeGuaranteedRef { child in
            let d = child.dimensions(for: p)
            let o = AlignedPlacement.origin(of: d, in: bounds.size, alignment)
            child.place(in: Rect(origin: bounds.origin + o, size: d.size), proposal: p)
        }
    }
    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, let child = subviews.first else { return nil }
        let d = child.dimensions(in: childProposal(ProposedSize(size)))
        return AlignedPlacement.origin(of: d, in: size, alignment).y + d[guide]
    }
}
