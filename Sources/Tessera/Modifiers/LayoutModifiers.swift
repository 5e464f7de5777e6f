import Foundation
/// SwiftUI's default padding.
let defaultPadding = 16.0

struct FrameModifier: NodeModifier {
    var width: Double?
    var height: Double?
    var alignment: Alignment
    var role: ModifierRole { .layout(FrameLayout(width: width, height: height, alignment: alignment), label: "frame") }
}

struct FlexibleFrameModifier: NodeModifier {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    var alignment: Alignment
    var role: ModifierRole {
        .layout(FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), label: "frame")
    }
}

struct PaddingModifier: NodeModifier {
    var insets: EdgeInsets
    var role: ModifierRole { .layout(PaddingLayout(insets: insets), label: "padding") }
}

struct OffsetModifier: NodeModifier {
    var offset: Point
    var role: ModifierRole { .layout(OffsetLayout(offset: offset), label: "offset") }
}

struct FixedSizeModifier: NodeModifier {
    var horizontal: Bool
    var vertical: Bool
    var role: ModifierRole {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return .layout(FixedSizeLayout(axes: axes), label: "fixedSize")
    }
}

struct AspectRatioModifier: NodeModifier {
    var ratio: Double?
    var contentMode: ContentMode
    var role: ModifierRole { .layout(AspectRatioLayout(ratio: ratio, contentMode: contentMode), label: "aspectRatio") }
}

/// How content fits a proposal in `aspectRatio(_:contentMode:)`, like SwiftUI's `ContentMode`.
public typealias ContentMode = AspectRatioLayout.ContentMode

extension View {
    /// A frame of fixed width and/or height; an unspecified dimension behaves like the view.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }
    /// A flexible frame: the proposal clamped into each dimension's [min, max]
    /// (`maxWidth: .infinity` takes the whole width offered).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                       idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
    /// Padding by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
    /// Padding of `length` (default 16) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? defaultPadding)))
    }
    /// Padding of `length` on every edge.
    public func padding(_ length: Double) -> some View { padding(.all, length) }
    /// Draws (and hit-tests) the view moved by (x, y) without changing its layout.
    public func offset(x: Double = 0, y: Double = 0) -> some View { modifier(OffsetModifier(offset: Point(x: x, y: y))) }
    /// Draws the view moved by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    /// Proposes the view its ideal size on the given axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    /// Constrains the view to an aspect ratio (nil: its ideal size's), fitting or filling the proposal.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }
    /// Constrains the view to the aspect ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? Double(size.width / size.height) : nil, contentMode: contentMode)
    }
    /// Scales the view to fit the proposal, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill the proposal, keeping its aspect ratio (it may overflow).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

// MARK: Layout values

struct LayoutValueModifier: NodeModifier {
    enum Value: Equatable {
        case columns(Int), anchor(UnitPoint), columnAlignment(HorizontalAlignment), unsized(Axis.Set), priority(Double)
    }
    var value: Value
    var role: ModifierRole {
        let v = value
        return .values { values in
            // The modifier closest to the view wins (SwiftUI's layout values are traits, which
            // flow inward: the inner modifier writes last), so an outer one — a chained repeat,
            // or one on a `GridRow` — sets only what the cell left unset.
            switch v {
            case .columns(let n): if !values.isSet(.columns) { values.gridCellColumns = n }
            case .anchor(let a): if !values.isSet(.anchor) { values.gridCellAnchor = a }
            case .columnAlignment(let h): if !values.isSet(.columnAlignment) { values.gridColumnAlignment = h }
            case .unsized(let axes): if !values.isSet(.unsizedAxes) { values.gridCellUnsizedAxes = axes }
            case .priority(let p): if !values.isSet(.priority) { values.layoutPriority = p }
            }
        }
    }
}

struct IDModifier: NodeModifier {
    var id: AnyHashable
    var role: ModifierRole { .identity(id) }
}

extension View {
    /// Makes the cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View { modifier(LayoutValueModifier(value: .columns(count))) }
    /// Places the cell in its grid area by `anchor`, overriding every other alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modifier(LayoutValueModifier(value: .anchor(anchor))) }
    /// Sets the horizontal alignment of the cell's whole column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(LayoutValueModifier(value: .columnAlignment(guide)))
    }
    /// Keeps the cell from sizing its column and/or row on `axes`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modifier(LayoutValueModifier(value: .unsized(axes))) }
    /// Gives the view priority when its stack shares out space.
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutValueModifier(value: .priority(value))) }
    /// Gives the view an explicit identity: a different id is a different view (its state is
    /// reset). The id (as a string) names the view's frame in layout output.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }
}
