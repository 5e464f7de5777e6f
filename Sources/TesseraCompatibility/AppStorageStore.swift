import Observation
import Synchronization

/// A value kept by `@AppStorage`: what a JSON settings file can hold.
enum StoredValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Int.self) { self = .int(v) }
        else if let v = try? c.decode(Double.self) { self = .double(v) }
        else { self = .string(try c.decode(String.self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .bool(let v): try c.encode(v)
        case .int(let v): try c.encode(v)
        case .double(let v): try c.encode(v)
        case .string(let v): try c.encode(v)
        }
    }
}

/// One key's change signal: reading the key in a view's `body` is an observed read, so setting
/// it re-evaluates exactly the views that read that key.
private final class StoredKeySignal: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    var version: Int { registrar.access(self, keyPath: \.version); return 0 }
    func bump() { registrar.withMutation(of: self, keyPath: \.version) {} }
}

/// Where `@AppStorage` keeps its values (SwiftUI keeps them in `UserDefaults`): a JSON file,
/// by default `$XDG_CONFIG_HOME/<app name>/AppStorage.json` (`~/.config/...` when the variable
/// is unset), read once when first used and rewritten atomically (a temporary file renamed
/// over it) at every change. A file that cannot be read as settings is moved aside to
/// `AppStorage.json.corrupt` and the app starts from its defaults, with one warning line on
/// standard error. A store without a file (`init(fileURL:)` with nil) keeps values in memory
/// only: `@SceneStorage` uses one.
public final class AppStorageStore: @unchecked Sendable {
    private struct Contents {
        var values: [String: StoredValue] = [:]
        var signals: [String: StoredKeySignal] = [:]
        var loaded = false
        var warnedAboutWriting = false
    }
    /// The settings file, or nil for a store in memory.
    public let fileURL: URL?
    private let contents = Mutex(Contents())
    private let warn: @Sendable (String) -> Void

    /// A store kept in `fileURL` (nil: in memory only). `warn` receives the one-line warnings
    /// (standard error by default).
    public init(fileURL: URL?, warn: @escaping @Sendable (String) -> Void = AppStorageStore.printWarning) {
        self.fileURL = fileURL
        self.warn = warn
    }

    /// The app's store: `$XDG_CONFIG_HOME/<process name>/AppStorage.json`.
    public static let standard = AppStorageStore(fileURL: defaultFileURL(appName: ProcessInfo.processInfo.processName))

    /// `$XDG_CONFIG_HOME/<appName>/AppStorage.json`, `~/.config` when the variable is unset or
    /// not an absolute path (as the XDG Base Directory specification says).
    public static func defaultFileURL(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let configured = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let base = configured.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config", isDirectory: true)
        return base.appendingPathComponent(appName, isDirectory: true).appendingPathComponent("AppStorage.json")
    }

    /// Prints `message` as one line on standard error.
    public static let printWarning: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The value stored under `key` (an observed read of that key).
    func value(forKey key: String) -> StoredValue? {
        let (value, signal) = contents.withLock { c -> (StoredValue?, StoredKeySignal) in
            load(&c)
            return (c.values[key], Self.signal(key, in: &c))
        }
        _ = signal.version
        return value
    }

    /// Stores `value` under `key` (nil removes it), rewrites the file and invalidates the views
    /// that read the key.
    func set(_ value: StoredValue?, forKey key: String) {
        let signal = contents.withLock { c -> StoredKeySignal? in
            load(&c)
            guard c.values[key] != value else { return nil }
            c.values[key] = value
            write(c.values, contents: &c)
            return Self.signal(key, in: &c)
        }
        signal?.bump()
    }

    private static func signal(_ key: String, in c: inout Contents) -> StoredKeySignal {
        if let s = c.signals[key] { return s }
        let s = StoredKeySignal()
        c.signals[key] = s
        return s
    }

    private func load(_ c: inout Contents) {
        guard !c.loaded else { return }
        c.loaded = true
        guard let fileURL, let data = FileManager.default.contents(atPath: fileURL.path) else { return }
        do {
            c.values = try JSONDecoder().decode([String: StoredValue].self, from: data)
        } catch {
            let aside = fileURL.appendingPathExtension("corrupt")
            try? FileManager.default.removeItem(at: aside)
            let moved = (try? FileManager.default.moveItem(at: fileURL, to: aside)) != nil
            warn("warning: \(fileURL.path) is not a JSON object of settings; starting from the defaults"
                 + (moved ? " (the unreadable file was kept as \(aside.lastPathComponent))" : ""))
        }
    }

    private func write(_ values: [String: StoredValue], contents c: inout Contents) {
        guard let fileURL else { return }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(values).write(to: fileURL, options: .atomic)
        } catch {
            guard !c.warnedAboutWriting else { return }
            c.warnedAboutWriting = true
            warn("warning: cannot write the settings file \(fileURL.path) (\(error.localizedDescription)); changes are kept in memory only")
        }
    }
}
