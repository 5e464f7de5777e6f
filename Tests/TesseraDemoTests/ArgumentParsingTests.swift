import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine

/// The command line on swift-argument-parser (Contracts.md, "Command lines"): `demo` by default,
/// `--opt=value`, help per command, one-line errors with exit 2, "did you mean".
struct ArgumentParsingTests {
    func run(_ args: [String]) -> (Int32, Capture) {
        let c = Capture()
        return (TesseraCommand.run(args, output: c.output), c)
    }

    /// `tessera --scene spanning` and `tessera --size 800x600` are the demo (which, with no
    /// display here, answers with the one-line "no display" error naming the scene).
    @Test func demoIsTheDefaultCommand() {
        let (code, c) = run(["--scene", "spanning", "--size", "800x600"])
        #expect(code == 2)
        #expect(c.err.count == 1 && c.err[0].contains("tessera screenshot --scene spanning"), "\(c.err)")
        let (code2, c2) = run(["--scene=spanning"])
        #expect(code2 == 2 && c2.err[0].contains("--scene spanning"))
    }

    @Test func optionEqualsValueForms() throws {
        let out = temporaryFolder() + "/x.png"
        let (code, c) = run(["screenshot", "--scene=first-grid", "--out=\(out)", "--size=200x100"])
        #expect(code == 0, "\(c.err)")
        #expect(c.out.first?.hasPrefix("wrote \(out) (200x100 pixels") == true)
    }

    @Test(arguments: ["layout", "screenshot", "conformance", "demo", "scenes"])
    func everyCommandHasItsOwnHelp(_ command: String) {
        for args in [[command, "--help"], ["help", command], [command, "-h"]] {
            let (code, c) = run(args)
            #expect(code == 0)
            let text = c.out.joined(separator: "\n")
            #expect(text.contains("USAGE: tessera \(command)"), "\(args): \(text)")
        }
    }

    @Test func rootHelpListsTheCommands() {
        let (code, c) = run(["--help"])
        #expect(code == 0)
        let text = c.out.joined(separator: "\n")
        for name in ["demo (default)", "scenes", "screenshot", "layout", "conformance"] { #expect(text.contains(name)) }
    }

    @Test(arguments: [
        (["scenez"], "unknown command \"scenez\"; did you mean \"scenes\"?"),
        (["screenshot", "--scene", "spaning", "--out", "/tmp/x.png"], "unknown scene \"spaning\"; did you mean \"spacing\"?"),
        (["--size", "800x600.5"], "bad --size \"800x600.5\""),
        (["layout", "--bogus"], "unknown option '--bogus'; run `tessera layout --help`"),
        (["scenes", "extra"], "unexpected argument 'extra'"),
        (["screenshot", "--scene"], "missing value for '--scene"),
        (["frobnicate"], "unknown command \"frobnicate\"; run `tessera --help`"),
    ])
    func errorsAreOneLineAndExit2(_ args: [String], _ message: String) {
        let (code, c) = run(args)
        #expect(code == 2)
        #expect(c.err.count == 1, "\(c.err)")
        #expect(c.err.first?.hasPrefix("tessera: ") == true)
        #expect(c.err.first?.contains(message) == true, "\(c.err)")
        #expect(c.out.isEmpty)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(_ shell: String) {
        let (code, c) = run(["--generate-completion-script", shell])
        #expect(code == 0)
        let script = c.out.joined(separator: "\n")
        #expect(script.contains("screenshot") && script.contains("--scene"))
    }

    @Test func suggestions() {
        #expect(Suggestion.closest(to: "column-widht", among: SceneCatalog.ids) == "column-widths")
        #expect(Suggestion.closest(to: "zzzzzz", among: SceneCatalog.ids) == nil)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
    }
}
