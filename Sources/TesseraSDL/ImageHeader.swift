import Foundation

/// An image file's format and pixel size, read from its first bytes without decoding it, so a
/// caller can refuse a file before it allocates anything (a 591-byte PNG may claim 65535 x
/// 65535 pixels). Opens only regular files, without blocking (a FIFO named `x.png` is refused,
/// not waited on), and reads at most ``maximumBytes``.
public struct ImageHeader: Sendable, Equatable {
    public enum Format: String, Sendable { case png, jpeg }
    public var format: Format
    public var width: Int
    public var height: Int
    /// Colour components per pixel where the header says (a JPEG frame: 1 grey, 3 YCbCr or RGB,
    /// 4 CMYK or YCCK); nil for PNG.
    public var components: Int?
    public var pixelCount: Int { width * height }

    public init(format: Format, width: Int, height: Int, components: Int? = nil) {
        self.format = format; self.width = width; self.height = height; self.components = components
    }

    /// The most bytes read to find the size (a JPEG's frame header may follow EXIF data).
    public static let maximumBytes = 256 * 1024

    /// Why a file has no usable header.
    public enum Problem: Error, Equatable, Sendable {
        /// A FIFO, device, socket or folder: never opened for reading.
        case notRegularFile
        /// Missing or unreadable.
        case unreadable
        /// Neither a PNG nor a JPEG, or its header is cut short or broken.
        case notAnImage
        /// Larger than the caller reads.
        case tooLong
    }

    /// Reads the header of the file at `path`.
    public static func read(path: String) throws(Problem) -> ImageHeader {
        let bytes = try readFile(opening: { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }, maximumBytes: maximumBytes, prefixOnly: true)
        guard let header = parse(bytes) else { throw .notAnImage }
        return header
    }

    /// The bytes of a file opened once by `opening` (which returns a descriptor, opened with
    /// `O_NONBLOCK` so a FIFO or device swapped in under the name never blocks): the opened
    /// descriptor must be a regular file (`fstat`, no check-then-open race), and it is read up
    /// to `maximumBytes` (with `prefixOnly`, the first `maximumBytes`; otherwise a longer file
    /// is ``Problem/tooLong``). Whatever is decoded afterwards is exactly these bytes.
    public static func readFile(opening: () -> Int32, maximumBytes: Int, prefixOnly: Bool = false) throws(Problem) -> [UInt8] {
        let fd = opening()
        guard fd >= 0 else { throw errno == ENXIO ? .notRegularFile : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        let size = max(0, Int(info.st_size))
        if !prefixOnly, size > maximumBytes { throw .tooLong }
        // One byte more than allowed, to notice a file that grew since fstat.
        var bytes = [UInt8](repeating: 0, count: min(size, maximumBytes) + (prefixOnly ? 0 : 1))
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + total, $0.count - total, off_t(total)) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw .unreadable }
            if n == 0 { break }
            total += n
        }
        if !prefixOnly, total > maximumBytes { throw .tooLong }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    /// The header of an encoded image held in `bytes` (its beginning is enough).
    public static func parse(_ b: [UInt8]) -> ImageHeader? {
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        // PNG: signature, then the IHDR chunk (length 13) with width and height.
        if b.count >= 24, b.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           b[12...15].elementsEqual([0x49, 0x48, 0x44, 0x52]) {
            let w = be32(16), h = be32(20)
            return w > 0 && h > 0 ? ImageHeader(format: .png, width: w, height: h) : nil
        }
        // JPEG: SOI, then segments up to a start-of-frame marker (C0-CF except C4, C8, CC).
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 4 <= b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
                let length = be16(i + 2)
                guard length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard i + 10 <= b.count else { return nil }
                    let h = be16(i + 5), w = be16(i + 7)
                    return w > 0 && h > 0 ? ImageHeader(format: .jpeg, width: w, height: h, components: Int(b[i + 9])) : nil
                }
                if marker == 0xD9 || marker == 0xDA { return nil }
                i += 2 + length
            }
        }
        return nil
    }
}
