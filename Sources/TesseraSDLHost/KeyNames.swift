import CSDL2
import TesseraSDL

/// Key names in event files (Contracts.md, "Event files"; Contracts.md): SDL's names with `Shift+`, `Ctrl+`, `Alt+`
/// and `Cmd+` prefixes.
enum KeyNames {
    /// The prefixes and the modifier each stands for (nil: Shift).
    static let prefixes: [(String, KeyModifiers?)] = [("Shift+", nil), ("Ctrl+", .control), ("Alt+", .alt), ("Cmd+", .command)]

    /// `name` without its modifier prefixes, in one pass over its bytes (a name of 100,000
    /// `Shift+` is read in linear time): a prefix counts only when something follows it, so
    /// `"Ctrl++"` is Ctrl and `+`, and `"Shift+"` alone is a key named `Shift+`.
    static func strippingPrefixes(_ name: String) -> (key: String, shift: Bool, modifiers: KeyModifiers) {
        let bytes = Array(name.utf8)
        var start = 0, shift = false
        var modifiers: KeyModifiers = []
        var stripped = true
        while stripped {
            stripped = false
            for (prefix, modifier) in prefixes {
                let p = prefix.utf8
                guard bytes.count - start > p.count, bytes[start..<start + p.count].elementsEqual(p) else { continue }
                start += p.count
                if let modifier { modifiers.insert(modifier) } else { shift = true }
                stripped = true
            }
        }
        return (String(decoding: bytes[start...], as: UTF8.self), shift, modifiers)
    }

    /// Whether SDL knows `name` as a key (`SDL_GetKeyFromName`, which ignores case).
    static func isKnown(_ name: String) -> Bool {
        name.utf8.count <= 64 && SDL_GetKeyFromName(name) != SDL_Keycode(SDLK_UNKNOWN.rawValue)
    }
}
