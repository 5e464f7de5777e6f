import TesseraGeometry
import TesseraLayout

/// The `lazyVGrid` / `lazyHGrid` and `scrollView` kinds (Contracts.md, "Layout specs and layout output"):
///
/// - `{"kind": "lazyVGrid", "columns": [ITEM, ...], "alignment", "spacing", "content": [...]}`
///   (`lazyHGrid` takes `rows`); ITEM is `{"fixed": N}`, `{"flexible": {"minimum": N, "maximum":
///   N | "infinity"}}` or `{"adaptive": {...}}` (either bound optional), each with optional
///   `"spacing"` and `"alignment"`. Every item is laid out (no viewport), so the frames can be
///   checked against GridRules §10.
/// - `{"kind": "scrollView", "axes": "vertical" | "horizontal" | "both", "content": VIEW}` at
///   offset 0 (`showsIndicators` accepted).
///
/// Negative or non-numeric sizes are errors naming the JSON path; a minimum above the maximum
/// and an adaptive minimum below 1 are clamped with a warning (ARCHITECTURE.md, "Lazy grids").
extension SpecBuilder {
    func buildLazyGrid(_ v: SpecValue, axis: Axis) throws -> LayoutNode {
        let kind = axis == .vertical ? "lazyVGrid" : "lazyHGrid"
        let listName = axis == .vertical ? "columns" : "rows"
        let known = ["kind", "id", "modifiers", "fill", listName, "alignment", "spacing", "content"]
        for key in try v.requireObject().keys where !known.contains(key) {
            throw SpecError("\(v.path).\(key)", "unknown \(kind) field \(MessageText.quoted(key)) (known: \(known.dropFirst(4).joined(separator: ", ")))")
        }
        let items = try v.requireField(listName).array().map(gridItem)
        var layout = axis == .vertical ? LazyGridLayout.vGrid(columns: items) : LazyGridLayout.hGrid(rows: items)
        if let a = v.field("alignment") {
            let name = try a.string()
            if axis == .vertical {
                guard let g = HorizontalAlignment(name: name) else { throw SpecError(a.path, "unknown horizontal alignment \(MessageText.quoted(name)) (leading, center, trailing)") }
                layout.alignment = Alignment(horizontal: g, vertical: .center)
            } else {
                guard let g = VerticalAlignment(name: name) else { throw SpecError(a.path, "unknown vertical alignment \(MessageText.quoted(name)) (top, center, bottom, firstTextBaseline, lastTextBaseline)") }
                layout.alignment = Alignment(horizontal: .center, vertical: g)
            }
        }
        layout.spacing = try v.field("spacing").flatMap { try clampedSpacing($0) }
        return LayoutNode(layout: layout, children: try content(v, context: .none))
    }

    func gridItem(_ v: SpecValue) throws -> GridItem {
        let forms = "{\"fixed\": N}, {\"flexible\": {\"minimum\", \"maximum\"}} or {\"adaptive\": {\"minimum\", \"maximum\"}}"
        let obj = try v.requireObject()
        let sizes = obj.keys.filter { ["fixed", "flexible", "adaptive"].contains($0) }
        for key in obj.keys where !["fixed", "flexible", "adaptive", "spacing", "alignment"].contains(key) {
            throw SpecError("\(v.path).\(key)", "unknown grid item field \(MessageText.quoted(key)) (a size: \(forms); spacing, alignment)")
        }
        guard sizes.count == 1, let name = sizes.first, let arg = v.field(name) else {
            throw SpecError(v.path, "a grid item has exactly one size: \(forms)")
        }
        var item = GridItem()
        switch name {
        case "fixed":
            item.size = .fixed(try nonNegative(arg))
        default:
            for key in try arg.requireObject().keys where key != "minimum" && key != "maximum" {
                throw SpecError("\(arg.path).\(key)", "unknown \(name) bound \(MessageText.quoted(key)) (minimum, maximum)")
            }
            let adaptive = name == "adaptive"
            if adaptive && arg.field("minimum") == nil { throw SpecError(arg.path, "an adaptive item needs a minimum") }
            var lo = try arg.field("minimum").map { try nonNegative($0) } ?? 10
            var hi = Double.infinity
            if let m = arg.field("maximum") {
                hi = try m.numberOrInfinity()
                guard hi >= 0 else { throw SpecError(m.path, "must not be negative (found \(hi))") }
            }
            if adaptive && lo < GridItem.smallestAdaptiveMinimum {
                warnings.append("\(arg.path).minimum: an adaptive minimum of \(lo) would make endless items; clamped to \(GridItem.smallestAdaptiveMinimum)")
                lo = GridItem.smallestAdaptiveMinimum
                hi = max(hi, lo)
            }
            if lo > hi {
                warnings.append("\(arg.path): minimum \(lo) above maximum \(hi); minimum clamped to \(hi)")
                lo = hi
            }
            item.size = adaptive ? .adaptive(minimum: lo, maximum: hi) : .flexible(minimum: lo, maximum: hi)
        }
        item.spacing = try v.field("spacing").flatMap { try clampedSpacing($0) }
        if let a = v.field("alignment") { item.alignment = try alignment(a) }
        return item
    }

    func buildScrollView(_ v: SpecValue) throws -> LayoutNode {
        let known = ["kind", "id", "modifiers", "fill", "axes", "showsIndicators", "content"]
        for key in try v.requireObject().keys where !known.contains(key) {
            throw SpecError("\(v.path).\(key)", "unknown scrollView field \(MessageText.quoted(key)) (known: \(known.dropFirst(4).joined(separator: ", ")))")
        }
        var axes = Axis.Set.vertical
        if let a = v.field("axes") {
            switch try a.string() {
            case "vertical": axes = .vertical
            case "horizontal": axes = .horizontal
            case "both": axes = .both
            case let other: throw SpecError(a.path, "unknown axes \"\(other)\" (vertical, horizontal, both)")
            }
        }
        if let s = v.field("showsIndicators") { _ = try s.bool() }
        var children: [LayoutNode] = []
        if let c = v.field("content") {
            if case .array = c.value { throw SpecError(c.path, "a scrollView's content is one view (wrap several in a vstack)") }
            children = [try build(c, context: .none).node]
        }
        return LayoutNode(layout: ScrollViewLayout(axes: axes), children: children)
    }
}
