import TesseraGeometry

/// The box styles of a grid's items in one buffer that the grid sizing algorithm reads in place
/// (CSS Box 4 / CSS Sizing 3 properties of each item, as ``TrackGridItemStyle/box`` gives them).
///
/// Contract: `boxes[i]` is `boxes[i]` of the styles the table was built from, for every
/// `i` in `0..<count`; the table is immutable. It exists for speed only: reading
/// `boxes[i].size` from an array of ``TrackGridItemStyle`` copies the whole item style
/// (placement names included, with their reference counting) on every access in the solver's
/// per-item loops; a subscript that addresses the stored box reads only the fields used. The
/// box model methods are repeated here by item index (same formulas as ``GridBoxStyle``'s):
/// calling a method on `boxes[i]` would copy the whole box first.
final class GridItemBoxes {
    private let base: UnsafeMutablePointer<GridBoxStyle>
    let count: Int

    init(_ styles: [TrackGridItemStyle]) {
        count = styles.count
        base = .allocate(capacity: Swift.max(1, styles.count))
        styles.withUnsafeBufferPointer { s in
            for i in s.indices { (base + i).initialize(to: s[i].box) }
        }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The box of item `i` (an index into the styles the table was built from).
    @inline(__always) subscript(i: Int) -> GridBoxStyle {
        unsafeAddress {
            precondition(i >= 0 && i < count, "grid item index out of range")
            return UnsafePointer(base + i)
        }
    }

    /// ``GridBoxStyle/borderBoxLength(_:basis:paddingBorder:)`` of item `i`'s box.
    @inline(__always) func borderBoxLength(_ i: Int, _ value: GridSize, basis: Double?, paddingBorder: Double) -> Double? {
        guard var v = value.resolve(basis), v.isFinite || v == .infinity else { return nil }
        if self[i].boxSizing == .contentBox { v += paddingBorder }
        return Swift.max(v, paddingBorder)
    }

    /// ``GridBoxStyle/paddingBorder(_:widthBasis:)`` of item `i`'s box.
    @inline(__always) func paddingBorder(_ i: Int, _ axis: Axis, widthBasis: Double?) -> (start: Double, end: Double) {
        let s = self[i].padding.start(axis).resolveOrZero(widthBasis) + self[i].border.start(axis).resolveOrZero(widthBasis)
        let e = self[i].padding.end(axis).resolveOrZero(widthBasis) + self[i].border.end(axis).resolveOrZero(widthBasis)
        return (Swift.max(0, s), Swift.max(0, e))
    }

    /// ``GridBoxStyle/logicalMargins(_:rtl:widthBasis:)`` of item `i`'s box.
    @inline(__always) func logicalMargins(_ i: Int, _ axis: Axis, rtl: Bool, widthBasis: Double?) -> (start: Double, end: Double) {
        let m = (self[i].margin.start(axis).resolveOrZero(widthBasis), self[i].margin.end(axis).resolveOrZero(widthBasis))
        return rtl && axis == .horizontal ? (m.1, m.0) : m
    }

    /// ``GridBoxStyle/autoMargins(_:rtl:)`` of item `i`'s box.
    @inline(__always) func autoMargins(_ i: Int, _ axis: Axis, rtl: Bool) -> (start: Bool, end: Bool) {
        let s = self[i].margin.start(axis).isAuto, e = self[i].margin.end(axis).isAuto
        return rtl && axis == .horizontal ? (e, s) : (s, e)
    }
}
