import Foundation

/// How many tiles `lazy-gallery` holds: 100,000 by default, or the whole number given by the
/// environment variable `TESSERA_GALLERY_ITEMS` (1 ... 1,000,000), e.g.
/// `TESSERA_GALLERY_ITEMS=1000000 tessera --scene lazy-gallery` for the million-item
/// gallery. The scene id, keys and albums of 1,000 stay the same. A value that is not such a
/// number leaves the default and gives one warning line (``warning``), which `demo` and
/// `screenshot` print when they show the scene.
public struct GalleryItemCount: Equatable, Sendable {
    /// The environment variable read.
    public static let variable = "TESSERA_GALLERY_ITEMS"
    /// The count without the variable (the scene).
    public static let defaultCount = 100_000
    /// The largest count accepted (the memory and speed targets are set at a million).
    public static let maximum = 1_000_000

    /// The tiles to show.
    public let count: Int
    /// Why the variable's value was not used, as one line; nil when it was (or was not set).
    public let warning: String?

    /// The count for `value`, the variable's text (nil: not set).
    public init(value: String?) {
        guard let raw = value else { count = Self.defaultCount; warning = nil; return }
        let text = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        if let n = Int(text), (1...Self.maximum).contains(n) {
            count = n; warning = nil
        } else {
            count = Self.defaultCount
            let printable = String(raw.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
            let shown = printable.count > 40 ? String(printable.prefix(40)) + "..." : printable
            warning = "tessera: warning: \(Self.variable)=\"\(shown)\" is not a whole number from 1 to 1000000; lazy-gallery shows \(Self.defaultCount) photos"
        }
    }

    /// The count of this process's environment, read once.
    public static let current = GalleryItemCount(value: ProcessInfo.processInfo.environment[variable])

    /// `n` with thousands separators (`1,000,000`), for the scene's title.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
