import Tessera

/// A table's rows as a random-access collection with O(1) access by offset, whatever the data
/// collection was: the table's lazy rows (the list's `ForEach`) read one row at a time.
struct TableRowCollection<Value: Identifiable>: RandomAccessCollection {
    /// One row: its value and its offset (for the alternating stripes).
    struct Row: Identifiable {
        let offset: Int
        let value: Value
        var id: Value.ID { value.id }
    }

    let count: Int
    private let valueAt: (Int) -> Value

    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element == Value {
        count = data.count
        valueAt = { data[data.index(data.startIndex, offsetBy: $0)] }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Row { Row(offset: position, value: valueAt(position)) }
    func value(at offset: Int) -> Value { valueAt(offset) }
}
