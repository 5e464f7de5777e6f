import CDeflate
import CZlib
import TesseraDisplayList

/// Encodes a `PixelImage` as PNG bytes (PNG specification, ISO/IEC 15948: chunks, filter type
/// 2 "Up", zlib deflate), fast enough for screenshot runs in CI.
///
/// Choices, measured on the 1280x800 honeycomb screenshot: libpng's defaults (adaptive filters,
/// deflate level 6) took 128 ms CPU; one "Up" filter for every row with zlib's deflate level 2
/// 26 ms and 145 M instructions; the same rows through libdeflate at its level 1 take 67 M
/// instructions (2.2x fewer) for a file 4% smaller (Performance article). An image whose every
/// pixel is opaque is written as RGB (colour type 2), a quarter less to filter and compress; any
/// other as RGBA (colour type 6). Decoding gives back exactly the pixels encoded (PNG is
/// lossless; an RGB file decodes with alpha 255). libdeflate compresses a whole buffer at once,
/// so the filtered rows are held in memory: about one more copy of the image (3 or 4 bytes a
/// pixel) besides the output.
public enum PNGEncoder {
    /// libdeflate's compression level: 1, its fastest, already smaller than zlib's level 2.
    public static let compressionLevel: Int32 = 1

    /// The PNG file's bytes for `image`. Throws for an empty image (PNG needs at least 1x1) or
    /// when the compressor fails.
    public static func encode(_ image: PixelImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= Int(Int32.max), image.height <= Int(Int32.max),
              image.pixels.count == image.width * image.height * 4 else {
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
        let filtered = filteredRows(image, channels: channels)
        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            throw PNGEncoderError("libdeflate could not start a compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        var out = [UInt8](repeating: 0, count: bound)
        let produced = filtered.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                libdeflate_zlib_compress(compressor, src.baseAddress, src.count, dst.baseAddress, dst.count)
            }
        }
        // The bound is an upper limit on the output, so a zero here is a failure.
        guard produced > 0 else { throw PNGEncoderError("libdeflate failed while compressing") }
        out.removeSubrange(produced...)
        return out
    }

    /// Every row as PNG stores it: the filter type byte (2, "Up"), then the row's RGB or RGBA
    /// bytes each minus the byte above it (the first row minus zeros).
    static func filteredRows(_ image: PixelImage, channels: Int) -> [UInt8] {
        let width = image.width, height = image.height, rowBytes = width * channels
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { buffer, count in
            image.pixels.withUnsafeBufferPointer { pixels in
                let src = pixels.baseAddress!, dst = buffer.baseAddress!
                for y in 0..<height {
                    let row = dst + y * (rowBytes + 1)
                    row[0] = 2
                    let cur = src + y * width * 4
                    let above = y > 0 ? cur - width * 4 : nil
                    if channels == 4 {
                        if let above { for i in 0..<rowBytes { row[1 + i] = cur[i] &- above[i] } }
                        else { (row + 1).initialize(from: cur, count: rowBytes) }
                    } else if let above {
                        for x in 0..<width {
                            row[1 + 3 * x] = cur[4 * x] &- above[4 * x]
                            row[2 + 3 * x] = cur[4 * x + 1] &- above[4 * x + 1]
                            row[3 + 3 * x] = cur[4 * x + 2] &- above[4 * x + 2]
                        }
                    } else {
                        for x in 0..<width {
                            row[1 + 3 * x] = cur[4 * x]; row[2 + 3 * x] = cur[4 * x + 1]; row[3 + 3 * x] = cur[4 * x + 2]
                        }
                    }
                }
            }
            count = height * (rowBytes + 1)
        }
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
