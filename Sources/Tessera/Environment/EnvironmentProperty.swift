import Observation

/// Reads a value from the environment of the view that declares it, like SwiftUI's
/// `@Environment`: `@Environment(\.colorScheme) var scheme`, `@Environment(\.myKey) var v`
/// (a custom `EnvironmentKey`), or an environment object: `@Environment(Model.self) var model`
/// (`Model?` to allow its absence).
///
/// The value is the one in effect where the view sits in the tree; read before the view was
/// placed in a tree (in an initializer, say) it is the key's default. A view is re-evaluated
/// when its environment changes. Tessera differs from SwiftUI in one case: reading a required
/// environment object that no ancestor provided stops the program with a message naming the
/// type, as SwiftUI does, so declare it optional when it may be missing.
@propertyWrapper
public struct Environment<Value> {
    let reader: EnvironmentReader
    private let read: (EnvironmentValues) -> Value

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        reader = EnvironmentReader()
        read = { $0[keyPath: keyPath] }
    }

    /// The environment object of type `Value` (set with `.environment(_:)` above).
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        reader = EnvironmentReader()
        read = { env in
            guard let object = env.object(Value.self) else {
                fatalError("No environment object of type \(Value.self): add .environment(\(Value.self)(...)) above this view, or declare it as \(Value.self)?")
            }
            return object
        }
    }

    /// The environment object of type `T` if an ancestor set one, else nil.
    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
        reader = EnvironmentReader()
        read = { $0.object(T.self) }
    }

    /// The value in the view's current environment.
    public var wrappedValue: Value { read(reader.values ?? EnvironmentValues()) }
}

/// Where a view's node puts the environment before evaluating its `body`.
final class EnvironmentReader {
    var values: EnvironmentValues?
}

/// An `@Environment` property found by reflection.
protocol EnvironmentProperty {
    var environmentReader: EnvironmentReader { get }
}

extension Environment: EnvironmentProperty {
    var environmentReader: EnvironmentReader { reader }
}

/// Makes bindings to the properties of an `@Observable` object, like SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` then `TextField("Name", text: $model.name)`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value
    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Wraps `object`.
    public init(_ object: Value) { wrappedValue = object }
    /// The wrapper itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }
    /// A binding to the object's property at `keyPath`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, T>) -> Binding<T> {
        let object = wrappedValue
        // An observable object's bindings have an origin (the object and the key path): the
        // views reading the value track it themselves (`BindingOrigin`).
        let origin = object is any Observable ? BindingOrigin(observable: object, keyPath: keyPath) : nil
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }, origin: origin)
    }
}
