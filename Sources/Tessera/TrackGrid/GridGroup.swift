/// exyte/Grid's `GridGroup`: a layout-less group of grid items, spliced into the enclosing
/// grid (or any container) like `Group`, made from views or from data with ids so items keep
/// their identity when the data changes (exyte: "better for animations than a plain
/// `ForEach`"). Not generic, so a property can be declared `var buttons: GridGroup`.
///
/// ```swift
/// var operations: GridGroup { GridGroup(ops, id: \.self) { CalcButton($0) } }
/// ```
public struct GridGroup: View, PrimitiveView {
    let content: any View

    /// A group of the builder's views.
    public init<Content: View>(@GridBuilder content: () -> Content) { self.content = content() }

    /// A view per element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @GridBuilder item: @escaping (Data.Element) -> Item) {
        content = ForEach(data, id: id, content: item)
    }

    /// A view per element of identifiable `data`.
    public init<Data: RandomAccessCollection, Item: View>(
        _ data: Data, @GridBuilder item: @escaping (Data.Element) -> Item) where Data.Element: Identifiable {
        content = ForEach(data, content: item)
    }

    /// A view per integer of `range`, identified by the integer.
    public init<Item: View>(_ range: Range<Int>, @GridBuilder item: @escaping (Int) -> Item) {
        content = ForEach(range, content: item)
    }

    /// One view for a single hashable value, identified by it (exyte `GridGroup(MathOperation.clear) { … }`).
    public init<Value: Hashable, Item: View>(_ value: Value, @GridBuilder item: @escaping (Value) -> Item) {
        content = ForEach([value], id: \.self, content: item)
    }

    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

extension GridGroup: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] { [(AnyHashable(0), content)] }
}
