import TesseraGeometry

/// How the engine asks a grid item about its content (CSS Grid 2 §11.5 uses the items'
/// min-content and max-content contributions; CSS Sizing 3 §5 defines them).
///
/// `measure` returns the item's **border-box** size when its size is `auto` in the unknown
/// axes: `knownSize` gives the dimensions the engine already decided (border box), and
/// `availableSpace` the constraint for the others — `.minContent` asks for the min-content
/// size, `.maxContent` for the max-content size, `.definite(w)` for the fit-content size in
/// `w` (CSS Sizing 3 §5.1). The engine applies the item's own `min/max` sizes, margins and
/// alignment; a measurer only reports content. Items whose size is definite in every axis are
/// never measured.
public protocol TrackGridMeasurer {
    /// `containingBlock` is the item's grid area where already sized (CSS Grid 2 §9), the basis
    /// of the item's percentage padding and of its content's percentages.
    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size

    /// The item's first (`last: false`) or last baseline, from the top of its border box
    /// laid out at `size`, or nil when it has none (the engine then synthesizes one from the
    /// bottom border edge, CSS Box Alignment 3 §9.1). Used for `align-self: baseline`.
    mutating func baseline(item: Int, size: Size, last: Bool) -> Double?
}

extension TrackGridMeasurer {
    /// Items have no baselines of their own unless a measurer says so.
    public mutating func baseline(item: Int, size: Size, last: Bool) -> Double? { nil }
}

/// A measurer backed by a closure, for callers that do not need a type of their own.
public struct TrackGridClosureMeasurer: TrackGridMeasurer {
    public var body: (Int, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size
    /// Answers ``TrackGridMeasurer/baseline(item:size:last:)``; nil: no item has a baseline.
    public var baselineBody: ((Int, Size, Bool) -> Double?)?

    public init(_ body: @escaping (Int, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size,
                baseline: ((Int, Size, Bool) -> Double?)? = nil) {
        self.body = body; self.baselineBody = baseline
    }

    public mutating func baseline(item: Int, size: Size, last: Bool) -> Double? {
        baselineBody?(item, size, last)
    }

    public mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                 containingBlock: GridOptionalSize) -> Size {
        body(item, knownSize, availableSpace, containingBlock)
    }
}
