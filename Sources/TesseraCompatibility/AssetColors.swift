import Foundation
import Synchronization
import Tessera

/// The colours of an app's asset catalog, for SwiftUI's `Color("Name")`. Where a name is
/// looked up, in order: colours registered at start-up
/// (`AssetColors.register("DarkGrey", Color(white: 0.25))`); the colour sets of Xcode asset
/// catalogs loaded with ``loadCatalog(at:)`` or found as resources next to the executable
/// (copy the project's `Assets.xcassets` with SwiftPM's `resources: [.copy("Assets.xcassets")]`:
/// the `*.resources` folders beside the executable are searched once, at the first lookup);
/// SwiftUI's colour names (`"red"`, any case) and `#RRGGBB`/`#RRGGBBAA` hex colours. A
/// catalog colour's dark appearance is not used. A name found nowhere draws nothing, as a
/// missing asset does in SwiftUI, and prints one warning line per name.
public enum AssetColors {
    private static let registered = Mutex<[String: Color]>([:])
    private static let warned = Mutex<Set<String>>([])

    private static let catalogs = Mutex<[String: Color]?>(nil)

    /// Reads the colour sets of the asset catalog at `url` (an `.xcassets` folder) so that
    /// `Color(name)` finds them; answers how many were read. A set that cannot be read is
    /// skipped with one warning line naming its file.
    @discardableResult
    public static func loadCatalog(at url: URL) -> Int {
        let (found, problems) = AssetCatalog.colors(in: url)
        for line in problems { FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8)) }
        catalogs.withLock { $0 = ($0 ?? [:]).merging(found) { _, new in new } }
        return found.count
    }

    /// The catalog colours, searching the resources next to the executable the first time.
    private static func catalogColor(_ name: String) -> Color? {
        let searched = catalogs.withLock { $0 != nil }
        if !searched {
            catalogs.withLock { if $0 == nil { $0 = [:] } }
            for catalog in bundledCatalogs() { loadCatalog(at: catalog) }
        }
        return catalogs.withLock { $0?[name] }
    }

    /// The `.xcassets` folders inside the `*.resources` folders beside the executable.
    private static func bundledCatalogs() -> [URL] {
        let fm = FileManager.default, home = Bundle.main.bundleURL
        let bundles = (try? fm.contentsOfDirectory(at: home, includingPropertiesForKeys: nil)) ?? []
        return bundles.filter { $0.pathExtension == "resources" }.flatMap { bundle in
            ((try? fm.contentsOfDirectory(at: bundle, includingPropertiesForKeys: nil)) ?? []).filter { $0.pathExtension == "xcassets" }
        }
    }

    /// Makes `Color(name)` draw `color`.
    public static func register(_ name: String, _ color: Color) {
        registered.withLock { $0[name] = color }
    }

    /// The colour for `name` (nil when none is known).
    public static func color(named name: String) -> Color? {
        if let c = registered.withLock({ $0[name] }) { return c }
        if let c = catalogColor(name) { return c }
        if let c = Color(named: name) { return c }
        return Color.named.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.color
    }

    /// Prints the warning for `name` the first time only.
    static func warnMissing(_ name: String) {
        let first = warned.withLock { $0.insert(name).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data(("warning: Color(\"\(name)\"): no colour with this name; it draws nothing. "
            + "Register it with AssetColors.register(\"\(name)\", ...) or load its asset catalog.\n").utf8))
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
