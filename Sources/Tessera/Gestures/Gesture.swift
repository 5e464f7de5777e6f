import Foundation
/// A gesture attached with `.gesture(_:)`, like SwiftUI's `Gesture`: `DragGesture`,
/// `SpatialTapGesture`, `TapGesture`, each with `onChanged` / `onEnded` callbacks. Gestures
/// are built on `PointerRecognizer`: they take part in the same arbitration as controls and
/// scroll views (innermost first; the first to recognize owns the interaction).
public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value
    /// A fresh recognizer for one pointer interaction (Tessera's hook; apps do not call it).
    func makeRecognizer() -> any PointerRecognizer
}

extension View {
    /// Attaches `gesture` to the view: it sees the pointer interactions that begin on it.
    /// Below `.disabled(true)` it is ignored.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        onPointerInteraction { gesture.makeRecognizer() }
    }

    /// Runs `action` with the location of the tap in the view's own coordinates (its top-left
    /// corner is 0,0), like SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`.
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count).onEnded { action($0.location) })
    }
}
