import CSDL2

/// The keyboard's modifier keys as SDL sees them now (for pointer events, which SDL delivers
/// without them).
public enum KeyboardState {
    /// Whether Shift, and whether Control or the command key, are held.
    public static func heldModifiers() -> (shift: Bool, control: Bool) {
        let mod = UInt32(SDL_GetModState().rawValue)
        return ((mod & KMOD_SHIFT.rawValue) != 0, (mod & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue)) != 0)
    }
}
