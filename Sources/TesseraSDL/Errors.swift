import CSDL2

/// A failure of the SDL backend. `description` is one line that names the file or the
/// condition and says what to do, fit to print as the only line of a command-line error.
public enum TesseraSDLError: Error, CustomStringConvertible, Equatable {
    /// A required file (font, image) does not exist or cannot be read.
    case missingFile(path: String, hint: String)
    /// A file exists but cannot be decoded.
    case corruptFile(path: String, reason: String)
    /// The assets folder could not be found.
    case assetsNotFound(searched: [String])
    /// No display to open a window on.
    case noDisplay(reason: String)
    /// Writing a file failed.
    case writeFailed(path: String, reason: String)
    /// An image whose header promises more pixels than the caller's budget; never decoded.
    case tooLarge(path: String, width: Int, height: Int, maximumPixels: Int)
    /// Any other SDL failure.
    case sdl(operation: String, reason: String)

    public var description: String {
        switch self {
        case let .missingFile(path, hint): return "missing file \(path): \(hint)"
        case let .corruptFile(path, reason): return "cannot decode \(path) (\(reason)); replace it with a valid file"
        case let .assetsNotFound(searched):
            return "Tessera assets not found (looked in \(searched.joined(separator: ", "))); set TESSERA_ASSETS to the folder that holds Fonts/"
        case let .noDisplay(reason):
            return "no display available (\(reason)); use `tessera screenshot` to render headless"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        case let .sdl(operation, reason): return "SDL \(operation) failed: \(reason)"
        case let .tooLarge(path, width, height, maximumPixels):
            return "\(path) is \(width)x\(height) pixels, more than the \(maximumPixels / 1_000_000) million allowed; not decoded"
        }
    }
}

/// SDL's last error message, on one line.
func sdlErrorMessage() -> String {
    guard let cs = SDL_GetError() else { return "unknown error" }
    let s = String(cString: cs)
    return s.isEmpty ? "unknown error" : s.split(whereSeparator: \.isNewline).joined(separator: " ")
}
