import Foundation
import TesseraGeometry
import TesseraLayout

/// One node of a conformance case's tree (a `div` or a `text` leaf) with its decoded style,
/// the layout Chrome computed for it, and the layout Tessera computes.
final class CaseNode {
    enum Display { case grid, gridLanes, flex, block, none }

    var display: Display = .flex
    var text: String?
    var box = GridBoxStyle()
    var grid = TrackGridStyle()
    var item = TrackGridItemStyle()
    var rtl = false
    // Flexbox, the subset the fixtures' wrappers use (CSS Flexbox 1).
    var flexColumn = false
    var flexWrap = false
    var flexGrow = 0.0
    var flexShrink = 1.0
    var alignItems: GridItemAlignment = .normal
    var justifyContent: GridContentAlignment = .normal
    // Positioning (CSS Position 3).
    var isAbsolute = false
    var inset = GridEdges<GridLengthAuto>(.auto)
    /// `writing-mode` (inherited, CSS Writing Modes 4 §3.1) and the parent's. The node is laid
    /// out in its own line-relative frame: `box` and `grid.box` are mapped into it, `item.box`
    /// and `inset` into the parent's (GridWritingMode.swift); `NodeLayout.compute` exchanges
    /// the axes where the two frames are orthogonal, `physicalFrames` maps frames back.
    var writingMode = GridWritingMode.horizontalTB
    var parentWritingMode = GridWritingMode.horizontalTB
    /// Whether the node's inline axis is perpendicular to its parent's (CSS Writing Modes 4 §7.3).
    var isOrthogonal: Bool { writingMode.isOrthogonal(to: parentWritingMode) }
    /// `flow-tolerance` of a grid-lanes container (CSS Grid 3): px, `infinite`, or `normal`
    /// (1em: 0 in the cases, whose font size is 0).
    var flowTolerance = 0.0

    var children: [CaseNode] = []
    var expected = Rect.zero
    /// Unrounded frame relative to the parent's border box.
    var frame = Rect.zero
    var unsupported: [String] = []
    /// Used track sizes of a grid container after layout (for failure listings).
    var usedTracks: (columns: [Double], rows: [Double]) = ([], [])

    /// Whether this node's min-/max-content width can follow the height it is given: some
    /// in-flow descendant's width comes through an `aspect-ratio` from its height (Chrome marks
    /// such contributions as depending on block constraints and sizes the parent grid's columns
    /// again once its rows are known, CSS Grid 2 §11.1 step 3).
    private(set) var inlineSizeDependsOnBlockSize = false

    /// Measurement cache: (known, available, containing block) → border-box size.
    var cache: MeasureCache = [:]
    /// The children's item styles, in order (they do not change once the tree is read): what
    /// this node hands the track grid engine on every layout, without copying them each time.
    private(set) var childItems: [TrackGridItemStyle] = []

    struct MeasureKey: Hashable {
        var known: GridOptionalSize
        var available: GridAvailableSize
        /// The containing block: percentage padding and margins (and the content's percentages)
        /// resolve against it, so the same constraints give other sizes in another block.
        var parentSize: GridOptionalSize
        var ownSize: Bool
        var applyRatio = true
    }

