import TesseraGeometry
import TesseraLayout

/// Builds layout nodes from spec views (Contracts.md, "Layout specs and layout output" kinds), checking every field.
final class SpecBuilder {
    enum Context { case none, stack(Axis), grid }

    struct Built {
        var node: LayoutNode
        var offsets: [Point] = []
    }

    let textMeasurer: any TextMeasuring
    var reported: [LayoutSpec.ReportedView] = []
    var warnings: [String] = []
    var viewCount = 0

    let maximumViews: Int
    init(textMeasurer: any TextMeasuring, maximumViews: Int) { self.textMeasurer = textMeasurer; self.maximumViews = maximumViews }

    static let kinds = ["grid", "gridRow", "hstack", "vstack", "zstack", "rectangle", "roundedRectangle",
                        "circle", "capsule", "hexagon", "color", "text", "spacer", "divider", "trackGrid",
                        "lazyVGrid", "lazyHGrid", "scrollView", "masonry", "lazyMasonry"]

    /// Fields every view may have, and each kind's own (`trackGrid`, the lazy grids and
    /// `scrollView` check their own, naming the field in their errors).
    static let commonFields = ["kind", "id", "modifiers", "fill"]
    static let kindFields: [String: [String]] = [
        "grid": ["alignment", "horizontalSpacing", "verticalSpacing", "content", "layoutDirection"],
        "gridRow": ["alignment", "content"],
        "hstack": ["alignment", "spacing", "content"], "vstack": ["alignment", "spacing", "content"],
        "zstack": ["alignment", "content"], "roundedRectangle": ["cornerRadius"],
        "text": ["text", "fontSize", "bold"], "spacer": ["minLength"],
    ]

    /// The most layout nodes nested in each other (views and their modifiers along one path);
    /// deeper specs are rejected before layout could exhaust the stack.
    static let maximumDepth = 512
    /// The largest `fontSize` (points).
    static let maximumFontSize = 1000.0

    /// Layout nodes (views and modifiers) on the path to the view being built.
    var depth = 0
    /// Subgrid trackGrids on the path to the view being built.
    var subgridDepth = 0
    /// The most subgrids nested in each other: laying out subgrids costs the engine time
    /// growing with the fourth power of their nesting (each level's layout resolves every
    /// level below it), ~2 s at 30 levels in a debug build; real layouts nest a few.
    static let maximumSubgridDepth = 16

    /// The most bytes of text a spec may lay out, all its `text` views together: the text
    /// engine keeps some 130 bytes per character while laying out, so a 60 MB spec of text
    /// (under the 64 MB file limit) took 7.4 GB (issue 34).
    static let maximumTextBytes = 2_000_000
    /// Bytes of text met so far.
    var textBytes = 0

    /// Counts `n` more layout nodes (views or modifiers) against the view limit.
    func count(_ n: Int, at path: String) throws {
        viewCount += n
        if viewCount > maximumViews {
            throw SpecError(path, "the spec has more than \(maximumViews) views and modifiers; split it or lay out fewer cells")
        }
    }

    func build(_ v: SpecValue, context: Context, extraModifiers: [SpecValue] = []) throws -> Built {
        let obj = try v.requireObject()
        let kind = try v.requireField("kind").string()
        if !["trackGrid", "lazyVGrid", "lazyHGrid", "scrollView", "masonry", "lazyMasonry"].contains(kind) {
            try v.rejectUnknownFields(Self.commonFields + (Self.kindFields[kind] ?? []), what: "\(kind)")
        }
        var modifiers: [SpecValue] = []
        if let m = v.field("modifiers") { modifiers = try m.array() }
        modifiers += extraModifiers
        try count(1 + modifiers.count, at: v.path)
        let outerDepth = depth
        depth += 1 + modifiers.count
        defer { depth = outerDepth }
        if depth > Self.maximumDepth {
            throw SpecError(v.path, "views and modifiers are nested more than \(Self.maximumDepth) deep")
        }
        // Reserve the report slot first so views are reported in tree (pre-)order.
        var slot: Int?
        if let idValue = v.field("id") {
            _ = try idValue.string()
            slot = reported.count
            reported.append(.init(id: "", node: LayoutNode(leaf: FlexibleLeaf()), offsets: []))
        }
        var built = Built(node: try buildKind(kind, v, context: context))
        if let fill = v.field("fill") { _ = try fill.string() }
        for m in modifiers { try applyModifier(m, to: &built) }
        if let slot, let id = try v.field("id")?.string() {
            built.node.id = id
            reported[slot] = .init(id: id, node: built.node, offsets: built.offsets)
        }
        _ = obj
        return built
    }

