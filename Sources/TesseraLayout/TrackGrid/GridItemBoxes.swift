import TesseraGeometry

/// The box styles of a grid's items (``TrackGridItemStyle/box``: CSS Box 4 / CSS Sizing 3
/// properties) as the grid sizing algorithm reads them in its per-item loops, with the other
/// per-item style facts it needs (self-alignment, direction), gathered in one pass.
///
/// Contract: every accessor returns exactly what the same expression on `styles[i].box` gives
/// (`size(i, axis)` is `styles[i].box.size[axis]`, `paddingBorder(i, …)` is
/// `styles[i].box.paddingBorder(…)`, and so on), for every `i` in `0..<count`, while the
/// buffer it was made from is alive (the solver uses it only inside
/// ``layoutTrackGrid(style:items:input:measurer:)``'s `withUnsafeBufferPointer`).
///
/// It exists for speed only. Reading `styles[i].box.size` from an array of
/// ``TrackGridItemStyle`` copies the whole item style (placement names included, with their
/// reference counting); here the styles are read in place, and a compact copy of each item's
/// preferred sizes plus one byte of traits, computed once, answer the common questions without
/// touching the 300-byte box at all: whether its min and max sizes are `auto` with no aspect
/// ratio, its `box-sizing`, which axes scroll, which axes have an `auto` margin, and whether
/// padding, border and margins are all zero. On a 100,000-item grid each pass over the items
/// otherwise misses the cache on every item's box.
struct GridItemBoxes {
    private let styles: UnsafeBufferPointer<TrackGridItemStyle>
    private let traits: [UInt8]
    private let sizes: [GridAxisPair<GridSize>]
    /// Whether each item's padding, border or margins use percentages.
    let hasPercent: [Bool]
    /// Each item's own `justify-self` / `align-self` (nil: `auto`) and `direction`.
    let selfAlignments: [GridAxisPair<GridItemAlignment?>]
    let directions: [GridDirection?]
    /// Whether some item is absolutely positioned and not hidden; whether some item's own
    /// self-alignment is a baseline.
    let hasAbsoluteItems: Bool
    let hasBaselineSelfAlignment: Bool
    /// Whether some item carries a subgrid (CSS Grid 2 §9, SubgridLayout.swift).
    let hasSubgrids: Bool
    /// Whether some item's size, min or max size is a length or percentage that is not finite
    /// or negative (only then does the solver look for them to warn).
    let mayHaveInvalidSizes: Bool

    private static let plainLimits: UInt8 = 1      // min and max sizes `auto`, no aspect ratio
    private static let zeroEdges: UInt8 = 2        // padding, border and margins all exactly 0 px
    private static let scrollH: UInt8 = 4, scrollV: UInt8 = 8
    private static let autoMarginH: UInt8 = 16, autoMarginV: UInt8 = 32
    private static let contentBox: UInt8 = 64

    init(_ styles: UnsafeBufferPointer<TrackGridItemStyle>) {
        self.styles = styles
        var traits = [UInt8](repeating: 0, count: styles.count)
        var percent = [Bool](repeating: false, count: styles.count)
        var sizes = [GridAxisPair<GridSize>](repeating: GridAxisPair(.auto), count: styles.count)
        var anyInvalid = false
        var alignments: [GridAxisPair<GridItemAlignment?>] = []
        var directions: [GridDirection?] = []
        var anyAbsolute = false, anyBaseline = false, anySubgrid = false
        alignments.reserveCapacity(styles.count); directions.reserveCapacity(styles.count)
        func isBaseline(_ a: GridItemAlignment?) -> Bool { a?.position == .baseline || a?.position == .lastBaseline }
        func invalid(_ v: GridSize) -> Bool {
            switch v {
            case .px(let x), .percent(let x): return !x.isFinite || x < 0
            default: return false
            }
        }
        func pct(_ l: GridLength) -> Bool { if case .percent = l { return true } else { return false } }
        func pctA(_ l: GridLengthAuto) -> Bool { if case .percent = l { return true } else { return false } }
        func zero(_ l: GridLength) -> Bool { if case .px(let v) = l { return v.bitPattern == 0 } else { return false } }
        func zeroA(_ l: GridLengthAuto) -> Bool { if case .px(let v) = l { return v.bitPattern == 0 } else { return false } }
        // One pass over the styles (on a large grid each item's style is a cache miss).
        for i in styles.indices {
            let own = GridAxisPair(horizontal: styles[i].justifySelf, vertical: styles[i].alignSelf)
            alignments.append(own)
            directions.append(styles[i].direction)
            if styles[i].isAbsolutelyPositioned && !styles[i].isHidden { anyAbsolute = true }
            if styles[i].subgrid != nil { anySubgrid = true }
            if isBaseline(own.horizontal) || isBaseline(own.vertical) { anyBaseline = true }
            var t: UInt8 = 0
            let b = styles[i].box
            if b.minSize == GridAxisPair(.auto) && b.maxSize == GridAxisPair(.auto) && b.aspectRatio == nil {
                t |= Self.plainLimits
            }
            if b.boxSizing == .contentBox { t |= Self.contentBox }
            sizes[i] = b.size
            for a in BothAxes() where invalid(b.size[a]) || invalid(b.minSize[a]) || invalid(b.maxSize[a]) { anyInvalid = true }
            if zero(b.padding.top) && zero(b.padding.left) && zero(b.padding.bottom) && zero(b.padding.right)
                && zero(b.border.top) && zero(b.border.left) && zero(b.border.bottom) && zero(b.border.right)
                && zeroA(b.margin.top) && zeroA(b.margin.left) && zeroA(b.margin.bottom) && zeroA(b.margin.right) {
                t |= Self.zeroEdges
            }
            if b.isScrollContainer.horizontal { t |= Self.scrollH }
            if b.isScrollContainer.vertical { t |= Self.scrollV }
            if b.margin.left.isAuto || b.margin.right.isAuto { t |= Self.autoMarginH }
            if b.margin.top.isAuto || b.margin.bottom.isAuto { t |= Self.autoMarginV }
            traits[i] = t
            percent[i] = pct(b.padding.top) || pct(b.padding.left) || pct(b.padding.bottom) || pct(b.padding.right)
                || pct(b.border.top) || pct(b.border.left) || pct(b.border.bottom) || pct(b.border.right)
                || pctA(b.margin.top) || pctA(b.margin.left) || pctA(b.margin.bottom) || pctA(b.margin.right)
        }
        self.traits = traits
        self.sizes = sizes
        hasPercent = percent
        mayHaveInvalidSizes = anyInvalid
        selfAlignments = alignments; self.directions = directions
        hasAbsoluteItems = anyAbsolute; hasBaselineSelfAlignment = anyBaseline
        hasSubgrids = anySubgrid
    }

