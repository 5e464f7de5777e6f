import Tessera

// More names of touch-screen platforms that a desktop window has no use for, accepted so that
// code written for iOS compiles (see DesktopNoOps.swift), and the size classes of a desktop
// window.

/// The label of the on-screen keyboard's return key (SwiftUI's `SubmitLabel`), accepted.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Accepted: there is no on-screen keyboard (Return submits, as `onSubmit` says).
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
}

/// How much room a dimension of the window has, SwiftUI's `UserInterfaceSizeClass`. A desktop
/// window is `.regular` both ways (as on an iPad in full screen or on a Mac).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue = UserInterfaceSizeClass.regular
}
private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue = UserInterfaceSizeClass.regular
}

extension EnvironmentValues {
    /// The horizontal size class: `.regular` unless a view above sets it (nil counts as `.regular`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue ?? .regular }
    }
    /// The vertical size class: `.regular` unless a view above sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue ?? .regular }
    }
}
