import Tessera

extension List where SelectionValue == Never {
    /// A list of the rows in `content` (static rows, `ForEach`es, sections), without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }
}

extension List {
    /// A list whose rows can be selected one at a time: `selection` is the selected row's id
    /// (its `ForEach` element id or `tag`), nil for none.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection(single: selection), content: content())
    }

    /// A list whose rows can be selected several at a time (Shift-click, Ctrl-click, Ctrl+A).
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection(multiple: selection), content: content())
    }
}

extension List where SelectionValue == Never {
    /// A row per element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A row per element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A row per element of identifiable `data`, selectable one at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: ListSelection(single: selection), content: ForEach(data, content: rowContent))
    }

    /// A row per element of identifiable `data`, selectable several at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: ListSelection(multiple: selection), content: ForEach(data, content: rowContent))
    }

    /// A row per element of `data` identified by `id`, selectable one at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: ListSelection(single: selection), content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element of `data` identified by `id`, selectable several at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: ListSelection(multiple: selection), content: ForEach(data, id: id, content: rowContent))
    }
}
