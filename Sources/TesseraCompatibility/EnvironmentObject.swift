import OpenCombine

/// The key under which `.environmentObject(_:)` stores an object of type `Object`.
struct ObservableObjectKey<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    /// The environment object of type `Object` (set by `.environmentObject(_:)`).
    subscript<Object: AnyObject>(observableObject key: ObservableObjectKey<Object>) -> Object? {
        get { object(Object.self) }
        set { setObject(newValue, as: Object.self) }
    }
}

/// An `ObservableObject` put in the environment by an ancestor's `.environmentObject(_:)`,
/// SwiftUI's `@EnvironmentObject`
/// (https://developer.apple.com/documentation/swiftui/environmentobject). The view is
/// re-evaluated when the object's `objectWillChange` fires, like `@ObservedObject`. As in
/// SwiftUI, reading it where no ancestor provided one stops the program with a message that
/// names the type and the missing modifier.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let environment = Environment(\EnvironmentValues.[observableObject: ObservableObjectKey<ObjectType>()])

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object (reading it in `body` subscribes the view to its changes).
    public var wrappedValue: ObjectType {
        guard let object = environment.wrappedValue else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: add .environmentObject(\(ObjectType.self)(...)) on a view above this one")
        }
        ObservableObjectSignals.track(object)
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension View {
    /// Puts `object` in the environment of this view and the views in it, read below with
    /// `@EnvironmentObject` (SwiftUI's `environmentObject(_:)`).
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        environment(\EnvironmentValues.[observableObject: ObservableObjectKey<Object>()], object)
    }
}
