@_spi(Reflection) import Swift
import Synchronization

/// How two values of one struct type are compared in place, field by field, by the rule views
/// are compared with (`ViewComparison.swift`): the stored fields' offsets and types, and the
/// rule for each field's type, are read from the type's metadata once per type
/// (`_forEachField`), so a comparison reads the fields where they lie instead of reflecting
/// each value with a `Mirror` (which boxed every field and looked its type up by its mangled
/// name on every access: about a third of an update that re-evaluates a form).
///
/// The rules are those of `ComparisonRule`, decided here from the field's declared type:
/// `@State`/`@Environment`/derived fields are skipped, `Equatable` fields compare with `==` of
/// their type, class references by identity, nested structs field by field (to the same depth
/// of 6), actions count as `sameExceptClosures`, closures returning values as `different`.
/// Fields whose declared type does not decide the rule (existentials, optionals, tuples,
/// enums, collections, bindings) are boxed and compared like any value (`valuesMatch`).
final class StructComparison: @unchecked Sendable {   // immutable after init
    private enum Plan {
        case skip
        case equatable(any Equatable.Type)
        case identity
        case nested(StructComparison)
        case closure
        case different
        case boxed(any FieldBoxing.Type)
    }
    private let fields: [(offset: Int, plan: Plan)]
    /// Reads two values of the type (as `Any`) in place.
    private let opener: any StructOpening.Type
    /// The `@State` and `@Environment` fields (`dynamicProperties(of:)`).
    private let dynamicFields: [(offset: Int, type: any FieldBoxing.Type)]

    private init(fields: [(offset: Int, plan: Plan)], opener: any StructOpening.Type,
                 dynamicFields: [(offset: Int, type: any FieldBoxing.Type)]) {
        self.fields = fields; self.opener = opener; self.dynamicFields = dynamicFields
    }

    /// The values of the `@State` and `@Environment` fields of `value` (of this comparison's
    /// type), in declaration order: how a node finds them without reflecting every field.
    func dynamicProperties(of value: Any) -> [Any] {
        dynamicFields.isEmpty ? [] : opener.values(of: value, at: dynamicFields)
    }

    private static let cache = Mutex<[ObjectIdentifier: StructComparison?]>([:])

    /// The comparison for the struct type `type` (nil when its fields cannot be read from its
    /// metadata).
    static func of(_ type: Any.Type) -> StructComparison? {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let made = make(type)
        cache.withLock { $0[key] = made }
        return made
    }

    private static func make(_ type: Any.Type) -> StructComparison? {
        var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let complete = _forEachField(of: type) { _, offset, fieldType, kind in
            fields.append((offset, fieldType, kind))
            return true
        }
        guard complete else { return nil }
        // A weak or unowned field is not stored as a plain reference: such types are compared
        // through their mirrors. The key-path walk skips those (and functions and metatypes,
        // which it never supports): fewer of its fields than supported ones means some.
        let supported = fields.filter { Self.keyPathSupports($0.kind) }.count
        guard _openExistential(type, do: strongFieldCount) == supported else { return nil }
        let dynamic = fields.filter { $0.type is any StateProperty.Type || $0.type is any EnvironmentProperty.Type || $0.type is any DynamicProperty.Type }
        return StructComparison(fields: fields.map { ($0.offset, plan(for: $0.type, kind: $0.kind)) },
                                opener: _openExistential(type, do: structOpening),
                                dynamicFields: dynamic.map { ($0.offset, _openExistential($0.type, do: boxing)) })
    }

