import Foundation

/// The folder of bundled runtime files (`Fonts/DejaVuSans.ttf`, `Fonts/DejaVuSans-Bold.ttf`, …).
public struct Assets: Sendable, Equatable {
    /// The folder that holds `Fonts/`.
    public let root: String

    public init(root: String) { self.root = root }

    public var regularFontPath: String { root + "/Fonts/DejaVuSans.ttf" }
    public var boldFontPath: String { root + "/Fonts/DejaVuSans-Bold.ttf" }

    /// Finds the assets: `$TESSERA_ASSETS` if set (and then only there), else `Assets/` at the
    /// package root (known from this file's path at build time), else `Assets/` next to the
    /// executable.
    public static func locate() throws -> Assets {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["TESSERA_ASSETS"], !env.isEmpty {
            guard fm.fileExists(atPath: env) else { throw TesseraSDLError.assetsNotFound(searched: ["$TESSERA_ASSETS=\(env)"]) }
            return Assets(root: env)
        }
        var candidates: [String] = []
        // Sources/TesseraSDL/Assets.swift -> package root.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent("Assets").path)
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("Assets").path)
        }
        for c in candidates where fm.fileExists(atPath: c + "/Fonts") { return Assets(root: c) }
        throw TesseraSDLError.assetsNotFound(searched: candidates)
    }
}
