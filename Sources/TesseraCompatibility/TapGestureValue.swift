import Tessera

extension TapGesture {
    /// Runs `action` when the taps complete, SwiftUI's `onEnded(_:)` spelled with the gesture's
    /// value (`Void`): `TapGesture(count: 2).onEnded { _ in ... }` compiles as in SwiftUI;
    /// closures without a parameter use Tessera's own `onEnded(_:)`.
    public func onEnded(_ action: @escaping (Value) -> Void) -> TapGesture {
        onEnded { () in action(()) }
    }
}
