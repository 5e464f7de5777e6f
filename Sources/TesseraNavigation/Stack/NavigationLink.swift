import Tessera

/// A button that pushes a screen on the enclosing ``NavigationStack``, like SwiftUI's
/// `NavigationLink`: `NavigationLink(value:)` pushes a value (shown by the stack's
/// `navigationDestination(for:)` of its type); `NavigationLink(destination:)` pushes the view.
/// It looks like a borderless button with a trailing chevron (a list row's disclosure
/// indicator on a desktop). Outside a stack it is disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    @Environment(\.navigationStack) private var stack

    /// A link pushing `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); self.destination = destination(); self.value = nil
    }
    /// A link pushing `destination` (the older argument order).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); self.destination = destination; self.value = nil
    }

    public var body: some View {
        let stack = self.stack, value = self.value, destination = self.destination
        Button {
            guard let stack else { return }
            if let value { stack.push(value) }
            else if let destination { stack.push(view: AnyView(destination)) }
        } label: {
            HStack(spacing: 6) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                ChevronLeft().fill(Color.secondary).frame(width: 6, height: 11).scaleEffect(x: -1, y: 1)
                    .padding(.trailing, 6)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
        .disabled(stack == nil || (value == nil && destination == nil))
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing `value`; nil makes a disabled link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label(); self.value = value.map { AnyHashable($0) }; self.destination = nil
    }
    /// A link titled `title` pushing `value`.
    public init<P: Hashable>(_ title: String, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` pushing `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A link titled `title` pushing `destination` (the older argument order).
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}
