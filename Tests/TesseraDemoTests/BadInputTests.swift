import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import Tessera
import TesseraLayoutSpec
import TesseraSDL
import TesseraSDLHost

/// Bad input gives one line on stderr naming the problem, exit code 2, and no crash.
extension DemoTests {
    @Suite struct BadInput {
        func fails(_ args: [String], saying message: String) {
            let c = Capture()
            let code = TesseraCommand.run(args, output: c.output)
            #expect(code == 2, "\(args)")
            #expect(c.err.count == 1, "\(c.err)")
            #expect(c.err.first?.contains(message) == true, "\(c.err)")
            #expect(c.out.isEmpty)
        }

        @Test func unknownSceneListsTheValidIds() {
            for args in [["screenshot", "--scene", "nope", "--out", "/tmp/x.png"], ["layout", "--scene", "nope"], ["demo", "--scene", "nope"]] {
                fails(args, saying: "unknown scene \"nope\"; valid scenes: first-grid, spacing, column-widths")
            }
        }

        @Test func badSizeAndScale() {
            for size in ["0x5", "abc", "1280", "1280x", "-3x4", "99999x10"] {
                fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--size", size], saying: "bad --size")
                fails(["layout", "--scene", "spacing", "--size", size], saying: "bad --size")
            }
            for scale in ["0", "x", "100", "nan"] {
                fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--scale", scale], saying: "bad --scale")
            }
            fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--size", "9000x9000", "--scale", "2"], saying: "too large")
        }

        @Test func unwritableOutput() {
            fails(["screenshot", "--scene", "spacing", "--out", "/no/such/folder/x.png"], saying: "cannot write /no/such/folder/x.png")
            fails(["screenshot", "--scene", "spacing", "--out", "/etc/hostname/x.png"], saying: "cannot write /etc/hostname/x.png")
            fails(["screenshot", "--scene", "spacing", "--out", "shot.jpg"], saying: "must end in .png")
            let dir = temporaryFolder() + "/folder.png"
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            fails(["screenshot", "--scene", "spacing", "--out", dir], saying: "it is a folder")
        }

