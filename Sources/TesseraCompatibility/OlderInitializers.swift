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
