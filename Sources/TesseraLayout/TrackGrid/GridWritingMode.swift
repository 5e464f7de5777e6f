import TesseraGeometry

/// `writing-mode` of a grid container or item (CSS Writing Modes 4 §3.1): where its inline
/// axis (the columns, CSS Grid 2 §6) and its block axis (the rows) run on the screen.
///
/// - `horizontalTB`: inline left to right (right to left with `direction: rtl`), block top to
///   bottom: the engine's own frame, in which `.horizontal` is the inline axis.
/// - `verticalLR`: inline top to bottom (bottom to top in `rtl`), block left to right.
/// - `verticalRL`: inline top to bottom (bottom to top in `rtl`), block right to left.
///
/// The engine lays out a vertical grid in its *line-relative frame* (x along the inline axis,
/// y along the block axis, CSS Writing Modes 4 §6.2): physical box values are mapped into it
/// with ``GridBoxStyle/lineRelative(in:)``, sizes by swapping their axes, and the frames it
/// computes come back with `Rect.physical(from:in:)`. An item whose writing mode is
/// orthogonal to its grid's (CSS Writing Modes 4 §7.3) is measured by the caller's measurer in
/// physical terms, as every item is; the grid's rules apply in its own frame (CSS Grid 2
/// §11.5: such an item's block size is its contribution to the grid's inline axis).
public enum GridWritingMode: String, Hashable, Sendable, CaseIterable {
    case horizontalTB = "horizontal-tb"
    case verticalRL = "vertical-rl"
    case verticalLR = "vertical-lr"

    /// Whether the inline axis is vertical on the screen.
    @inlinable public var isVertical: Bool { self != .horizontalTB }

    /// Whether a box in this mode, inside a box in `other`, establishes an orthogonal flow
    /// (CSS Writing Modes 4 §7.3): their inline axes are perpendicular.
    @inlinable public func isOrthogonal(to other: GridWritingMode) -> Bool { isVertical != other.isVertical }

    /// Reads a CSS `writing-mode` keyword; the SVG 1.1 aliases (`lr`, `lr-tb`, `rl`, `rl-tb`,
    /// `tb`, `tb-rl`, CSS Writing Modes 4 §3.1) map to their CSS values. Nil for any other
    /// value, including the `sideways-*` modes, which the engine does not lay out.
    public init?(css: String) {
        switch String(css.lowercased().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) {
        case "horizontal-tb", "lr", "lr-tb", "rl", "rl-tb": self = .horizontalTB
        case "vertical-rl", "tb", "tb-rl": self = .verticalRL
        case "vertical-lr": self = .verticalLR
        default: return nil
        }
    }
}

extension GridAxisPair {
    /// The pair with its two axes exchanged: a physical size seen in a vertical mode's
    /// line-relative frame, or back.
    @inlinable public var transposed: GridAxisPair { GridAxisPair(horizontal: vertical, vertical: horizontal) }
}

extension Size {
    /// The size with width and height exchanged.
    @inlinable public var transposed: Size { Size(width: height, height: width) }
}

extension GridEdges {
    /// Physical edges (top, left, bottom, right) seen in `mode`'s line-relative frame, where
    /// `left` is the inline start side of a left-to-right box and `top` the block start side.
    @inlinable public func lineRelative(in mode: GridWritingMode) -> GridEdges {
        switch mode {
        case .horizontalTB: return self
        case .verticalLR: return GridEdges(top: left, left: top, bottom: right, right: bottom)
        case .verticalRL: return GridEdges(top: right, left: top, bottom: left, right: bottom)
        }
    }

    /// The inverse of ``lineRelative(in:)``: line-relative edges back on the screen.
    @inlinable public func physical(from mode: GridWritingMode) -> GridEdges {
        switch mode {
        case .horizontalTB: return self
        case .verticalLR: return GridEdges(top: left, left: top, bottom: right, right: bottom)
        case .verticalRL: return GridEdges(top: left, left: bottom, bottom: right, right: top)
        }
    }
}

extension GridBoxStyle {
    /// The box in `mode`'s line-relative frame: sizes with their axes exchanged, edges mapped by
    /// ``GridEdges/lineRelative(in:)``, the aspect ratio (width / height) inverted.
    public func lineRelative(in mode: GridWritingMode) -> GridBoxStyle {
        guard mode.isVertical else { return self }
        return transposed(in: mode, toLineRelative: true)
    }

    /// The inverse of ``lineRelative(in:)``.
    public func physical(from mode: GridWritingMode) -> GridBoxStyle {
        guard mode.isVertical else { return self }
        return transposed(in: mode, toLineRelative: false)
    }

    /// The box with its axes exchanged (its own inverse) and its edges mapped into `mode`'s
    /// line-relative frame or back from it: what both directions share.
    private func transposed(in mode: GridWritingMode, toLineRelative: Bool) -> GridBoxStyle {
        var b = self
        b.size = size.transposed; b.minSize = minSize.transposed; b.maxSize = maxSize.transposed
        if toLineRelative {
            b.margin = margin.lineRelative(in: mode); b.padding = padding.lineRelative(in: mode)
            b.border = border.lineRelative(in: mode)
        } else {
            b.margin = margin.physical(from: mode); b.padding = padding.physical(from: mode)
            b.border = border.physical(from: mode)
        }
        b.aspectRatio = aspectRatio.map { $0 > 0 && $0.isFinite ? 1 / $0 : $0 }
        b.isScrollContainer = isScrollContainer.transposed
        b.scrollbarGutter = scrollbarGutter.transposed
        b.scrollbarGutterIfOverflowing = scrollbarGutterIfOverflowing.transposed
        return b
    }
}

extension Rect {
    /// A frame computed in `mode`'s line-relative frame of a container whose physical size is
    /// `container`, on the screen: x and y exchanged; in `verticalRL` the block axis runs from
    /// the container's right edge.
    @inlinable public func physical(from mode: GridWritingMode, in container: Size) -> Rect {
        switch mode {
        case .horizontalTB: return self
        case .verticalLR: return Rect(x: minY, y: minX, width: height, height: width)
        case .verticalRL: return Rect(x: container.width - minY - height, y: minX, width: height, height: width)
        }
    }
}
