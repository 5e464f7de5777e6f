import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import TesseraDeveloperCommands
import Tessera
import TesseraLayoutSpec
import TesseraSDLHost
import TesseraTrainer
import TesseraDisplayList

/// The Trainer's round trips (issue 14): its layout spec laid out by `tessera layout` gives the
/// preview's frames; its Swift compiles against Tessera and draws the preview's pixels; a saved
/// state loads back to the same screen.
extension DemoTests {
    @Suite struct TrainerRoundTrip {
        static let size = Size(width: 1280, height: 800)

        static func fixture(_ name: String) throws -> TrainerState {
            try TrainerCommand.load(packageRoot + "/Tests/TesseraDemoTests/Fixtures/\(name)")
        }

        static func trainerSession(_ state: TrainerState, renderer: ViewRenderer, size: Size = size) -> DemoSession {
            DemoSession(model: DemoModel(sceneIndex: SceneCatalog.index(of: "trainer") ?? 0, size: size),
                        textMeasurer: renderer.textMeasurer, images: renderer.images,
                        trainer: TrainerModel(state: state), trainerOnly: true)
        }

        static let fixtures = ["default", "trainer-eager.json", "trainer-track.json"]

        static func state(_ name: String) throws -> TrainerState { name == "default" ? TrainerState() : try fixture(name) }

        /// `--emit spec` through the spec reader gives, for every cell, the frame the preview
        /// lays out (relative to the bordered grid), and the grid's own size.
        @Test(arguments: fixtures) func specFramesAreThePreviews(_ name: String) throws {
            let state = try Self.state(name)
            let renderer = try ViewRenderer()
            let session = Self.trainerSession(state, renderer: renderer)
            let preview = session.layoutResult()
            let area = try #require(preview.frame("grid-area"))
            #expect(area.size == TrainerView.gridArea(in: Self.size), "the spec proposes the grid area")
            let grid = try #require(preview.frame("grid"))
            let spec = try LayoutSpec(data: Data(SpecGenerator.spec(for: state, proposal: (area.width, area.height)).utf8),
                                      textMeasurer: renderer.textMeasurer).run()
            let specGrid = try #require(spec.frame("grid"))
            #expect(abs(specGrid.width - grid.width) < 1e-6 && abs(specGrid.height - grid.height) < 1e-6, "grid \(specGrid) vs \(grid)")
            for (r, row) in state.rows.enumerated() {
                for (c, cell) in row.cells.enumerated() {
                    let p = try #require(preview.frame(TrainerGridView.layoutID(cell.id)))
                    let q = try #require(spec.frame(TrainerState.cellLayoutID(row: r, column: c)))
                    #expect(abs((p.minX - grid.minX) - (q.minX - specGrid.minX)) < 1e-6 && abs((p.minY - grid.minY) - (q.minY - specGrid.minY)) < 1e-6
                            && abs(p.width - q.width) < 1e-6 && abs(p.height - q.height) < 1e-6,
                            "\(name) r\(r)c\(c): preview \(p) (grid \(grid.origin)) vs spec \(q) (grid \(specGrid.origin))")
                }
            }
        }

        /// The same through the command line: `tessera trainer --emit spec` then `tessera layout`.
        @Test func specThroughTheCommandLine() throws {
            let folder = temporaryFolder()
            let spec = folder + "/spec.json"
            let emitted = try runTessera(["trainer", "--state", packageRoot + "/Tests/TesseraDemoTests/Fixtures/trainer-eager.json",
                                          "--emit", "spec", "--out", spec])
            #expect(emitted.code == 0, "\(emitted.err)")
            let laidOut = try runTessera(["layout", spec])
            #expect(laidOut.code == 0, "\(laidOut.err)")
            let text = laidOut.out.joined(separator: "\n")
            #expect(text.contains("\"id\": \"r2c1\""), "every cell is reported")
        }

        /// The fixture views hold exactly what `--emit swift` prints for the fixture states.
        @Test func generatedViewsAreCurrent() throws {
            let source = try String(contentsOfFile: packageRoot + "/Tests/TesseraDemoTests/TrainerGeneratedViews.swift", encoding: .utf8)
            for name in ["trainer-eager.json", "trainer-track.json"] {
                let state = try Self.fixture(name)
                let code = state.mode == .eager ? SwiftUICodeGenerator.code(for: state).text : ExyteCodeGenerator.code(for: state).text
                let indented = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
                #expect(source.contains(indented), "TrainerGeneratedViews.swift is stale for \(name): regenerate it")
            }
        }

