import CZlib
import TesseraDisplayList

/// Encodes a `PixelImage` as PNG bytes (PNG specification, ISO/IEC 15948: chunks, filter type
/// 2 "Up", zlib deflate), fast enough for screenshot runs in CI.
///
/// Choices, measured on the 1280x800 honeycomb screenshot (CPU time): libpng's defaults
/// (adaptive filters, deflate level 6) took 128 ms; one "Up" filter for every row with deflate
/// level 2 takes 26 ms for a file about 20% larger. An image whose every pixel is opaque is
/// written as RGB (colour type 2), a quarter less to filter and compress; any other as RGBA
/// (colour type 6). Decoding gives back exactly the pixels encoded (PNG is lossless; an RGB
/// file decodes with alpha 255). Rows are filtered and deflated one at a time, so memory beyond
/// the output is one row.
public enum PNGEncoder {
    /// The deflate level: 2 trades ~20% of file size for ~5x less CPU than libpng's 6.
    public static let compressionLevel: Int32 = 2

    /// The PNG file's bytes for `image`. Throws for an empty image (PNG needs at least 1x1) or
    /// when zlib fails.
    public static func encode(_ image: PixelImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw PNGEncoderError("cannot write a \(image.width)x\(image.height) image as PNG (at least 1x1)")
        }
        let opaque = isOpaque(image.pixels)
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // bit depth, colour type, deflate, filter set 0, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", try deflateRows(image, channels: opaque ? 3 : 4), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Whether every alpha byte is 255.
    static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// The zlib stream of every row, each filtered with "Up" (the byte minus the byte above).
    private static func deflateRows(_ image: PixelImage, channels: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard deflateInit_(&stream, compressionLevel, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGEncoderError("zlib could not start a deflate stream")
        }
        defer { deflateEnd(&stream) }
        let rowBytes = image.width * channels
        var row = [UInt8](repeating: 0, count: rowBytes + 1)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var out = [UInt8]()
        out.reserveCapacity(image.width * image.height + 1024)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        try image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                copyRow(pixels, y: y, width: image.width, channels: channels, into: &current)
                row[0] = 2
                for x in 0..<rowBytes { row[x + 1] = current[x] &- previous[x] }
                swap(&previous, &current)
                try feed(&stream, &row, flush: y == image.height - 1 ? Z_FINISH : Z_NO_FLUSH, chunk: &chunk, into: &out)
            }
        }
        return out
    }

    /// Copies row `y` as RGB or RGBA bytes.
    private static func copyRow(_ pixels: UnsafeBufferPointer<UInt8>, y: Int, width: Int, channels: Int,
                                into row: inout [UInt8]) {
        let start = y * width * 4
        if channels == 4 {
            row.withUnsafeMutableBufferPointer { r in
                _ = r.initialize(from: pixels[start..<(start + width * 4)])
            }
            return
        }
        var o = 0
        for x in 0..<width {
            let i = start + x * 4
            row[o] = pixels[i]
            row[o + 1] = pixels[i + 1]
            row[o + 2] = pixels[i + 2]
            o += 3
        }
    }

    /// Runs deflate over `input`, appending what it produces to `out`.
    private static func feed(_ stream: inout z_stream, _ input: inout [UInt8], flush: Int32, chunk: inout [UInt8],
                             into out: inout [UInt8]) throws {
        try input.withUnsafeMutableBufferPointer { inp in
            stream.next_in = inp.baseAddress
            stream.avail_in = UInt32(inp.count)
            repeat {
                let produced: Int = try chunk.withUnsafeMutableBufferPointer { c in
                    stream.next_out = c.baseAddress
                    stream.avail_out = UInt32(c.count)
                    let status = deflate(&stream, flush)
                    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                        throw PNGEncoderError("zlib failed while compressing (status \(status))")
                    }
                    return c.count - Int(stream.avail_out)
                }
                out.append(contentsOf: chunk[0..<produced])
            } while stream.avail_out == 0 || (flush == Z_FINISH && stream.avail_in > 0)
        }
        stream.next_in = nil
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        var crc = crc32(0, nil, 0)
        crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        out += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}

/// A PNG that cannot be encoded: the reason, one line.
public struct PNGEncoderError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
