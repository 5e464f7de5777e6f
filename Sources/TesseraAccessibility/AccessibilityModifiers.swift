import Foundation
import Tessera
import TesseraGeometry

/// SwiftUI's accessibility modifiers, each a `View.accessibilityAttributes(_:)` node (Tessera).
/// An outer modifier's label, value or hint replaces an inner one's (a label on a `Button`
/// renames the button); traits add up; on a container that is not an element they apply to the
/// one element below, or group several (see `AccessibilityTreeBuilder`).
extension View {
    /// The spoken name (SwiftUI `accessibilityLabel(_:)`).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityAttributes { $0.label = String(label) } }
    /// The spoken name from a `Text`.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityAttributes { $0.label = label.string } }
    /// What activating the element does, read after a pause (`accessibilityHint(_:)`).
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityAttributes { $0.hint = String(hint) } }
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityAttributes { $0.hint = hint.string } }
    /// The element's current value (`accessibilityValue(_:)`).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityAttributes { $0.value = String(value) } }
    public func accessibilityValue(_ value: Text) -> some View { accessibilityAttributes { $0.value = value.string } }
    /// An identifier for UI tests, never spoken (`accessibilityIdentifier(_:)`).
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibilityAttributes { $0.identifier = identifier } }
    /// Leaves the view and everything in it out of the tree (`accessibilityHidden(_:)`).
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibilityAttributes { $0.isHidden = hidden } }
    /// Makes the view one element (`accessibilityElement(children:)`; default `.ignore`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttributes { $0.childBehavior = children }
    }
    /// Adds traits (`.isHeader` makes a heading, `.isButton` a push button, `.isSelected`
    /// the selected state…).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibilityAttributes { $0.addedTraits = traits } }
    /// Removes traits the view has (`.isButton` from a button makes it read as text).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityAttributes { $0.removedTraits = traits }
    }
    /// Makes the element a heading of `level` (`accessibilityHeading(_:)`).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAttributes { $0.headingLevel = level.rawValue }
    }
    /// Reading order among siblings: higher first (`accessibilitySortPriority(_:)`).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { accessibilityAttributes { $0.sortPriority = sortPriority } }
    /// A named action assistive technologies list and run (`accessibilityAction(named:_:)`).
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAttributes { $0.actions = [AccessibilityActionHandler(name: String(name), handler: handler)] }
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAttributes { $0.actions = [AccessibilityActionHandler(name: name.string, handler: handler)] }
    }
    /// The default action (`accessibilityAction(_:_:)` with `.default`): AT-SPI's "click".
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibilityAttributes { $0.actions = [AccessibilityActionHandler(name: kind.name, handler: handler)] }
    }
    /// Increment and decrement (`accessibilityAdjustableAction(_:)`): the element becomes
    /// adjustable, as a slider is.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilityAttributes { $0.adjust = handler }
    }
    /// Links a label and the view it labels (`accessibilityLabeledPair(role:id:in:)`): the
    /// content element takes the label element's name, and the label is left out.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPair.Role, id: ID, in namespace: AnyHashable = 0) -> some View {
        accessibilityAttributes { $0.labeledPair = AccessibilityLabeledPair(role: role, id: [AnyHashable(id), namespace]) }
    }
    /// Replaces the view's accessibility element by `representation`'s, which is laid out over
    /// the view and never drawn or hit (`accessibilityRepresentation(representation:)`): a
    /// custom control can read as a standard `Slider` or `Toggle` acting on the same binding.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityHidden(true)
            .overlay(representation().opacity(0).contentShape(NoHitShape())
                .accessibilityAttributes { $0.isRepresentation = true })
    }
}

/// A heading's level (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: Int, Sendable {
    case unspecified = 0, h1, h2, h3, h4, h5, h6
}

/// The kind of an action (SwiftUI's `AccessibilityActionKind`): `.default` is the element's
/// primary action ("click"), `.escape` dismisses, `.magicTap` toggles the most important thing.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "click")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magic tap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "show menu")
    public init(named name: String) { self.name = name }
    init(name: String) { self.name = name }
}

/// A shape that contains no point: as a content shape, the subtree takes no hits.
struct NoHitShape: Shape {
    func path(in rect: CGRect) -> Path { Path() }
}
