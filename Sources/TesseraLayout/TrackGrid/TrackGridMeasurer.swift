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
}

/// A measurer backed by a closure, for callers that do not need a type of their own.
public struct TrackGridClosureMeasurer: TrackGridMeasurer {
    public var body: (Int, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size

    public init(_ body: @escaping (Int, GridOptionalSize, GridAvailableSize, GridOptionalSize) -> Size) { self.body = body }

    public mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                                 containingBlock: GridOptionalSize) -> Size {
        body(item, knownSize, availableSpace, containingBlock)
    }
}
