import TesseraLayout

/// The platform a window's views look like (DESIGN.md §3.8 "Platform looks"): `desktop` is a
/// Mac app (macOS text sizes, body 13; the Inter face; macOS control text, 13), `touch` an
/// iPhone app (iOS text sizes, body 17; DejaVu Sans). `.automatic` styles resolve per look
/// (``PlatformLook/automaticButtonStyle``, ``PlatformLook/automaticToggleStyle``): on the
/// desktop bordered buttons, check boxes (switches in grouped forms, as macOS draws them),
/// `.columns` forms and inset lists; on touch borderless buttons in the tint colour, switches,
/// inset grouped lists and forms, and large navigation titles. Desktop is the default.
///
/// Choose it with ``View/platformLook(_:)`` on a window's root view (or on every window of an
/// app); views read it as `@Environment(\.platformLook)`. A host may force one look for
/// screenshots (`--look desktop|touch`) with `View/_platformLookOverride(_:)`, which wins over
/// every choice below it. SwiftUI has no such value: its look is the platform the app is built for.
public enum PlatformLook: String, Hashable, Sendable, CaseIterable {
    case desktop, touch

    /// The look of views that chose none: desktop (Tessera runs on Linux desktops; code written
    /// for an iPhone says `.platformLook(.touch)`).
    public static let `default` = PlatformLook.desktop

    /// Parses a `--look` value; nil with no match.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }

    /// The family the look draws the system font in: Inter (Debian's `fonts-inter`, metrics
    /// close to SF) on the desktop, the bundled DejaVu Sans on touch. A family that is not
    /// installed falls back to DejaVu Sans without a warning.
    public var systemFamily: String? {
        switch self { case .desktop: "Inter"; case .touch: nil }
    }

    /// `font` as this look draws it: a text style (`.body`, `.title`...) at the look's size,
    /// a regular-weight style in the look's weight, and the system font in ``systemFamily``.
    /// Fixed sizes (`.system(size:)`) and custom families keep what they asked for.
    public func resolve(_ font: Font) -> Font {
        var f = font
        if let style = f.textStyle {
            f.size = self == .desktop ? style.desktopSize : style.touchSize
            if f.weight == .regular { f.weight = self == .desktop ? style.desktopWeight : style.touchWeight }
        }
        f.systemFamily = systemFamily
        return f
    }

    /// The text size of controls of `size` with no font set: macOS's control font sizes on the
    /// desktop (regular 13, small 11, mini 9); on touch iOS's body size (17) for regular and
    /// large controls, as iOS buttons, toggles and fields use `.body`, smaller below.
    func controlFontSize(_ size: ControlSize) -> Double {
        switch (self, size) {
        case (.desktop, .mini): 9
        case (.desktop, .small): 11
        case (.desktop, .regular), (.desktop, .large): 13
        case (.desktop, .extraLarge): 15
        case (.touch, .mini): 13
        case (.touch, .small): 15
        case (.touch, .regular), (.touch, .large): 17
        case (.touch, .extraLarge): 20
        }
    }
}

extension EnvironmentValues {
    /// The platform look of views below (``PlatformLook``): the host's override when it set
    /// one (`--look`), else the nearest `.platformLook(_:)`, else ``PlatformLook/default``.
    public var platformLook: PlatformLook {
        get { builtin.lookOverride ?? builtin.look }
        set { builtin.look = newValue }
    }
    /// The look a host forces on everything below (`--look`); nil leaves the views' choice.
    public var _platformLookOverride: PlatformLook? {
        get { builtin.lookOverride }
        set { builtin.lookOverride = newValue }
    }
}

extension View {
    /// Draws this view in the desktop or touch look (``PlatformLook``): text styles at that
    /// platform's sizes and `.automatic` control styles as that platform draws them. Put it on
    /// a window's root view; without it a window draws in ``PlatformLook/default``.
    public func platformLook(_ look: PlatformLook) -> some View { environment(\.platformLook, look) }
    /// Forces `look` on everything below, over their own `.platformLook(_:)` (hosts use it for
    /// `--look`); nil leaves the views' choice.
    public func _platformLookOverride(_ look: PlatformLook?) -> some View { environment(\._platformLookOverride, look) }
}
