/// The context of a state change, like SwiftUI's `Transaction`: chiefly which animation (if
/// any) the views affected by the change use. `withAnimation` sets it for the duration of a
/// closure; state setters read `Transaction.current`.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// When true, views keep their implicit `.animation(_:value:)` from applying.
    public var disablesAnimations = false

    public init(animation: Animation? = nil) { self.animation = animation }

    /// The transaction of the change being made now (task-local; none outside `withAnimation`).
    @TaskLocal public static var current = Transaction()
}

/// Runs `body` with `animation` as the current transaction's animation, like SwiftUI's
/// `withAnimation(_:_:)`: every state change made inside animates with it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction(animation: animation)) { try body() }
}

/// Runs `body` with the given transaction.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}
