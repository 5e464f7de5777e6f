import CZlib
import Foundation
import TesseraDisplayList

/// A size-bounded cache on disk of images decoded from files, keyed by the files' content, so
/// that a photo decoded (and reduced) by one process is read back by the next instead of
/// decoded again (Performance article, "Screenshot throughput"; issue 33).
///
/// Contract:
/// - An entry is found by the encoded file's **content** (its length, CRC-32, Adler-32 and a
///   64-bit multiplicative hash of its bytes) and a `variant` naming what was made of it (say
///   `square256`): a renamed or copied file hits, a file changed in place misses. The hashes
///   are not cryptographic: the cache holds a user's own decoded files, nothing is trusted
///   from it beyond pixels, and every entry is checked (magic, size, CRC-32 of its pixels)
///   before use; a bad entry is ignored and rewritten.
/// - Entries live in `$XDG_CACHE_HOME/tessera/decoded-images` (else `~/.cache/...`, the XDG
///   Base Directory rule), one raw RGBA file each, written under a temporary name and renamed
///   into place (concurrent processes never see half an entry). After each write the oldest
///   entries (by modification time; a hit refreshes it) are removed until the folder holds at
///   most ``budgetBytes``.
/// - The cache never fails a caller: a folder that cannot be made or written, a full disk or a
///   corrupt entry only means the image is decoded as without a cache.
/// - `TESSERA_IMAGE_CACHE=off` turns it off (``standard()`` returns nil).
public struct DecodedImageDiskCache: Sendable {
    /// The folder holding the entries.
    public let folder: String
    /// The most bytes the entries may take together.
    public let budgetBytes: Int

    /// The default budget: 64 MB, about 250 reduced photos of 256 x 256 pixels.
    public static let defaultBudgetBytes = 64 << 20

    /// Format tag of an entry file; bump when the layout of an entry changes.
    static let magic: [UInt8] = Array("TSRGBA01".utf8)
    static let headerBytes = 32

    public init(folder: String, budgetBytes: Int = defaultBudgetBytes) {
        self.folder = folder
        self.budgetBytes = Swift.max(0, budgetBytes)
    }

    /// The cache in the user's XDG cache folder, or nil when it is turned off
    /// (`TESSERA_IMAGE_CACHE=off`) or there is neither `$XDG_CACHE_HOME` nor `$HOME`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> DecodedImageDiskCache? {
        if let flag = environment["TESSERA_IMAGE_CACHE"]?.lowercased(), ["off", "0", "no", "false"].contains(flag) { return nil }
        // XDG Base Directory: a relative $XDG_CACHE_HOME is invalid and ignored.
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        return DecodedImageDiskCache(folder: base + "/tessera/decoded-images")
    }

    /// The cached image made from the file whose bytes are `content` as `variant`, or the one
    /// `make` returns (then stored for next time). Errors of `make` pass through, nothing is
    /// stored for them.
    public func image(content: [UInt8], variant: String, make: () throws -> PixelImage) rethrows -> PixelImage {
        let path = entryPath(content: content, variant: variant)
        if let cached = read(path) { return cached }
        let image = try make()
        store(image, at: path)
        return image
    }

    /// The file of the entry for `content` made as `variant`.
    func entryPath(content: [UInt8], variant: String) -> String {
        let key = ContentKey(content)
        let safeVariant = String(variant.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.prefix(32))
        return folder + "/" + key.hex + "-" + safeVariant + ".rgba"
    }

    /// The image stored at `path` if the entry is whole and intact; refreshes its time.
    func read(_ path: String) -> PixelImage? {
        guard let bytes = try? ImageHeader.readFile(opening: { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) },
                                                     maximumBytes: ImageCodec.maximumFileBytes),
              bytes.count >= Self.headerBytes, Array(bytes[0..<8]) == Self.magic else { return nil }
        let width = Int(le32(bytes, 8)), height = Int(le32(bytes, 12)), crc = le32(bytes, 16)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15,
              bytes.count == Self.headerBytes + width * height * 4 else { return nil }
        let pixels = Array(bytes[Self.headerBytes...])
        guard Self.crc(pixels) == crc else { return nil }
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Stores `image` at `path` (temporary name, then rename), then trims the folder to the
    /// budget. Failures are ignored: the cache is an optimisation.
    func store(_ image: PixelImage, at path: String) {
        let size = Self.headerBytes + image.pixels.count
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4,
              size <= budgetBytes else { return }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        var bytes = Self.magic
        bytes.reserveCapacity(size)
        for v in [UInt32(image.width), UInt32(image.height), Self.crc(image.pixels), 0, 0, 0] { appendLE32(v, to: &bytes) }
        bytes += image.pixels
        let temp = folder + "/.tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).rgba"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        close(fd)
        guard written == bytes.count, rename(temp, path) == 0 else { unlink(temp); return }
        trim(keeping: path)
    }

    /// Removes the oldest entries (and temporary files older than a minute) until the entries
    /// take at most ``budgetBytes``; `keeping` (the entry just written) stays.
    func trim(keeping: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var entries: [(path: String, bytes: Int, time: Double)] = []
        var total = 0
        let now = Date().timeIntervalSince1970
        for name in names where name.hasSuffix(".rgba") {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let time = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if name.hasPrefix(".tmp-") {
                if now - time > 60 { unlink(path) }
                continue
            }
            entries.append((path, Int(info.st_size), time))
            total += Int(info.st_size)
        }
        guard total > budgetBytes else { return }
        for entry in entries.sorted(by: { $0.time < $1.time }) where total > budgetBytes && entry.path != keeping {
            if unlink(entry.path) == 0 { total -= entry.bytes }
        }
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, UInt32($0.count))) }
    }

    private func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }

    private func appendLE32(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
    }
}

/// The content key of a file: its length, zlib's CRC-32 and Adler-32 of its bytes, and a
/// 64-bit multiplicative hash over its 8-byte words (about 1 ms for a megabyte), as 40 hex digits.
struct ContentKey: Equatable {
    let length: Int
    let crc: UInt32
    let adler: UInt32
    let words: UInt64

    init(_ bytes: [UInt8]) {
        length = bytes.count
        (crc, adler, words) = bytes.withUnsafeBytes { raw in
            let n = UInt32(clamping: raw.count)
            let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
            let c = UInt32(truncatingIfNeeded: crc32(0, base, n))
            let a = UInt32(truncatingIfNeeded: adler32(1, base, n))
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 29
                i += 8
            }
            while i < raw.count { h = (h ^ UInt64(raw[i])) &* 0x0000_0100_0000_01B3; i += 1 }
            return (c, a, h)
        }
    }

    /// Length, CRC-32, Adler-32 and the word hash in hex.
    var hex: String {
        String(format: "%08x%08x%08x%016llx", UInt32(truncatingIfNeeded: length), crc, adler, words)
    }
}
