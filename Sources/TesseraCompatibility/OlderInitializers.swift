import Foundation
import TesseraNavigation

// Initializers of earlier SwiftUI releases that public code still uses, and small
// conveniences Apple's API has: each forwards to Tessera's own initializer.

/// SwiftUI's name for a text key: Tessera does not localize, so it is the string itself.
public typealias LocalizedStringKey = String

extension Picker {
    /// A picker with a label view (SwiftUI 1's `Picker(selection:label:content:)`).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension ForEach {
    /// A view per element of a binding to a collection of identifiable elements, each given a
    /// binding to its element: `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`.
    /// An element's binding finds it by id, so it follows the element when others are removed.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        let elements = data.wrappedValue
        let bindings = zip(elements.indices, elements).map { index, element in
            let id = element.id
            func locate(_ collection: C) -> C.Index? {
                if collection.indices.contains(index), collection[index].id == id { return index }
                return collection.firstIndex { $0.id == id }
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
        self.init(bindings, id: \.wrappedValue.id, content: content)
    }
}

extension View {
    /// The accent colour of the controls in this view, SwiftUI's deprecated `accentColor(_:)`:
    /// Tessera's `tint(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

extension Stepper {
    /// A stepper running `onIncrement` / `onDecrement` with its label last, as SwiftUI declares
    /// it: `Stepper(onIncrement: { ... }, onDecrement: { ... }) { Text("Step") }`.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension View {
    /// The screen's title, iOS's older `navigationBarTitle(_:)`: `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }
    /// The screen's title as a `Text`, iOS's older `navigationBarTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The screen's title and how the bar shows it, iOS's older
    /// `navigationBarTitle(_:displayMode:)` (the display mode is accepted, as by
    /// `navigationBarTitleDisplayMode(_:)`).
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
