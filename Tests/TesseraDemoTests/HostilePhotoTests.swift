import Foundation
import Testing
@testable import TesseraDemo
import TesseraSDL

/// Issue 34's photo folders: a file swapped for a FIFO after the check blocked `open()`
/// forever; one swapped for a huge PNG after the check was decoded; a name that is not UTF-8
/// was skipped though the file was a good photo.
@Suite struct HostilePhotoTests {
    let good = packageRoot + "/Tests/TesseraDemoTests/Fixtures/odd-size.jpg"

    /// The file is opened once; if what was opened is a FIFO (swapped in under the name), it is
    /// refused without blocking.
    @Test func photoSwappedForAFifoIsRefusedAtOnce() throws {
        let fifo = temporaryFolder() + "/swapped.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        let start = Date()
        #expect(throws: TesseraSDLError.self) {
            try HoneycombPhotos.decodeSquare(fifo, opening: { open(fifo, O_RDONLY | O_NONBLOCK) })
        }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    /// The bytes checked are the bytes decoded: a header bomb read through the same
    /// descriptor is refused by its size, whatever the name pointed to before.
    @Test func sizeIsCheckedOnTheBytesDecoded() throws {
        let dir = temporaryFolder()
        var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        b += [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 8, 6, 0, 0, 0] + [UInt8](repeating: 0, count: 100)
        try Data(b).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
        #expect {
            try HoneycombPhotos.decodeSquare(good, opening: { open(dir + "/bomb.png", O_RDONLY) })
        } throws: { error in
            if case TesseraSDLError.tooLarge = error { return true } else { return false }
        }
    }

    /// `caf\xE9.jpg` (Latin-1) is read and shown, with the invalid byte replaced.
    @Test func invalidUTF8NameIsRead() throws {
        let dir = temporaryFolder()
        let raw: [UInt8] = Array((dir + "/caf").utf8) + [0xE9] + Array(".jpg".utf8) + [0]
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        let fd = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        #expect(fd >= 0)
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        var warnings: [String] = []
        let photos = try HoneycombPhotos.load(folder: dir) { warnings.append($0) }
        #expect(photos.photos.count == 1)
        #expect(photos.photos.first?.name == "Caf\u{FFFD}")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
