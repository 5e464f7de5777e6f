import Observation
import Tessera

/// A key for a value the focused part of a window publishes, like SwiftUI's `FocusedValueKey`:
/// declare one, extend ``FocusedValues`` with a property for it, publish with
/// `focusedValue(_:_:)` or `focusedSceneValue(_:_:)`, read with ``FocusedValue``.
///
/// ```swift
/// struct SelectedMessageKey: FocusedValueKey { typealias Value = Message }
/// extension FocusedValues {
///     var selectedMessage: Message? {
///         get { self[SelectedMessageKey.self] }
///         set { self[SelectedMessageKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused part of a window publishes, like SwiftUI's `FocusedValues`: a
/// property per ``FocusedValueKey``, nil when nothing publishes one.
public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A window's published focused values: what the views of the window publish (each under a
/// token of its own, the newest publisher of a key winning), read by its menu bar's commands.
/// Observable, so commands reading a value are made again when it changes.
@Observable
public final class FocusedValuesStore: @unchecked Sendable {   // used on the main thread only, as views are
    private struct Publication {
        let token: ObjectIdentifier
        let apply: (inout FocusedValues) -> Void
    }
    /// Not observed: publishers read and write it while they are evaluated, and must not come
    /// to depend on each other (each would evaluate the others again, without end).
    @ObservationIgnored private var publications: [Publication] = [] {
        didSet { changes &+= 1; version = changes }
    }
    @ObservationIgnored private var changes = 0
    /// What readers observe: set (never read) on every change of the publications.
    private var version = 0
    public init() {}

    /// The values in effect: every publication applied in the order they were made.
    public var values: FocusedValues {
        _ = version
        var v = FocusedValues()
        for p in publications { p.apply(&v) }
        return v
    }

    /// Publishes (or with nil `apply`, withdraws) what the publisher with `token` says;
    /// `promote` makes it the newest (it wins over the others for its keys).
    func publish(_ token: ObjectIdentifier, _ apply: ((inout FocusedValues) -> Void)?, promote: Bool = false) {
        let existing = publications.firstIndex { $0.token == token }
        switch (existing, apply) {
        case (let i?, let apply?) where promote && i != publications.count - 1:
            publications.remove(at: i)
            publications.append(Publication(token: token, apply: apply))
        case (let i?, let apply?): publications[i] = Publication(token: token, apply: apply)
        case (nil, let apply?): publications.append(Publication(token: token, apply: apply))
        case (let i?, nil): publications.remove(at: i)
        case (nil, nil): break
        }
    }

    /// Whether the publisher with `token` publishes now.
    func publishes(_ token: ObjectIdentifier) -> Bool { publications.contains { $0.token == token } }

    /// The store whose values ``FocusedValue`` reads (the menu bar sets it while it makes its
    /// commands).
    @TaskLocal static var current: FocusedValuesStore?
}

extension EnvironmentValues {
    private struct FocusedValuesStoreKey: EnvironmentKey { static var defaultValue: FocusedValuesStore? { nil } }
    /// The window's focused values (set by the app runtime for each window).
    public var focusedValuesStore: FocusedValuesStore? {
        get { self[FocusedValuesStoreKey.self] }
        set { self[FocusedValuesStoreKey.self] = newValue }
    }
}

/// A value the focused part of the window publishes, like SwiftUI's `@FocusedValue`, read in
/// ``Commands`` and in views: `@FocusedValue(\.selectedMessage) var message` is nil while
/// nothing publishes it. The menu bar makes its commands again when it changes, and a view
/// reading it is evaluated again (an inspector or a status bar showing what the focused view
/// publishes); a command's action reads the value of the window whose menu bar made it, a view
/// that of its own window (`focusedValuesStore` in its environment).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    /// The window's values, taken when the commands are made (nil in views).
    let store: FocusedValuesStore?
    /// The window's values as the view's environment has them.
    @Environment(\.focusedValuesStore) private var windowStore
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath; store = FocusedValuesStore.current }
    public var wrappedValue: Value? { (store ?? windowStore)?.values[keyPath: keyPath] }
}

/// A binding the focused part of the window publishes, like SwiftUI's `@FocusedBinding`: its
/// value, settable through the published binding (nil and inert while nothing publishes it);
/// read in ``Commands`` and in views, as ``FocusedValue``.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let store: FocusedValuesStore?
    @Environment(\.focusedValuesStore) private var windowStore
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath; store = FocusedValuesStore.current }
    private var binding: Binding<Value>? { (store ?? windowStore)?.values[keyPath: keyPath] }
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set { if let newValue { binding?.wrappedValue = newValue } }
    }
}

/// Publishes a focused value from the time focus enters its content until another
/// `focusedValue` view takes focus or it leaves the window (`focusedValue`), or while the
/// content is in the window (`focusedSceneValue`).
struct FocusedValueWriter<Content: View>: View {
    let content: Content
    let apply: (inout FocusedValues) -> Void
    let sceneWide: Bool
    @Environment(\.focusedValuesStore) private var store
    @FocusState private var focusWithin: Bool
    @State private var token = FocusPublisherToken()

    var body: some View {
        let store = self.store, token = self.token, id = ObjectIdentifier(token)
        let _ = publish(store, token: token, id: id)
        content
            .focused($focusWithin)
            .onDisappear { store?.publish(id, nil) }
    }

    private func publish(_ store: FocusedValuesStore?, token: FocusPublisherToken, id: ObjectIdentifier) {
        guard let store else { return }
        if sceneWide {
            store.publish(id, apply)
        } else if focusWithin {
            // Focus just came in: this publisher becomes the newest.
            store.publish(id, apply, promote: !token.hadFocus)
        } else if store.publishes(id) {
            store.publish(id, apply)   // the value changed while focus is elsewhere
        }
        token.hadFocus = focusWithin
    }
}

/// A focused-value publisher's identity, and whether focus was inside it when it last published.
final class FocusPublisherToken {
    var hadFocus = false
}

extension View {
    /// Publishes `value` under `keyPath` once focus is in this view, like SwiftUI's
    /// `focusedValue(_:_:)`: the window's commands read it with ``FocusedValue``. It stays
    /// published when focus moves to a view that publishes nothing (Tessera's menu bar is in the
    /// window and takes focus when clicked), until another `focusedValue` view for the key
    /// takes focus or this view leaves the window.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        FocusedValueWriter(content: self, apply: { $0[keyPath: keyPath] = value }, sceneWide: false)
    }
    /// Publishes `value` under `keyPath` while this view is in the window, focused or not, like
    /// SwiftUI's `focusedSceneValue(_:_:)`.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        FocusedValueWriter(content: self, apply: { $0[keyPath: keyPath] = value }, sceneWide: true)
    }
}
