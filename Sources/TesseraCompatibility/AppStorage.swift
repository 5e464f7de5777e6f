/// How a value of a supported type becomes a ``StoredValue`` and back: Bool, Int, Double,
/// String, URL, Data (Base64), their optionals, and `RawRepresentable` types with Int or String
/// raw values (SwiftUI's `AppStorage` list).
enum StoredValueCoding {
    static func encode(_ value: Any) -> StoredValue? {
        switch value {
        case let v as Bool: return .bool(v)
        case let v as Int: return .int(v)
        case let v as Double: return .double(v)
        case let v as String: return .string(v)
        case let v as URL: return .string(v.absoluteString)
        case let v as Data: return .string(v.base64EncodedString())
        case let v as any RawRepresentable: return encode(v.rawValue)
        default:
            // An optional: nil removes the key, a value is stored as itself.
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return nil }
            return mirror.children.first.flatMap { encode($0.value) }
        }
    }

    static func decode<Value>(_ stored: StoredValue, as type: Value.Type) -> Value? {
        if let wrapped = type as? any OptionalStorable.Type { return wrapped.decodeWrapped(stored) as? Value }
        switch stored {
        case .bool(let v): if let v = v as? Value { return v }
        case .int(let v):
            if let v = v as? Value { return v }
            if let v = Double(v) as? Value { return v }
        case .double(let v): if let v = v as? Value { return v }
        case .string(let v):
            if let v = v as? Value { return v }
            if type == URL.self { return URL(string: v) as? Value }
            if type == Data.self { return Data(base64Encoded: v) as? Value }
        }
        if let raw = type as? any RawRepresentable.Type { return decodeRaw(stored, as: raw) as? Value }
        return nil
    }

    private static func decodeRaw<R: RawRepresentable>(_ stored: StoredValue, as type: R.Type) -> R? {
        decode(stored, as: R.RawValue.self).flatMap(R.init(rawValue:))
    }
}

/// Optionals, decoded as their wrapped type.
protocol OptionalStorable { static func decodeWrapped(_ stored: StoredValue) -> Any? }
extension Optional: OptionalStorable {
    static func decodeWrapped(_ stored: StoredValue) -> Any? { StoredValueCoding.decode(stored, as: Wrapped.self) }
}

/// A value kept in the app's settings file, SwiftUI's `@AppStorage`
/// (https://developer.apple.com/documentation/swiftui/appstorage): reads give the stored value
/// (the default when the key is missing or holds another type), writes store it at once
/// (``AppStorageStore``) and re-evaluate the views that read the key. Types: Bool, Int,
/// Double, String, URL, Data, their optionals, and enums with Int or String raw values.
/// `store:` takes an ``AppStorageStore`` (SwiftUI's takes a `UserDefaults`).
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: AppStorageStore

    private init(defaultValue: Value, key: String, store: AppStorageStore?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { store.value(forKey: key).flatMap { StoredValueCoding.decode($0, as: Value.self) } ?? defaultValue }
        nonmutating set { store.set(StoredValueCoding.encode(newValue), forKey: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Bool {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Int {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Double {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == String {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == URL {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Data {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue, key: key, store: store)
    }
    public init(_ key: String, store: AppStorageStore? = nil) where Value == String? {
        self.init(defaultValue: nil, key: key, store: store)
    }
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Int? {
        self.init(defaultValue: nil, key: key, store: store)
    }
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Double? {
        self.init(defaultValue: nil, key: key, store: store)
    }
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Bool? {
        self.init(defaultValue: nil, key: key, store: store)
    }
}

/// A value kept per scene, SwiftUI's `@SceneStorage`
/// (https://developer.apple.com/documentation/swiftui/scenestorage). Tessera's desktop window
/// is one scene whose state is not restored across launches, so scene storage lives in memory
/// for the process: the same types and behaviour as ``AppStorage``, without the file.
@propertyWrapper
public struct SceneStorage<Value> {
    private let storage: AppStorage<Value>
    /// The in-memory store every `@SceneStorage` shares.
    static var store: AppStorageStore { sceneStore }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { storage.projectedValue }

    public init(wrappedValue: Value, _ key: String) where Value == Bool { storage = AppStorage(wrappedValue: wrappedValue, key, store: sceneStore) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { storage = AppStorage(wrappedValue: wrappedValue, key, store: sceneStore) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { storage = AppStorage(wrappedValue: wrappedValue, key, store: sceneStore) }
    public init(wrappedValue: Value, _ key: String) where Value == String { storage = AppStorage(wrappedValue: wrappedValue, key, store: sceneStore) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = AppStorage(wrappedValue: wrappedValue, key, store: sceneStore)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(wrappedValue: wrappedValue, key, store: sceneStore)
    }
}

private let sceneStore = AppStorageStore(fileURL: nil)
