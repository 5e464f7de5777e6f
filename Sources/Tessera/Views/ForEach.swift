/// Views made from a collection, one per element, identified by the element's id, like
/// SwiftUI's `ForEach`. Layout-less: the views are spliced into the enclosing container (cells
/// of a `GridRow`, rows of a `Grid`), and a modifier on a `ForEach` applies to each view.
/// Reordering the data moves the existing views (with their state) instead of recreating them.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    let idOf: (Data.Element) -> ID
    public let content: (Data.Element) -> Content
    /// Delete and move actions for the list the rows are in (``_ForEachEditActions``).
    var editActions = _ForEachEditActions()

    /// A view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.idOf = { $0[keyPath: id] }; self.content = content
    }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.idOf = { $0.id }; self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.idOf = { $0 }; self.content = content
    }
}

extension ForEach: KeyedChildren {
    var runsClosures: Bool { true }
    var keyedChildren: [(key: AnyHashable, view: any View)] {
        var seen = Set<AnyHashable>()
        var out: [(key: AnyHashable, view: any View)] = []
        out.reserveCapacity(data.count)
        for element in data {
            var key = AnyHashable(idOf(element))
            // Duplicate ids would merge two views; keep them apart by occurrence.
            var n = 1
            while !seen.insert(key).inserted { key = AnyHashable(DuplicateKey(base: AnyHashable(idOf(element)), occurrence: n)); n += 1 }
            out.append((key, content(element)))
        }
        return out
    }
}

private struct DuplicateKey: Hashable {
    let base: AnyHashable
    let occurrence: Int
}
