import Observation
import OpenCombine
import Synchronization

/// How a Combine-era `ObservableObject` invalidates views the way `@Observable` does: each
/// object gets one signal, an `Observable` counter that its `objectWillChange` bumps. Every
/// read of the object through `@ObservedObject`, `@StateObject` or `@EnvironmentObject` (the
/// wrapped value, `$object` and the bindings it makes) is an observed read of the counter, so
/// exactly the views whose `body` read the object are re-evaluated on the next update, through
/// the same observation tracking that `@Observable` models use.
final class ObservableObjectSignal: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let count = Mutex(0)

    /// How many changes were announced (an observed read).
    var version: Int {
        registrar.access(self, keyPath: \.version)
        return count.withLock { $0 }
    }

    /// Records a read of the object in the observation scope running now (a view's `body`).
    func track() { registrar.access(self, keyPath: \.version) }

    /// Announces a change: the views that read the object are invalidated (any thread).
    func bump() {
        registrar.withMutation(of: self, keyPath: \.version) { count.withLock { $0 &+= 1 } }
    }
}

/// The signals of the live observable objects, by object identity.
enum ObservableObjectSignals {
    private struct Entry {
        weak var object: AnyObject?
        let signal: ObservableObjectSignal
        let subscription: AnyCancellable
    }
    private struct Table: @unchecked Sendable {
        var entries: [ObjectIdentifier: Entry] = [:]
        var insertionsSincePurge = 0
    }
    private static let table = Mutex(Table())

    /// The signal of `object`, subscribed to its `objectWillChange` the first time.
    static func signal<Object: ObservableObject>(for object: Object) -> ObservableObjectSignal {
        let key = ObjectIdentifier(object)
        if let known = table.withLock({ t in t.entries[key].flatMap { $0.object === object ? $0.signal : nil } }) {
            return known
        }
        let signal = ObservableObjectSignal()
        let subscription = object.objectWillChange.sink { [weak signal] _ in signal?.bump() }
        return table.withLock { t in
            if let raced = t.entries[key], raced.object === object { return raced.signal }
            t.entries[key] = Entry(object: object, signal: signal, subscription: subscription)
            t.insertionsSincePurge += 1
            if t.insertionsSincePurge >= 64 {
                t.entries = t.entries.filter { $0.value.object != nil }
                t.insertionsSincePurge = 0
            }
            return signal
        }
    }

    /// Records a read of `object` by the view being evaluated.
    static func track<Object: ObservableObject>(_ object: Object) { signal(for: object).track() }

    /// How many objects have signals (objects released since the last purge included).
    static var count: Int { table.withLock { $0.entries.count } }
}
