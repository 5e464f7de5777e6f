/// A stored property of a view made of Tessera's own dynamic properties (`@State`,
/// `@Environment`, or other `DynamicProperty` values), like SwiftUI's `DynamicProperty`: a
/// view's node finds the `State` and `Environment` values inside it (by reflection, in field
/// order) and links them as if they were the view's own fields, so a property wrapper built on
/// `@State` keeps its storage for as long as the view keeps its identity. `@StateObject`,
/// `@EnvironmentObject` and `@AppStorage` are built this way.
public protocol DynamicProperty {}

extension DynamicProperty {
    /// The `State` and `Environment` values inside `self`, nested `DynamicProperty` values
    /// opened in turn.
    var nestedDynamicProperties: [Any] {
        Mirror(reflecting: self).children.flatMap { child -> [Any] in
            if let nested = child.value as? any DynamicProperty { return nested.nestedDynamicProperties }
            return child.value is any StateProperty || child.value is any EnvironmentProperty ? [child.value] : []
        }
    }
}
