import TesseraGeometry
import TesseraLayout

/// Absolutely positioned children (CSS Position 3 §4), the basic case: the containing block is
/// the parent's padding box; insets, then the box's own size, then its content decide.
enum AbsoluteLayout {
    static func place(_ child: CaseNode, in parent: CaseNode, containerSize: Size) {
        let b = parent.box.border
        let bl = b.left.resolveOrZero(nil), bt = b.top.resolveOrZero(nil)
        let cb = Size(width: containerSize.width - bl - b.right.resolveOrZero(nil),
                      height: containerSize.height - bt - b.bottom.resolveOrZero(nil))
        let basis = GridOptionalSize(horizontal: cb.width, vertical: cb.height)
        var known = GridOptionalSize(nil)
        var origin = Point.zero
        let box = child.item.box
        for a in [Axis.horizontal, .vertical] {
            let start = child.inset.start(a), end = child.inset.end(a)
            let m = box.margins(a, widthBasis: cb.width)
            if !start.isAuto && !end.isAuto && box.size[a] == .auto {
                known[a] = Swift.max(0, cb[a] - start.resolveOrZero(cb[a]) - end.resolveOrZero(cb[a]) - m.start - m.end)
            }
        }
        var avail = GridAvailableSize(horizontal: .definite(cb.width), vertical: .definite(cb.height))
        if known.horizontal == nil { avail.horizontal = .definite(cb.width) }
        let size0 = NodeLayout.compute(child, known: known, parentSize: basis, available: avail, perform: false)
        let size = Size(width: known.horizontal ?? size0.width, height: known.vertical ?? size0.height)
        for a in [Axis.horizontal, .vertical] {
            let start = child.inset.start(a), end = child.inset.end(a)
            let m = box.margins(a, widthBasis: cb.width)
            let startPB = a == .horizontal ? bl : bt
            if !start.isAuto {
                origin[a] = startPB + start.resolveOrZero(cb[a]) + m.start
            } else if !end.isAuto {
                origin[a] = startPB + cb[a] - end.resolveOrZero(cb[a]) - m.end - size[a]
            } else {
                let pbs = parent.box.paddingBorder(a, widthBasis: nil)
                origin[a] = a == .horizontal && parent.rtl ? containerSize.width - pbs.end - m.end - size[a] : pbs.start + m.start
            }
        }
        child.frame = Rect(origin: origin, size: size)
        _ = NodeLayout.compute(child, known: GridOptionalSize(horizontal: size.width, vertical: size.height), parentSize: basis,
                               available: GridAvailableSize(horizontal: .definite(size.width), vertical: .definite(size.height)),
                               perform: true)
    }
}
