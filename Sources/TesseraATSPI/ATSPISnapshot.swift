import Tessera
import TesseraAccessibility
import TesseraGeometry

/// One element as the D-Bus thread sees it: plain values copied from an
/// `AccessibilityElement` on the main thread, so AT-SPI reads are answered without touching
/// (or waiting for) the UI.
struct ATSPINode: Sendable {
    var id: Int
    var role: AccessibilityRole
    var name: String
    var description: String
    var value: String?
    var identifier: String?
    var states: AccessibilityStates
    var frame: Rect
    var parent: Int?
    var children: [Int]
    var indexInParent: Int
    var headingLevel: Int
    var actions: [String]
    var range: (minimum: Double, maximum: Double, current: Double, step: Double, settable: Bool)?
    var text: String?
    var caret: Int
    var selection: Range<Int>
    var isSecure: Bool
    /// The selected children's indices (AT-SPI `Selection`), nil when it implements none.
    var selectedChildren: [Int]?
    var tableSize: (rows: Int, columns: Int)?
    var cell: AccessibilityCellPosition?
    /// The table around a cell (its id), for `TableCell.Table`.
    var table: Int?

    /// The AT-SPI interfaces this node implements, besides `Accessible` (and `Application`
    /// for the application root, which is not a node).
    var interfaces: [ATSPIInterface] {
        var out: [ATSPIInterface] = [.accessible, .component]
        if !actions.isEmpty { out.append(.action) }
        if range != nil { out.append(.value) }
        if text != nil { out += [.text, .editableText] }
        if selectedChildren != nil { out.append(.selection) }
        if tableSize != nil { out.append(.table) }
        if cell != nil { out.append(.tableCell) }
        if role == .image { out.append(.image) }
        return out
    }

    /// The text an assistive technology may read: bullets for a secure field.
    var readableText: String { isSecure ? String(repeating: "•", count: text?.count ?? 0) : (text ?? "") }
}

/// The whole tree at one moment, immutable, shared with the D-Bus thread.
final class ATSPISnapshot: Sendable {
    let nodes: [Int: ATSPINode]
    /// The cells of each table by (row, column) of their first row and column.
    let cellsByPosition: [Int: [Int: Int]]
    let appName: String
    /// The window's top-left corner on the screen: screen extents are window points plus it.
    let windowOrigin: Point

    init(nodes: [Int: ATSPINode], appName: String, windowOrigin: Point = .zero) {
        self.nodes = nodes
        self.appName = appName
        self.windowOrigin = windowOrigin
        var cells: [Int: [Int: Int]] = [:]
        for node in nodes.values {
            guard let c = node.cell, let t = node.table, let size = nodes[t]?.tableSize else { continue }
            for r in c.row..<min(size.rows, c.row + c.rowSpan) {
                for col in c.column..<min(size.columns, c.column + c.columnSpan) { cells[t, default: [:]][r * size.columns + col] = node.id }
            }
        }
        cellsByPosition = cells
    }

    static let empty = ATSPISnapshot(nodes: [:], appName: "")

    /// The snapshot of `tree` (on the window's thread).
    static func make(_ tree: AccessibilityTree, appName: String, windowOrigin: Point = .zero) -> ATSPISnapshot {
        var nodes: [Int: ATSPINode] = [:]
        func visit(_ e: AccessibilityElement, parent: Int?, index: Int, table: Int?) {
            var n = ATSPINode(id: e.id, role: e.role, name: e.name, description: e.hint, value: e.value, identifier: e.identifier,
                              states: e.states, frame: e.frame, parent: parent, children: e.children.map(\.id),
                              indexInParent: index, headingLevel: e.headingLevel, actions: e.actionNames, range: nil,
                              text: e.text?.string, caret: e.text?.caret ?? 0, selection: e.text?.selection ?? 0..<0,
                              isSecure: e.text?.isSecure ?? false,
                              selectedChildren: e.isSelectionContainer ? e.selectedChildIndices : nil, tableSize: e.tableSize,
                              cell: e.cell, table: e.cell == nil ? nil : table)
            if let r = e.range { n.range = (r.minimum, r.maximum, r.current, r.step, true) }
            nodes[e.id] = n
            let childTable = e.tableSize != nil ? e.id : table
            for (i, c) in e.children.enumerated() { visit(c, parent: e.id, index: i, table: childTable) }
        }
        visit(tree.root, parent: nil, index: 0, table: nil)
        return ATSPISnapshot(nodes: nodes, appName: appName, windowOrigin: windowOrigin)
    }
}
