import Tessera
import TesseraSDL

/// Tessera's `Clipboard` on the system clipboard (SDL): install it on a window's host with
/// `host.clipboard = SDLClipboard()`. Headless (no SDL video) it reads nothing and writes fail,
/// which text fields handle (the paste does nothing, a cut keeps the text).
public final class SDLClipboard: Clipboard {
    public init() {}
    public func readText() -> String? { SystemClipboard.text() }
    @discardableResult public func writeText(_ text: String) -> Bool { SystemClipboard.setText(text) }
    public func readPrimarySelection() -> String? { SystemClipboard.primarySelection() }
    public func writePrimarySelection(_ text: String) { SystemClipboard.setPrimarySelection(text) }
}
