import CSDL2
import Foundation
import Synchronization
import TesseraDisplayList

/// Serializes what SDL_ttf does to its one FreeType library: `TTF_Init` / `TTF_Quit` keep a
/// plain (non-atomic) reference count, and FreeType requires opening and closing faces to be
/// serialized. Font libraries on different threads (parallel tests, a tool rendering several
/// screenshots at once) each take it around those calls; rendering with a library's own
/// faces needs no lock. It guards no SDL handle, only the order of these calls.
private let freeTypeLock = Mutex<Void>(())

/// The fonts text is drawn with: the bundled DejaVu Sans (read into memory once, checked at
/// init) and any installed face fontconfig chose, each opened per pixel size on demand.
/// Colour bitmap faces (Noto Color Emoji) are opened once at their strike and scaled by the
/// caller. Owns its SDL_ttf handles; use it on one thread. Libraries on different threads may
/// coexist: what they share (SDL_ttf's FreeType library) is touched only under `freeTypeLock`.
final class FontLibrary {
    private let data: [FontWeight: UnsafeMutableRawBufferPointer]
    private var handles: [HandleKey: OpaquePointer] = [:]
    private var unopenable: Set<FaceID> = []
    /// The bundled faces as fontconfig sees them (nil entries when fontconfig is unavailable).
    let bundledRegular: FaceID, bundledBold: FaceID

    private struct HandleKey: Hashable { let face: FaceID; let pixelSize: Int; let style: Int32 }

    /// Reads both font files and checks that SDL_ttf can open them.
    init(assets: Assets) throws {
        bundledRegular = FaceID(path: assets.regularFontPath, index: 0)
        bundledBold = FaceID(path: assets.boldFontPath, index: 0)
        // TTF_Init / TTF_Quit are reference counted: each library holds one reference.
        guard freeTypeLock.withLock({ _ in TTF_Init() }) == 0 else {
            throw TesseraSDLError.sdl(operation: "TTF_Init", reason: sdlErrorMessage())
        }
        var loaded: [FontWeight: UnsafeMutableRawBufferPointer] = [:]
        do {
            for (weight, path) in [(FontWeight.regular, assets.regularFontPath), (.bold, assets.boldFontPath)] {
                guard let contents = FileManager.default.contents(atPath: path) else {
                    throw TesseraSDLError.missingFile(path: path, hint: "the bundled font is missing; restore Assets/Fonts or set TESSERA_ASSETS")
                }
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, contents.count), alignment: 16)
                contents.copyBytes(to: buffer.bindMemory(to: UInt8.self), count: contents.count)
                loaded[weight] = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<contents.count])
                let opened: Bool = freeTypeLock.withLock { _ in
                    guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(contents.count)),
                          let probe = TTF_OpenFontRW(rw, 1, 12) else { return false }
                    TTF_CloseFont(probe)
                    return true
                }
                guard opened else {
                    throw TesseraSDLError.corruptFile(path: path, reason: "not a font SDL_ttf can open: \(sdlErrorMessage())")
                }
            }
        } catch {
            for b in loaded.values { b.deallocate() }
            freeTypeLock.withLock { _ in TTF_Quit() }
            throw error
        }
        data = loaded
    }

    deinit {
        freeTypeLock.withLock { _ in
            for f in handles.values { TTF_CloseFont(f) }
            TTF_Quit()
        }
        for b in data.values { b.deallocate() }
    }

    /// The bundled font at a whole pixel size (at least 1).
    func font(_ weight: FontWeight, pixelSize: Int) -> OpaquePointer? {
        handle(weight == .bold ? bundledBold : bundledRegular, pixelSize: pixelSize, strike: false, style: 0)
    }

    /// A face at a whole pixel size (clamped to 1...4096), or for a bitmap face (`strike`) at
    /// its first strike whatever the size. nil when the file cannot be opened (a corrupt or
    /// vanished font: reported once on stderr, then the caller falls back).
    /// `style` is SDL_ttf's synthetic style (`TTF_STYLE_BOLD`, `TTF_STYLE_ITALIC`): each style
    /// has its own handle, since changing a handle's style empties its glyph cache.
    func handle(_ face: FaceID, pixelSize: Int, strike: Bool, style: Int32) -> OpaquePointer? {
        let key = HandleKey(face: face, pixelSize: strike ? 0 : min(4096, max(1, pixelSize)), style: style)
        if let f = handles[key] { return f }
        if unopenable.contains(face) { return nil }
        let bundled: UnsafeMutableRawBufferPointer? = face == bundledRegular ? data[.regular] : face == bundledBold ? data[.bold] : nil
        // The handle leaves the lock as its address (a pointer is not `Sendable`).
        let address: Int = freeTypeLock.withLock { _ in
            if let buf = bundled {
                guard let rw = SDL_RWFromConstMem(buf.baseAddress, Int32(buf.count)) else { return 0 }
                return Int(bitPattern: TTF_OpenFontRW(rw, 1, Int32(key.pixelSize)))
            }
            if let mapped = FontFileMaps.bytes(face.path), mapped.count <= Int(Int32.max),
               let rw = SDL_RWFromConstMem(mapped.baseAddress, Int32(mapped.count)) {
                return Int(bitPattern: TTF_OpenFontIndexRW(rw, 1, Int32(key.pixelSize), face.index))
            }
            return Int(bitPattern: TTF_OpenFontIndex(face.path, Int32(key.pixelSize), face.index))
        }
        guard let f = OpaquePointer(bitPattern: address) else {
            unopenable.insert(face)
            TextWarnings.shared.warn("font \(face.path) cannot be opened (\(sdlErrorMessage())); using another face")
            return nil
        }
        if style != 0 { TTF_SetFontStyle(f, style) }
        handles[key] = f
        return f
    }

    /// The pixel size used for a point size at a scale (sizes sanitized as `Font.resolvedSize`).
    static func pixelSize(_ points: Double, scale: Double) -> Int {
        let p = points.isFinite ? min(1024, max(1, points)) : 17
        let s = scale.isFinite ? min(64, max(0.01, scale)) : 1
        return max(1, Int((p * s).rounded()))
    }
}

