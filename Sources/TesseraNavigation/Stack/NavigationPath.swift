/// A type-erased list of the values pushed on a ``NavigationStack``, like SwiftUI's
/// `NavigationPath`: each value is shown by the `navigationDestination(for:)` registered for
/// its type; a value whose type has none shows SwiftUI's placeholder (a warning sign) and one
/// warning line. Values are compared with `==` (`Hashable`), so two paths with the same values
/// are equal.
public struct NavigationPath: Equatable {
    /// The values, bottom of the stack first.
    var elements: [AnyHashable]

    /// An empty path: only the stack's root is shown.
    public init() { elements = [] }
    /// A path holding `elements` in order (the last one on top).
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed above the root.
    public var count: Int { elements.count }
    /// Whether only the root is shown.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value` on top.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the top `k` values (all of them when `k` is larger than ``count``).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }

    public static func == (a: Self, b: Self) -> Bool { a.elements == b.elements }
}

// AnyHashable is not Sendable; the values a path holds are the app's hashable models, used on
// the main actor only.
extension NavigationPath: @unchecked Sendable {}
