/// One side of an item's placement in one axis (CSS Grid 2 §8.3, `grid-row-start` etc.):
/// `auto`, a line number (negative numbers count from the end of the explicit grid; `0` is
/// invalid and treated as `auto` with a warning), a span, or a named line (the `n`th line
/// called `name`; §8.3 `<custom-ident> <integer>`). `.named(name, 0)` is a bare
/// `<custom-ident>`: the line `name-start` (on a start side) or `name-end` (on an end side),
/// as a named area from `grid-template-areas` provides, else the first line called `name`;
/// `grid-area: name` is `.named(name, 0)` on all four sides. `.namedSpan(name, n)` is `span
/// name n` (§8.3): the edge n lines called `name` away from the opposite edge (implicit lines
/// beyond the explicit grid, on the side searched, count as having every name); alone, or
/// beside another span or `auto`, it is `span 1` (§8.3.1).
public enum GridPlacement: Hashable, Sendable {
    case auto
    case line(Int)
    case span(Int)
    case named(String, Int)
    case namedSpan(String, Int)

    /// Whether this is `auto` (a pattern match: cheaper than `== .auto`, which copies the
    /// names of named placements to compare them).
    @inlinable public var isAuto: Bool { if case .auto = self { return true } else { return false } }
}

/// The start and end of an item's placement in one axis (`grid-column` / `grid-row`).
public struct GridLinePair: Hashable, Sendable {
    public var start: GridPlacement
    public var end: GridPlacement

    @inlinable public init(start: GridPlacement = .auto, end: GridPlacement = .auto) {
        self.start = start; self.end = end
    }

    public static let auto = GridLinePair()
}

/// `grid-auto-flow` (CSS Grid 2 §7.7): the axis auto-placed items fill first, and whether the
/// placement algorithm back-fills holes (`dense`).
public struct GridAutoFlow: Hashable, Sendable {
    public enum Direction: Hashable, Sendable { case row, column }
    public var direction: Direction
    public var dense: Bool

    @inlinable public init(_ direction: Direction = .row, dense: Bool = false) {
        self.direction = direction; self.dense = dense
    }

    public static let row = GridAutoFlow(.row)
    public static let column = GridAutoFlow(.column)
    public static let rowDense = GridAutoFlow(.row, dense: true)
    public static let columnDense = GridAutoFlow(.column, dense: true)
}