        /// Issue 13's bad lazy-grid input through the command line: one line naming the JSON
        /// path, exit 2 (malformed values); clamped values still lay out (exit 0).
        @Test(arguments: [
            (#"{"kind": "lazyVGrid", "columns": [{"flexible": {"minimum": -4}}], "content": []}"#, "$.root.columns[0].flexible.minimum: must not be negative"),
            (#"{"kind": "lazyVGrid", "columns": [{"adaptive": {"minimum": "zero"}}], "content": []}"#, "$.root.columns[0].adaptive.minimum: expected a number"),
            (#"{"kind": "lazyVGrid", "columns": [{"fixed": 10, "spacing": "NaN"}], "content": []}"#, "$.root.columns[0].spacing: expected a number"),
            (#"{"kind": "lazyHGrid", "rows": [{"fixed": 10}], "spacing": "wide", "content": []}"#, "$.root.spacing: expected a number"),
        ])
        func badLazyGridSpecs(_ root: String, _ message: String) {
            fails(["layout", writeTemp(#"{"root": "# + root + "}")], saying: message)
        }

        @Test func clampedLazyGridSpecsLayOut() {
            let c = Capture()
            let spec = #"{"proposal": {"width": 200, "height": null}, "root": {"kind": "lazyVGrid", "columns": [{"adaptive": {"minimum": 0}}, {"flexible": {"minimum": 9, "maximum": 4}}], "spacing": -3, "content": [{"kind": "rectangle", "id": "a", "modifiers": [{"frame": {"height": 5}}]}]}}"#
            #expect(TesseraCommand.run(["layout", writeTemp(spec)], output: c.output) == 0)
            #expect(c.out.joined().contains("\"a\""))
            #expect(!c.out.joined().contains("nan"))
            let empty = Capture()
            #expect(TesseraCommand.run(["layout", writeTemp(#"{"root": {"kind": "lazyVGrid", "columns": [], "content": [{"kind": "rectangle", "id": "e"}]}}"#)], output: empty.output) == 0)
        }

        @Test func missingArguments() {
            fails(["screenshot", "--out", "/tmp/x.png"], saying: "screenshot needs --scene ID")
            fails(["screenshot", "--scene", "spacing"], saying: "screenshot needs --out FILE.png")
            fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--time", "-1"], saying: "bad --time")
            fails(["scenes", "extra"], saying: "unexpected argument")
        }

        @Test(arguments: [
            ("[{", "malformed JSON"),
            ("{}", "expected a JSON list"),
            (#"[{"key": "7"}]"#, "event 0: \"at\" must be a number"),
            (#"[{"at": true, "key": "7"}]"#, "event 0: \"at\" must be a number"),
            (#"[{"at": -1, "key": "7"}]"#, "must not be negative"),
            (#"[{"at": 0}]"#, "needs exactly one of"),
            (#"[{"at": 0, "key": "7", "click": {"x": 1, "y": 2}}]"#, "needs exactly one of"),
            (#"[{"at": 0, "click": {"x": 1}}]"#, "click.y must be a number"),
            (#"[{"at": 0, "resize": {"width": 0, "height": 10}}]"#, "resize must be from"),
            (#"[{"at": 0, "key": 7}]"#, "must be a key name"),
            (#"[{"at": 0, "key": "7", "colour": 1}]"#, "unknown field \"colour\""),
        ])
        func malformedEventFile(_ json: String, _ message: String) throws {
            let path = temporaryFolder() + "/events.json"
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--events", path], saying: message)
            fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--events", path], saying: "event file \(path): ")
        }

        @Test func missingEventFile() {
            fails(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png", "--events", "/no/events.json"], saying: "cannot read event file /no/events.json")
        }

        @Test func missingOrCorruptImageNamesTheFile() throws {
            let renderer = try ViewRenderer()
            #expect { try renderer.render(Image(path: "/no/such/photo.png"), size: Size(width: 100, height: 100)) } throws: { e in
                "\(e)".contains("/no/such/photo.png") && "\(e)".split(separator: "\n").count == 1
            }
            let bad = temporaryFolder() + "/bad.png"
            try Data("not a png".utf8).write(to: URL(fileURLWithPath: bad))
            let r2 = try ViewRenderer()
            #expect { try r2.render(Image(path: bad), size: Size(width: 100, height: 100)) } throws: { e in
                "\(e)".contains("cannot decode \(bad)")
            }
        }

        // The executable itself: exit code 2 and one line, no crash, in a fresh process.

        @Test func corruptOrMissingFontNamesTheFile() throws {
            let assets = temporaryFolder()
            try FileManager.default.createDirectory(atPath: assets + "/Fonts", withIntermediateDirectories: true)
            let missing = try runTessera(["screenshot", "--scene", "spacing", "--out", "/tmp/x.png"], environment: ["TESSERA_ASSETS": assets])
            #expect(missing.code == 2)
            #expect(missing.err.count == 1 && missing.err[0].contains(assets + "/Fonts/DejaVuSans"), "\(missing.err)")
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: assets + "/Fonts/DejaVuSans.ttf"))
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: assets + "/Fonts/DejaVuSans-Bold.ttf"))
            let corrupt = try runTessera(["layout", "--scene", "first-grid"], environment: ["TESSERA_ASSETS": assets])
            #expect(corrupt.code == 2)
            #expect(corrupt.err.count == 1 && corrupt.err[0].contains(assets + "/Fonts/DejaVuSans"), "\(corrupt.err)")
        }

        @Test func noDisplayPointsToScreenshot() throws {
            let r = try runTessera(["demo"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
            #expect(r.code == 2)
            #expect(r.err.count == 1 && r.err[0].contains("tessera screenshot"), "\(r.err)")
        }

        @Test func scenesCommandPrintsTheIds() throws {
            let r = try runTessera(["scenes"])
            #expect(r.code == 0)
            #expect(r.out == SceneCatalog.ids)
        }
    }
}

extension DemoTests {
    /// `tessera layout SPEC.json` measures `text` with the bundled DejaVu Sans.
    @Suite struct SpecText {
        @Test func textIsMeasuredWithTheBundledFont() throws {
            let path = writeTemp(#"{"root": {"kind": "text", "id": "t", "text": "Hello grid", "fontSize": 20}}"#)
            let c = Capture()
            #expect(TesseraCommand.run(["layout", path], output: c.output) == 0)
            let m = try FontTextMeasurer().measure("Hello grid", font: Font(size: 20), proposedWidth: nil)
            let json = c.out.joined()
            #expect(json.contains(#""width": \#(Int(m.size.width)), "height": \#(Int(m.size.height))}"#), "\(json)")
            // The monospace fake would say 10 characters x 12 points.
            #expect(m.size.width != 120)
        }
    }
}
