import CSDL2

/// The system clipboard through SDL (`SDL_GetClipboardText`, `SDL_SetClipboardText`). Needs
/// SDL's video subsystem (a window host); without it reads answer nil and writes fail.
public enum SystemClipboard {
    /// The clipboard's text, or nil when it is empty or cannot be read. Invalid UTF-8 is
    /// replaced with U+FFFD.
    public static func text() -> String? {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0, SDL_HasClipboardText() == SDL_TRUE,
              let raw = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(raw) }
        let text = String(cString: raw)  // repairs invalid UTF-8
        return text.isEmpty ? nil : text
    }

    /// The X11 primary selection's text (SDL 2.26), nil when empty or unreadable.
    public static func primarySelection() -> String? {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0, SDL_HasPrimarySelectionText() == SDL_TRUE,
              let raw = SDL_GetPrimarySelectionText() else { return nil }
        defer { SDL_free(raw) }
        let text = String(cString: raw)
        return text.isEmpty ? nil : text
    }

    /// Makes `text` the primary selection; false when SDL could not.
    @discardableResult
    public static func setPrimarySelection(_ text: String) -> Bool {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return false }
        return SDL_SetPrimarySelectionText(text) == 0
    }

    /// Puts `text` on the clipboard; false when SDL could not.
    @discardableResult
    public static func setText(_ text: String) -> Bool {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return false }
        return SDL_SetClipboardText(text) == 0
    }
}
