import Tessera

/// Registers, with the enclosing stack, the view shown for pushed values of type `D`
/// (`navigationDestination(for:destination:)`). Registered while evaluated, so a destination
/// declared on the root is known before the screens above it are built.
struct ValueDestinationRegistrar<Content: View, D: Hashable, Destination: View>: View {
    let content: Content
    let type: D.Type
    let destination: (D) -> Destination
    @Environment(\.navigationStack) private var stack
    var body: some View {
        let make = destination
        let _ = stack?.register(D.self) { AnyView(make($0)) }
        content
    }
}

/// Pushes `destination` while `isPresented` is true (`navigationDestination(isPresented:)`);
/// going back sets it to false.
struct PresentedDestination<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    @Environment(\.navigationStack) private var stack
    @State private var token = DestinationToken()

    var body: some View {
        let stack = self.stack, token = self.token, binding = isPresented, destination = self.destination
        let sync = { (shown: Bool) in
            guard let stack else { return }
            if shown { stack.push(view: AnyView(destination), token: ObjectIdentifier(token), onPop: { binding.wrappedValue = false }) }
            else { stack.remove(token: ObjectIdentifier(token)) }
        }
        content
            .onAppear { if binding.wrappedValue { sync(true) } }
            .onChange(of: isPresented.wrappedValue) { _, shown in sync(shown) }
    }
}

/// The identity of one `navigationDestination(isPresented:)` among a stack's pushed views.
final class DestinationToken {}

extension View {
    /// Shows `destination` for values of type `data` pushed on the enclosing stack (by
    /// `NavigationLink(value:)` or the stack's path), like SwiftUI's
    /// `navigationDestination(for:destination:)`. Declare it inside the stack, outside lazy
    /// containers; the latest declaration for a type wins.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ValueDestinationRegistrar(content: self, type: data, destination: destination)
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true; going back
    /// (back button, keys, `dismiss`) sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        PresentedDestination(content: self, isPresented: isPresented, destination: destination())
    }
}
