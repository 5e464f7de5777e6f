import OpenCombine

/// An `ObservableObject` a view creates and owns, SwiftUI's `@StateObject`
/// (https://developer.apple.com/documentation/swiftui/stateobject): the object is made once,
/// when the view first reads it, and kept for as long as the view keeps its identity (it is a
/// `@State` inside); the view is re-evaluated when its `objectWillChange` fires, like
/// `@ObservedObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object, made on first use.
    final class Storage {
        private let make: @MainActor () -> ObjectType
        /// Made on first use, on the thread that evaluates the view (the main thread in an
        /// app), which the main-actor isolation of `make` is taken to mean.
        private(set) lazy var object: ObjectType = unsafeBitCast(make, to: (() -> ObjectType).self)()
        init(_ make: @escaping @MainActor () -> ObjectType) { self.make = make }
    }

    @State private var storage: Storage

    /// A state object made by `thunk` when the view first needs it (`thunk` may make a
    /// `@MainActor` model).
    public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) {
        _storage = State(wrappedValue: Storage(thunk))
    }

    /// The object (reading it in `body` subscribes the view to its changes).
    public var wrappedValue: ObjectType {
        let object = storage.object
        ObservableObjectSignals.track(object)
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: storage.object).projectedValue
    }
}
