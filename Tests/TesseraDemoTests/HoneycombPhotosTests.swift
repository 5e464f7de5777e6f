import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import TesseraDisplayList
import TesseraSDL

/// `--photos DIR`: PNG and JPEG files of any size, centre-cropped to squares; unreadable files
/// skipped with a warning naming them; an empty or missing folder is one clear error.
extension DemoTests {
    @Suite struct HoneycombPhotosFolder {
        static let jpeg = packageRoot + "/Tests/TesseraDemoTests/Fixtures/odd-size.jpg"

        func folder(png: Bool, jpeg: Bool, corrupt: Bool) throws -> String {
            let dir = temporaryFolder()
            if png {
                // A 90 x 30 picture: left third red, middle green, right third blue.
                var pixels = [UInt8]()
                for _ in 0..<30 { for x in 0..<90 { pixels += x < 30 ? [255, 0, 0, 255] : x < 60 ? [0, 255, 0, 255] : [0, 0, 255, 255] } }
                try ImageCodec.writePNG(PixelImage(width: 90, height: 30, pixels: pixels), to: dir + "/wide_strip.png")
            }
            if jpeg { try FileManager.default.copyItem(atPath: Self.jpeg, toPath: dir + "/odd-size.jpg") }
            if corrupt { try Data("not a picture".utf8).write(to: URL(fileURLWithPath: dir + "/broken.png")) }
            return dir
        }

        @Test func pngAndJpegOfOddSizesAreCentreCropped() throws {
            var warnings: [String] = []
            let photos = try HoneycombPhotos.load(folder: folder(png: true, jpeg: true, corrupt: false)) { warnings.append($0) }
            #expect(warnings.isEmpty)
            #expect(photos.photos.map(\.name) == ["Odd Size", "Wide Strip"])
            for p in photos.photos { #expect(p.image.width == p.image.height) }
            // The centre square of the strip is its green middle third.
            let strip = try #require(photos.photos.last?.image)
            let c = strip[strip.width / 2, strip.height / 2]
            #expect(c.1 > 200 && c.0 < 50 && c.2 < 50)
        }

        @Test func corruptFilesAreSkippedWithAWarningNamingThem() throws {
            var warnings: [String] = []
            let photos = try HoneycombPhotos.load(folder: folder(png: true, jpeg: false, corrupt: true)) { warnings.append($0) }
            #expect(photos.photos.count == 1)
            #expect(warnings.count == 1 && warnings[0].contains("broken.png"))
        }

        @Test func emptyOrMissingFolderIsOneClearError() throws {
            let c = Capture()
            let empty = temporaryFolder()
            #expect(TesseraCommand.run(["screenshot", "--scene", "honeycomb", "--photos", empty, "--out", empty + "/x.png"], output: c.output) == 2)
            #expect(TesseraCommand.run(["screenshot", "--scene", "honeycomb", "--photos", empty + "/missing", "--out", empty + "/x.png"], output: c.output) == 2)
            #expect(c.err.count == 2)
            #expect(c.err[0].contains("no PNG or JPEG files"))
            #expect(c.err[1].contains("no such folder"))
        }

        @Test func screenshotUsesThePhotos() throws {
            let dir = try folder(png: true, jpeg: true, corrupt: true)
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--scene", "honeycomb", "--photos", dir, "--out", dir + "/shot.png"], output: c.output) == 0)
            #expect(c.err.contains { $0.contains("broken.png") })
            #expect(FileManager.default.fileExists(atPath: dir + "/shot.png"))
        }
    }
}
