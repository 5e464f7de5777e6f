/// Where text fields copy to and paste from. The SDL host installs the system clipboard
/// (`SDLClipboard` in TesseraSDLHost); the default is a clipboard in memory.
///
/// Failures are not errors for the user's data: a read that fails answers nil (the paste does
/// nothing), a write that fails returns false (the text stays in the field; a cut then keeps
/// the selection).
public protocol Clipboard: AnyObject {
    /// The clipboard's text, or nil when it is empty or cannot be read.
    func readText() -> String?
    /// Puts `text` on the clipboard; false when that failed.
    @discardableResult func writeText(_ text: String) -> Bool
    /// The X11 primary selection (the text last selected in any app, pasted with a middle
    /// click), or nil when there is none or the platform has none.
    func readPrimarySelection() -> String?
    /// Makes `text` the primary selection (text fields do when the user selects with the pointer).
    func writePrimarySelection(_ text: String)
}

extension Clipboard {
    /// No primary selection (platforms and clipboards without one).
    public func readPrimarySelection() -> String? { nil }
    public func writePrimarySelection(_ text: String) {}
}

/// A clipboard held in memory, private to the host: the default, and for tests.
public final class MemoryClipboard: Clipboard {
    public var text: String?
    /// The primary selection, kept apart from the clipboard as X11 keeps it.
    public var primary: String?
    public init(text: String? = nil) { self.text = text }
    public func readText() -> String? { text }
    @discardableResult public func writeText(_ text: String) -> Bool { self.text = text; return true }
    public func readPrimarySelection() -> String? { primary }
    public func writePrimarySelection(_ text: String) { primary = text }
}
