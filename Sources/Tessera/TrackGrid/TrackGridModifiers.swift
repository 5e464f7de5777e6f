/// The per-item values of a ``TrackGrid`` (exyte's item modifiers), read by
/// ``TrackGridLayout`` as layout values.
struct TrackGridValueModifier: NodeModifier {
    enum Value: Equatable {
        case span(GridItemSpan), start(GridItemStart), alignment(Alignment?), order(Int), lines(GridItemLines)
    }
    var value: Value
    var role: ModifierRole {
        let v = value
        return .values { values in
            switch v {
            case .span(let s): values[GridSpanKey.self] = s
            case .start(let s): values[GridStartKey.self] = s
            case .alignment(let a): values[GridItemAlignmentKey.self] = a
            case .order(let o): values[GridOrderKey.self] = o
            case .lines(let l): values[GridLinesKey.self] = l
            }
        }
    }
}

extension View {
    /// Makes the item span `column` columns and `row` rows (exyte `gridSpan(column:row:)`,
    /// default 1 each; CSS `grid-column: span N`). A span larger than the fixed tracks adds
    /// implicit tracks (CSS Grid 2 §7.5) instead of being clamped; a span below 1 becomes 1.
    public func gridSpan(column: Int = 1, row: Int = 1) -> some View {
        modifier(TrackGridValueModifier(value: .span(GridItemSpan(column: column, row: row))))
    }

    /// exyte's literal form: `.gridSpan([2, 1])` (column, row) or a `GridItemSpan`.
    public func gridSpan(_ span: GridItemSpan) -> some View { modifier(TrackGridValueModifier(value: .span(span))) }

    /// Pins the item to the 0-based `column` and/or `row` (exyte `gridStart(column:row:)`; CSS
    /// `grid-column-start: N + 1`); an axis left nil is auto-placed (CSS Grid 2 §8.5). Items
    /// pinned to the same cell overlap, as in CSS (exyte moves the second one elsewhere).
    public func gridStart(column: Int? = nil, row: Int? = nil) -> some View {
        modifier(TrackGridValueModifier(value: .start(GridItemStart(column: column, row: row))))
    }

    /// exyte's literal form: `.gridStart([1, 0])` (column, row).
    public func gridStart(_ start: GridItemStart) -> some View { modifier(TrackGridValueModifier(value: .start(start))) }

    /// How this item sits in its cell, overriding the grid's `gridCommonItemsAlignment`
    /// (exyte 1.4 `gridItemAlignment`). The item is proposed its cell and aligned in it.
    public func gridItemAlignment(_ alignment: Alignment?) -> some View {
        modifier(TrackGridValueModifier(value: .alignment(alignment)))
    }

    /// The item's place in auto-placement (CSS `order`, CSS Grid 2 §4.4; not in exyte): the
    /// grid auto-places items by ascending `order`, equal values in source order (default 0).
    /// It moves where the item is laid out, not the order of its subviews.
    public func gridOrder(_ order: Int) -> some View {
        modifier(TrackGridValueModifier(value: .order(order)))
    }

    /// Places the item by grid lines, CSS `grid-column` / `grid-row` (CSS Grid 2 §8.3; not in
    /// exyte): numbered lines (1-based, negative from the end), named lines
    /// (`TrackGrid/gridLineNames(_:)`, area edges `name-start`/`name-end`), `span N` and
    /// `span name N`. An axis left nil keeps `gridStart`/`gridSpan`; a set axis wins over them.
    ///
    /// ```swift
    /// Color.red.gridLines(column: GridLinePair(start: .named("side", 1), end: .namedSpan("main", 1)))
    /// Color.blue.gridLines(column: try GridLinePair(css: "side / span main"))
    /// ```
    public func gridLines(column: GridLinePair? = nil, row: GridLinePair? = nil) -> some View {
        modifier(TrackGridValueModifier(value: .lines(GridItemLines(column: column, row: row))))
    }
}
