/// The identity of a binding to `@State` storage together with the value it saw when made, so
/// that a view handed a binding to the same state holding an equal value counts as unchanged
/// (its `body` is skipped, as SwiftUI skips views whose inputs did not change). Bindings made
/// from closures (`Binding(get:set:)`) have no origin and always count as changed.
struct BindingOrigin {
    let storage: ObjectIdentifier
    let snapshot: any Equatable
    /// An origin for `storage` holding `value`, or nil when the value is not `Equatable`.
    init?(_ storage: AnyObject, value: Any) {
        guard let e = value as? any Equatable else { return nil }
        self.storage = ObjectIdentifier(storage); snapshot = e
    }
    func isSame(as other: BindingOrigin) -> Bool {
        storage == other.storage && Self.equal(snapshot, other.snapshot)
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
