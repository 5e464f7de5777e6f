import Observation

/// Where a binding reads and writes: a storage object (a `@State`'s storage or a `@Bindable`
/// object) and the key paths followed from it, together with the value it saw when made when
/// that value is needed to notice a change. A view handed a binding with the same origin as
/// last time counts as unchanged for skipping its `body`, as SwiftUI skips views whose inputs
/// did not change. Bindings made from closures (`Binding(get:set:)`) have no origin and always
/// count as changed, since what they read cannot be known.
///
/// The snapshot: `@State` storage is not observation-tracked, so its bindings carry the value
/// (a new value is a changed input). A binding into an `@Observable` object carries none: a
/// view that shows the value reads it through the binding inside its own `body`, and that
/// read is tracked, so a change re-evaluates exactly the views that read it.
struct BindingOrigin {
    let storage: AnyObject
    let path: [AnyKeyPath]
    /// The value when made; nil when the storage is observable (reads are tracked instead).
    let snapshot: (any Equatable)?

    /// An origin for `storage` holding `value`, or nil when the value is not `Equatable`.
    init?(_ storage: AnyObject, value: Any) {
        guard let e = value as? any Equatable else { return nil }
        self.storage = storage; path = []; snapshot = e
    }

    /// An origin for the property at `keyPath` of an `@Observable` object.
    init(observable object: AnyObject, keyPath: AnyKeyPath) {
        storage = object; path = [keyPath]; snapshot = nil
    }

    private init(storage: AnyObject, path: [AnyKeyPath], snapshot: (any Equatable)?) {
        self.storage = storage; self.path = path; self.snapshot = snapshot
    }

    /// The origin of a binding to the property at `keyPath` of this origin's value, which is
    /// `value` now (nil when a snapshot is needed and `value` is not `Equatable`).
    func appending(_ keyPath: AnyKeyPath, value: @autoclosure () -> Any) -> BindingOrigin? {
        guard snapshot != nil else { return BindingOrigin(storage: storage, path: path + [keyPath], snapshot: nil) }
        guard let e = value() as? any Equatable else { return nil }
        return BindingOrigin(storage: storage, path: path + [keyPath], snapshot: e)
    }

    func isSame(as other: BindingOrigin) -> Bool {
        guard storage === other.storage, path == other.path else { return false }
        switch (snapshot, other.snapshot) {
        case (nil, nil): return true
        case let (a?, b?): return Self.equal(a, b)
        default: return false
        }
    }
    private static func equal<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
}

/// Bindings compare by origin when skipping a view's `body` (`viewsEqual`).
protocol OriginComparable {
    func hasSameOrigin(as other: Any) -> Bool
}

extension Binding: OriginComparable {
    func hasSameOrigin(as other: Any) -> Bool {
        guard let a = origin, let b = (other as? Binding<Value>)?.origin else { return false }
        return a.isSame(as: b)
    }
}
