import Foundation
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost
import TesseraATSPI

/// Runs an `App`: parses its command line and opens the window or renders headless.
@MainActor
enum AppRunner {
    /// Runs `app` with `arguments` (without the program name) and returns the exit status.
    static func run(_ app: some App, arguments: [String], output: AppOutput = .standard) -> Int32 {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        do {
            let options = try AppOptions(arguments: arguments)
            var discovered: PreviewCatalog?
            let catalog = {
                if let discovered { return discovered }
                let c = PreviewCatalog.discover()
                discovered = c
                return c
            }
            switch options.mode {
            case .help:
                output.out(AppOptions.usage(name))
                return 0
            case .previews(let directory):
                return try PreviewBatch.run(catalog(), directory: directory, options: options, output: output)
            case .listPreviews:
                for entry in catalog().entries { output.out("\(entry.name)\t\(entry.source)") }
                return 0
            case .screenshot, .layout, .window, .accessibility:
                break
            }
            let body = app.body
            let window = try PreviewWindow.description(for: options, app: body.windowDescription, catalog: catalog)
            let scenes = AppScenes(body: body, launch: window, replacesScenes: options.preview != nil || options.buildErrorsPath != nil)
            _ = try scenes.scene(for: options.windowID)
            switch options.mode {
            case .screenshot(let path):
                try HeadlessApp.screenshot(scenes, options: options, path: path, output: output)
            case .layout:
                try HeadlessApp.layout(scenes, options: options, output: output)
            case .accessibility:
                try HeadlessApp.accessibility(scenes, options: options, output: output)
            default:
                do {
                    try WindowedApp.run(scenes, options: options)
                } catch TesseraSDLError.noDisplay(let reason) {
                    output.err("\(name): no display (\(reason)); render headless with `\(name) --screenshot FILE.png [--size WxH]` or print the layout with `\(name) --layout`")
                    return 1
                }
            }
            if let problem = output.finish() { output.err("\(name): \(problem)"); return 2 }
            return 0
        } catch let e as AppOptionsError {
            output.err("\(name): \(e.description); run `\(name) --help` for the options")
        } catch {
            output.err("\(name): \(error)")
        }
        return 2
    }
}

/// Where the runner writes: stdout and stderr, replaceable in tests. Lines to `err` are made
/// one line without raw control characters (``MessageText/oneLine(_:)``); `finish` flushes
/// stdout at the end and says why it failed, if it did (``StandardOutput``).
struct AppOutput {
    var out: (String) -> Void
    var err: (String) -> Void
    var finish: () -> String? = { nil }
    init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, finish: @escaping () -> String? = { nil }) {
        self.out = out; self.err = { err(MessageText.oneLine($0)) }; self.finish = finish
    }
    static var standard: AppOutput {
        AppOutput(out: { StandardOutput.writeLine($0) }, err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                  finish: { StandardOutput.finish() })
    }
}

/// Seconds since this process started (from `/proc/self/stat` and `/proc/uptime`, 10 ms
/// resolution), or 0 when unknown.
func processAge() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
          let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]),
          let up = Double(uptime.split(separator: " ").first ?? "") else { return 0 }
    return up - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
}
