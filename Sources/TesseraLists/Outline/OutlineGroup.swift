import Tessera

/// SwiftUI's `OutlineGroup`: a tree of `data` (roots) whose elements with `children` (a
/// collection, even empty) get a disclosure chevron that shows or hides their children,
/// indented a level deeper. Alone it draws its visible rows in a stack and keeps which are
/// expanded itself; as the whole content of a `List` (`List(data, children:)`) the list keeps
/// that state, makes the rows lazily and adds the keys: Right expands the selected row (or
/// moves to its first child), Left collapses it (or moves to its parent).
///
/// `DisclosureGroup` is TesseraControls' view; outline rows draw their own chevrons.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let tree: OutlineTree<Data, ID>
    let leaf: (Data.Element) -> Leaf
    @State private var expanded = Set<AnyHashable>()

    /// An outline of identifiable elements.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        tree = OutlineTree(roots: data, id: \.id, children: children); leaf = content
    }

    /// An outline of elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        tree = OutlineTree(roots: data, id: id, children: children); leaf = content
    }

    public var body: some View {
        let expanded = self.expanded
        VStack(alignment: .leading, spacing: 0) {
            ForEach(tree.rows(expanded: expanded)) { row in
                OutlineRowView(depth: row.depth, hasChildren: row.hasChildren, isExpanded: row.isExpanded,
                               disclosureID: "disclosure-\(row.id)", toggle: { toggle(AnyHashable(row.id)) }, leaf: leaf(row.element))
            }
        }
    }

    private func toggle(_ id: AnyHashable) {
        if expanded.contains(id) { expanded.remove(id) } else { expanded.insert(id) }
    }
}

extension OutlineGroup: ListOutlineContent {
    func listRows(expanded: Set<AnyHashable>, toggle: @escaping (AnyHashable) -> Void) -> AnyView {
        let leaf = self.leaf
        return AnyView(ForEach(tree.rows(expanded: expanded)) { row in
            OutlineRowView(depth: row.depth, hasChildren: row.hasChildren, isExpanded: row.isExpanded,
                           disclosureID: "disclosure-\(row.id)", toggle: { toggle(AnyHashable(row.id)) }, leaf: leaf(row.element))
        })
    }

    func rowInfo(expanded: Set<AnyHashable>) -> [(id: AnyHashable, hasChildren: Bool, isExpanded: Bool, parent: AnyHashable?)] {
        tree.rows(expanded: expanded).map { (AnyHashable($0.id), $0.hasChildren, $0.isExpanded, $0.parent.map { AnyHashable($0) }) }
    }
}
