import TesseraGeometry
import TesseraLayout

/// The `masonry` and `lazyMasonry` kinds (DESIGN §3.8): CSS Grid Level 3 grid-lanes layout
/// (``MasonryLayout``).
///
/// `{"kind": "masonry" | "lazyMasonry", "lanes": [ITEM, ...], "axis": "vertical" | "horizontal",
/// "alignment", "spacing", "tolerance": N | "infinity", "content": [...]}`: ITEM as for the lazy
/// grids; `axis` is the stacking axis (vertical: lanes are columns). A view spans lanes with the
/// modifier `{"masonrySpan": N}` or `{"masonrySpan": {"span": N, "lane": L}}` (L 0-based). A
/// spec has no viewport, so `lazyMasonry` lays out every item (as the lazy grids do).
extension SpecBuilder {
    func buildMasonry(_ v: SpecValue) throws -> LayoutNode {
        let kind = try v.requireField("kind").string()
        let known = ["kind", "id", "modifiers", "fill", "lanes", "axis", "alignment", "spacing", "tolerance", "content"]
        for key in try v.requireObject().keys where !known.contains(key) {
            throw SpecError("\(v.path).\(key)", "unknown \(kind) field \(MessageText.quoted(key)) (known: \(known.dropFirst(4).joined(separator: ", ")))")
        }
        let lanes = try v.requireField("lanes").array().map(gridItem)
        var layout = MasonryLayout(lanes: lanes, alignment: Alignment(horizontal: .center, vertical: .top))
        if let a = v.field("axis") {
            switch try a.string() {
            case "vertical": layout.axis = .vertical
            case "horizontal": layout.axis = .horizontal; layout.alignment = Alignment(horizontal: .leading, vertical: .center)
            case let other: throw SpecError(a.path, "unknown axis \(MessageText.quoted(other)) (vertical, horizontal)")
            }
        }
        if let a = v.field("alignment") { layout.alignment = try alignment(a) }
        layout.spacing = try v.field("spacing").flatMap { try clampedSpacing($0) }
        if let t = v.field("tolerance") {
            let value = try t.numberOrInfinity()
            guard value >= 0 else { throw SpecError(t.path, "a tolerance is not negative (found \(value))") }
            layout.tolerance = value
        }
        return LayoutNode(layout: layout, children: try content(v, context: .none))
    }

    /// `{"masonrySpan": N}` or `{"masonrySpan": {"span": N, "lane": L}}`.
    func masonrySpan(_ arg: SpecValue) throws -> MasonryLanePlacement {
        if (try? arg.integer()) != nil {
            let n = try arg.integer()
            guard n >= 1 else { throw SpecError(arg.path, "a view spans at least 1 lane (found \(n))") }
            return MasonryLanePlacement(span: Swift.min(n, masonryMaximumLaneCount))
        }
        for key in try arg.requireObject().keys where key != "span" && key != "lane" {
            throw SpecError("\(arg.path).\(key)", "unknown masonrySpan field \(MessageText.quoted(key)) (span, lane)")
        }
        let n = try arg.field("span")?.integer() ?? 1
        guard n >= 1 else { throw SpecError("\(arg.path).span", "a view spans at least 1 lane (found \(n))") }
        let lane = try arg.field("lane")?.integer()
        if let lane, lane < 0 { throw SpecError("\(arg.path).lane", "lanes count from 0 (found \(lane))") }
        return MasonryLanePlacement(start: lane.map { Swift.min($0, masonryMaximumLaneCount - 1) }, span: Swift.min(n, masonryMaximumLaneCount))
    }
}
