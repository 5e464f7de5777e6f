import Foundation
import Tessera
import TesseraSDLHost

/// An app's command line: what every Tessera app accepts.
///
/// ```
/// APP [--size WxH]                      open the window (at WxH points)
/// APP --screenshot FILE.png [--size WxH] [--scale S] [--time T] [--events FILE.json] [--window ID]
/// APP --layout [--size WxH] [--time T] [--events FILE.json]
/// APP --accessibility [--size WxH] [--events FILE.json] [--time T]
/// APP --previews DIR [--size WxH] [--scale S]   one PNG per preview, headless
/// APP --preview NAME [--screenshot FILE.png | --layout] [...]
/// APP --list-previews
/// APP --show-build-errors LOG [--screenshot FILE.png]
/// ```
/// `--screenshot` renders headless (no display needed) exactly like `tessera screenshot`: the
/// event file (Contracts.md, "Event files" with `text` and `drag` entries) is replayed on a simulated clock;
/// `--time T` shows the frame T seconds after launch, otherwise the first frame or, after
/// events, the frame once every animation has settled. `--layout` prints the frames of every
/// view with an `.id` as JSON (Contracts.md, "Layout specs and layout output").
/// `--accessibility` prints the accessibility tree as JSON (`AccessibilityJSON`), after the
/// replay of `--events` when given. `--previews DIR` renders every preview of the app's
/// executable (`#Preview`, `PreviewProvider`) to `DIR/NAME.png`, each in a child process so a
/// crashing preview is reported and skipped (exit status 2 at the end); `--preview NAME` shows
/// that preview instead of the app's scene (window, `--screenshot`, `--layout`);
/// `--list-previews` prints the names; `--window ID` (Contracts.md, "Command lines") picks the window of the scene
/// with that id (`main`, `settings`, a `Window`'s id) that `--screenshot`, `--layout` and
/// `--accessibility` show (opening it if the replay did not), or that opens at launch; `--show-build-errors LOG` shows a compiler log's first
/// errors in the window (the live preview's failed build, see <doc:PreviewingViews>). A bad argument is
/// one line and exit status 2.
public struct AppOptions: Equatable, Sendable {
    /// What the app does.
    public enum Mode: Equatable, Sendable {
        case window
        case screenshot(path: String)
        case layout
        case accessibility
        case help
        /// Every preview to a PNG in the directory.
        case previews(directory: String)
        /// The preview names, one a line.
        case listPreviews
    }
    public var mode: Mode = .window
    public var size: Size?
    public var scale: Double = 1
    public var time: Double?
    public var eventsPath: String?
    /// `--preview NAME`: show this preview instead of the app's scene.
    public var preview: String?
    /// `--show-build-errors LOG`: show this compiler log's first errors instead of the scene.
    public var buildErrorsPath: String?
    /// `--window ID`: the scene whose window is shown (Contracts.md, "Command lines").
    public var windowID: String?
    /// `--look desktop|touch`: the platform look forced on every window (DESIGN.md §3.8);
    /// nil leaves the app's choice (`.platformLook(_:)`, else desktop).
    public var look: PlatformLook?

    /// The usage text, for `--help` and errors.
    public static func usage(_ app: String) -> String {
        """
        usage: \(app) [--size WxH] [--window ID] [--look desktop|touch]
               \(app) --screenshot FILE.png [--size WxH] [--scale S] [--time T] [--events FILE.json] [--window ID]
               \(app) --layout [--size WxH] [--time T] [--events FILE.json]
               \(app) --accessibility [--size WxH] [--events FILE.json] [--time T]
               \(app) --previews DIR [--size WxH] [--scale S]
               \(app) --preview NAME [--screenshot FILE.png | --layout] [--size WxH] ...
               \(app) --list-previews
               \(app) --show-build-errors LOG [--screenshot FILE.png]
        """
    }

