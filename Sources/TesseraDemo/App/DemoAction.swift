import Tessera
import TesseraSDL

/// A change the user asks of the demo. Every key and click becomes one of these, and every
/// one of these goes through `DemoSession.perform(_:)` (the one place an animation can wrap).
public enum DemoAction: Hashable, Sendable {
    /// Set the grid's alignment (keys `7 8 9 / 4 5 6 / 1 2 3`).
    case align(Alignment)
    /// Back to the scene's own alignment (key `0`).
    case resetAlignment
    /// The next text-baseline alignment (key `B`).
    case cycleBaseline
    /// The next (+1) or previous (-1) scene (`Tab`, `Right` / `Shift+Tab`, `Left`).
    case switchScene(Int)
    /// Spacing up or down by this many points (`+` / `-`).
    case spacing(Double)
    /// The scene's own toggle (`Space`).
    case toggle
    /// Show or hide the help overlay (`H`, `F1`; `Esc` hides it).
    case help
    /// Save a screenshot (`S`).
    case screenshot
    /// Quit (`Esc`, `Q`).
    case quit
    /// Select the view with this id (a click), or nothing.
    case select(String?)
    /// The window's size in points changed.
    case resize(Size)

    /// Whether the change moves the layout and so animates (Contracts.md, "Scenes": alignment keys,
    /// spacing, the scene's toggle). Scene switches, help, selection and resizing are immediate.
    public var animates: Bool {
        switch self {
        case .align, .resetAlignment, .cycleBaseline, .spacing, .toggle: true
        case .switchScene, .help, .screenshot, .quit, .select, .resize: false
        }
    }
}

/// The demo's keys (Contracts.md, "Scenes") as actions.
public enum DemoKeymap {
    /// The alignment of each digit, laid out like the keypad.
    static let digitAlignments: [String: Alignment] = [
        "7": .topLeading, "8": .top, "9": .topTrailing,
        "4": .leading, "5": .center, "6": .trailing,
        "1": .bottomLeading, "2": .bottom, "3": .bottomTrailing,
    ]

    /// The baseline alignments `B` cycles through, in order.
    public static let baselineAlignments: [Alignment] = [
        .leadingFirstTextBaseline, .centerFirstTextBaseline, .trailingFirstTextBaseline,
        .leadingLastTextBaseline, .centerLastTextBaseline, .trailingLastTextBaseline,
    ]

    /// The action of a key named `name` (SDL's key names, as in event files), or nil.
    /// `helpShown` makes `Esc` close the help overlay instead of quitting.
    public static func action(key name: String, shift: Bool, helpShown: Bool = false) -> DemoAction? {
        var key = name
        var shift = shift
        if key.hasPrefix("Shift+") { key.removeFirst(6); shift = true }
        if key.hasPrefix("Keypad ") { key.removeFirst(7) }
        if let a = digitAlignments[key] { return .align(a) }
        switch key.lowercased() {
        case "0": return .resetAlignment
        case "b": return .cycleBaseline
        case "tab": return .switchScene(shift ? -1 : 1)
        case "right": return .switchScene(1)
        case "left": return .switchScene(-1)
        case "+", "=": return .spacing(1)
        case "-": return .spacing(-1)
        case "space": return .toggle
        case "h", "f1": return .help
        case "s": return .screenshot
        case "escape": return helpShown ? .help : .quit
        case "q": return .quit
        default: return nil
        }
    }

    /// Every key with what it does, for the help overlay and the README.
    public static let help: [(keys: String, does: String)] = [
        ("7 8 9 / 4 5 6 / 1 2 3", "grid alignment, laid out like the keypad (topLeading ... bottomTrailing)"),
        ("0", "back to the scene's own alignment"),
        ("B", "cycle the text-baseline alignments"),
        ("Tab / Right", "next scene"),
        ("Shift+Tab / Left", "previous scene"),
        ("+ / -", "spacing up / down by 1 point"),
        ("Space", "the scene's own toggle"),
        ("Click", "select the cell under the pointer (hit-tested by shape)"),
        ("H / F1", "show or hide this help"),
        ("S", "save a screenshot in the current folder"),
        ("Esc / Q", "quit (Esc closes this help first)"),
    ]
}
