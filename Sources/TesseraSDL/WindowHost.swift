import CSDL2
import CX11Errors
import Foundation
import TesseraDisplayList
import TesseraGeometry

/// What the app draws for one frame of a window.
public struct WindowFrame {
    public var displayList: DisplayList
    public var background: Color
    /// Whether another frame should follow right away (an animation is running). When false
    /// the window sleeps in `SDL_WaitEvent` until the next event: an idle window uses no CPU.
    public var isAnimating: Bool

    public init(displayList: DisplayList, background: Color = .white, isAnimating: Bool = false) {
        self.displayList = displayList; self.background = background; self.isAnimating = isAnimating
    }
}

/// A resizable, HiDPI-aware SDL window that draws display lists with the same `Canvas` as
/// `HeadlessRenderer` (so with `SDL_RENDER_DRIVER=software` its pixels equal a headless
/// render's). Create it and run it on the main thread.
public final class WindowHost {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let canvas: Canvas

    /// Opens a window of `size` points titled `title`, with a vsynced renderer. The default
    /// driver is SDL's software renderer presenting through the native window framebuffer (no
    /// OpenGL: the window's pixels equal `tessera screenshot`'s, and Mesa is not loaded, which
    /// saves about 60 MB); `SDL_RENDER_DRIVER` (e.g. `opengl`) and
    /// `SDL_FRAMEBUFFER_ACCELERATION` in the environment override. Throws
    /// `TesseraSDLError.noDisplay` when there is no display, and a font error when the bundled
    /// fonts are missing.
    public init(title: String, size: Size, assets: Assets) throws {
        let fonts = try FontLibrary(assets: assets)
        _ = SDL_SetHintWithPriority("SDL_RENDER_DRIVER", "software", SDL_HINT_DEFAULT)
        _ = SDL_SetHintWithPriority("SDL_FRAMEBUFFER_ACCELERATION", "0", SDL_HINT_DEFAULT)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw TesseraSDLError.noDisplay(reason: sdlErrorMessage())
        }
        // SDL falls back to its invisible "offscreen" or "dummy" drivers when there is no X11
        // or Wayland display; a window there would be shown to nobody, so unless those were
        // asked for explicitly (SDL_VIDEODRIVER) that counts as no display.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if ["offscreen", "dummy", "evdev"].contains(driver), requested != driver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw TesseraSDLError.noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY names a reachable display")
        }
        // A window destroyed from outside or a lost X server: one line and exit 2, not Xlib's
        // seven-line abort (CX11Errors).
        if driver == "x11" { tessera_install_x11_error_handlers() }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, tessera_windowpos_centered(), tessera_windowpos_centered(),
                                            Int32(size.width.rounded()), Int32(size.height.rounded()), flags) else {
            let reason = sdlErrorMessage()
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw TesseraSDLError.noDisplay(reason: reason)
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, 0) else {
            let reason = sdlErrorMessage()
            SDL_DestroyWindow(window); SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw TesseraSDLError.sdl(operation: "SDL_CreateRenderer", reason: reason)
        }
        // Content larger than the window scrolls (`RootOverflow` in Tessera), but below this
        // size no window is usable: the user cannot shrink it further. A window the app asks
        // to be smaller keeps its size (SDL would grow it to the minimum at once).
        let minimum = Self.minimumSize(forRequested: size)
        SDL_SetWindowMinimumSize(window, Int32(minimum.width), Int32(minimum.height))
        self.window = window
        self.renderer = renderer
        canvas = Canvas(renderer: renderer, fonts: fonts)
    }

    /// The smallest size (points) a window can be resized to.
    public static let minimumSize = Size(width: 320, height: 240)

    /// The resize limit of a window opened at `requested` points: ``minimumSize``, or the
    /// requested size on an axis where the app asked for less.
    public static func minimumSize(forRequested requested: Size) -> Size {
        Size(width: max(1, min(minimumSize.width, requested.width.rounded(.up))),
             height: max(1, min(minimumSize.height, requested.height.rounded(.up))))
    }

    /// Opens a window using the assets found by `Assets.locate()`.
    public convenience init(title: String, size: Size) throws {
        try self.init(title: title, size: size, assets: Assets.locate())
    }

    deinit {
        canvas.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// The window title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// SDL's id of the window (events name their window by it).
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Brings the window to the front and gives it the keyboard.
    public func raise() { SDL_RaiseWindow(window) }

    /// Draws `f` and presents it (for ``WindowLoop``).
    func present(_ f: WindowFrame) throws {
        try draw(f)
        SDL_RenderPresent(renderer)
    }

    /// The drawable size in points.
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Where the window's content area starts on the screen, in screen coordinates
    /// (`SDL_GetWindowPosition`): what AT-SPI's screen extents add to window points.
    public var position: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// The drawable size in physical pixels (`SDL_GetRendererOutputSize`).
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Physical pixels per point (2 on a HiDPI display).
    public var scale: Double {
        let s = size, p = pixelSize
        return s.width > 0 ? Double(p.width) / s.width : 1
    }

    /// The name of the SDL render driver in use (`"software"`, `"opengl"`, …).
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The pixel size of an image source (decoded and cached).
    public func imageSize(_ source: ImageSource) throws -> Size { try canvas.imageSize(source) }

    /// What the app made of an input event.
    public enum EventResponse: Sendable, Equatable {
        /// Something changed: draw a frame.
        case redraw
        /// Nothing visible changed (pointer motion over nothing that reacts draws no frame).
        case unchanged
        /// Close the window and end the loop.
        case quit
    }

    /// Wakes the ``WindowLoop`` waiting for events (safe from any thread): it calls its `onWake`.
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// Draws one frame without presenting it and returns its pixels (read back with
    /// `SDL_RenderReadPixels`); then presents it. For screenshots of the window and for
    /// checking that the window equals the headless renderer.
    public func drawAndCapture(_ f: WindowFrame) throws -> PixelImage {
        try draw(f)
        let (w, h) = pixelSize
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw TesseraSDLError.sdl(operation: "SDL_CreateRGBSurfaceWithFormat", reason: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB888.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw TesseraSDLError.sdl(operation: "SDL_RenderReadPixels", reason: sdlErrorMessage())
        }
        SDL_RenderPresent(renderer)
        return HeadlessRenderer.readXRGB(surface)
    }

    private func draw(_ f: WindowFrame) throws {
        let bg = f.background.rgba8
        let (w, h) = pixelSize
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255)
        SDL_RenderClear(renderer)
        // Text through SDL textures: the window's renderer may be a GPU one (the headless renderer
        // blends from the glyph atlas instead, with the same pixels; see HeadlessRenderer.drawsTextDirectly).
        canvas.pixelTarget = nil
        try canvas.draw(f.displayList, scale: scale, pixelWidth: w, pixelHeight: h)
    }

    /// The text of a NUL-terminated UTF-8 buffer (SDL's fixed-size text fields); invalid
    /// bytes become U+FFFD and control characters are dropped.
    static func decodeText(_ raw: UnsafeRawBufferPointer) -> String {
        let bytes = raw.prefix { $0 != 0 }
        let s = String(decoding: bytes, as: UTF8.self)
        return String(String.UnicodeScalarView(s.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }

    /// The `InputEvent` for an SDL event, or nil for events the toolkit ignores.
    static func inputEvent(_ e: SDL_Event) -> InputEvent? {
        switch e.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            guard let cname = SDL_GetKeyName(e.key.keysym.sym) else { return nil }
            let name = String(cString: cname)
            guard !name.isEmpty else { return nil }
            let (shift, modifiers) = KeyboardState.modifiers(UInt32(e.key.keysym.mod))
            return .key(name: name, shift: shift, modifiers: modifiers)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button: PointerButton
            switch Int32(e.button.button) {
            case SDL_BUTTON_LEFT: button = .primary
            case SDL_BUTTON_RIGHT: button = .secondary
            case SDL_BUTTON_MIDDLE: button = .middle
            default: return nil
            }
            let p = Point(x: Double(e.button.x), y: Double(e.button.y))
            if e.type == SDL_MOUSEBUTTONUP.rawValue { return .pointerUp(p, button: button) }
            // SDL's button events carry no modifiers: the keys held at the press are read now.
            let (shift, modifiers) = KeyboardState.heldModifiers()
            return .pointerDown(p, button: button, clickCount: max(1, Int(e.button.clicks)), shift: shift, modifiers: modifiers)
        case SDL_MOUSEMOTION.rawValue:
            return .pointerMoved(Point(x: Double(e.motion.x), y: Double(e.motion.y)))
        case SDL_TEXTINPUT.rawValue:
            let text = withUnsafeBytes(of: e.text.text) { raw in Self.decodeText(raw) }
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING.rawValue:
            let text = withUnsafeBytes(of: e.edit.text) { raw in Self.decodeText(raw) }
            return .textEditing(text, cursor: max(0, Int(e.edit.start)))
        case SDL_MOUSEWHEEL.rawValue:
            let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .scroll(dx: Double(e.wheel.preciseX * flip), dy: Double(e.wheel.preciseY * flip))
        case SDL_WINDOWEVENT.rawValue:
            if e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                return .resize(Size(width: Double(e.window.data1), height: Double(e.window.data2)))
            }
            return nil
        default:
            return nil
        }
    }
}