        /// The compiled generated code draws the preview's pixels (the grid alone: no overlay
        /// text or selection outline, which the code does not contain), proposed the same area.
        @Test(arguments: ["trainer-eager.json", "trainer-track.json"]) func generatedCodeDrawsThePreview(_ name: String) throws {
            let state = try Self.fixture(name)
            let renderer = try ViewRenderer()
            let area = TrainerView.gridArea(in: Self.size)
            let preview = try renderer.render(TrainerGridView(state: state, decorated: false).frame(width: area.width, height: area.height), size: area)
            let compiled: PixelImage
            if state.mode == .eager {
                compiled = try renderer.render(TrainerGeneratedEager().frame(width: area.width, height: area.height), size: area)
            } else {
                compiled = try renderer.render(TrainerGeneratedTrack().frame(width: area.width, height: area.height), size: area)
            }
            #expect(preview == compiled, "\(name): the compiled code draws something else than the preview")
            #expect(Set(stride(from: 0, to: preview.pixels.count, by: 4).map { preview.pixels[$0] }).count > 3, "something is drawn")
        }

        /// Freshly generated code of the fixtures type-checks against the built Tessera module
        /// (`swiftc -typecheck`, a fraction of a second), as an app importing Tessera would.
        @Test func freshCodeTypeChecksAgainstTessera() throws {
            let modules = Bundle.main.bundleURL.deletingLastPathComponent().path + "/Modules"
            let candidates = [modules, packageRoot + "/.build/debug/Modules"]
            let dir = try #require(candidates.first { FileManager.default.fileExists(atPath: $0 + "/Tessera.swiftmodule") },
                                   "no built Tessera module in \(candidates)")
            let folder = temporaryFolder()
            var state = try Self.fixture("trainer-eager.json")
            state.grid.alignment = .centerLastTextBaseline
            state.rows[0].cells[0].unsized = .vertical
            var track = try Self.fixture("trainer-track.json")
            track.track.flow = .columns; track.track.contentMode = .scroll
            track.track.tracks.append(.minmax(.minContent, .maxContent))
            track.rows[0].cells[0].item.startRow = 1
            let file = folder + "/Generated.swift"
            let text = "import Tessera\nstruct A: View {\n var body: some View {\n\(SwiftUICodeGenerator.code(for: state).text)}\n}\n"
                + "struct B: View {\n var body: some View {\n\(ExyteCodeGenerator.code(for: track).text)}\n}\n"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["swiftc", "-typecheck", "-I", dir, file]
            let err = Pipe()
            p.standardError = err
            p.standardOutput = Pipe()
            try p.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "generated code does not compile: \(message)")
        }

        /// Edits, Save, load: the loaded Trainer draws the same screen.
        @Test func savedStateReproducesTheScreen() throws {
            let renderer = try ViewRenderer()
            let a = Self.trainerSession(try Self.fixture("trainer-eager.json"), renderer: renderer)
            a.trainer.animation = nil
            let first = try #require(a.trainer.state.cells.first?.id)
            a.trainer.click(first, extend: false)
            a.trainer.edit { $0.setSelectedWidth(133); $0.grid.padding = 20; $0.view.codeOpacity = 0.4 }
            a.trainer.edit { $0.perform(.addLastColumn, at: first) }
            let path = temporaryFolder() + "/state.json"
            a.trainerStatePath = path
            a.saveTrainerState()
            #expect(a.trainerMessage == "saved \(path)")
            let b = Self.trainerSession(try TrainerCommand.load(path), renderer: renderer)
            let imageA = try renderer.render(a.displayList(), size: Self.size)
            let imageB = try renderer.render(b.displayList(), size: Self.size)
            #expect(imageA == imageB, "the loaded state draws a different screen")
            #expect(b.trainer.code == a.trainer.code)
        }

        /// Bad state files: one line naming the file and the JSON path, exit code 2.
        @Test func badStateFilesExitTwo() throws {
            let folder = temporaryFolder()
            for (text, path) in [("{\"rows\": []}", "$.rows"), ("{\"rows\": [{\"cells\": [{\"width\": -1}]}]}", "$.rows[0].cells[0].width"),
                                 ("{\"rows\": [{\"cells\": [{}]}], \"extra\": 1}", "$.extra"), ("nope", "$")] {
                let file = folder + "/bad.json"
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                let r = try runTessera(["trainer", "--state", file, "--emit", "swift"])
                #expect(r.code == 2)
                #expect(r.err.count == 1 && r.err[0].hasPrefix("tessera: \(file): \(path)"), "\(r.err)")
            }
        }
    }
}
