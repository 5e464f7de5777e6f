/// An input event for `ViewHost.handle(_:)`, from SDL or from an event file: coordinates in
/// points of the root's space. (Named apart from TesseraSDL's `InputEvent`, which the app maps
/// onto this.)
public enum HostEvent: Equatable, Sendable {
    /// A mouse click (button released) at a point.
    case click(Point)
    /// A key press.
    case key(KeyPress)
    /// A scroll of the wheel, in lines.
    case scroll(dx: Double, dy: Double)
}

/// A key press: SDL's key name ("7", "Tab", "Space", "Left", "H", "Keypad 7", "F1"...) and the
/// modifier keys held.
public struct KeyPress: Hashable, Sendable {
    /// Whether a handler consumed the key.
    public enum Result: Sendable { case handled, ignored }
    public var key: String
    public var shift: Bool
    public var control: Bool
    public var alt: Bool
    public init(_ key: String, shift: Bool = false, control: Bool = false, alt: Bool = false) {
        self.key = key; self.shift = shift; self.control = control; self.alt = alt
    }

    /// Whether this is the key named `name`, ignoring case for letters.
    public func matches(_ name: String) -> Bool { key.lowercased() == name.lowercased() }
}