    /// Parses the arguments (without the program name); throws `AppOptionsError` naming the
    /// bad argument.
    public init(arguments: [String]) throws {
        var i = 0
        func value(_ flag: String) throws -> String {
            guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else { throw AppOptionsError("\(flag) needs a value") }
            i += 1
            return arguments[i]
        }
        var seen: Set<String> = []
        while i < arguments.count {
            let arg = arguments[i]
            if seen.contains(arg) { throw AppOptionsError("\(arg) is given twice") }
            seen.insert(arg)
            switch arg {
            case "--screenshot":
                let path = try value(arg)
                guard path.lowercased().hasSuffix(".png") else {
                    throw AppOptionsError("bad --screenshot \"\(path)\": the file name must end in .png")
                }
                try setMode(.screenshot(path: path))
            case "--layout": try setMode(.layout)
            case "--accessibility": try setMode(.accessibility)
            case "--help", "-h": try setMode(.help)
            case "--previews": try setMode(.previews(directory: value(arg)))
            case "--list-previews": try setMode(.listPreviews)
            case "--preview": preview = try value(arg)
            case "--show-build-errors": buildErrorsPath = try value(arg)
            case "--size": size = try Self.parseSize(value(arg))
            case "--scale": scale = try Self.parseScale(value(arg))
            case "--time": time = try Self.parseTime(value(arg))
            case "--events": eventsPath = try value(arg)
            case "--window": windowID = try value(arg)
            case "--look":
                let v = try value(arg)
                guard let l = PlatformLook(argument: v) else { throw AppOptionsError("bad --look \"\(v)\": use desktop or touch") }
                look = l
            default:
                throw AppOptionsError(arg.hasPrefix("-") ? "unknown option \"\(arg)\"" : "unexpected argument \"\(arg)\"")
            }
            i += 1
        }
        let replayOnly = ["--time", "--events"].filter(seen.contains)
        if let flag = replayOnly.first, !isScreenshot, mode != .layout, mode != .accessibility {
            throw AppOptionsError("\(flag) only goes with --screenshot, --layout or --accessibility")
        }
        if seen.contains("--scale"), !isScreenshot, !isPreviews { throw AppOptionsError("--scale only goes with --screenshot or --previews") }
        if windowID != nil, isPreviews || mode == .listPreviews || mode == .help || preview != nil || buildErrorsPath != nil {
            throw AppOptionsError("--window goes with --screenshot, --layout, --accessibility or opening the app, not with previews")
        }
        if preview != nil, buildErrorsPath != nil { throw AppOptionsError("choose one of --preview and --show-build-errors") }
        if preview != nil || buildErrorsPath != nil, isPreviews || mode == .listPreviews {
            throw AppOptionsError("\(preview != nil ? "--preview" : "--show-build-errors") does not go with \(isPreviews ? "--previews" : "--list-previews")")
        }
    }

    /// A window's root view under the `--look` override (unchanged without `--look`).
    func applyingLook(_ root: any View) -> any View {
        guard let look else { return root }
        return AnyView(erasing: root)._platformLookOverride(look)
    }

    private var isScreenshot: Bool { if case .screenshot = mode { true } else { false } }
    private var isPreviews: Bool { if case .previews = mode { true } else { false } }

    private mutating func setMode(_ m: Mode) throws {
        guard mode == .window else {
            throw AppOptionsError("choose one of --screenshot, --layout, --accessibility, --previews, --list-previews and --help")
        }
        mode = m
    }

    /// `--size WxH`: whole numbers from 1 to 16384, the rule of `tessera screenshot --size`
    /// (``HeadlessOptionValues/size(_:)``).
    static func parseSize(_ s: String) throws -> Size {
        do { return try HeadlessOptionValues.size(s) } catch { throw AppOptionsError(error.message) }
    }

    static func parseScale(_ s: String) throws -> Double {
        do { return try HeadlessOptionValues.scale(s) } catch { throw AppOptionsError(error.message) }
    }

    static func parseTime(_ s: String) throws -> Double {
        do { return try HeadlessOptionValues.time(s) } catch { throw AppOptionsError(error.message) }
    }
}

/// A bad command-line argument or input file: printed as one line, exit status 2.
public struct AppOptionsError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ message: String) { description = message }
}
