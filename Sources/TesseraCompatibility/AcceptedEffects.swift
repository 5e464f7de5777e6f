import Tessera

// Modifiers whose effect Tessera does not have, accepted so that code using them compiles and
// draws the same views without that effect (listed in the Compatibility article).

/// How a view's content changes when it is replaced, SwiftUI's `ContentTransition`. Accepted:
/// Tessera replaces text content at once (a view's own transition still animates).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// A haptic or audible feedback, SwiftUI's `SensoryFeedback`. Accepted: a desktop has no
/// haptic engine.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Double = 1, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Double, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// Whether the user may select a text, SwiftUI's `TextSelectability`. Accepted: Tessera's
/// texts are not selectable (text fields are).
public protocol TextSelectability {}
/// Selectable text (accepted).
public struct EnabledTextSelectability: TextSelectability { public init() {} }
/// Text that cannot be selected (Tessera's texts).
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Accepted: the content changes at once (see ``ContentTransition``).
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Accepted: no haptics on a desktop (see ``SensoryFeedback``).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// Accepted: Tessera's texts are not selectable (see ``TextSelectability``).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> Self { self }
}
