import OpenCombine

/// A view's reference to an `ObservableObject` owned elsewhere, SwiftUI's `@ObservedObject`
/// (https://developer.apple.com/documentation/swiftui/observedobject): the view is re-evaluated
/// when the object's `objectWillChange` fires, if its `body` read the object (reads are tracked
/// like `@Observable` properties: `ObservableObjectSignal`). A parent handing a different
/// object re-evaluates the view (objects compare by identity).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to the property at `keyPath`; reading it tracks the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { ObservableObjectSignals.track(root); return root[keyPath: keyPath] },
                           set: { root[keyPath: keyPath] = $0 })
        }
    }

    private var object: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { object = initialValue }

    /// The object (reading it in `body` subscribes the view to its changes).
    public var wrappedValue: ObjectType {
        get { ObservableObjectSignals.track(object); return object }
        set { object = newValue }
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper {
        ObservableObjectSignals.track(object)
        return Wrapper(root: object)
    }
}
