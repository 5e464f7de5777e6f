/// A horizontal alignment guide, like SwiftUI's `HorizontalAlignment`: a named x position in a
/// view's own coordinates. Its default value is a fraction of the view's width; a view may
/// supply an explicit value instead (see ``ViewDimensions``).
public enum HorizontalAlignment: Int, Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The default position as a fraction of the width (leading 0, center 0.5, trailing 1).
    @inlinable public var fraction: Double {
        switch self { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }
    /// SwiftUI's name of the guide.
    public var name: String { ["leading", "center", "trailing"][rawValue] }
    public init?(name: String) {
        guard let g = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = g
    }
}

/// A vertical alignment guide, like SwiftUI's `VerticalAlignment`, including the two text
/// baselines. The baselines default to the view's height (its bottom edge) for views that have
/// no text, as in SwiftUI; text views and containers of text supply explicit values.
public enum VerticalAlignment: Int, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The default position as a fraction of the height; baselines default to the bottom (1).
    @inlinable public var fraction: Double {
        switch self { case .top: 0; case .center: 0.5; case .bottom, .firstTextBaseline, .lastTextBaseline: 1 }
    }
    /// Whether this is a text-baseline guide.
    @inlinable public var isBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
    /// The unit-point equivalent used when a guide must become an anchor (merged grid cells):
    /// top 0, center 0.5, bottom 1; baselines have none and use 0.5 (ARCHITECTURE.md).
    @inlinable public var unitEquivalent: Double {
        switch self { case .top: 0; case .center: 0.5; case .bottom: 1; case .firstTextBaseline, .lastTextBaseline: 0.5 }
    }
    public var name: String { ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"][rawValue] }
    public init?(name: String) {
        guard let g = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = g
    }
}

/// A two-axis alignment, like SwiftUI's `Alignment`: a horizontal and a vertical guide.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Every named alignment with its SwiftUI name: the nine box alignments in keypad order,
    /// then the six text-baseline ones.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
        ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
        ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
        ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline),
        ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ]

    public init?(named name: String) {
        guard let a = Alignment.named.first(where: { $0.name == name })?.alignment else { return nil }
        self = a
    }
    /// SwiftUI's name of this alignment.
    public var name: String { Alignment.named.first(where: { $0.alignment == self })?.name ?? "custom" }

    /// The unit point equivalent (baselines count as centre), for anchor-based placement.
    public var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.unitEquivalent) }
}

/// A view's size together with the values of its alignment guides, like SwiftUI's
/// `ViewDimensions`. Guides without an explicit value take their default (a fraction of the
/// size; baselines default to the height); explicit values come from text (baselines),
/// containers of text, or `alignmentGuide` (stored out of line: they are rare and this value
/// is copied a lot during layout).
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// Explicit first and last text baselines (nil: defaults to the height).
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    @usableFromInline var overrides: GuideOverrides?

    @inlinable
    public init(width: Double, height: Double, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.width = width; self.height = height
        self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        overrides = nil
    }
    @inlinable public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    @inlinable public var size: Size { Size(width: width, height: height) }

    /// The value of a horizontal guide in the view's own coordinates.
    public subscript(guide: HorizontalAlignment) -> Double {
        @inlinable get {
            guard let overrides else { return width * guide.fraction }
            return overrides.horizontal[guide.rawValue] ?? width * guide.fraction
        }
        set {
            let o = overrides?.copy() ?? GuideOverrides()
            o.horizontal[guide.rawValue] = newValue
            overrides = o
        }
    }

    /// The value of a vertical guide in the view's own coordinates.
    public subscript(guide: VerticalAlignment) -> Double {
        @inlinable get {
            switch guide {
            case .firstTextBaseline: return firstBaseline ?? height
            case .lastTextBaseline: return lastBaseline ?? height
            default:
                guard let overrides else { return height * guide.fraction }
                return overrides.vertical[guide.rawValue] ?? height * guide.fraction
            }
        }
        set {
            switch guide {
            case .firstTextBaseline: firstBaseline = newValue
            case .lastTextBaseline: lastBaseline = newValue
            default:
                let o = overrides?.copy() ?? GuideOverrides()
                o.vertical[guide.rawValue] = newValue
                overrides = o
            }
        }
    }
}

/// Explicit values of the box guides set by `alignmentGuide` (copied on write).
@usableFromInline final class GuideOverrides: Hashable, @unchecked Sendable {
    @usableFromInline var horizontal: [Double?] = [nil, nil, nil]
    @usableFromInline var vertical: [Double?] = [nil, nil, nil]
    init() {}
    func copy() -> GuideOverrides {
        let o = GuideOverrides(); o.horizontal = horizontal; o.vertical = vertical; return o
    }
    @usableFromInline static func == (a: GuideOverrides, b: GuideOverrides) -> Bool { a.horizontal == b.horizontal && a.vertical == b.vertical }
    @usableFromInline func hash(into h: inout Hasher) { h.combine(horizontal); h.combine(vertical) }
}
