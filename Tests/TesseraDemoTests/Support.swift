import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraLayoutSpec
import TesseraSDLHost
import TesseraTesting

/// Every test of this target that renders or measures with SDL runs in this one serialized
/// suite (SDL_ttf shares one FreeType library); the nested suites live in their own files.
@Suite(.serialized) struct DemoTests {}

/// A session on scene `id` at 1280x800 (or `size`) measured with the bundled fonts (of
/// `renderer`, if given).
func session(_ id: String, size: Size = Size(width: 1280, height: 800), renderer: ViewRenderer? = nil) throws -> DemoSession {
    let index = try #require(SceneCatalog.index(of: id))
    let measurer = try renderer?.textMeasurer ?? FontTextMeasurer()
    return DemoSession(model: DemoModel(sceneIndex: index, size: size), textMeasurer: measurer,
                       images: renderer?.images ?? FileImageProvider())
}

/// The frames of a session's scene relative to its grid's origin (GridRules §7 coordinates).
struct GridFrames {
    let result: LayoutResult
    let grid: Rect
    init(_ s: DemoSession) throws {
        result = s.layoutResult()
        grid = try #require(result.frame("grid"))
    }
    subscript(_ id: String) -> Rect? {
        result.frame(id).map { Rect(x: $0.minX - grid.minX, y: $0.minY - grid.minY, width: $0.width, height: $0.height) }
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Where the built `tessera` executable is (next to the test bundle).
var tesseraExecutable: String {
    let dir = Bundle.main.bundleURL.path
    for candidate in [dir + "/tessera", dir + "/../tessera"] where FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
    }
    return dir + "/tessera"
}

/// Runs the `tessera` executable with `arguments` and `environment` changes; returns the exit
/// code and the lines of stdout and stderr.
func runTessera(_ arguments: [String], environment: [String: String?] = [:]) throws -> (code: Int32, out: [String], err: [String]) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: tesseraExecutable)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let out = Pipe(), err = Pipe()
    p.standardOutput = out; p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    func lines(_ d: Data) -> [String] { String(decoding: d, as: UTF8.self).split(separator: "\n").map(String.init) }
    return (p.terminationStatus, lines(o), lines(e))
}

/// A fresh temporary folder.
func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "tessera-demo-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
