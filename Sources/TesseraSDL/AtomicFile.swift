import Foundation

/// Writes a file the user named, in the way its target allows, all at once or not at all.
///
/// The content is first written to a ``TemporaryFile`` (nameless where the file system allows,
/// so no kill leaves it behind), read back and checked, and flushed (`fsync`, where a full
/// disk reports itself on many file systems). Then it goes where the target says:
///
/// - nothing there, or a regular file (also through a symbolic link): the temporary file is
///   renamed over it — the old file stays intact until the new one is complete;
/// - a character device (`/dev/null`, a terminal) or a FIFO: the bytes are written *through*
///   it, every write checked (`/dev/full` fails with "No space left on device"); a FIFO
///   nobody reads is refused at once. A device is never replaced by a regular file;
/// - a folder, block device or socket: refused.
///
/// A write that fails at any step throws one line naming the path; nobody may claim to have
/// written.
public enum AtomicFile {
    /// Why `path` could not be created or overwritten, checked before any work is done so a
    /// command fails at once (nil: it can be written). One line, naming the path.
    public static func problemWriting(_ path: String) -> String? {
        let fm = FileManager.default
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return "cannot write \(path): it is a folder"
            case S_IFBLK: return "cannot write \(path): it is a block device (a disk); name a file instead"
            case S_IFSOCK: return "cannot write \(path): it is a socket"
            default: return access(path, W_OK) == 0 ? nil : "cannot write \(path): permission denied"
            }
        }
        let dir = (path as NSString).deletingLastPathComponent
        let folder = dir.isEmpty ? "." : dir
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            return "cannot write \(path): folder \(folder) does not exist"
        }
        if (path as NSString).lastPathComponent.utf8.count > Int(NAME_MAX) {
            return "cannot write \(path): the file name is longer than \(NAME_MAX) bytes"
        }
        return fm.isWritableFile(atPath: folder) ? nil : "cannot write \(path): folder \(folder) is not writable"
    }

    /// Runs `write` with a path to write to, checks the result with `verify` (given the bytes
    /// written), then puts it at `path` as the target allows (see the type's contract).
    public static func replace(_ path: String, write: (String) throws -> Void,
                               verify: ([UInt8]) -> String? = { _ in nil }) throws {
        do {
            let target = try OutputTarget(path)
            var temp = try TemporaryFile(folder: target.temporaryFolder, targetName: (path as NSString).lastPathComponent)
            defer { temp.discard() }
            try write(temp.writePath)
            let bytes = try readBack(temp.fd)
            if let problem = verify(bytes) { throw AtomicFileProblem(problem) }
            switch target {
            case .file(let resolved, let folder):
                guard fsync(temp.fd) == 0 else { throw AtomicFileProblem(String(cString: strerror(errno))) }
                try temp.link(as: resolved, folder: folder)
            case .stream:
                try target.writeThrough(bytes)
            }
        } catch let problem as AtomicFileProblem {
            throw TesseraSDLError.writeFailed(path: path, reason: problem.reason)
        }
    }

    /// Every byte of the file open at `fd`.
    static func readBack(_ fd: Int32) throws(AtomicFileProblem) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw AtomicFileProblem("the temporary file is not a regular file")
        }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + total, size - total, off_t(total)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw AtomicFileProblem("the written file cannot be read back") }
            total += n
        }
        return bytes
    }

    /// Writes `data` to `path` atomically.
    public static func write(_ data: Data, to path: String) throws {
        try replace(path, write: { temp in
            do { try data.write(to: URL(fileURLWithPath: temp)) } catch {
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