    init(json: [String: Any], parentWritingMode: GridWritingMode = .horizontalTB) {
        var dec = StyleDecoder()
        let style = json["style"] as? [String: Any] ?? [:]
        if json["tag"] as? String == "text" { text = json["text"] as? String ?? "" }
        switch style["display"] as? String {
        case "grid": display = .grid
        case "grid-lanes": display = .gridLanes
        case "block": display = .block
        case "none": display = .none
        default: display = .flex
        }
        rtl = style["direction"] as? String == "rtl"
        self.parentWritingMode = parentWritingMode
        writingMode = parentWritingMode
        if let w = style["writing-mode"] as? String {
            if let mode = GridWritingMode(css: w) { writingMode = mode } else { unsupported.append("writing-mode \(w)") }
        }
        if let t = style["flow-tolerance"] as? String {
            if t == "infinite" { flowTolerance = .infinity }
            else if t.hasSuffix("px"), let v = Double(t.dropLast(2)) { flowTolerance = v }
            else if t != "normal" { unsupported.append("flow-tolerance \(t)") }
        }
        box.boxSizing = style["box-sizing"] as? String == "content-box" ? .contentBox : .borderBox
        box.size = GridAxisPair(horizontal: dec.size(style["width"]), vertical: dec.size(style["height"]))
        box.minSize = GridAxisPair(horizontal: dec.size(style["min-width"]), vertical: dec.size(style["min-height"]))
        box.maxSize = GridAxisPair(horizontal: dec.size(style["max-width"]), vertical: dec.size(style["max-height"]))
        box.margin = GridEdges(top: dec.lengthAuto(style["margin-top"]), left: dec.lengthAuto(style["margin-left"]),
                               bottom: dec.lengthAuto(style["margin-bottom"]), right: dec.lengthAuto(style["margin-right"]))
        func lp(_ k: String) -> GridLength { dec.length(style[k]) ?? .zero }
        box.padding = GridEdges(top: lp("padding-top"), left: lp("padding-left"), bottom: lp("padding-bottom"), right: lp("padding-right"))
        box.border = GridEdges(top: lp("border-top"), left: lp("border-left"), bottom: lp("border-bottom"), right: lp("border-right"))
        box.aspectRatio = dec.number(style["aspect-ratio"])
        let ox = style["overflow-x"] as? String, oy = style["overflow-y"] as? String
        dec.scrollbarGutters(&box, overflowX: ox, overflowY: oy, width: style["scrollbar-width"])

        grid.direction = rtl ? .rtl : .ltr
        grid.templateColumns = dec.trackList(style["grid-template-columns"])
        grid.templateRows = dec.trackList(style["grid-template-rows"])
        // `subgrid [names]*` (CSS Grid 2 §9).
        grid.subgrid = GridAxisPair(horizontal: dec.isSubgrid(style["grid-template-columns"]),
                                    vertical: dec.isSubgrid(style["grid-template-rows"]))
        grid.subgridLineNames = GridAxisPair(horizontal: dec.subgridLineNames(style["grid-template-columns"]),
                                             vertical: dec.subgridLineNames(style["grid-template-rows"]))
        if let rows = style["grid-template-areas"] as? [String] {
            // An invalid template is dropped, as browsers drop the declaration.
            grid.templateAreas = GridTemplateAreas(rows: rows)
        }
        grid.autoColumns = dec.autoTracks(style["grid-auto-columns"])
        grid.autoRows = dec.autoTracks(style["grid-auto-rows"])
        if let flow = style["grid-auto-flow"] as? [String: Any] {
            grid.autoFlow = GridAutoFlow(flow["direction"] as? String == "column" ? .column : .row,
                                         dense: flow["dense"] as? Bool ?? false)
        }
        grid.columnGap = dec.length(style["column-gap"]) ?? .zero
        grid.rowGap = dec.length(style["row-gap"]) ?? .zero
        grid.justifyContent = dec.contentAlignment(style["justify-content"])
        grid.alignContent = dec.contentAlignment(style["align-content"])
        grid.justifyItems = dec.itemAlignment(style["justify-items"]) ?? .normal
        grid.alignItems = dec.itemAlignment(style["align-items"]) ?? .normal

        item.column = GridLinePair(start: dec.placement(style["grid-column-start"]), end: dec.placement(style["grid-column-end"]))
        item.row = GridLinePair(start: dec.placement(style["grid-row-start"]), end: dec.placement(style["grid-row-end"]))
        item.justifySelf = dec.itemAlignment(style["justify-self"])
        item.alignSelf = dec.itemAlignment(style["align-self"])
        item.isHidden = display == .none
        // `order` is a 32-bit integer in Chromium: ±2^31 and beyond clamp to its ends.
        item.order = Int(clamping: dec.number(style["order"]) ?? 0, to: GridOrderKey.range, nan: 0)

        flexColumn = style["flex-direction"] as? String == "column"
        flexWrap = style["flex-wrap"] as? String == "wrap"
        flexGrow = dec.number(style["flex-grow"]) ?? 0
        alignItems = grid.alignItems
        justifyContent = grid.justifyContent
        isAbsolute = style["position"] as? String == "absolute"
        inset = GridEdges(top: dec.lengthAuto(style["top"] ?? ["kind": "auto"]), left: dec.lengthAuto(style["left"] ?? ["kind": "auto"]),
                          bottom: dec.lengthAuto(style["bottom"] ?? ["kind": "auto"]), right: dec.lengthAuto(style["right"] ?? ["kind": "auto"]))
        // Into the line-relative frames: the node's own, and its parent's for how it sits there.
        let physicalBox = box
        box = physicalBox.lineRelative(in: writingMode)
        grid.box = box
        item.box = physicalBox.lineRelative(in: parentWritingMode)
        inset = inset.lineRelative(in: parentWritingMode)
        item.isAbsolutelyPositioned = isAbsolute
        item.inset = inset
        item.direction = rtl ? .rtl : .ltr

        if let l = json["layout"] as? [String: Any] {
            expected = Rect(x: dec.number(l["x"]) ?? 0, y: dec.number(l["y"]) ?? 0,
                            width: dec.number(l["width"]) ?? 0, height: dec.number(l["height"]) ?? 0)
        }
        children = (json["children"] as? [[String: Any]] ?? []).map { CaseNode(json: $0, parentWritingMode: writingMode) }
        resolveChildSelfAlignment()
        childItems = children.map(\.item)
        inlineSizeDependsOnBlockSize = text == nil && children.contains { c in
            guard !c.isAbsolute && c.display != .none else { return false }
            if case .px = c.item.box.size.horizontal { return false }
            return c.item.box.aspectRatio != nil || c.inlineSizeDependsOnBlockSize
        }
        if display == .grid && (grid.subgrid.horizontal || grid.subgrid.vertical) {
            item.subgrid = TrackGridSubgrid(style: grid, items: children.map(\.item),
                                            gap: GridAxisPair(horizontal: style["column-gap"] == nil ? nil : grid.columnGap,
                                                              vertical: style["row-gap"] == nil ? nil : grid.rowGap))
        }
        unsupported += dec.unsupported
    }
}
