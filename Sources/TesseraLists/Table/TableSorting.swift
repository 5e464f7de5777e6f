import Foundation
import Tessera

/// A table's `sortOrder` binding with the comparator type erased: which way a column sorts
/// (for its header's indicator) and what a click on its header does.
///
/// A click on the column that sorts first flips its order; a click on another sortable column
/// moves that column's comparator (with the order it had, else ascending) to the front, as
/// macOS tables do. Each click samples the new first comparator on the table's rows and warns
/// (``ListDiagnostics``) when it is not a total order (`compare(a, b)` and `compare(b, a)`
/// disagree, or a row does not compare equal to itself): the app's sort then gives some order,
/// never a crash.
struct TableSorting<Value> {
    /// The order the column sorts in when it sorts first, else nil.
    let direction: (_TableColumnSpec<Value>) -> SortOrder?
    /// The header of the column was clicked.
    let click: (_TableColumnSpec<Value>) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>, rows: TableRowCollection<Value>) where Sort.Compared == Value {
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var x = a, y = b
            x.order = .forward; y.order = .forward
            return x == y
        }
        direction = { column in
            guard let c = column.comparator as? Sort, let first = binding.wrappedValue.first, same(first, c) else { return nil }
            return first.order
        }
        click = { column in
            guard let c = column.comparator as? Sort else { return }
            var order = binding.wrappedValue
            if let first = order.first, same(first, c) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                let existing = order.first { same($0, c) } ?? c
                order.removeAll { same($0, c) }
                order.insert(existing, at: 0)
            }
            binding.wrappedValue = order
            TableSorting.checkTotalOrder(order[0], rows: rows)
        }
    }

    /// Warns when `comparator` is seen not to be a total order on up to 64 adjacent rows.
    static func checkTotalOrder<Sort: SortComparator>(_ comparator: Sort, rows: TableRowCollection<Value>) where Sort.Compared == Value {
        let n = min(rows.count, 65)
        for i in 0..<n {
            let a = rows.value(at: i)
            if comparator.compare(a, a) != .orderedSame {
                return warn(comparator, "a row does not compare equal to itself")
            }
            guard i + 1 < n else { break }
            let b = rows.value(at: i + 1)
            let ab = comparator.compare(a, b), ba = comparator.compare(b, a)
            let consistent = (ab == .orderedSame && ba == .orderedSame) || (ab == .orderedAscending && ba == .orderedDescending)
                || (ab == .orderedDescending && ba == .orderedAscending)
            if !consistent { return warn(comparator, "compare(a, b) and compare(b, a) disagree for rows \(i) and \(i + 1)") }
        }
    }

    private static func warn<Sort>(_ comparator: Sort, _ problem: String) {
        ListDiagnostics.warn("Table: the sort comparator \(Sort.self) is not a total order (\(problem)); "
                             + "the rows may come out in any order: make compare(a, b) consistent with compare(b, a)")
    }
}
