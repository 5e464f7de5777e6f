import Foundation

/// Replaces a file all at once or not at all.
///
/// The content is written to a temporary file in the destination's folder, checked, flushed
/// to the disk (`fsync`, which is where a full disk reports itself on many file systems) and
/// renamed over the destination. A write that fails at any step throws and removes the
/// temporary file: the old file, if any, is left intact and nobody may claim to have written.
public enum AtomicFile {
    /// Why `path` could not be created or overwritten, checked before any work is done so a
    /// command fails at once (nil: it can be written). One line, naming the path.
    public static func problemWriting(_ path: String) -> String? {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue { return "cannot write \(path): it is a folder" }
            return fm.isWritableFile(atPath: path) ? nil : "cannot write \(path): permission denied"
        }
        let dir = (path as NSString).deletingLastPathComponent
        let folder = dir.isEmpty ? "." : dir
        guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            return "cannot write \(path): folder \(folder) does not exist"
        }
        return fm.isWritableFile(atPath: folder) ? nil : "cannot write \(path): folder \(folder) is not writable"
    }

    /// Runs `write` with a temporary path, checks the result with `verify` (given the bytes
    /// written), then moves it to `path`.
    public static func replace(_ path: String, write: (String) throws -> Void,
                               verify: ([UInt8]) -> String? = { _ in nil }) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temp = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var done = false
        defer { if !done { unlink(temp) } }
        try write(temp)
        let fd = open(temp, O_RDONLY)
        guard fd >= 0 else { throw TesseraSDLError.writeFailed(path: path, reason: "the temporary file was not created") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw TesseraSDLError.writeFailed(path: path, reason: "the temporary file is not a regular file")
        }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, size, 0) }
        guard read == size else { throw TesseraSDLError.writeFailed(path: path, reason: "the written file cannot be read back") }
        if let problem = verify(bytes) { throw TesseraSDLError.writeFailed(path: path, reason: problem) }
        guard fsync(fd) == 0 else { throw TesseraSDLError.writeFailed(path: path, reason: String(cString: strerror(errno))) }
        guard rename(temp, path) == 0 else { throw TesseraSDLError.writeFailed(path: path, reason: String(cString: strerror(errno))) }
        done = true
    }

    /// Writes `data` to `path` atomically.
    public static func write(_ data: Data, to path: String) throws {
        try replace(path, write: { temp in
            guard FileManager.default.createFile(atPath: temp, contents: data) else {
                throw TesseraSDLError.writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
        }, verify: { $0.count == data.count ? nil : "only \($0.count) of \(data.count) bytes were written" })
    }

    /// Whether `bytes` is a complete PNG stream: the signature first and the IEND chunk last.
    public static func isCompletePNG(_ bytes: [UInt8]) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return bytes.count >= 20 && Array(bytes.prefix(8)) == signature && Array(bytes.suffix(12)) == iend
    }
}