    private func buildKind(_ kind: String, _ v: SpecValue, context: Context) throws -> LayoutNode {
        switch kind {
        case "grid": return try buildGrid(v)
        case "trackGrid": return try buildTrackGrid(v)
        case "lazyVGrid": return try buildLazyGrid(v, axis: .vertical)
        case "lazyHGrid": return try buildLazyGrid(v, axis: .horizontal)
        case "masonry", "lazyMasonry": return try buildMasonry(v)
        case "scrollView": return try buildScrollView(v)
        case "gridRow":
            throw SpecError(v.path, "a gridRow must be an item of a grid's content")
        case "hstack", "vstack":
            let axis: Axis = kind == "hstack" ? .horizontal : .vertical
            let spacing = try v.field("spacing").flatMap { try clampedSpacing($0) }
            var layout = axis == .horizontal ? StackLayout.hStack(spacing: spacing) : StackLayout.vStack(spacing: spacing)
            if let a = v.field("alignment") {
                let name = try a.string()
                if axis == .horizontal {
                    guard let g = VerticalAlignment(name: name) else { throw SpecError(a.path, "unknown vertical alignment \(MessageText.quoted(name)) (top, center, bottom, firstTextBaseline, lastTextBaseline)") }
                    layout.crossGuide = .vertical(g)
                } else {
                    guard let g = HorizontalAlignment(name: name) else { throw SpecError(a.path, "unknown horizontal alignment \(MessageText.quoted(name)) (leading, center, trailing)") }
                    layout.crossGuide = .horizontal(g)
                }
            }
            return LayoutNode(layout: layout, children: try content(v, context: .stack(axis)))
        case "zstack":
            let alignment = try v.field("alignment").map { try self.alignment($0) } ?? .center
            return LayoutNode(layout: ZStackLayout(alignment: alignment), children: try content(v, context: .none))
        case "rectangle", "circle", "capsule", "hexagon", "color":
            return LayoutNode(leaf: FlexibleLeaf())
        case "roundedRectangle":
            if let r = v.field("cornerRadius") { _ = try r.length() }
            return LayoutNode(leaf: FlexibleLeaf())
        case "text":
            let text = try v.requireField("text").string()
            textBytes += text.utf8.count
            if textBytes > Self.maximumTextBytes {
                throw SpecError("\(v.path).text", "the spec has more than \(Self.maximumTextBytes / 1_000_000) MB of text in all; lay out less text")
            }
            let size = try v.field("fontSize")?.number() ?? Font.body.size
            guard size > 0, size <= Self.maximumFontSize else {
                throw SpecError("\(v.path).fontSize", "a font size must be above 0 and at most \(Int(Self.maximumFontSize)) (found \(size))")
            }
            let bold = try v.field("bold")?.bool() ?? false
            return LayoutNode(leaf: TextLeaf(text: text, font: Font(size: size, weight: bold ? .bold : .regular), measurer: textMeasurer))
        case "spacer":
            let minLength = try v.field("minLength").map { try nonNegative($0) }
            var axis: Axis? = nil
            if case .stack(let a) = context { axis = a }
            return LayoutNode(leaf: SpacerLeaf(minLength: minLength, axis: axis))
        case "divider":
            var lineAxis = Axis.horizontal
            if case .stack(let a) = context, a == .horizontal { lineAxis = .vertical }
            return LayoutNode(leaf: DividerLeaf(lineAxis: lineAxis))
        default:
            throw SpecError("\(v.path).kind", "unknown kind \(MessageText.quoted(kind)) (known: \(Self.kinds.joined(separator: ", ")))")
        }
    }

    func content(_ v: SpecValue, context: Context) throws -> [LayoutNode] {
        guard let c = v.field("content") else { return [] }
        return try c.array().map { try build($0, context: context).node }
    }

    private func buildGrid(_ v: SpecValue) throws -> LayoutNode {
        var layout = GridLayout(rows: [])
        if let a = v.field("alignment") { layout.alignment = try alignment(a) }
        layout.horizontalSpacing = try v.field("horizontalSpacing").flatMap { try clampedSpacing($0) }
        layout.verticalSpacing = try v.field("verticalSpacing").flatMap { try clampedSpacing($0) }
        if let d = v.field("layoutDirection") {
            let name = try d.string()
            guard let dir = GridLayout.LayoutDirection(rawValue: name) else { throw SpecError(d.path, "unknown layout direction \(MessageText.quoted(name)) (leftToRight, rightToLeft)") }
            layout.layoutDirection = dir
        }
        var children: [LayoutNode] = []
        var rows: [GridLayout.Row] = []
        for item in try v.field("content")?.array() ?? [] {
            _ = try item.requireObject()
            if try item.requireField("kind").string() == "gridRow" {
                try item.rejectUnknownFields(Self.commonFields + Self.kindFields["gridRow", default: []], what: "gridRow")
                try count(1, at: item.path)
                var rowAlignment: VerticalAlignment?
                if let a = item.field("alignment") {
                    let name = try a.string()
                    guard let g = VerticalAlignment(name: name) else { throw SpecError(a.path, "unknown row alignment \(MessageText.quoted(name)) (top, center, bottom, firstTextBaseline, lastTextBaseline)") }
                    rowAlignment = g
                }
                let rowModifiers = try item.field("modifiers")?.array() ?? []
                let cells = try item.field("content")?.array() ?? []
                for cell in cells { children.append(try build(cell, context: .grid, extraModifiers: rowModifiers).node) }
                rows.append(.cells(count: cells.count, alignment: rowAlignment))
            } else {
                children.append(try build(item, context: .grid).node)
                rows.append(.fullWidth)
            }
        }
        layout.rows = rows
        return LayoutNode(layout: layout, children: children)
    }

    func alignment(_ v: SpecValue) throws -> Alignment {
        let name = try v.string()
        guard let a = Alignment(named: name) else {
            throw SpecError(v.path, "unknown alignment \(MessageText.quoted(name)) (\(Alignment.named.map(\.name).joined(separator: ", ")))")
        }
        return a
    }

    func nonNegative(_ v: SpecValue) throws -> Double {
        let d = try v.length()
        guard d >= 0 else { throw SpecError(v.path, "must not be negative (found \(d))") }
        return d
    }

    /// Spacing: negative values are clamped to 0 with a warning (documented in ARCHITECTURE.md).
    func clampedSpacing(_ v: SpecValue) throws -> Double? {
        if v.isNull { return nil }
        let d = try v.length()
        if d < 0 { warnings.append("\(v.path): negative spacing \(d) clamped to 0"); return 0 }
        return d
    }
}
