import Synchronization

// MARK: View comparison

/// How a view value compares with the previous value of the same view.
enum ViewMatch {
    /// Every input equal.
    case same
    /// Every input equal except closures (actions). The `body` built from the previous value
    /// shows the same thing; only its event handlers may hold the previous closures, which the
    /// node refreshes before an event can reach them (`CompositeNode.refreshActions`).
    case sameExceptClosures
    /// Some input differs.
    case different

    func and(_ other: ViewMatch) -> ViewMatch {
        switch (self, other) {
        case (.different, _), (_, .different): .different
        case (.sameExceptClosures, _), (_, .sameExceptClosures): .sameExceptClosures
        default: .same
        }
    }
}

/// How `b` compares with `a`, two values of the same view type, for skipping `body`.
func compareViews(_ a: any View, _ b: any View) -> ViewMatch { valuesMatch(a, b, depth: 0) }

/// Whether two values of the same view type are equal for the purpose of skipping `body`
/// (closures count as different).
func viewsEqual(_ a: any View, _ b: any View) -> Bool { valuesMatch(a, b, depth: 0) == .same }

/// Whether two values are equal by the rule views are compared with (`Equatable` by `==`,
/// objects by identity, other values field by field; closures count as different).
func valuesEqual(_ a: Any, _ b: Any) -> Bool { valuesMatch(a, b, depth: 0) == .same }

/// How `b` compares with `a` by the rule views are compared with, `a` at nesting depth `depth`.
func valuesMatch(_ a: Any, _ b: Any, depth: Int) -> ViewMatch {
    switch ComparisonRule.of(a) {
    case .alwaysEqual:
        return .same
    case .equatable(let type):
        return equal(type, a, b) ? .same : .different
    case .origin:
        guard let binding = a as? any OriginComparable else { return .different }
        return binding.hasSameOrigin(as: b) ? .same : .different
    case .identity:
        return (a as AnyObject) === (b as AnyObject) ? .same : .different
    case .fields:
        return mirroredFieldsMatch(a, b, depth: depth)
    case .structFields(let comparison):
        guard depth < 6 else { return .different }
        return comparison.compare(a, b, depth: depth)
    case .closure:
        return .sameExceptClosures
    case .different:
        return .different
    }
}

/// How `b` compares with `a` child by child as their mirrors show them (fields, elements), `a`
/// at nesting depth `depth` (deeper than 6: different). Structs take the same rule in place
/// (`StructComparison`); tests hold the two to the same answers.
func mirroredFieldsMatch(_ a: Any, _ b: Any, depth: Int) -> ViewMatch {
    guard depth < 6 else { return .different }
    let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
    guard ma.children.count == mb.children.count else { return .different }
    var match = ViewMatch.same
    for (x, y) in zip(ma.children, mb.children) {
        match = match.and(valuesMatch(x.value, y.value, depth: depth + 1))
        if match == .different { return .different }
    }
    return match
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
    /// Tuples, optionals and collections (and structs whose fields cannot be read from their
    /// metadata): field by field, element by element (to a depth of 6).
    case fields
    /// Structs: field by field in place (`StructComparison`), to a depth of 6.
    case structFields(StructComparison)
    /// Actions (closures returning nothing): cannot be compared; see
    /// `ViewMatch.sameExceptClosures`. Closures returning a value (view builders, getters,
    /// predicates) may decide what `body` shows, so they count as `different`.
    case closure
    /// Anything else (enums that are not `Equatable`, metatypes): always different.
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

    /// Whether `type` is a function type returning `Void` (its name ends in `-> ()`).
    static func isAction(_ type: Any.Type) -> Bool {
        let name = "\(type)"
        return name.contains("->") && name.hasSuffix("-> ()")
    }

    private static func decide(_ a: Any) -> ComparisonRule {
        if a is any StateProperty || a is any EnvironmentProperty || a is any DerivedInput { return .alwaysEqual }
        if let e = a as? any Equatable { return .equatable(Swift.type(of: e)) }
        if a is any OriginComparable { return .origin }
        switch Mirror(reflecting: a).displayStyle {
        case .class?: return .identity
        case .struct?: return StructComparison.of(Swift.type(of: a)).map { .structFields($0) } ?? .fields
        case .tuple?, .optional?, .collection?: return .fields
        case nil where Self.isAction(Swift.type(of: a)): return .closure
        default: return .different
        }
    }
}

/// `a == b` as values of `T` (false when either is not a `T`).
private func equal<T: Equatable>(_: T.Type, _ a: Any, _ b: Any) -> Bool {
    guard let x = a as? T, let y = b as? T else { return false }
    return x == y
}

/// A value a view computes from its other stored inputs (such as a closure reading a binding
/// it also stores): it is equal whenever those are, so it does not count in the comparison.
protocol DerivedInput {}

/// A closure computed from a view's other stored inputs (`DerivedInput`).
struct Derived<Value>: DerivedInput {
    let value: Value
    init(_ value: Value) { self.value = value }
}
