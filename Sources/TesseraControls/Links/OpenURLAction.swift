import Foundation
import Tessera

/// SwiftUI's `OpenURLAction`: what `Link` (and `openURL(_:)` from the environment) do with a
/// URL. The default hands it to the desktop with `xdg-open` (the freedesktop way to open a URL
/// in the user's browser or mail client); an app replaces it with
/// `.environment(\.openURL, OpenURLAction { url in ...; return .handled })`.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL (SwiftUI's `OpenURLAction.Result`).
    public struct Result: Sendable, Equatable {
        let kind: Int
        /// The handler opened it.
        public static let handled = Result(kind: 0)
        /// The handler dropped it.
        public static let discarded = Result(kind: 1)
        /// The handler left it to the system (`xdg-open`).
        public static let systemAction = Result(kind: 2)
    }

    let handler: @Sendable (URL) -> Result

    /// An action that runs `handler` for each URL (`.systemAction` passes it to `xdg-open`).
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { Self.systemOpen(url) }
    }

    /// Starts `xdg-open url` without waiting for it; one warning line when it cannot start.
    static func systemOpen(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("warning: Link: could not run xdg-open for \(url.absoluteString) (\(error)); install xdg-utils\n".utf8))
        }
    }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens a URL (SwiftUI's `openURL`): `xdg-open` unless a view above set another action.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
