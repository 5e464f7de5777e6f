/// A trait of a `#Preview`, like SwiftUI's `PreviewTrait`: its size (layout) or its orientation.
///
/// - ``fixedLayout(width:height:)``: rendered at exactly that size in points.
/// - ``sizeThatFitsLayout``: rendered at the view's ideal size (its size for an unspecified
///   proposal), for components.
/// - ``defaultLayout``: rendered at the app window's default size (`WindowGroup.defaultSize`,
///   else 1280x800), the size the view has in the app; `--size WxH` overrides it.
/// - ``portrait``, ``landscapeLeft``, ``landscapeRight``, ``portraitUpsideDown``: a desktop
///   window has no orientation, so these turn the default size: portrait makes it taller than
///   wide, landscape wider than tall. They do not change fixed or fitting sizes.
public struct PreviewTrait: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    let kind: Kind

    /// The app window's default size.
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .layout(.device)) }
    /// The view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .layout(.sizeThatFits)) }
    /// Exactly `width` x `height` points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }
    /// Taller than wide.
    public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation(.portrait)) }
    /// Taller than wide.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    /// Wider than tall.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    /// Wider than tall.
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeRight)) }
}

/// How a preview is sized, like SwiftUI's `PreviewLayout` (`.previewLayout(_:)`).
public enum PreviewLayout: Sendable, Equatable {
    /// The app window's default size (SwiftUI: the device's screen).
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// Exactly `width` x `height` points.
    case fixed(width: Double, height: Double)
}

/// A device orientation, like SwiftUI's `InterfaceOrientation`: for previews, it turns the
/// default size (see ``PreviewTrait``).
public struct InterfaceOrientation: Sendable, Hashable {
    let id: String
    /// Whether the orientation is taller than wide.
    var isPortrait: Bool { id.hasPrefix("portrait") }
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}

/// A device to preview on, like SwiftUI's `PreviewDevice` (`.previewDevice("iPhone 15")`):
/// accepted so pasted code compiles; a desktop preview has no device, so it changes nothing.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}
