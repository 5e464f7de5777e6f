// UIKit's haptic feedback generators, which iOS SwiftUI code calls from button actions. A
// desktop has no haptic engine: they are accepted and do nothing (listed in the Compatibility
// article).

/// UIKit's `UIImpactFeedbackGenerator`: accepted, no haptics on a desktop.
public final class UIImpactFeedbackGenerator: Sendable {
    /// The strength of an impact.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: Double) {}
}

/// UIKit's `UINotificationFeedbackGenerator`: accepted, no haptics on a desktop.
public final class UINotificationFeedbackGenerator: Sendable {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ type: FeedbackType) {}
}

/// UIKit's `UISelectionFeedbackGenerator`: accepted, no haptics on a desktop.
public final class UISelectionFeedbackGenerator: Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
