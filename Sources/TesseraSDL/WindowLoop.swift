import CSDL2
import Foundation
import TesseraDisplayList
import TesseraGeometry

/// The one event loop of every Tessera window (an app's windows, the demo's): SDL events go to
/// the window they name, each window draws when something of it changed (or every display frame
/// while it animates, at the display rate: at most 60 a second without vsync), and the loop
/// sleeps in `SDL_WaitEvent` when nothing moves. Windows may be added and removed while it runs (from an event handler
/// or `onWake`); it returns when the last window is gone or on a quit request. Use it on the
/// main thread.
public final class WindowLoop {
    /// One window of the loop: its SDL window and what the app makes of its events and frames.
    public final class Window {
        public let host: WindowHost
        let onEvent: (InputEvent) -> WindowHost.EventResponse
        let frame: (Size) throws -> WindowFrame
        var needsFrame = true
        var animating = false

        /// `onEvent` answers `.quit` to end the whole loop; `frame` makes the window's frame at
        /// a size in points.
        public init(host: WindowHost, onEvent: @escaping (InputEvent) -> WindowHost.EventResponse,
                    frame: @escaping (Size) throws -> WindowFrame) {
            self.host = host; self.onEvent = onEvent; self.frame = frame
        }
    }

    public private(set) var windows: [Window] = []
    /// Called when the user closes a window (its close button): the app decides, typically by
    /// removing it. Without it the window is removed.
    public var onCloseRequest: ((Window) -> Void)?
    private var quitRequested = false

    public init() {}

    /// Adds a window (it draws its first frame on the next turn of the loop).
    public func add(_ window: Window) { windows.append(window) }

    /// Removes a window; its SDL window closes when the last reference goes.
    public func remove(_ window: Window) { windows.removeAll { $0 === window } }

    /// Ends the loop after the current turn.
    public func quit() { quitRequested = true }

    /// Asks every window for a frame (after a change outside any one window's events).
    public func setNeedsFrameEverywhere() { for w in windows { w.needsFrame = true } }

    /// Runs until no window is left or a quit is requested. `onWake` runs after
    /// ``WindowHost/wake()`` and answers whether the windows need a frame.
    public func run(onWake: () -> Bool = { false }) throws {
        var lastFrame = SDL_GetTicks64()
        while !quitRequested, !windows.isEmpty {
            var event = SDL_Event()
            var got: Int32
            let animating = windows.contains { $0.animating }
            if windows.contains(where: { $0.needsFrame }) {
                got = SDL_PollEvent(&event)
            } else if animating {
                let elapsed = SDL_GetTicks64() - lastFrame
                got = elapsed >= 16 ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, Int32(16 - elapsed))
            } else {
                got = SDL_WaitEvent(&event)
            }
            while got != 0, !quitRequested {
                dispatch(event, onWake: onWake)
                got = SDL_PollEvent(&event)
            }
            guard !quitRequested else { break }
            for w in windows where w.needsFrame || w.animating {
                let f = try w.frame(w.host.size)
                try w.host.present(f)
                w.animating = f.isAnimating
                w.needsFrame = false
            }
            lastFrame = SDL_GetTicks64()
        }
    }

    private func dispatch(_ event: SDL_Event, onWake: () -> Bool) {
        if event.type == SDL_USEREVENT.rawValue {
            if onWake() { setNeedsFrameEverywhere() }
            return
        }
        if event.type == SDL_QUIT.rawValue { quitRequested = true; return }
        guard let id = Self.windowID(of: event) else { return }
        // Keys and text without a focused window (it just closed, or no window manager gives
        // focus) go to the newest window.
        let isKeyboard = [SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue, SDL_TEXTINPUT.rawValue, SDL_TEXTEDITING.rawValue].contains(event.type)
        guard let w = windows.first(where: { $0.host.windowID == id }) ?? (isKeyboard ? windows.last : nil) else { return }
        if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) {
            if let onCloseRequest { onCloseRequest(w) } else { remove(w) }
            return
        }
        guard let input = WindowHost.inputEvent(event) else {
            if event.type == SDL_WINDOWEVENT.rawValue { w.needsFrame = true }
            return
        }
        let response = w.onEvent(input)
        if response == .quit { quitRequested = true; return }
        if case .pointerMoved = input { w.needsFrame = w.needsFrame || response == .redraw } else { w.needsFrame = true }
    }

    /// The window an SDL event belongs to (nil for events of no window).
    static func windowID(of e: SDL_Event) -> UInt32? {
        switch e.type {
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return e.key.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: return e.button.windowID
        case SDL_MOUSEMOTION.rawValue: return e.motion.windowID
        case SDL_MOUSEWHEEL.rawValue: return e.wheel.windowID
        case SDL_TEXTINPUT.rawValue: return e.text.windowID
        case SDL_TEXTEDITING.rawValue: return e.edit.windowID
        case SDL_WINDOWEVENT.rawValue: return e.window.windowID
        default: return nil
        }
    }
}