    /// The field kinds `_forEachFieldWithKeyPath` reports (when the field is strong).
    private static func keyPathSupports(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .struct, .class, .optional, .existential, .existentialMetatype, .tuple, .enum: true
        default: false
        }
    }

    private static func plan(for type: Any.Type, kind: _MetadataKind) -> Plan {
        if type is any StateProperty.Type || type is any EnvironmentProperty.Type || type is any DerivedInput.Type { return .skip }
        if let e = type as? any Equatable.Type { return .equatable(e) }
        let boxed = Plan.boxed(_openExistential(type, do: boxing))
        if type is any OriginComparable.Type { return boxed }
        switch kind {
        case .class: return .identity
        // Collections and custom mirrors are structs whose stored fields are not what they
        // compare by: element by element, as values.
        case .struct where type is any Sequence.Type || type is any CustomReflectable.Type: return boxed
        case .struct: return of(type).map { .nested($0) } ?? boxed
        case .function: return ComparisonRule.isAction(type) ? .closure : .different
        default: return boxed
        }
    }

    /// How the struct at `b` compares with the one at `a` (both of this comparison's type),
    /// the struct itself at nesting depth `depth`.
    func compare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, depth: Int) -> ViewMatch {
        var match = ViewMatch.same
        for (offset, plan) in fields {
            let x = a + offset, y = b + offset
            let m: ViewMatch
            switch plan {
            case .skip:
                continue
            case .equatable(let type):
                m = Self.equal(type, x, y) ? .same : .different
            case .identity:
                m = x.load(as: UnsafeRawPointer?.self) == y.load(as: UnsafeRawPointer?.self) ? .same : .different
            case .nested(let inner):
                m = depth + 1 < 6 ? inner.compare(x, y, depth: depth + 1) : .different
            case .closure:
                m = .sameExceptClosures
            case .different:
                return .different
            case .boxed(let type):
                m = valuesMatch(type.box(x), type.box(y), depth: depth + 1)
            }
            match = match.and(m)
            if match == .different { return .different }
        }
        return match
    }

    /// How `b` compares with `a`, two values of this comparison's type (`b` of another type:
    /// different).
    func compare(_ a: Any, _ b: Any, depth: Int) -> ViewMatch { opener.compare(a, b, self, depth: depth) }

    private static func equal<T: Equatable>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }
}

/// Reads a field of one type as a value (`StructComparison`'s boxed fields).
private protocol FieldBoxing {
    static func box(_ p: UnsafeRawPointer) -> Any
}
private enum TypedField<T>: FieldBoxing {
    static func box(_ p: UnsafeRawPointer) -> Any { p.assumingMemoryBound(to: T.self).pointee }
}
private func boxing<T>(_: T.Type) -> any FieldBoxing.Type { TypedField<T>.self }

/// Compares two values of one struct type given as `Any`, in place.
private protocol StructOpening {
    static func compare(_ a: Any, _ b: Any, _ comparison: StructComparison, depth: Int) -> ViewMatch
    static func values(of value: Any, at fields: [(offset: Int, type: any FieldBoxing.Type)]) -> [Any]
}
private enum TypedStruct<T>: StructOpening {
    static func compare(_ a: Any, _ b: Any, _ comparison: StructComparison, depth: Int) -> ViewMatch {
        guard let x = a as? T, let y = b as? T else { return .different }
        return withUnsafePointer(to: x) { pa in
            withUnsafePointer(to: y) { pb in comparison.compare(UnsafeRawPointer(pa), UnsafeRawPointer(pb), depth: depth) }
        }
    }
    static func values(of value: Any, at fields: [(offset: Int, type: any FieldBoxing.Type)]) -> [Any] {
        guard let x = value as? T else { return [] }
        return withUnsafePointer(to: x) { p in fields.map { $0.type.box(UnsafeRawPointer(p) + $0.offset) } }
    }
}
private func structOpening<T>(_: T.Type) -> any StructOpening.Type { TypedStruct<T>.self }

/// How many strong fields of a supported kind `Root` has (`StructComparison.make`).
private func strongFieldCount<Root>(_: Root.Type) -> Int {
    var count = 0
    // `.ignoreUnknown` (a `static var` Swift 6 will not read from here) is bit 1.
    _forEachFieldWithKeyPath(of: Root.self, options: _EachFieldOptions(rawValue: 1 << 1)) { _, _ in count += 1; return true }
    return count
}
