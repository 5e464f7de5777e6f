import Synchronization

// MARK: View comparison

/// Whether two values of the same view type are equal for the purpose of skipping `body`.
func viewsEqual(_ a: any View, _ b: any View) -> Bool { fieldsEqual(a, b, depth: 0) }

/// Whether two values are equal by the rule views are compared with (`Equatable` by `==`,
/// objects by identity, other values field by field; closures count as different).
func valuesEqual(_ a: Any, _ b: Any) -> Bool { fieldsEqual(a, b, depth: 0) }

private func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
    switch ComparisonRule.of(a) {
    case .alwaysEqual:
        return true
    case .equatable(let type):
        return equal(type, a, b)
    case .origin:
        guard let binding = a as? any OriginComparable else { return false }
        return binding.hasSameOrigin(as: b)
    case .identity:
        return (a as AnyObject) === (b as AnyObject)
    case .fields:
        guard depth < 4 else { return false }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        guard ma.children.count == mb.children.count else { return false }
        for (x, y) in zip(ma.children, mb.children) where !fieldsEqual(x.value, y.value, depth: depth + 1) { return false }
        return true
    case .different:
        return false
    }
}

/// How values of one type are compared, decided once per type (the dynamic casts and the
/// mirror's display style that decide it depend on the type only, and asking them for every
/// field of every view on every update was a fifth of an update's time).
enum ComparisonRule: @unchecked Sendable {   // metatypes only: immutable
    /// `@State` and `@Environment` fields: their storage lives in the node.
    case alwaysEqual
    /// `Equatable` values: `==` of the type (an `as?` to the concrete type, no protocol lookup).
    case equatable(any Equatable.Type)
    /// Bindings: equal when they read the same storage.
    case origin
    /// Class instances: by identity.
    case identity
    /// Structs, tuples and optionals: field by field (to a depth of 4).
    case fields
    /// Anything else, such as closures: always different.
    case different

    private static let rules = Mutex<[ObjectIdentifier: ComparisonRule]>([:])

    /// The rule for `value`'s dynamic type.
    static func of(_ value: Any) -> ComparisonRule {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let rule = rules.withLock({ $0[type] }) { return rule }
        let rule = decide(value)
        rules.withLock { $0[type] = rule }
        return rule
    }

    private static func decide(_ a: Any) -> ComparisonRule {
        if a is any StateProperty || a is any EnvironmentProperty { return .alwaysEqual }
        if let e = a as? any Equatable { return .equatable(Swift.type(of: e)) }
        if a is any OriginComparable { return .origin }
        switch Mirror(reflecting: a).displayStyle {
        case .class?: return .identity
        case .struct?, .tuple?, .optional?: return .fields
        default: return .different
        }
    }
}

/// `a == b` as values of `T` (false when either is not a `T`).
private func equal<T: Equatable>(_: T.Type, _ a: Any, _ b: Any) -> Bool {
    guard let x = a as? T, let y = b as? T else { return false }
    return x == y
}
