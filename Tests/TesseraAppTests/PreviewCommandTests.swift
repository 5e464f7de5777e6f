import Foundation
import Testing
@testable import TesseraApp
import TesseraSDL
import TesseraSDLHost

/// The built fixture executable (next to the test bundle, as ExamplesTests finds the examples).
func fixtureExecutable() -> String {
    let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let exe = bin.appendingPathComponent("PreviewFixtures").path
    if FileManager.default.isExecutableFile(atPath: exe) { return exe }
    return bin.deletingLastPathComponent().appendingPathComponent("PreviewFixtures").path
}

/// Runs `executable` with `arguments`; its status and output lines.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, out: [String], err: [String]) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    func lines(_ d: Data) -> [String] { String(decoding: d, as: UTF8.self).split(separator: "\n").map(String.init) }
    return (p.terminationStatus, lines(outData), lines(errData))
}

/// `--preview`, `--list-previews`, `--previews` and `--show-build-errors` on an app's command line.
@Suite(.serialized) @MainActor struct PreviewCommandTests {
    private func run(_ args: [String]) -> (status: Int32, out: [String], err: [String]) {
        var out: [String] = [], err: [String] = []
        let status = AppRunner.run(FixtureTestApp(), arguments: args, output: AppOutput(out: { out.append($0) }, err: { err.append($0) }))
        return (status, out, err)
    }

    @Test func previewReplacesTheScene() {
        let r = run(["--preview", "Fixed", "--layout"])
        #expect(r.status == 0)
        #expect(r.out.joined().contains("\"size\": {\"width\": 200, \"height\": 120}"))
    }

    @Test func sizeThatFitsPreviewTakesItsIdealSize() {
        let r = run(["--preview", "Fits", "--layout"])
        #expect(r.status == 0)
        #expect(r.out.joined().contains("\"size\": {\"width\": 90, \"height\": 40}"))
        // --size wins over the fitted size.
        #expect(run(["--preview", "Fits", "--layout", "--size", "300x100"]).out.joined().contains("\"width\": 300"))
    }

    @Test func unknownPreviewIsOneLineListingTheNames() {
        let r = run(["--preview", "Nope", "--layout"])
        #expect(r.status == 2)
        #expect(r.err.count == 1)
        #expect(r.err.first?.contains("no preview named \"Nope\"") == true)
        #expect(r.err.first?.contains("Greeting, ") == true)
    }

    @Test func listPreviewsPrintsNameAndSource() throws {
        let r = run(["--list-previews"])
        #expect(r.status == 0)
        let line = try fixtureLine("#Preview(\"Fits\", traits: .sizeThatFitsLayout) {")
        #expect(r.out.contains("Fits\tPreviewFixtures/FixturePreviews.swift:\(line)"))
    }

    @Test func buildErrorsShowInTheWindow() throws {
        let dir = NSTemporaryDirectory() + "tessera-build-errors-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = dir + "/build.log"
        try "Sources/App/View.swift:3:5: error: cannot find 'Txt' in scope\n1 | x\n".write(toFile: log, atomically: true, encoding: .utf8)
        let layout = run(["--show-build-errors", log, "--layout"])
        #expect(layout.status == 0)
        #expect(layout.out.joined().contains("\"id\": \"build-failed\""))
        let shot = run(["--show-build-errors", log, "--screenshot", dir + "/errors.png"])
        #expect(shot.status == 0, "\(shot.err)")
        let image = try ImageCodec.decode(contentsOf: dir + "/errors.png")
        #expect(image.width == 900 && image.height == 560)
        let missing = run(["--show-build-errors", dir + "/none.log", "--layout"])
        #expect(missing.status == 2)
        #expect(missing.err.count == 1 && missing.err[0].contains("none.log"))
    }

    /// The whole batch, through the fixture executable: every preview but the crashing one is
    /// written under its name, the crash is one line, the status is 2.
    @Test func previewsWritesEveryPNGAndReportsTheCrash() throws {
        let dir = NSTemporaryDirectory() + "tessera-previews-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runProcess(fixtureExecutable(), ["--previews", dir])
        #expect(r.status == 2)
        let crashLines = r.err.filter { $0.contains("Crashes") }
        #expect(crashLines.count == 1)
        #expect(crashLines.first?.contains("fixture preview crashed on purpose") == true, "\(r.err)")
        #expect(r.err.last?.contains("1 of") == true)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        let untitled = "FixturePreviews-\(try fixtureLine("#Preview {")).png"
        for name in ["Greeting.png", "Greeting-2.png", untitled, "Fits.png", "Fixed.png", "Portrait.png", "Counter.png",
                     "Light_Dark.png", "Provider_one.png", "Fixture_Previews-2.png"] {
            #expect(written.contains(name), "missing \(name) in \(written.sorted())")
        }
        #expect(!written.contains("Crashes.png"))
        func size(_ name: String) throws -> (Int, Int) {
            let image = try ImageCodec.decode(contentsOf: dir + "/" + name)
            return (image.width, image.height)
        }
        #expect(try size("Fits.png") == (90, 40))
        #expect(try size("Fixed.png") == (200, 120))
        #expect(try size("Portrait.png") == (200, 320))
        #expect(try size("Greeting.png") == (320, 200))
        #expect(try size("Fixture_Previews-2.png") == (100, 50))
    }
}
