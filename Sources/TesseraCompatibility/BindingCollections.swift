import Foundation
import Tessera
import TesseraLists

/// Which edits the rows of a bound collection allow, SwiftUI's `EditActions`
/// (`List($items, editActions: .all)`): `.delete` (swipe or the edit mode's delete button
/// removes the element from the collection) and `.move` (dragging a row reorders it). SwiftUI's
/// type is generic over the collection; the spellings code uses (`.all`, `.delete`, `.move`,
/// `[.delete, .move]`) are the same.
public struct EditActions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let delete = EditActions(rawValue: 1)
    public static let move = EditActions(rawValue: 2)
    public static let all: EditActions = [.delete, .move]
}

/// A binding per element of a bound collection, each finding its element by `id` (so it follows
/// the element when others are removed or moved; an element that is gone reads as it was and
/// ignores writes).
func elementBindings<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
    of data: Binding<C>, id: KeyPath<C.Element, ID>
) -> [Binding<C.Element>] {
    let elements = data.wrappedValue
    return zip(elements.indices, elements).map { index, element in
        let key = element[keyPath: id]
        func locate(_ collection: C) -> C.Index? {
            if collection.indices.contains(index), collection[index][keyPath: id] == key { return index }
            return collection.firstIndex { $0[keyPath: id] == key }
        }
        return Binding<C.Element>(
            get: { locate(data.wrappedValue).map { data.wrappedValue[$0] } ?? element },
            set: { newValue in
                var collection = data.wrappedValue
                guard let at = locate(collection) else { return }
                collection[at] = newValue
                data.wrappedValue = collection
            })
    }
}

extension ForEach {
    /// A view per element of a binding to a collection of identifiable elements, each given a
    /// binding to its element: `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    /// A view per element of a bound collection whose elements `id` identifies
    /// (`ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        let elementID = (\Binding<C.Element>.wrappedValue).appending(path: id)
        self.init(elementBindings(of: data, id: id), id: elementID, content: content)
    }

    /// Rows of a bound collection that allow `editActions`: `.delete` removes the element from
    /// the collection, `.move` reorders it (SwiftUI's `ForEach(_:editActions:content:)`).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// Rows of a bound collection identified by `id` that allow `editActions`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        let rows = ForEach(data, id: id, content: content)
            .onDelete(perform: editActions.contains(.delete) ? { data.wrappedValue.remove(atOffsets: $0) } : nil)
            .onMove(perform: editActions.contains(.move) ? { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } : nil)
        self = rows
    }
}

extension List where SelectionValue == Never {
    /// A row per element of a bound collection of identifiable elements, each given a binding to
    /// its element (`List($users) { $user in Toggle(user.name, isOn: $user.isContacted) }`).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element of a bound collection identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per element of a bound collection, allowing `editActions`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}

extension List {
    /// A row per element of a bound collection identified by `id`, allowing `editActions`, one
    /// row selectable at a time (`List($names, id: \.self, editActions: .all, selection: $name)`).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// A row per element of a bound collection of identifiable elements, allowing
    /// `editActions`, one row selectable at a time.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
