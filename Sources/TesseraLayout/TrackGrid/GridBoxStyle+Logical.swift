import TesseraGeometry

extension GridBoxStyle {
    /// Padding plus border at the logical start and end of `axis` (in right-to-left the inline
    /// start is the right edge).
    @inlinable public func paddingBorder(logicalAxis axis: Axis, rtl: Bool, widthBasis: Double?) -> (start: Double, end: Double) {
        let pb = paddingBorder(axis, widthBasis: widthBasis)
        return rtl && axis == .horizontal ? (pb.end, pb.start) : pb
    }

    /// Margins at the logical start and end of `axis` (`auto` as zero).
    @inlinable public func logicalMargins(_ axis: Axis, rtl: Bool, widthBasis: Double?) -> (start: Double, end: Double) {
        let m = margins(axis, widthBasis: widthBasis)
        return rtl && axis == .horizontal ? (m.end, m.start) : m
    }

    /// Whether the logical start / end margin of `axis` is `auto`.
    @inlinable public func autoMargins(_ axis: Axis, rtl: Bool) -> (start: Bool, end: Bool) {
        let s = margin.start(axis).isAuto, e = margin.end(axis).isAuto
        return rtl && axis == .horizontal ? (e, s) : (s, e)
    }
}
