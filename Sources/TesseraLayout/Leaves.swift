import TesseraGeometry

/// The sizing of shapes and colours: they take any finite proposal and are infinite for an
/// infinite one; unspecified dimensions take the ideal size, 10x10 in SwiftUI (the platform
/// default for built-in shapes).
public struct FlexibleLeaf: LeafLayout, Sendable {
    public static let idealLength = 10.0
    public init() {}
    public var answersCheaply: Bool { true }
    public func dimensions(for p: ProposedSize) -> ViewDimensions {
        ViewDimensions(width: p.width ?? Self.idealLength, height: p.height ?? Self.idealLength)
    }
}

/// A leaf of one fixed size whatever the proposal (a non-resizable image, a fixed glyph).
public struct FixedLeaf: LeafLayout, Sendable {
    public var size: Size
    public init(size: Size) { self.size = size }
    public var answersCheaply: Bool { true }
    public func dimensions(for p: ProposedSize) -> ViewDimensions { ViewDimensions(size) }
}

/// SwiftUI's `Spacer`: along its stack's axis it takes any proposal of at least `minLength`
/// (ideal `minLength`); across it is 0. Outside a stack (`axis` nil) it is flexible on both
/// axes with ideal size `minLength` x `minLength`. Default spacers contribute no stack spacing.
public struct SpacerLeaf: LeafLayout, Sendable {
    /// SwiftUI's default minimum length (the default spacing).
    public static let defaultMinLength = 8.0
    public var minLength: Double
    public var axis: Axis?
    public init(minLength: Double? = nil, axis: Axis? = nil) {
        self.minLength = max(0, minLength ?? Self.defaultMinLength); self.axis = axis
    }
    public var answersCheaply: Bool { true }
    public func dimensions(for p: ProposedSize) -> ViewDimensions {
        func along(_ v: Double?) -> Double { max(minLength, v ?? minLength) }
        guard let axis else { return ViewDimensions(width: along(p.width), height: along(p.height)) }
        return ViewDimensions(Size(axis, along(p[axis]), 0))
    }
}

/// SwiftUI's `Divider`: a 1-point line across the stacking axis of its container. In a
/// horizontal stack it is a vertical line (width 1, any height); elsewhere (vertical stacks,
/// grids) a horizontal line (height 1, any width). Its ideal length is 0 (ARCHITECTURE.md).
public struct DividerLeaf: LeafLayout, Sendable {
    public static let thickness = 1.0
    /// The axis along which the line extends.
    public var lineAxis: Axis
    public init(lineAxis: Axis = .horizontal) { self.lineAxis = lineAxis }
    public var answersCheaply: Bool { true }
    public func dimensions(for p: ProposedSize) -> ViewDimensions {
        ViewDimensions(Size(lineAxis, p[lineAxis] ?? 0, Self.thickness))
    }
}
