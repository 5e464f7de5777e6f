import Foundation
import TesseraLayout

/// Warning lines of the lazy containers: one line on standard error each, `warning: ...`, once
/// per container. Tests bind ``handler`` (a task-local value) to read them.
///
/// A ``LazyMasonryGrid`` whose `GridItem`s ask for more than `LazyMasonryPlan.maximumLaneCount`
/// lanes (a million fixed columns, or `.adaptive(minimum: 1)` across a wide window) stacks into
/// the first of them only: placing an item looks at every lane, so the clamp keeps a frame's
/// work bounded; the warning says so and what to change.
public enum LazyDiagnostics {
    /// Receives each warning instead of standard error while bound.
    @TaskLocal public static var handler: (@Sendable (String) -> Void)?

    /// Containers already warned about (by identity), so each warns once.
    nonisolated(unsafe) private static var warned = Set<ObjectIdentifier>()
    private static let lock = NSLock()

    static func warn(_ message: String) {
        if let handler { handler(message); return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// Warns once for `container` when its masonry plan clamped the lanes it asked for.
    static func warnIfLanesClamped(_ plan: LazyMasonryPlan, container: AnyObject) {
        guard plan.requestedLaneCount > LazyMasonryPlan.maximumLaneCount else { return }
        lock.lock()
        let isNew = warned.insert(ObjectIdentifier(container)).inserted
        lock.unlock()
        guard isNew else { return }
        warn("LazyMasonryGrid: \(plan.requestedLaneCount) lanes asked for; only the first \(LazyMasonryPlan.maximumLaneCount) are used "
            + "(LazyMasonryPlan.maximumLaneCount). Use fewer GridItems, or .adaptive(minimum:) with a larger minimum")
    }
}
