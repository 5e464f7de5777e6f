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
    /// A table that lays content out rather than holding data (`isLayoutTable`).
    var isLayoutTable = false
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

    convenience init(nodes: [Int: ATSPINode], appName: String, windowOrigin: Point = .zero) {
        var cells: [Int: [Int: Int]] = [:]
        for node in nodes.values where node.tableSize != nil { cells[node.id] = Self.cells(of: node, in: nodes) }
        self.init(nodes: nodes, cellsByPosition: cells, appName: appName, windowOrigin: windowOrigin)
    }

    private init(nodes: [Int: ATSPINode], cellsByPosition: [Int: [Int: Int]], appName: String, windowOrigin: Point) {
        self.nodes = nodes
        self.cellsByPosition = cellsByPosition
        self.appName = appName
        self.windowOrigin = windowOrigin
    }

    /// The cells of `table` by slot (row × columns + column), a spanning cell in every slot it spans.
    private static func cells(of table: ATSPINode, in nodes: [Int: ATSPINode]) -> [Int: Int] {
        guard let size = table.tableSize else { return [:] }
        var slots: [Int: Int] = [:]
        for id in table.children {
            guard let c = nodes[id]?.cell else { continue }
            for r in c.row..<min(size.rows, c.row + c.rowSpan) {
                for col in c.column..<min(size.columns, c.column + c.columnSpan) { slots[r * size.columns + col] = id }
            }
        }
        return slots
    }

    static let empty = ATSPISnapshot(nodes: [:], appName: "")

    /// The snapshot of `tree` (on the window's thread).
    static func make(_ tree: AccessibilityTree, appName: String, windowOrigin: Point = .zero) -> ATSPISnapshot {
        var nodes: [Int: ATSPINode] = [:]
        func visit(_ e: AccessibilityElement, parent: Int?, index: Int, table: Int?) {
            nodes[e.id] = node(e, parent: parent, index: index, table: e.cell == nil ? nil : table)
            let childTable = e.tableSize != nil ? e.id : table
            for (i, c) in e.children.enumerated() { visit(c, parent: e.id, index: i, table: childTable) }
        }
        visit(tree.root, parent: nil, index: 0, table: nil)
        return ATSPISnapshot(nodes: nodes, appName: appName, windowOrigin: windowOrigin)
    }

    /// This snapshot after an update of the tree that changed only `changed` (elements in the
    /// tree) and removed `removed` (``AccessibilityTree/lastDelta``): the changed nodes are made
    /// again, the children of those whose children changed take their new parent and index,
    /// and the tables whose cells moved are indexed again. Costs the change, not the tree
    /// (the node table is shared until written, then copied once).
    func updated(changed: [AccessibilityElement], removed: [Int], windowOrigin: Point) -> ATSPISnapshot {
        var nodes = self.nodes, cells = self.cellsByPosition
        var tables: Set<Int> = []
        for id in removed {
            if let n = nodes.removeValue(forKey: id), let t = n.table { tables.insert(t) }
            cells[id] = nil
        }
        var reparenting: [AccessibilityElement] = []
        for e in changed {
            let previous = nodes[e.id], parent = e.parent
            let table = e.cell != nil && parent?.tableSize != nil ? parent?.id : nil
            let n = Self.node(e, parent: parent?.id, index: previous?.indexInParent ?? 0, table: table)
            nodes[e.id] = n
            if previous == nil || previous?.children != n.children { reparenting.append(e) }
            if n.tableSize != nil, previous?.children != n.children || previous?.tableSize?.rows != n.tableSize?.rows
                || previous?.tableSize?.columns != n.tableSize?.columns { tables.insert(e.id) }
            if let t = table, previous?.cell != n.cell || previous?.table != t { tables.insert(t) }
            // A list's or tab bar's selection is read from its children's states.
            if let p = parent, p.isSelectionContainer, nodes[p.id] != nil { nodes[p.id]!.selectedChildren = p.selectedChildIndices }
        }
        for e in reparenting {
            let table = e.tableSize != nil ? e.id : nil
            for (i, c) in e.children.enumerated() where nodes[c.id] != nil {
                nodes[c.id]!.parent = e.id
                nodes[c.id]!.indexInParent = i
                nodes[c.id]!.table = nodes[c.id]!.cell == nil ? nil : table
            }
        }
        for t in tables { cells[t] = nodes[t].map { Self.cells(of: $0, in: nodes) } }
        return ATSPISnapshot(nodes: nodes, cellsByPosition: cells, appName: appName, windowOrigin: windowOrigin)
    }

    /// The node of element `e`.
    private static func node(_ e: AccessibilityElement, parent: Int?, index: Int, table: Int?) -> ATSPINode {
        var n = ATSPINode(id: e.id, role: e.role, name: e.name, description: e.hint, value: e.value, identifier: e.identifier,
                          states: e.states, frame: e.frame, parent: parent, children: e.children.map(\.id),
                          indexInParent: index, headingLevel: e.headingLevel, actions: e.actionNames, range: nil,
                          text: e.text?.string, caret: e.text?.caret ?? 0, selection: e.text?.selection ?? 0..<0,
                          isSecure: e.text?.isSecure ?? false,
                          selectedChildren: e.isSelectionContainer ? e.selectedChildIndices : nil, tableSize: e.tableSize,
                          cell: e.cell, table: table)
        if let r = e.range { n.range = (r.minimum, r.maximum, r.current, r.step, true) }
        n.isLayoutTable = e.isLayoutTable
        return n
    }
}
