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

    /// Measures an item of a subgrid (CSS Grid 2 §9) as ``measure(item:knownSize:availableSpace:containingBlock:)``
    /// does: `path` is the index of the subgrid item among the grid's items, then the index of
    /// the item among the subgrid's items (longer for nested subgrids). `style`, for an item that
    /// is itself a subgrid, is the style to lay it out with (as for ``measureSubgrid(item:style:knownSize:availableSpace:containingBlock:)``).
    mutating func measureSubgridItem(path: [Int], style: TrackGridStyle?, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                     containingBlock: GridOptionalSize) -> Size

    /// Measures `item`, a subgrid, laid out with `style`: its container style with the tracks
    /// of its subgridded axes taken from the parent (the same as
    /// ``TrackGridLayoutResult/subgridStyles`` gives after layout).
    mutating func measureSubgrid(item: Int, style: TrackGridStyle, knownSize: GridOptionalSize,
                                 availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size

    /// Whether the item's min-/max-content inline size can change with the block size its rows
    /// give it: content whose width follows a definite or stretched height (a descendant with
    /// an `aspect-ratio`, say). Such an item makes the grid re-resolve its columns once the rows
    /// are sized (CSS Grid 2 §11.1 step 3), measured with those rows, as browsers do. Items with
    /// an aspect ratio of their own are known to the engine and need not be reported.
    func inlineSizeDependsOnBlockSize(item: Int) -> Bool

    /// The block size of the item's content when the item is laid out at `size` (border box),
    /// a height its aspect ratio gave it: for a grid container the extent of its rows and
    /// gutters plus its padding and border, percentages resolved against `size.height` (it may
    /// exceed that height). The engine floors a ratio-derived height by it (CSS Sizing 4 §5.1,
    /// the automatic minimum size; Chrome lays the box out at the ratio's height to find it).
    mutating func measureContentBlockSize(item: Int, size: Size, containingBlock: GridOptionalSize) -> Double
}

extension TrackGridMeasurer {
    /// Content sizes do not follow the block size unless a measurer says so.
    public func inlineSizeDependsOnBlockSize(item: Int) -> Bool { false }

    /// The min-content height at `size.width`: content that does not depend on its height.
    public mutating func measureContentBlockSize(item: Int, size: Size, containingBlock: GridOptionalSize) -> Double {
        measure(item: item, knownSize: GridOptionalSize(horizontal: size.width, vertical: nil),
                availableSpace: GridAvailableSize(horizontal: .definite(size.width), vertical: .minContent),
                containingBlock: containingBlock).height
    }

    /// Items have no baselines of their own unless a measurer says so.
    public mutating func baseline(item: Int, size: Size, last: Bool) -> Double? { nil }

    /// Without subgrid support a subgrid's items have no size.
    public mutating func measureSubgridItem(path: [Int], style: TrackGridStyle?, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                            containingBlock: GridOptionalSize) -> Size { .zero }

    /// Without subgrid support a subgrid is measured as a grid of its own.
    public mutating func measureSubgrid(item: Int, style: TrackGridStyle, knownSize: GridOptionalSize,
                                        availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        measure(item: item, knownSize: knownSize, availableSpace: availableSpace, containingBlock: containingBlock)
    }
}

/// A measurer backed by a closure, for callers that do not need a type of their own.
public struct TrackGridClosureMeasurer: TrackGridMeasurer {
    public var body: (Int, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size
    /// Answers ``TrackGridMeasurer/baseline(item:size:last:)``; nil: no item has a baseline.
    public var baselineBody: ((Int, Size, Bool) -> Double?)?
    /// Answers ``TrackGridMeasurer/measureSubgridItem(path:style:knownSize:availableSpace:containingBlock:)``;
    /// nil: zero sizes.
    public var subgridItemBody: (([Int], TrackGridStyle?, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size)?
    /// Answers ``TrackGridMeasurer/measureSubgrid(item:style:knownSize:availableSpace:containingBlock:)``;
    /// nil: `body`.
    public var subgridBody: ((Int, TrackGridStyle, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size)?
    /// Answers ``TrackGridMeasurer/inlineSizeDependsOnBlockSize(item:)``; nil: no item's does.
    public var blockSizeDependence: ((Int) -> Bool)?
    /// Answers ``TrackGridMeasurer/measureContentBlockSize(item:size:containingBlock:)``; nil:
    /// the min-content height at the width.
    public var contentBlockSizeBody: ((Int, Size, GridOptionalSize) -> Double)?

    public init(_ body: @escaping (Int, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size,
                baseline: ((Int, Size, Bool) -> Double?)? = nil) {
        self.body = body; self.baselineBody = baseline
    }

    public mutating func measureSubgridItem(path: [Int], style: TrackGridStyle?, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                            containingBlock: GridOptionalSize) -> Size {
        subgridItemBody?(path, style, knownSize, availableSpace, containingBlock) ?? .zero
    }

    public mutating func measureSubgrid(item: Int, style: TrackGridStyle, knownSize: GridOptionalSize,
                                        availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        if let f = subgridBody { return f(item, style, knownSize, availableSpace, containingBlock) }
        return body(item, knownSize, availableSpace, containingBlock)
    }

    public mutating func baseline(item: Int, size: Size, last: Bool) -> Double? {
        baselineBody?(item, size, last)
    }

    public func inlineSizeDependsOnBlockSize(item: Int) -> Bool {
        blockSizeDependence?(item) ?? false
    }

    public mutating func measureContentBlockSize(item: Int, size: Size, containingBlock: GridOptionalSize) -> Double {
        if let f = contentBlockSizeBody { return f(item, size, containingBlock) }
        return body(item, GridOptionalSize(horizontal: size.width, vertical: nil),
                    GridAvailableSize(horizontal: .definite(size.width), vertical: .minContent), containingBlock).height
    }

    public mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                 containingBlock: GridOptionalSize) -> Size {
        body(item, knownSize, availableSpace, containingBlock)
    }
}
