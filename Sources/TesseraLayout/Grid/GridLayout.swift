import TesseraGeometry
import TesseraText

/// SwiftUI's eager `Grid` as a layout (Apple: `Grid`, `GridRow`, `GridLayout`,
/// `gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment`, `gridCellUnsizedAxes`).
///
/// The grid's subviews are its cells in row order; `rows` says how they are grouped: a
/// `GridRow` is `.cells(count:alignment:)`, a view placed directly in the grid is `.fullWidth`
/// (one cell spanning every column). Children beyond the described rows become full-width rows.
///
/// Sizing follows `GridTrackSizing`; placement proposes every cell its whole box (spanned
/// columns plus the gaps inside, by the row height) and aligns it with the precedence
/// grid `alignment` → `GridRow(alignment:)` (vertical) / `gridColumnAlignment` (horizontal) →
/// `gridCellAnchor` (both axes, that cell only). Single-span cells align by guides, so text
/// baselines line up across a row; merged cells and full-width rows use the unit-point
/// equivalent of their alignment. `spacing` nil means SwiftUI's default of 8 on that axis.
/// Right-to-left mirrors the whole arrangement horizontally.
public struct GridLayout: Layout, Sendable {
    /// How a run of consecutive subviews forms a row.
    public enum Row: Hashable, Sendable {
        /// A `GridRow` of `count` cells with an optional vertical alignment.
        case cells(count: Int, alignment: VerticalAlignment?)
        /// A view placed directly in the grid: one cell across every column.
        case fullWidth
    }
    /// The direction the grid's columns run in (`TesseraText.LayoutDirection`).
    public typealias LayoutDirection = TesseraText.LayoutDirection

    public static let defaultSpacing = 8.0

    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var rows: [Row]
    public var layoutDirection: LayoutDirection

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                rows: [Row], layoutDirection: LayoutDirection = .leftToRight) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.rows = rows; self.layoutDirection = layoutDirection
    }

    var hGap: Double { horizontalSpacing ?? Self.defaultSpacing }
    var vGap: Double { verticalSpacing ?? Self.defaultSpacing }

    /// The grid's cell model plus the last arrangements, keyed by proposal. Updating it after
    /// a change reuses its storage (`GridStructure/rebuild(rows:subviews:)`, the dropped
    /// arrangements' per-cell arrays).
    public final class Cache {
        var structure: GridStructure
        /// The children's shape the structure was built from (``LayoutSubviews/shapeStamp``).
        var shapeStamp: UInt32
        var memo: [(ProposedSize, GridArrangement)] = []
        var storage = GridArrangement.Storage()
        init(_ s: GridStructure, shapeStamp: UInt32) { structure = s; self.shapeStamp = shapeStamp }
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache {
        Cache(GridStructure(rows: rows, subviews: subviews), shapeStamp: subviews.shapeStamp)
    }

    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        // The arrangements go first: they share the structure's arrays, which the rebuild
        // then finds uniquely referenced.
        if let last = cache.memo.last { cache.storage.plain = last.1.plainSize }
        cache.memo.removeAll(keepingCapacity: true)
        // The structure depends on the children's shape only: sizes changing leave it valid.
        if cache.shapeStamp != subviews.shapeStamp || cache.structure.cells.count != subviews.count {
            cache.structure.rebuild(rows: rows, subviews: subviews)
            cache.shapeStamp = subviews.shapeStamp
        }
    }

    func arrangement(_ p: ProposedSize, _ subviews: LayoutSubviews, _ cache: Cache) -> GridArrangement {
        for k in cache.memo.indices where cache.memo[k].0 == p { return cache.memo[k].1 }
        if cache.memo.count >= 4 { cache.storage.plain = cache.memo.removeFirst().1.plainSize }
        let a = GridArrangement(grid: self, structure: cache.structure, proposal: p, subviews: subviews,
                                storage: &cache.storage)
        cache.memo.append((p, a))
        return a
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        arrangement(proposal, subviews, cache).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        var a = arrangement(proposal, subviews, cache)
        if a.size != bounds.size { a = arrangement(ProposedSize(bounds.size), subviews, cache) }
        let origin = bounds.origin
        let nodes = subviews.unretained
        a.forEachCellFrame(subviews) { i, rect, p in
            nodes[i]._withUnsafeGuaranteedRef { $0.place(in: rect.offsetBy(origin), proposal: p) }
        }
    }

    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> Double? {
        guard guide.isBaseline, !subviews.isEmpty else { return nil }
        var a = arrangement(proposal, subviews, cache)
        if a.size != size { a = arrangement(ProposedSize(size), subviews, cache) }
        let frames = a.cellFrames(subviews)
        let values = frames.indices.map { frames[$0].rect.minY + subviews[$0].dimensions(in: frames[$0].proposal)[guide] }
        return guide == .firstTextBaseline ? values.min() : values.max()
    }
}
