import Foundation
import Testing
import TesseraDisplayList
@testable import TesseraSDL

/// `DecodedImageDiskCache`: an image made once is read back by content, a damaged entry is
/// made again, the folder stays within its budget, and the XDG rules pick the folder.
struct DecodedImageDiskCacheTests {
    private func folder() -> String {
        let path = NSTemporaryDirectory() + "tessera-image-cache-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return path
    }

    private func image(_ seed: UInt8, side: Int = 8) -> PixelImage {
        var px = [UInt8](repeating: 0, count: side * side * 4)
        for i in px.indices { px[i] = UInt8(truncatingIfNeeded: i &* 31 &+ Int(seed)) }
        return PixelImage(width: side, height: side, pixels: px)
    }

    @Test func secondRequestForTheSameContentIsReadBackWithoutMaking() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cache = DecodedImageDiskCache(folder: dir)
        let content: [UInt8] = Array("a photo's encoded bytes".utf8)
        var made = 0
        let first = cache.image(content: content, variant: "square256") { made += 1; return image(1) }
        // Another cache over the same folder stands for the next process.
        let second = DecodedImageDiskCache(folder: dir).image(content: content, variant: "square256") { made += 1; return image(2) }
        #expect(made == 1)
        #expect(second == first)
        #expect(second == image(1))
    }

    @Test func otherContentOrVariantIsAnotherEntry() {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cache = DecodedImageDiskCache(folder: dir)
        var made = 0
        _ = cache.image(content: [1, 2, 3], variant: "a") { made += 1; return image(1) }
        let otherContent = cache.image(content: [1, 2, 4], variant: "a") { made += 1; return image(2) }
        let otherVariant = cache.image(content: [1, 2, 3], variant: "b") { made += 1; return image(3) }
        #expect(made == 3)
        #expect(otherContent == image(2))
        #expect(otherVariant == image(3))
    }

    @Test func damagedEntryIsMadeAgainAndRewritten() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cache = DecodedImageDiskCache(folder: dir)
        let content: [UInt8] = [9, 9, 9]
        _ = cache.image(content: content, variant: "v") { image(1) }
        let path = cache.entryPath(content: content, variant: "v")
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count - 1] ^= 0xFF   // a flipped pixel byte: the CRC no longer matches
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var made = 0
        let again = cache.image(content: content, variant: "v") { made += 1; return image(1) }
        #expect(made == 1)
        #expect(again == image(1))
        try Data(bytes.prefix(20)).write(to: URL(fileURLWithPath: path))   // truncated
        #expect(cache.read(path) == nil)
    }

    @Test func oldestEntriesGoWhenTheBudgetIsExceeded() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Each 8x8 entry takes 32 + 256 bytes: a budget of 700 keeps two.
        let cache = DecodedImageDiskCache(folder: dir, budgetBytes: 700)
        for k in 0..<4 {
            _ = cache.image(content: [UInt8(k)], variant: "v") { image(UInt8(k)) }
            // Distinct modification times, oldest first.
            let path = cache.entryPath(content: [UInt8(k)], variant: "v")
            var times = [timespec(tv_sec: 1_000_000 + k, tv_nsec: 0), timespec(tv_sec: 1_000_000 + k, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".rgba") }.sorted()
        #expect(left.count == 2)
        for k in 0..<4 {
            let exists = FileManager.default.fileExists(atPath: cache.entryPath(content: [UInt8(k)], variant: "v"))
            #expect(exists == (k >= 2), "entry \(k)")
        }
    }

    @Test func unwritableFolderOnlyMeansNoCaching() {
        let cache = DecodedImageDiskCache(folder: "/proc/tessera-no-such-folder")
        var made = 0
        _ = cache.image(content: [1], variant: "v") { made += 1; return image(1) }
        _ = cache.image(content: [1], variant: "v") { made += 1; return image(1) }
        #expect(made == 2)
    }

    @Test func folderFollowsTheXDGRules() {
        #expect(DecodedImageDiskCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.folder == "/x/tessera/decoded-images")
        // A relative XDG_CACHE_HOME is invalid and ignored (XDG Base Directory specification).
        #expect(DecodedImageDiskCache.standard(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])?.folder == "/h/.cache/tessera/decoded-images")
        #expect(DecodedImageDiskCache.standard(environment: [:]) == nil)
        #expect(DecodedImageDiskCache.standard(environment: ["HOME": "/h", "TESSERA_IMAGE_CACHE": "off"]) == nil)
    }
}
