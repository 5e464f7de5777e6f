/// A key for a value of your own in `EnvironmentValues`, like SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.orange }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
/// A value read where no ancestor set it is `defaultValue`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above set one.
    static var defaultValue: Value { get }
}

/// The values of custom keys and environment objects, compared so that an unchanged
/// environment does not re-evaluate the views below: `Equatable` values by `==`, objects by
/// identity, other values field by field (closures count as changed).
struct EnvironmentStorage: Equatable {
    /// A stored value with the comparison made for its static type.
    struct Entry {
        var value: Any
    }
    private(set) var values: [ObjectIdentifier: Entry] = [:]

    subscript(key: ObjectIdentifier) -> Any? {
        get { values[key]?.value }
        set { values[key] = newValue.map { Entry(value: $0) } }
    }

    static func == (a: Self, b: Self) -> Bool {
        guard a.values.count == b.values.count else { return false }
        for (k, x) in a.values {
            guard let y = b.values[k], valuesEqual(x.value, y.value) else { return false }
        }
        return true
    }
}

extension EnvironmentValues {
    /// The value of a custom key (its `defaultValue` where no view above set it).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The environment object of type `T` set by `.environment(_:)` above, if any.
    public func object<T: AnyObject>(_ type: T.Type) -> T? {
        storage[ObjectIdentifier(ObjectKey<T>.self)] as? T
    }
    /// Sets (or with nil removes) the environment object of type `T`.
    public mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type = T.self) {
        storage[ObjectIdentifier(ObjectKey<T>.self)] = object
    }
}

/// The storage key of the environment object of type `T`.
private enum ObjectKey<T> {}
