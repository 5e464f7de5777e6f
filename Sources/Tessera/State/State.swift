import TesseraAnimation
/// A value owned by a view and kept in the retained tree, like SwiftUI's `@State`. It survives
/// re-renders for as long as the view keeps its identity; setting it re-evaluates that view.
///
/// Each view value carries a fresh `State`; when the reconciler finds the view's node again it
/// links the fresh one to the storage created when the view first appeared, so reads and writes
/// through any copy of the view reach the same value.
@propertyWrapper
public struct State<Value> {
    let location: StateLocation<Value>

    /// A state starting at `wrappedValue` when the view first appears.
    public init(wrappedValue: Value) { location = StateLocation(wrappedValue) }
    /// A state starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// A state that follows the host's input (a control's hover, press, drag or focus): a lazy
    /// container never keeps it for a released item (``StateLocation/followsInput``).
    init(wrappedValue: Value, followsInput: Bool) { location = StateLocation(wrappedValue, followsInput: followsInput) }

    /// The current value; setting it schedules the owning view for re-evaluation.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.set(newValue) }
    }
    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let l = location
        return Binding(get: { l.storage.value }, set: { l.storage.set($0) },
                       origin: BindingOrigin(l.storage, value: l.storage.value))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// The storage behind a `State`.
final class StateLocation<Value>: AnyStateLocation {
    var value: Value
    private var forwarded: StateLocation<Value>?
    weak var owner: CompositeNode?
    /// Whether the value was ever set (by the view, a binding or focus) since it was created.
    private(set) var wasSet = false
    /// Whether it follows the host's input rather than the app's data: a `@FocusState`, a
    /// control's hover, press, drag or focus. A released view's is not kept (the focus, the
    /// pointer and the press left with its controls): made anew, it starts fresh.
    let followsInput: Bool
    init(_ value: Value, followsInput: Bool = false) { self.value = value; self.followsInput = followsInput }

    /// Whether dropping this state would lose something: it was set, or it holds an object
    /// (an `@Observable` model, possibly changed inside). A state never set that holds a plain
    /// value is its initial value again when the view is made anew; one following input never is.
    var holdsChanges: Bool { !followsInput && (storage.wasSet || Self.holdsObject(storage.value)) }

    private static func holdsObject(_ value: Any) -> Bool {
        if type(of: value) is AnyClass { return true }
        let mirror = Mirror(reflecting: value)
        // An optional or existential around an object.
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return holdsObject(wrapped) }
        return mirror.displayStyle == .class
    }

    /// The location that really holds the value (the one created on mount).
    var storage: StateLocation<Value> { forwarded?.storage ?? self }

    func set(_ newValue: Value) {
        value = newValue
        wasSet = true
        owner?.context?.noteChange(in: Transaction.current)
        owner?.markDirty()
    }

    func forward(to other: any AnyStateLocation) {
        guard let other = other as? StateLocation<Value>, other !== self else { return }
        forwarded = other
    }

    func canForward(to other: any AnyStateLocation) -> Bool {
        (other as? StateLocation<Value>)?.followsInput == followsInput
    }
}

/// A state location of any value type.
protocol AnyStateLocation: AnyObject {
    var owner: CompositeNode? { get set }
    /// Whether the state was set or holds an object (what a lazy container must keep).
    var holdsChanges: Bool { get }
    /// Whether it follows the host's input (never kept for a released view).
    var followsInput: Bool { get }
    func forward(to other: any AnyStateLocation)
    /// Whether ``forward(to:)`` would link to `other` (the same value type and kind).
    func canForward(to other: any AnyStateLocation) -> Bool
}

/// A `State` property found by reflection.
protocol StateProperty {
    var anyLocation: any AnyStateLocation { get }
}

extension State: StateProperty {
    var anyLocation: any AnyStateLocation { location }
}

/// A reference to a value owned elsewhere (a `State`, a model property), like SwiftUI's
/// `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    /// Where the binding points and the value it saw when made (State bindings of equatable
    /// values): two such bindings are the same input for skipping a view's `body`.
    let origin: BindingOrigin?
    private let setter: (Value) -> Void

    /// A binding reading and writing through closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get; setter = set; origin = nil }
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, origin: BindingOrigin?) {
        getter = get; setter = set; self.origin = origin
    }
    /// The binding itself, so a closure can take `$item` (`ForEach($items) { $item in }`):
    /// Swift looks this initializer up on the wrapper type's own declaration.
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.wrappedValue[keyPath: keyPath] },
                   set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v },
                   origin: origin?.appending(keyPath, value: self.wrappedValue[keyPath: keyPath]))
    }
}
