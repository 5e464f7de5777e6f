import Foundation
import Synchronization
import Tessera

/// The colours an app's asset catalog would hold, for SwiftUI's `Color("Name")`. Linux apps
/// have no asset catalogs: register the colours once at start-up
/// (`AssetColors.register("DarkGrey", Color(white: 0.25))`). A name that is neither registered
/// nor one of SwiftUI's colour names (`"red"`, any case) nor a `#RRGGBB`/`#RRGGBBAA` hex colour
/// draws nothing, as a missing asset does in SwiftUI, and prints one warning line per name.
public enum AssetColors {
    private static let registered = Mutex<[String: Color]>([:])
    private static let warned = Mutex<Set<String>>([])

    /// Makes `Color(name)` draw `color`.
    public static func register(_ name: String, _ color: Color) {
        registered.withLock { $0[name] = color }
    }

    /// The colour for `name` (nil when none is known).
    public static func color(named name: String) -> Color? {
        if let c = registered.withLock({ $0[name] }) { return c }
        if let c = Color(named: name) { return c }
        return Color.named.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.color
    }

    /// Prints the warning for `name` the first time only.
    static func warnMissing(_ name: String) {
        let first = warned.withLock { $0.insert(name).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data(("warning: Color(\"\(name)\"): no colour with this name; it draws nothing. "
            + "Register it with AssetColors.register(\"\(name)\", ...) at start-up.\n").utf8))
    }
}

extension Color {
    /// The asset colour `name` (SwiftUI's `Color(_:bundle:)`): see ``AssetColors``; the bundle
    /// is ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let c = AssetColors.color(named: name) { self = c; return }
        AssetColors.warnMissing(name)
        self = .clear
    }
}
