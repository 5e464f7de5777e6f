import CSDL2
import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraTesting
@testable import TesseraSDL

@Suite(.serialized) struct WindowHostTests {
    private func keyEvent(_ key: SDL_KeyCode, shift: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = SDL_Keycode(key.rawValue)
        e.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
        return e
    }

    @Test func sdlEventsBecomeInputEvents() {
        #expect(WindowHost.inputEvent(keyEvent(SDLK_7)) == .key(name: "7", shift: false))
        #expect(WindowHost.inputEvent(keyEvent(SDLK_TAB, shift: true)) == .key(name: "Tab", shift: true))
        #expect(WindowHost.inputEvent(keyEvent(SDLK_SPACE)) == .key(name: "Space", shift: false))
        #expect(WindowHost.inputEvent(keyEvent(SDLK_LEFT)) == .key(name: "Left", shift: false))
        #expect(WindowHost.inputEvent(keyEvent(SDLK_h)) == .key(name: "H", shift: false))
        #expect(WindowHost.inputEvent(keyEvent(SDLK_F1)) == .key(name: "F1", shift: false))
        #expect(WindowHost.inputEvent(keyEvent(SDLK_ESCAPE)) == .key(name: "Escape", shift: false))
        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 320; click.button.y = 240; click.button.clicks = 2
        #expect(WindowHost.inputEvent(click) == .pointerDown(Point(x: 320, y: 240), button: .primary, clickCount: 2))
        click.type = SDL_MOUSEBUTTONUP.rawValue
        click.button.button = UInt8(SDL_BUTTON_RIGHT)
        #expect(WindowHost.inputEvent(click) == .pointerUp(Point(x: 320, y: 240), button: .secondary))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 5; motion.motion.y = 7
        #expect(WindowHost.inputEvent(motion) == .pointerMoved(Point(x: 5, y: 7)))
        var ctrlC = keyEvent(SDLK_c)
        ctrlC.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        #expect(WindowHost.inputEvent(ctrlC) == .key(name: "C", shift: false, modifiers: .control))
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseX = 0; wheel.wheel.preciseY = -3
        #expect(WindowHost.inputEvent(wheel) == .scroll(dx: 0, dy: -3))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(WindowHost.inputEvent(quit) == .quit)
    }

    /// SDL's fixed text buffers: UTF-8 up to the NUL; invalid bytes become U+FFFD, control
    /// characters are dropped.
    @Test func textInputIsDecodedSafely() {
        let bytes: [UInt8] = [0xE7, 0xBD, 0x91, 0x41, 0xFF, 0x09, 0x42, 0, 0x43]
        let text = bytes.withUnsafeBytes { WindowHost.decodeText($0) }
        #expect(text == "网A\u{FFFD}B")
    }

    /// Without a display the window says so in one line and points to `tessera screenshot`;
    /// with one (e.g. under xvfb-run), a software-rendered window shows exactly the headless pixels.
    /// Users cannot shrink a window below 320 x 240, but a window the app opens smaller keeps
    /// the size it asked for on that axis (SDL grows a window to its minimum at once).
    @Test func minimumSizeNeverExceedsTheRequestedSize() {
        #expect(WindowHost.minimumSize(forRequested: Size(width: 1280, height: 800)) == WindowHost.minimumSize)
        #expect(WindowHost.minimumSize(forRequested: Size(width: 320, height: 200)) == Size(width: 320, height: 200))
        #expect(WindowHost.minimumSize(forRequested: Size(width: 100.5, height: 900)) == Size(width: 101, height: 240))
        #expect(WindowHost.minimumSize(forRequested: Size(width: 0, height: 0)) == Size(width: 1, height: 1))
    }

    @Test func windowMatchesHeadlessOrExplainsNoDisplay() throws {
        let size = Size(width: 320, height: 200)
        let photos = (0..<4).map { RendererScenes.syntheticPhoto(seed: $0, size: 128) }
        var list = RendererScenes.photoGrid(size: Size(width: 320, height: 200), photos: photos, flipAngle: 30)
        list.append(.fill(.roundedRect(Rect(x: 10.5, y: 150.25, width: 120, height: 30), cornerRadius: 8), .color(.orange)))
        // Offscreen layers too: a shadow, a blur and a mask.
        list.items.append(contentsOf: [DisplayItem]([
            .pushLayer(.shadow(color: Color(white: 0, alpha: 0.4), radius: 3, x: 2, y: 3)),
            .fill(.roundedRect(Rect(x: 150, y: 150, width: 60, height: 30), cornerRadius: 6), .color(.white)), .popLayer,
            .pushLayer(.blur(radius: 2.5, opaque: false)), .fill(.rect(Rect(x: 230, y: 150, width: 30, height: 30)), .color(.blue)), .popLayer,
            .pushLayer(.mask(DisplayList([.fill(.path(.circle(in: Rect(x: 270, y: 150, width: 30, height: 30))), .color(.black))]))),
            .fill(.rect(Rect(x: 270, y: 150, width: 30, height: 30)), .color(.red)), .popLayer,
        ]))
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            do {
                _ = try WindowHost(title: "test", size: size)
                Issue.record("expected no display")
            } catch let e as TesseraSDLError {
                #expect(e.description.contains("tessera screenshot"))
                #expect(!e.description.contains("\n"))
            }
            return
        }
        setenv("SDL_RENDER_DRIVER", "software", 1)
        defer { unsetenv("SDL_RENDER_DRIVER") }
        let host = try WindowHost(title: "Tessera window test", size: size)
        #expect(host.rendererName == "software")
        #expect(host.title == "Tessera window test")
        let shown = try host.drawAndCapture(WindowFrame(displayList: list, background: .white))
        let headless = try HeadlessRenderer().render(list, size: size, scale: host.scale, background: .white)
        #expect(shown.width == headless.width && shown.height == headless.height)
        #expect(shown == headless)
        try ImageCodec.writePNG(shown, to: artifactPath("window.png"))
    }
}
