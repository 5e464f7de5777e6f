import TesseraDisplayList
import TesseraGeometry

/// Root content larger than its window (issue 29): on an axis where the root's views fit, they
/// are centred in the window as before; on an axis where they do not (their size for the
/// window's proposal exceeds it: a rigid frame, a minimum no flexible view can give up), they
/// start at the window's top or leading edge — nothing is cut off before the first point — and
/// the wheel scrolls them (what the scroll views under the pointer do not take), with an
/// indicator along the trailing or bottom edge showing the visible part. Before, the content
/// was centred and clipped on every side, so a title or the labels of a form were lost.
struct RootOverflow {
    /// How far the content is scrolled, from its top-leading edge; kept inside the content.
    private(set) var offset = Point.zero
    /// The content's and window's sizes at the last placement.
    private(set) var content = Size.zero
    private(set) var window = Size.zero

    /// The largest offset on each axis (0 where the content fits).
    var maxOffset: Point {
        Point(x: max(0, content.width - window.width), y: max(0, content.height - window.height))
    }

    /// Whether the content overflows the window on `axis`.
    func overflows(_ axis: Axis) -> Bool { maxOffset[axis] > 0.5 }

    /// The root's origin for content of size `s` in a window of `size` (see the type).
    mutating func origin(content s: Size, window size: Size) -> Point {
        content = Size(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
        window = size
        offset = clamped(offset)
        var origin = Point.zero
        for axis in Axis.allCases {
            origin[axis] = content[axis] <= size[axis] ? (size[axis] - content[axis]) / 2 : -offset[axis]
        }
        return origin
    }

    /// Scrolls by `delta` (points; positive moves towards the end of the content) and returns
    /// what could not be taken.
    mutating func scroll(by delta: Point) -> Point {
        let target = Point(x: offset.x + delta.x, y: offset.y + delta.y)
        let next = clamped(target)
        defer { offset = next }
        return Point(x: target.x - next.x, y: target.y - next.y)
    }

    private func clamped(_ p: Point) -> Point {
        let m = maxOffset
        return Point(x: min(max(p.x.isFinite ? p.x : 0, 0), m.x), y: min(max(p.y.isFinite ? p.y : 0, 0), m.y))
    }

    /// The indicators of an overflowing root: capsules along the window's trailing and bottom
    /// edges whose length and place show the visible part (none on an axis that fits).
    func indicators() -> [DisplayItem] {
        var items: [DisplayItem] = []
        let thickness = 5.0, inset = 2.0
        for axis in Axis.allCases where overflows(axis) {
            let track = window[axis] - 2 * inset - (overflows(axis.other) ? thickness + inset : 0)
            guard track > 0, content[axis] > 0 else { continue }
            let length = max(thickness * 4, track * window[axis] / content[axis])
            let start = inset + (track - length) * offset[axis] / maxOffset[axis]
            let across = window[axis.other] - inset - thickness
            let rect = axis == .vertical
                ? Rect(x: across, y: start, width: thickness, height: length)
                : Rect(x: start, y: across, width: length, height: thickness)
            items.append(.fill(.roundedRect(rect, cornerRadius: thickness / 2), .color(Color(red: 0, green: 0, blue: 0, alpha: 0.4))))
        }
        return items
    }
}
