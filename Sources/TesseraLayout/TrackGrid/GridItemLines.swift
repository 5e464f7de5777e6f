/// An item's placement by lines in a ``TrackGridLayout`` (CSS `grid-column` / `grid-row`,
/// CSS Grid 2 §8.3): numbered or named lines (``TrackGridLayout/lineNames``, area edges),
/// `span N` or `span name N`, per axis. An axis left nil keeps `gridStart` / `gridSpan`; a set
/// axis wins over them and over `gridArea`. A Tessera extension of exyte/Grid's API.
public struct GridItemLines: Hashable, Sendable {
    public var column: GridLinePair?
    public var row: GridLinePair?

    @inlinable public init(column: GridLinePair? = nil, row: GridLinePair? = nil) {
        self.column = column; self.row = row
    }
}

/// The layout value carrying an item's ``GridItemLines`` (nil: none).
public struct GridLinesKey: LayoutValueKey {
    public static let defaultValue: GridItemLines? = nil
}

/// CSS text that is not a `grid-row` / `grid-column` value; `description` names the problem.
public struct GridLineSyntaxError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension GridLinePair {
    /// Parses a CSS `grid-column` / `grid-row` value (CSS Grid 2 §8.4): `start [/ end]`, each
    /// side `auto`, `N`, `name`, `name N` (or `N name`), `span N`, `span name` or `span name N`
    /// (any order after `span`). Without `/ end`, a lone name repeats as the end (`a` is
    /// `a / a`), anything else leaves the end `auto`. Line `0`, `span 0` or less and names
    /// that are CSS keywords are errors, as browsers drop such declarations.
    public init(css: String) throws {
        let sides = css.split(separator: "/", omittingEmptySubsequences: false)
        guard sides.count <= 2 else { throw GridLineSyntaxError("\"\(css)\": at most one '/' (start / end)") }
        let start = try Self.side(String(sides[0]), in: css)
        if sides.count == 2 {
            self.init(start: start, end: try Self.side(String(sides[1]), in: css))
        } else if case .named(let name, 0) = start {
            self.init(start: start, end: .named(name, 0))
        } else {
            self.init(start: start, end: .auto)
        }
    }

    private static func side(_ text: String, in css: String) throws -> GridPlacement {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw GridLineSyntaxError("\"\(css)\": a side is empty") }
        if words == ["auto"] { return .auto }
        let isSpan = words[0] == "span"
        let rest = isSpan ? Array(words.dropFirst()) : words
        var number: Int?, name: String?
        for w in rest {
            if let n = Int(w) {
                guard number == nil else { throw GridLineSyntaxError("\"\(css)\": two numbers in one side") }
                number = n
            } else {
                guard name == nil else { throw GridLineSyntaxError("\"\(css)\": two names in one side") }
                guard isIdentifier(w) else { throw GridLineSyntaxError("\"\(css)\": \"\(w)\" is not a line name") }
                name = w
            }
        }
        if isSpan {
            let n = number ?? 1
            guard n >= 1 else { throw GridLineSyntaxError("\"\(css)\": span \(n) must be at least 1") }
            return name.map { .namedSpan($0, n) } ?? .span(n)
        }
        if let name { return .named(name, number ?? 0) }
        guard let n = number, n != 0 else { throw GridLineSyntaxError("\"\(css)\": line 0 does not exist (lines count from 1 or -1)") }
        return .line(n)
    }

    /// A CSS `<custom-ident>` usable as a line name: not a keyword of the grammar, not starting
    /// with a digit, of letters, digits, `-` and `_`.
    private static func isIdentifier(_ w: String) -> Bool {
        guard let first = w.first, !first.isNumber, !["auto", "span", "inherit", "initial", "unset", "default"].contains(w) else {
            return false
        }
        return w.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}
