import CSDL2

/// The keyboard's modifier keys as SDL sees them now (`SDL_GetModState`), for pointer events,
/// which SDL delivers without them.
public enum KeyboardState {
    /// Whether Shift is held, and the other modifier keys held (Control, Alt, the command/GUI key).
    public static func heldModifiers() -> (shift: Bool, modifiers: KeyModifiers) {
        modifiers(UInt32(SDL_GetModState().rawValue))
    }

    /// Shift and the other modifiers in an SDL modifier mask (`SDL_Keymod`).
    static func modifiers(_ mod: UInt32) -> (shift: Bool, modifiers: KeyModifiers) {
        var modifiers: KeyModifiers = []
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return ((mod & KMOD_SHIFT.rawValue) != 0, modifiers)
    }
}
