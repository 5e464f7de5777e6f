import Synchronization
import Tessera

/// A namespace for matched-geometry ids, SwiftUI's `@Namespace`
/// (https://developer.apple.com/documentation/swiftui/namespace): each view that declares one
/// gets its own id, kept while the view keeps its identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let raw: Int
    }

    /// The last namespace id handed out.
    private static let last = Atomic<Int>(0)

    @State private var id = ID(raw: Namespace.last.add(1, ordering: .relaxed).newValue)

    public init() {}

    /// The namespace's id (pass it to `matchedGeometryEffect(id:in:)`).
    public var wrappedValue: ID { id }
}

/// What `matchedGeometryEffect` matches, SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`. Accepted: the view
    /// is laid out where its own layout puts it; a view that replaces another with the same id
    /// appears with its own transition (the default: a fade) instead of moving from the other's
    /// frame.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> Self {
        self
    }
}
