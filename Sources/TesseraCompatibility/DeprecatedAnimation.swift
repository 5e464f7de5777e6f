import Synchronization

/// Numbers each evaluation of a value-less `.animation(_:)` (see below).
private let implicitAnimationGeneration = Atomic<Int>(0)

extension View {
    /// Animates every change below with `animation`, SwiftUI's deprecated
    /// `animation(_:)` (iOS 13-15). Tessera watches a number that changes every time the
    /// enclosing `body` is evaluated, so the update that re-evaluated it animates (with Tessera's
    /// rule for `.animation(_:value:)`: the whole update takes the animation).
    @available(*, deprecated, message: "Use .animation(_:value:), as in SwiftUI")
    public func animation(_ animation: Animation?) -> some View {
        self.animation(animation, value: implicitAnimationGeneration.wrappingAdd(1, ordering: .relaxed).newValue)
    }
}
