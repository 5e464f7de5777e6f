@_spi(Presentation) import Tessera

/// A key of a keyboard shortcut, like SwiftUI's `KeyEquivalent`: a character, or one of the
/// named keys below.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The SDL key name it answers to ("N", "Return", "Left"...).
    let keyName: String
    /// The character (for the named keys, SwiftUI's character for them).
    public let character: Character

    public init(_ character: Character) {
        self.character = character
        keyName = String(character).uppercased()
    }
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }
    init(named name: String, _ character: Character) { keyName = name; self.character = character }

    public static let `return` = KeyEquivalent(named: "Return", "\r")
    public static let escape = KeyEquivalent(named: "Escape", "\u{1B}")
    public static let delete = KeyEquivalent(named: "Backspace", "\u{7F}")
    public static let deleteForward = KeyEquivalent(named: "Delete", "\u{F728}")
    public static let tab = KeyEquivalent(named: "Tab", "\t")
    public static let space = KeyEquivalent(named: "Space", " ")
    public static let upArrow = KeyEquivalent(named: "Up", "\u{F700}")
    public static let downArrow = KeyEquivalent(named: "Down", "\u{F701}")
    public static let leftArrow = KeyEquivalent(named: "Left", "\u{F702}")
    public static let rightArrow = KeyEquivalent(named: "Right", "\u{F703}")
    public static let home = KeyEquivalent(named: "Home", "\u{F729}")
    public static let end = KeyEquivalent(named: "End", "\u{F72B}")
    public static let pageUp = KeyEquivalent(named: "PageUp", "\u{F72C}")
    public static let pageDown = KeyEquivalent(named: "PageDown", "\u{F72D}")
}

/// The modifier keys of a shortcut, like SwiftUI's `EventModifiers`. On Linux `.command`
/// answers to Ctrl (and to the Super key), as Contracts.md says; `.option` is Alt.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key with modifiers that presses a button from anywhere in its window, like SwiftUI's
/// `KeyboardShortcut`. `.defaultAction` is Return, `.cancelAction` Escape.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }

    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut: the key, Shift and Alt as given, and Ctrl (or Cmd)
    /// held exactly when `.command` or `.control` is asked.
    func matches(_ press: KeyPress) -> Bool {
        guard press.matches(key.keyName) else { return false }
        let wantsControl = modifiers.contains(.command) || modifiers.contains(.control)
        return press.shift == modifiers.contains(.shift) && press.alt == modifiers.contains(.option)
            && (press.control || press.command) == wantsControl
    }

    /// How a menu shows it: "Ctrl+N", "Ctrl+Shift+Return".
    var label: String {
        var parts: [String] = []
        if modifiers.contains(.command) || modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.keyName.count == 1 ? key.keyName : key.keyName)
        return parts.joined(separator: "+")
    }
}

extension View {
    /// Presses this button when `key` with `modifiers` is typed anywhere in the window (unless
    /// a focused control takes the key first), like SwiftUI's `keyboardShortcut(_:modifiers:)`.
    /// `.command` is Ctrl on Linux. On a view that is not a `Button` it does nothing. A disabled
    /// button, one on a screen off screen or behind a modal presentation ignores it.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
    /// Presses this button on `shortcut` (`.defaultAction`: Return, `.cancelAction`: Escape).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        let action = (_ViewList.unmodified(self) as? any _ButtonParts)?._action
        return modifier(KeyboardShortcutModifier(shortcut: shortcut, action: action))
    }
    /// A shortcut or none (nil).
    @ViewBuilder
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        if let shortcut { keyboardShortcut(shortcut) } else { self }
    }
}

/// The modifier `keyboardShortcut(_:)` applies: it presses the button on its key, and menus
/// read it (``KeyboardShortcutModifier/shortcut(of:)``) to show the shortcut beside a row and to
/// answer it while the menu is closed (the menu bar).
struct KeyboardShortcutModifier: ViewModifier {
    let shortcut: KeyboardShortcut
    let action: (() -> Void)?

    func body(content: Content) -> some View {
        let shortcut = shortcut, action = action
        content.onKeyPress { press in
            guard let action, shortcut.matches(press) else { return .ignored }
            action()
            return .handled
        }
    }

    /// The shortcut given to `view` with `keyboardShortcut(_:)`, if any.
    static func shortcut(of view: any View) -> KeyboardShortcut? {
        for m in _ViewList.modifiers(of: view) { if let s = m as? KeyboardShortcutModifier { return s.shortcut } }
        return nil
    }
}
