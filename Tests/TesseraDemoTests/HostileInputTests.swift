import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import TesseraDisplayList
import TesseraGeometry
import Tessera
import TesseraSDL
import TesseraSDLHost
import TesseraTesting

/// The classes of hostile input of issue 17, each through the code path a user reaches.
extension DemoTests {
    @Suite struct HostileFiles {
        /// A PNG header claiming `w` x `h` pixels, followed by nothing useful (591 bytes in the
        /// report took 16.8 GB and 50 s to fail).
        func bombPNG(width w: UInt32, height h: UInt32) -> Data {
            var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            for v in [w, h] { b += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
            b += [8, 6, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 560)
            return Data(b)
        }

        @Test func headerIsReadWithoutDecoding() throws {
            #expect(ImageHeader.parse([UInt8](bombPNG(width: 65535, height: 65535))) == ImageHeader(format: .png, width: 65535, height: 65535))
            let jpeg = try [UInt8](Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/TesseraDemoTests/Fixtures/odd-size.jpg")))
            let h = try #require(ImageHeader.parse(jpeg))
            #expect(h.format == .jpeg && h.width > 0 && h.height > 0)
        }

        /// A FIFO named x.png hung forever; a header bomb took gigabytes; ten broken files gave
        /// ten warnings. Now: skipped at once, one warning per kind of problem, with a count.
        @Test func hostilePhotoFolderGivesOneWarningPerProblem() throws {
            let dir = temporaryFolder()
            #expect(mkfifo(dir + "/a-fifo.png", 0o644) == 0)
            try bombPNG(width: 65535, height: 65535).write(to: URL(fileURLWithPath: dir + "/b-bomb.png"))
            for i in 0..<10 { try Data("junk \(i)".utf8).write(to: URL(fileURLWithPath: dir + "/c-junk\(i).png")) }
            try FileManager.default.copyItem(atPath: packageRoot + "/Tests/TesseraDemoTests/Fixtures/odd-size.jpg", toPath: dir + "/d-good.jpg")
            var warnings: [String] = []
            let start = Date()
            let photos = try HoneycombPhotos.load(folder: dir) { warnings.append($0) }
            #expect(Date().timeIntervalSince(start) < 5)
            #expect(photos.photos.map(\.name) == ["D Good"])
            #expect(warnings.count == 3, "\(warnings)")
            #expect(warnings.contains { $0.contains("skipped 1 file: not a regular file") })
            #expect(warnings.contains { $0.contains("skipped 1 file: larger than 24 million pixels") })
            #expect(warnings.contains { $0.contains("skipped 10 files: not a readable PNG or JPEG image (first: \"\(dir)/c-junk0.png\")") })
        }

        /// Only as many photos as the honeycomb shows are read: the 43rd file is never opened
        /// (here it is a FIFO, which would be skipped with a warning if it were looked at).
        @Test func onlyTheShownPhotosAreRead() throws {
            let dir = temporaryFolder()
            let src = packageRoot + "/Tests/TesseraDemoTests/Fixtures/odd-size.jpg"
            for i in 0..<HoneycombPhotos.shownCount { try FileManager.default.copyItem(atPath: src, toPath: dir + String(format: "/p%03d.jpg", i)) }
            #expect(mkfifo(dir + "/zz.png", 0o644) == 0)
            var warnings: [String] = []
            let photos = try HoneycombPhotos.load(folder: dir) { warnings.append($0) }
            #expect(photos.photos.count == HoneycombPhotos.shownCount)
            #expect(warnings.isEmpty)
        }

        /// A write that fails leaves the old file alone and is reported as a failure.
        @Test func failedWriteKeepsTheOldFile() throws {
            let path = temporaryFolder() + "/shot.png"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: TesseraSDLError.self) {
                try AtomicFile.replace(path, write: { try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: $0)) },
                                       verify: { AtomicFile.isCompletePNG($0) ? nil : "cut short" })
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["shot.png"])
            // A real PNG replaces it completely.
            try ImageCodec.writePNG(PixelImage(width: 2, height: 2, fill: (1, 2, 3, 255)), to: path)
            #expect(AtomicFile.isCompletePNG(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))))
        }

        /// A 170 MB spec ran 80 s and 2.7 GB before exit 2: now refused by its size, unread.
        @Test func hugeSpecIsRefusedBeforeReading() throws {
            let path = temporaryFolder() + "/huge.json"
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 170_000_000) == 0)   // sparse: no disk used
            let c = Capture()
            let start = Date()
            #expect(TesseraCommand.run(["layout", path], output: c.output) == 2)
            #expect(Date().timeIntervalSince(start) < 2)
            #expect(c.err.count == 1 && c.err[0].contains("larger than the 64 MB allowed"), "\(c.err)")
        }

        @Test func fifoSpecIsRefusedNotWaitedOn() throws {
            let path = temporaryFolder() + "/spec.json"
            #expect(mkfifo(path, 0o644) == 0)
            let c = Capture()
            #expect(TesseraCommand.run(["layout", path], output: c.output) == 2)
            #expect(c.err == ["tessera: cannot read \(path): not a regular file"])
        }

        @Test func unknownConformanceStageIsAnError() throws {
            let path = temporaryFolder() + "/cases.json"
            try Data(#"{"format": "taffy-grid-cases/1", "stages": [{"name": "S1 basics"}], "cases": []}"#.utf8).write(to: URL(fileURLWithPath: path))
            let c = Capture()
            #expect(TesseraCommand.run(["conformance", path, "--stage", "ZZZ"], output: c.output) == 2)
            #expect(c.err.count == 1 && c.err[0].contains("no stage matches --stage ZZZ"), "\(c.err)")
        }
    }

    @Suite struct LibraryEdges {
        /// After a render that failed on a missing image, later renders failed with the same error.
        @Test func rendererRecoversAfterAFailedRender() throws {
            let renderer = try ViewRenderer()
            #expect(throws: (any Error).self) { try renderer.render(Image("no-such-image-anywhere"), size: Size(width: 20, height: 20)) }
            let image = try renderer.render(Color.red, size: Size(width: 20, height: 20))
            #expect(image.width == 20)
        }

        /// GoldenImages said it wrote NAME.actual.png when the write failed.
        @Test func goldenImagesNeverClaimsAWriteThatFailed() throws {
            let golden = temporaryFolder() + "/no/such/folder/badge.png"
            let goldens = try GoldenImages(recording: false)
            do {
                try goldens.assertMatches(PixelImage(width: 2, height: 2, fill: (0, 0, 0, 255)), golden: golden)
                Issue.record("a missing golden must fail")
            } catch {
                #expect("\(error)".contains("could not write"), "\(error)")
                #expect(!"\(error)".contains("(wrote"), "\(error)")
            }
        }

        /// `Down` in content-mode scrolled the grid out of sight: the viewport clamps. After
        /// many steps the grid's bottom stays where it was when the scroll reached the end.
        @Test func scrollOffsetIsClampedToTheContent() throws {
            let s = try session("content-mode", size: Size(width: 1280, height: 500))
            func bottom() throws -> Double { try #require(s.layoutResult().frame("grid")).maxY }
            let start = try bottom()
            for _ in 0..<50 { s.handle(.key(name: "Down", shift: false)) }
            let end = try bottom()
            #expect(end < start)
            for _ in 0..<50 { s.handle(.key(name: "Down", shift: false)) }
            #expect(try bottom() == end)
            // At the end the grid's bottom is the viewport's: inside the window.
            #expect(end > 0 && end <= 500)
        }
    }
}
