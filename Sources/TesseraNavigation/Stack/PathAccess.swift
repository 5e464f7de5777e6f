import Tessera

/// How a ``NavigationStack`` reads and changes its value path: its own (no `path:`), the app's
/// `Binding<NavigationPath>`, or the app's typed collection binding.
struct PathAccess {
    /// The path's values, given the stack's own path.
    var values: ([AnyHashable]) -> [AnyHashable]
    /// Pushes a value; false when the path cannot hold it (another type than a typed path's).
    var append: (AnyHashable, inout [AnyHashable]) -> Bool
    /// Pops the top `k` values.
    var removeLast: (Int, inout [AnyHashable]) -> Void

    /// The stack's own path.
    static var none: PathAccess { PathAccess(values: { $0 }, append: { v, own in own.append(v); return true },
                                 removeLast: { k, own in own.removeLast(min(k, own.count)) }) }

    /// A `NavigationPath` binding.
    static func binding(_ path: Binding<NavigationPath>) -> PathAccess {
        PathAccess(values: { _ in path.wrappedValue.elements },
                   append: { v, _ in path.wrappedValue.elements.append(v); return true },
                   removeLast: { k, _ in path.wrappedValue.removeLast(k) })
    }

    /// A typed collection binding (`[Int]`, `[Route]`...).
    static func binding<Data>(_ path: Binding<Data>) -> PathAccess
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        PathAccess(values: { _ in path.wrappedValue.map { AnyHashable($0) } },
                   append: { v, _ in
                       guard let element = v.base as? Data.Element else { return false }
                       path.wrappedValue.append(element)
                       return true
                   },
                   removeLast: { k, _ in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) })
    }
}
