import Testing
@testable import TesseraApp
import TesseraSDLHost

@Suite struct AppOptionsTests {
    @Test func noArgumentsOpensTheWindow() throws {
        #expect(try AppOptions(arguments: []).mode == .window)
        #expect(try AppOptions(arguments: ["--size", "800x600"]).size == Size(width: 800, height: 600))
    }

    @Test func screenshotTakesItsOptions() throws {
        let o = try AppOptions(arguments: ["--screenshot", "a.png", "--size", "320x200", "--scale", "2", "--time", "1.5",
                                           "--events", "e.json"])
        #expect(o.mode == .screenshot(path: "a.png"))
        #expect(o.size == Size(width: 320, height: 200))
        #expect(o.scale == 2)
        #expect(o.time == 1.5)
        #expect(o.eventsPath == "e.json")
        #expect(try AppOptions(arguments: ["--layout"]).mode == .layout)
    }

    @Test func previewFlags() throws {
        let batch = try AppOptions(arguments: ["--previews", "out", "--scale", "2", "--size", "300x200"])
        #expect(batch.mode == .previews(directory: "out"))
        #expect(batch.scale == 2)
        let one = try AppOptions(arguments: ["--preview", "Dark", "--screenshot", "d.png"])
        #expect(one.mode == .screenshot(path: "d.png"))
        #expect(one.preview == "Dark")
        #expect(try AppOptions(arguments: ["--preview", "Dark"]).mode == .window)
        #expect(try AppOptions(arguments: ["--list-previews"]).mode == .listPreviews)
        #expect(try AppOptions(arguments: ["--show-build-errors", "b.log"]).buildErrorsPath == "b.log")
    }

    @Test func accessibilityTakesAnEventReplay() throws {
        let o = try AppOptions(arguments: ["--accessibility", "--events", "e.json", "--time", "2", "--size", "400x300"])
        #expect(o.mode == .accessibility)
        #expect(o.eventsPath == "e.json" && o.time == 2 && o.size == Size(width: 400, height: 300))
    }

    @Test func lookForcesAPlatformLook() throws {
        #expect(try AppOptions(arguments: []).look == nil)
        #expect(try AppOptions(arguments: ["--look", "touch", "--screenshot", "a.png"]).look == .touch)
        #expect(try AppOptions(arguments: ["--look", "Desktop"]).look == .desktop)
    }

    @Test(arguments: [
        (["--look", "phone"], "bad --look \"phone\": use desktop or touch"),
        (["--look"], "--look needs a value"),
        (["--bogus"], "unknown option \"--bogus\""),
        (["stray"], "unexpected argument \"stray\""),
        (["--screenshot"], "--screenshot needs a value"),
        (["--screenshot", "a.jpg"], "bad --screenshot \"a.jpg\": the file name must end in .png"),
        (["--size", "0x10"], "bad --size \"0x10\": expected WxH with whole numbers from 1 to 16384, such as 1280x800"),
        (["--size", "12.5x10"], "bad --size \"12.5x10\": expected WxH with whole numbers from 1 to 16384, such as 1280x800"),
        (["--size", "+5x5"], "bad --size \"+5x5\": expected WxH with whole numbers from 1 to 16384, such as 1280x800"),
        (["--screenshot", "a.png", "--scale", "nan"], "bad --scale \"nan\": expected a number from 0.25 to 8, such as 2"),
        (["--screenshot", "a.png", "--time", "-1"], "bad --time \"-1\": expected seconds from 0 to 3600, such as 0.25"),
        (["--time", "1"], "--time only goes with --screenshot, --layout or --accessibility"),
        (["--layout", "--scale", "2"], "--scale only goes with --screenshot or --previews"),
        (["--accessibility", "--scale", "2"], "--scale only goes with --screenshot or --previews"),
        (["--layout", "--screenshot", "a.png"], "choose one of --screenshot, --layout, --accessibility, --previews, --list-previews and --help"),
        (["--previews", "out", "--layout"], "choose one of --screenshot, --layout, --accessibility, --previews, --list-previews and --help"),
        (["--previews"], "--previews needs a value"),
        (["--preview", "A", "--show-build-errors", "b.log"], "choose one of --preview and --show-build-errors"),
        (["--previews", "out", "--preview", "A"], "--preview does not go with --previews"),
        (["--list-previews", "--show-build-errors", "b.log"], "--show-build-errors does not go with --list-previews"),
        (["--scale", "2"], "--scale only goes with --screenshot or --previews"),
        (["--previews", "out", "--time", "1"], "--time only goes with --screenshot, --layout or --accessibility"),
        (["--size", "10x10", "--size", "20x20"], "--size is given twice"),
    ])
    func badArgumentsAreOneLine(_ args: [String], _ message: String) {
        #expect(throws: AppOptionsError(message)) { try AppOptions(arguments: args) }
    }

    /// `--size` follows the one rule of `tessera screenshot --size` (``HeadlessOptionValues``):
    /// the same values pass and the same message names the others.
    @Test(arguments: ["800x600", "1x16384", "16385x10", "1e3x10", "10x", "x10", "10x10x10", " 10x10", "٣x3", "0010x20", "-1x5"])
    func sizeFollowsTheScreenshotRule(_ value: String) {
        let shared: Result<Size, HeadlessOptionValues.Invalid>
        do { shared = .success(try HeadlessOptionValues.size(value)) } catch { shared = .failure(error) }
        let app = Result { try AppOptions(arguments: ["--size", value]).size }
        switch (shared, app) {
        case let (.success(a), .success(b)): #expect(a == b)
        case let (.failure(a), .failure(b)): #expect((b as? AppOptionsError)?.description == a.message)
        default: Issue.record("\(value): \(shared) versus \(app)")
        }
        if value == "800x600" || value == "1x16384" || value == "0010x20" { #expect((try? shared.get()) != nil) }
        else { #expect((try? shared.get()) == nil) }
    }
}
