/// exyte/Grid's literal spans and starts: `[column, row]` (exyte `GridSpan` / `GridStart`).
extension GridItemSpan: ExpressibleByArrayLiteral {
    /// `[column, row]`; one element spans that many columns and 1 row; none is 1 × 1.
    public init(arrayLiteral elements: Int...) {
        self.init(column: elements.first ?? 1, row: elements.count > 1 ? elements[1] : 1)
    }
}

extension GridItemStart: ExpressibleByArrayLiteral {
    /// `[column, row]`, 0-based; one element pins the column only.
    public init(arrayLiteral elements: Int...) {
        self.init(column: elements.first, row: elements.count > 1 ? elements[1] : nil)
    }
}