    var count: Int { styles.count }

    /// Item `i`'s whole box (read in place; prefer the accessors below in per-item loops).
    subscript(i: Int) -> GridBoxStyle {
        _read { yield styles[i].box }
    }

    @inline(__always) private func has(_ i: Int, _ bit: UInt8) -> Bool { traits[i] & bit != 0 }

    /// `box.size[axis]`.
    @inline(__always) func size(_ i: Int, _ axis: Axis) -> GridSize { sizes[i][axis] }
    /// `box.minSize[axis]`.
    @inline(__always) func minSize(_ i: Int, _ axis: Axis) -> GridSize {
        has(i, Self.plainLimits) ? .auto : styles[i].box.minSize[axis]
    }
    /// `box.maxSize[axis]`.
    @inline(__always) func maxSize(_ i: Int, _ axis: Axis) -> GridSize {
        has(i, Self.plainLimits) ? .auto : styles[i].box.maxSize[axis]
    }
    /// `box.aspectRatio`.
    @inline(__always) func aspectRatio(_ i: Int) -> Double? {
        has(i, Self.plainLimits) ? nil : styles[i].box.aspectRatio
    }
    /// `box.boxSizing`.
    @inline(__always) func boxSizing(_ i: Int) -> GridBoxSizing { has(i, Self.contentBox) ? .contentBox : .borderBox }
    /// `box.isScrollContainer[axis]`.
    @inline(__always) func isScrollContainer(_ i: Int, _ axis: Axis) -> Bool {
        has(i, axis == .horizontal ? Self.scrollH : Self.scrollV)
    }

    /// `box.borderBoxLength(value, basis:paddingBorder:)`.
    @inline(__always) func borderBoxLength(_ i: Int, _ value: GridSize, basis: Double?, paddingBorder: Double) -> Double? {
        guard var v = value.resolve(basis), v.isFinite || v == .infinity else { return nil }
        if boxSizing(i) == .contentBox { v += paddingBorder }
        return Swift.max(v, paddingBorder)
    }

    /// `box.paddingBorder(axis, widthBasis:)`.
    @inline(__always) func paddingBorder(_ i: Int, _ axis: Axis, widthBasis: Double?) -> (start: Double, end: Double) {
        if has(i, Self.zeroEdges) { return (0, 0) }
        let b = styles.baseAddress! + i
        let s = b.pointee.box.padding.start(axis).resolveOrZero(widthBasis) + b.pointee.box.border.start(axis).resolveOrZero(widthBasis)
        let e = b.pointee.box.padding.end(axis).resolveOrZero(widthBasis) + b.pointee.box.border.end(axis).resolveOrZero(widthBasis)
        return (Swift.max(0, s), Swift.max(0, e))
    }

    /// `box.logicalMargins(axis, rtl:widthBasis:)`.
    @inline(__always) func logicalMargins(_ i: Int, _ axis: Axis, rtl: Bool, widthBasis: Double?) -> (start: Double, end: Double) {
        if has(i, Self.zeroEdges) { return (0, 0) }
        let b = styles.baseAddress! + i
        let m = (b.pointee.box.margin.start(axis).resolveOrZero(widthBasis), b.pointee.box.margin.end(axis).resolveOrZero(widthBasis))
        return rtl && axis == .horizontal ? (m.1, m.0) : m
    }

    /// `box.autoMargins(axis, rtl:)`.
    @inline(__always) func autoMargins(_ i: Int, _ axis: Axis, rtl: Bool) -> (start: Bool, end: Bool) {
        if !has(i, axis == .horizontal ? Self.autoMarginH : Self.autoMarginV) { return (false, false) }
        let b = styles.baseAddress! + i
        let s = b.pointee.box.margin.start(axis).isAuto, e = b.pointee.box.margin.end(axis).isAuto
        return rtl && axis == .horizontal ? (e, s) : (s, e)
    }
}
