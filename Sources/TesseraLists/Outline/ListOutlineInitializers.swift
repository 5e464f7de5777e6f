import Tessera

extension List where SelectionValue == Never {
    /// An outline list: a row per element of `data`, rows with `children` expandable by their
    /// disclosure chevron (see ``OutlineGroup``).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == OutlineGroup<Data, Data.Element.ID, RowContent> {
        self.init(selection: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }
}

extension List {
    /// An outline list whose rows are selected one at a time; Right and Left expand and
    /// collapse the selected row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == OutlineGroup<Data, Data.Element.ID, RowContent> {
        self.init(selection: ListSelection(single: selection), content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// An outline list whose rows are selected several at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == OutlineGroup<Data, Data.Element.ID, RowContent> {
        self.init(selection: ListSelection(multiple: selection), content: OutlineGroup(data, children: children, content: rowContent))
    }
}
