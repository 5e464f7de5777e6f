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
}

/// A clipboard held in memory, private to the host: the default, and for tests.
public final class MemoryClipboard: Clipboard {
    public var text: String?
    public init(text: String? = nil) { self.text = text }
    public func readText() -> String? { text }
    @discardableResult public func writeText(_ text: String) -> Bool { self.text = text; return true }
}
