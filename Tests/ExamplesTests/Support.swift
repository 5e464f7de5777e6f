import Foundation
import Testing
@testable import TesseraApp
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost
import TesseraTesting

/// The folder of this target's golden PNGs.
let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

/// Runs an app's `--screenshot` path headless (as its command line would) and returns the PNG.
@MainActor
func screenshot(_ app: some App, events: String? = nil, time: Double? = nil, size: String? = nil,
                window: String? = nil, scale: Double? = nil) throws -> PixelImage {
    try withScreenshotArguments(events: events, time: time) { out, arguments in
        var args = arguments
        if let size { args += ["--size", size] }
        if let scale { args += ["--scale", String(scale)] }
        if let window { args += ["--window", window] }
        var errors: [String] = []
        let status = AppRunner.run(app, arguments: args, output: AppOutput(out: { _ in }, err: { errors.append($0) }))
        guard status == 0 else { throw ScreenshotFailed(description: "exit \(status): \(errors.joined(separator: "; "))") }
        return try ImageCodec.decode(contentsOf: out)
    }
}

/// A headless session of an app's launch window as the app shows it (with its menu bar when
/// it has one), for reading its views after input.
@MainActor
func session(_ app: some App, size: Size? = nil, window windowID: String? = nil) throws -> AppSession {
    let body = app.body
    let window = body.windowDescription
    let measurer = try FontTextMeasurer()
    let windows = AppWindows(scenes: body.windowDescriptions, commands: body.commandEntries, appName: window.title) { root, scene in
        AppSession(root: root, size: size ?? scene.defaultSize, textMeasurer: measurer,
                   images: NoImages(), clock: SimulatedClock(), timeline: nil)
    }
    guard let opened = windows.open(id: windowID ?? window.id, value: nil) else { throw ScreenshotFailed(description: "no launch window") }
    return opened.session
}

extension AppSession {
    /// Clicks the centre of the view with id `id` (after laying out).
    func click(_ id: String) {
        _ = frame()
        guard let f = host.node(withID: id)?.frame else { Issue.record("no view \(id)"); return }
        _ = handle(.click(Point(x: f.midX, y: f.midY)))
        _ = frame()
    }
    /// The first text drawn at or below the view with id `id`.
    func text(_ id: String) -> String? {
        _ = frame()
        var result: String?
        host.node(withID: id)?.forEachNode { n in if result == nil, case .text(let t) = n.content { result = t.string } }
        return result
    }
}

/// The app's screenshot command failed.
struct ScreenshotFailed: Error, CustomStringConvertible { let description: String }

/// Runs the built example executable `name` (next to the test bundle) with `--screenshot` and
/// returns the PNG: the whole app path, main-queue draining included.
func runExample(_ name: String, events: String? = nil, time: Double? = nil) throws -> PixelImage {
    let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var exe = bin.appendingPathComponent(name).path
    if !FileManager.default.isExecutableFile(atPath: exe) {
        // swift-testing's runner may be started from inside the .xctest bundle.
        exe = bin.deletingLastPathComponent().appendingPathComponent(name).path
    }
    return try withScreenshotArguments(events: events, time: time) { out, args in
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let msg = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ScreenshotFailed(description: "\(exe) exited \(p.terminationStatus): \(msg)")
        }
        return try ImageCodec.decode(contentsOf: out)
    }
}

/// Runs `body` with a temporary PNG path and the `--screenshot` arguments for it (the event
/// file, when given, written beside it), and removes the folder afterwards.
func withScreenshotArguments<T>(events: String?, time: Double?, _ body: (String, [String]) throws -> T) throws -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("shot.png").path
    var args = ["--screenshot", out]
    if let events {
        let path = dir.appendingPathComponent("events.json").path
        try Data(events.utf8).write(to: URL(fileURLWithPath: path))
        args += ["--events", path]
    }
    if let time { args += ["--time", String(time)] }
    return try body(out, args)
}
