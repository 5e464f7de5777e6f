import TesseraGeometry
import TesseraLayout

extension StyleDecoder {
    /// Chromium's classic scrollbar thickness on Linux (headless included), in px.
    static let defaultScrollbarWidth = 15.0

    /// Scrollbar gutters of a box from `overflow-x`/`overflow-y` (CSS Overflow 3 §3) and the
    /// cases' `scrollbar-width` (Taffy's: a number of px; CSS's `none` is 0, `auto` or absent
    /// Chromium's 15px): `overflow-y: scroll` always keeps the vertical scrollbar's width,
    /// `auto` only when the content overflows; `overflow-x` likewise the horizontal one's
    /// height. A `visible` axis beside a scrolling one computes to `auto` (§3.1), so the box
    /// is a scroll container in both axes (its automatic minimum size is zero in both).
    mutating func scrollbarGutters(_ box: inout GridBoxStyle, overflowX: String?, overflowY: String?, width: Any?) {
        var thickness = Self.defaultScrollbarWidth
        if let w = number(width) {
            thickness = w.isFinite && w >= 0 ? w : 0
        } else if let w = width as? String {
            switch w {
            case "none": thickness = 0
            case "auto": break
            default: unsupported.append("scrollbar-width \(w)")
            }
        }
        func used(_ v: String?, other: String?) -> String? {
            let scrolls = { (s: String?) in s == "scroll" || s == "auto" || s == "hidden" }
            if v == nil || v == "visible" { return scrolls(other) ? "auto" : nil }
            return v
        }
        let x = used(overflowX, other: overflowY), y = used(overflowY, other: overflowX)
        let scrolls = { (s: String?) in s != nil && s != "visible" && s != "clip" }
        box.isScrollContainer = GridAxisPair(horizontal: scrolls(x), vertical: scrolls(y))
        // The vertical scrollbar (overflow-y) takes width; the horizontal one (overflow-x) height.
        box.scrollbarGutter = GridAxisPair(horizontal: y == "scroll" || y == "auto" ? thickness : 0,
                                           vertical: x == "scroll" || x == "auto" ? thickness : 0)
        box.scrollbarGutterIfOverflowing = GridAxisPair(horizontal: y == "auto", vertical: x == "auto")
    }
}
