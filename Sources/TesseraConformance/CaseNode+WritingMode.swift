import TesseraGeometry
import TesseraLayout

/// Self-alignment across writing modes (CSS Box Alignment 3 §4.3): `self-start` and `self-end`
/// name the item's own start and end sides along the axis of its parent it aligns in. Where the
/// item's writing mode or direction runs that physical axis the other way than its parent's,
/// they are the parent's `end` and `start`.
extension CaseNode {
    /// Whether a box of `mode` and `rtl` starts physical `axis` at its low coordinate (left, top).
    static func startsAtLowEdge(_ axis: Axis, _ mode: GridWritingMode, rtl: Bool) -> Bool {
        switch mode {
        case .horizontalTB: return axis == .horizontal ? !rtl : true
        case .verticalLR: return axis == .vertical ? !rtl : true
        case .verticalRL: return axis == .vertical ? !rtl : false
        }
    }

    /// Rewrites the children's effective `self-start` / `self-end` (their own or the container's
    /// `justify-items` / `align-items`) into `start` / `end` of this node's frame, where a
    /// vertical writing mode is involved (horizontal ones go through `item.direction`).
    func resolveChildSelfAlignment() {
        for c in children where writingMode.isVertical || c.writingMode.isVertical {
            for a in [Axis.horizontal, .vertical] {
                let inherited = a == .horizontal ? grid.justifyItems : grid.alignItems
                guard var v = c.item.selfAlignment(a) ?? inherited as GridItemAlignment?,
                      v.position == .selfStart || v.position == .selfEnd else { continue }
                let physical = writingMode.isVertical ? a.other : a
                let same = Self.startsAtLowEdge(physical, writingMode, rtl: rtl)
                    == Self.startsAtLowEdge(physical, c.writingMode, rtl: c.rtl)
                v.position = (v.position == .selfStart) == same ? .start : .end
                if a == .horizontal { c.item.justifySelf = v } else { c.item.alignSelf = v }
            }
        }
    }
}
