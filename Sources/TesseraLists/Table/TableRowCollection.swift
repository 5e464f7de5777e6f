import Tessera

/// A table's rows as a random-access collection with O(1) access by offset, whatever the data
/// collection was (O(log runs) for a `rows:` builder's runs): the table's lazy rows (the
/// list's `ForEach`) read one row at a time.
struct TableRowCollection<Value: Identifiable>: RandomAccessCollection {
    /// One row: its value, its offset (for the alternating stripes) and its context menu.
    struct Row: Identifiable {
        let offset: Int
        let value: Value
        var menu: AnyView?
        var id: Value.ID { value.id }
    }

    let count: Int
    private let rowAt: (Int) -> TableRow<Value>

    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element == Value {
        count = data.count
        rowAt = { TableRow(data[data.index(data.startIndex, offsetBy: $0)]) }
    }

    /// The rows of a `rows:` builder: each offset is found by a binary search over the runs.
    init(runs: _TableRowRuns<Value>) {
        let runs = runs.runs
        var starts: [Int] = []
        var total = 0
        for run in runs { starts.append(total); total += run.count }
        count = total
        rowAt = { offset in
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return runs[lo].row(offset - starts[lo])
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Row {
        let row = rowAt(position)
        return Row(offset: position, value: row.value, menu: row.menu)
    }
    func value(at offset: Int) -> Value { rowAt(offset).value }
}