/// Vertical metrics of a font in pixels.
struct FontMetrics {
    let ascent: Int
    let height: Int
    let lineSkip: Int

    init(ascent: Int, height: Int, lineSkip: Int) { self.ascent = ascent; self.height = height; self.lineSkip = lineSkip }

    init(_ font: OpaquePointer) {
        ascent = Int(TTF_FontAscent(font))
        height = Int(TTF_FontHeight(font))
        lineSkip = Int(TTF_FontLineSkip(font))
    }
}

/// Greedy line breaking shared by measurement and drawing, so a text draws with exactly the
/// lines it was measured with.
enum LineBreaker {
    /// The width in pixels of one line.
    static func width(_ s: Substring, font: OpaquePointer) -> Int {
        if s.isEmpty { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        _ = TTF_SizeUTF8(font, String(s), &w, &h)
        return Int(w)
    }

    /// The lines of `text`: one per paragraph (`\n`) when `maxWidth` is nil or the paragraph
    /// fits, else the paragraph's words (split at spaces) filled greedily into lines no wider
    /// than `maxWidth` pixels, joined by single spaces; a word wider than `maxWidth` on its own
    /// is broken between characters.
    static func lines(_ text: String, font: OpaquePointer, maxWidth: Int?) -> [(text: String, width: Int)] {
        var out: [(String, Int)] = []
        for para in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let full = width(para, font: font)
            guard let maxWidth, full > maxWidth else { out.append((String(para), full)); continue }
            var line = ""
            var produced = false
            for word in para.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if width(candidate[...], font: font) <= maxWidth { line = candidate; continue }
                if !line.isEmpty { out.append((line, width(line[...], font: font))); produced = true; line = "" }
                if width(word, font: font) <= maxWidth { line = String(word); continue }
                var piece = ""
                for ch in word {
                    if !piece.isEmpty, width((piece + String(ch))[...], font: font) > maxWidth {
                        out.append((piece, width(piece[...], font: font))); produced = true; piece = ""
                    }
                    piece.append(ch)
                }
                line = piece
            }
            if !line.isEmpty || !produced { out.append((line, width(line[...], font: font))) }
        }
        return out
    }
}
