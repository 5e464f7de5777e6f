import Tessera
import TesseraAccessibility

/// `Table` and `TableCell` for grids: a cell answers its row, column and spans, a table finds
/// the cell at a row and column (spanning cells cover every slot they span).
extension ATSPIContext {
    func table(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        guard let size = node.tableSize else { return .unknownMethod }
        let slots = snapshot.cellsByPosition[node.id] ?? [:]
        func cellAt(_ r: Int, _ c: Int) -> ATSPINode? {
            guard r >= 0, r < size.rows, c >= 0, c < size.columns, let id = slots[r * size.columns + c] else { return nil }
            return snapshot.nodes[id]
        }
        func cellAtIndex(_ i: Int) -> ATSPINode? {
            guard let child = Self.index(i, count: node.children.count) else { return nil }
            return snapshot.nodes[node.children[child]]
        }
        switch method {
        case "GetAccessibleAt":
            guard let cell = cellAt(GV.int32(p, 0), GV.int32(p, 1)) else { return .invalid("no cell at that row and column") }
            return .out(GV.ref(ref(cell.id)))
        case "GetIndexAt": return .out(GV.i(cellAt(GV.int32(p, 0), GV.int32(p, 1))?.indexInParent ?? -1))
        case "GetRowAtIndex": return .out(GV.i(cellAtIndex(GV.int32(p, 0))?.cell?.row ?? -1))
        case "GetColumnAtIndex": return .out(GV.i(cellAtIndex(GV.int32(p, 0))?.cell?.column ?? -1))
        case "GetRowExtentAt": return .out(GV.i(cellAt(GV.int32(p, 0), GV.int32(p, 1))?.cell?.rowSpan ?? 0))
        case "GetColumnExtentAt": return .out(GV.i(cellAt(GV.int32(p, 0), GV.int32(p, 1))?.cell?.columnSpan ?? 0))
        case "GetRowDescription", "GetColumnDescription": return .out(GV.s(""))
        case "GetRowHeader": return .out(GV.ref(ref(nil)))
        case "GetColumnHeader":
            let header = cellAt(0, GV.int32(p, 0)).flatMap { $0.role == .columnHeader ? $0.id : nil }
            return .out(GV.ref(ref(header)))
        case "GetSelectedRows", "GetSelectedColumns": return .out(GV.array("i", []))
        case "IsRowSelected", "IsColumnSelected", "IsSelected", "AddRowSelection", "AddColumnSelection",
             "RemoveRowSelection", "RemoveColumnSelection": return .out(GV.b(false))
        case "GetRowColumnExtentsAtIndex":
            guard let c = cellAtIndex(GV.int32(p, 0))?.cell else { return .out(GV.b(false), GV.i(0), GV.i(0), GV.i(0), GV.i(0), GV.b(false)) }
            return .out(GV.b(true), GV.i(c.row), GV.i(c.column), GV.i(c.rowSpan), GV.i(c.columnSpan), GV.b(false))
        default: return .unknownMethod
        }
    }

    func tableProperty(_ node: ATSPINode, _ name: String) -> GV.Value? {
        guard let size = node.tableSize else { return nil }
        switch name {
        case "NRows": return GV.i(size.rows)
        case "NColumns": return GV.i(size.columns)
        case "Caption", "Summary": return GV.ref(ref(nil))
        case "NSelectedRows", "NSelectedColumns": return GV.i(0)
        default: return nil
        }
    }

    func tableCell(_ node: ATSPINode, _ method: String) -> ATSPIReply {
        guard let c = node.cell else { return .unknownMethod }
        switch method {
        case "GetRowColumnSpan": return .out(GV.i(c.row), GV.i(c.column), GV.i(c.rowSpan), GV.i(c.columnSpan))
        case "GetColumnHeaderCells":
            let header = node.table.flatMap { t in snapshot.cellsByPosition[t]?[c.column] }
                .flatMap { snapshot.nodes[$0]?.role == .columnHeader && $0 != node.id ? $0 : nil }
            return .out(GV.array("(so)", header.map { [GV.ref(ref($0))] } ?? []))
        case "GetRowHeaderCells": return .out(GV.array("(so)", []))
        default: return .unknownMethod
        }
    }

    func tableCellProperty(_ node: ATSPINode, _ name: String) -> GV.Value? {
        guard let c = node.cell else { return nil }
        switch name {
        case "ColumnSpan": return GV.i(c.columnSpan)
        case "RowSpan": return GV.i(c.rowSpan)
        case "Position": return GV.tuple([GV.i(c.row), GV.i(c.column)])
        case "Table": return GV.ref(ref(node.table))
        default: return nil
        }
    }
}
