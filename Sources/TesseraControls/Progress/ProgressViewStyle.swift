import Tessera

/// How a ``ProgressView`` draws, like SwiftUI's `ProgressViewStyle`: `.automatic` (a bar for a
/// known value, a spinner otherwise), `.linear` (always a bar) or `.circular` (always round).
/// Custom styles (`makeBody(configuration:)`) are not supported yet.
public protocol ProgressViewStyle: Sendable {
    /// Which of the built-in looks this style is.
    var _kind: _ProgressViewStyleKind { get }
}

/// The built-in progress looks (``ProgressViewStyle``'s implementation detail).
public enum _ProgressViewStyleKind: Sendable, Hashable { case automatic, linear, circular }

/// The default progress style: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .automatic }
}
/// A bar, like SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .linear }
}
/// A spinner or ring, like SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: _ProgressViewStyleKind { .automatic } }

extension EnvironmentValues {
    var progressViewStyleKind: _ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views below (SwiftUI's `progressViewStyle(_:)`).
    public func progressViewStyle(_ style: some ProgressViewStyle) -> some View {
        environment(\.progressViewStyleKind, style._kind)
    }
}
