import Foundation
import Observation
import Tessera

/// A value views below hand up to a view above, SwiftUI's `PreferenceKey`
/// (https://developer.apple.com/documentation/swiftui/preferencekey): descendants set it with
/// `preference(key:value:)`, and `onPreferenceChange(_:perform:)`, `overlayPreferenceValue`
/// or `backgroundPreferenceValue` above read the values combined by `reduce`.
///
/// How it works in Tessera: the reading view puts a collector into the environment; each
/// writer below stores its value there while it is evaluated and removes it when it leaves
/// the tree; the reader re-evaluates when the combined value changes, on the next update (the
/// values of writers inside a `GeometryReader` arrive after the layout that sized it). Values
/// are combined in the order the writers were first evaluated. Only the nearest reader of a
/// key above a writer sees its value.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view below sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (what came before) with the next writer's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The writers' values of one key below one reader.
@Observable
final class PreferenceCollector<Key: PreferenceKey> {
    /// Bumped when a writer's value changed: the readers' observed read.
    private(set) var stamp = 0
    @ObservationIgnored private var values: [ObjectIdentifier: (order: Int, value: Key.Value)] = [:]
    @ObservationIgnored private var nextOrder = 0

    /// The values combined with `Key.reduce`, starting from `Key.defaultValue`.
    var reduced: Key.Value {
        _ = stamp
        var result = Key.defaultValue
        for entry in values.values.sorted(by: { $0.order < $1.order }) {
            Key.reduce(value: &result, nextValue: { entry.value })
        }
        return result
    }

    /// Stores `writer`'s value (invalidating readers only when it differs).
    func write(_ value: Key.Value, from writer: AnyObject) {
        let id = ObjectIdentifier(writer)
        if let old = values[id], PreferenceCollectorValues.same(old.value, value) { return }
        let order = values[id]?.order ?? { nextOrder += 1; return nextOrder }()
        values[id] = (order, value)
        stamp &+= 1
    }

    /// Forgets `writer`'s value.
    func remove(_ writer: AnyObject) {
        guard values.removeValue(forKey: ObjectIdentifier(writer)) != nil else { return }
        stamp &+= 1
    }
}

/// Comparing preference values of any type.
enum PreferenceCollectorValues {
    /// `==` for `Equatable` values, else their descriptions.
    static func same<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        return String(describing: a) == String(describing: b)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// The collectors of the readers above, by key type.
struct PreferenceCollectors: @unchecked Sendable {
    var byKey: [ObjectIdentifier: AnyObject] = [:]
}

private struct PreferenceCollectorsKey: EnvironmentKey {
    static let defaultValue = PreferenceCollectors()
}

extension EnvironmentValues {
    var preferenceCollectors: PreferenceCollectors {
        get { self[PreferenceCollectorsKey.self] }
        set { self[PreferenceCollectorsKey.self] = newValue }
    }
}
