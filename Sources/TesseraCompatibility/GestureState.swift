import Tessera

/// A value a gesture sets while it runs and that returns to its initial value when the
/// gesture ends, SwiftUI's `@GestureState`: `@GestureState var isDragging = false` with
/// `DragGesture().updating($isDragging) { _, state, _ in state = true }`. It is a `@State`
/// inside, so setting it re-evaluates the views that read it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @State private var value: Value
    /// The value it starts at and returns to.
    private let initial: Value

    /// A gesture state starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) {
        _value = State(wrappedValue: wrappedValue)
        initial = wrappedValue
    }
    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The current value (the initial one while no gesture updates it).
    public var wrappedValue: Value { value }
    /// What `updating(_:body:)` takes.
    public var projectedValue: GestureState<Value> { self }

    /// The value the next update starts from.
    var current: Value { value }
    /// Sets the value (re-evaluating readers).
    func set(_ newValue: Value) { value = newValue }
    /// Returns to the initial value.
    func reset() { value = initial }
}

extension DragGesture {
    /// Updates `state` with `body` at every change of the drag, and resets it to its initial
    /// value when the drag ends, like SwiftUI's `updating(_:body:)`. The transaction `body`
    /// may set is used as the animation of the change.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture {
        onChanged { value in
            var next = state.current
            var transaction = Transaction()
            body(value, &next, &transaction)
            if let animation = transaction.animation { withAnimation(animation) { state.set(next) } } else { state.set(next) }
        }
        .onEnded { _ in state.reset() }
    }
}
