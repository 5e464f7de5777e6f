import Foundation

/// What a path the user named for output is, deciding how ``AtomicFile`` writes it: a file
/// (absent or regular, after following symbolic links) is replaced atomically; a character
/// device or FIFO is written through; anything else is refused.
enum OutputTarget {
    /// A regular file or none yet: the path to rename onto (a symbolic link's target, so the
    /// link survives) and its folder.
    case file(path: String, folder: String)
    /// A character device (terminal, `/dev/null`) or FIFO, written through.
    case stream(path: String)

    init(_ path: String) throws(AtomicFileProblem) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            // Nothing there (or a dangling link, which rename replaces): a new file.
            let folder = (path as NSString).deletingLastPathComponent
            self = .file(path: path, folder: folder.isEmpty ? "." : folder)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil
                ? path : (realpath(path, nil).map { p in defer { free(p) }; return String(cString: p) } ?? path)
            let folder = (resolved as NSString).deletingLastPathComponent
            self = .file(path: resolved, folder: folder.isEmpty ? "." : folder)
        case S_IFCHR, S_IFIFO: self = .stream(path: path)
        case S_IFDIR: throw AtomicFileProblem("it is a folder")
        case S_IFBLK: throw AtomicFileProblem("it is a block device (a disk); name a file instead")
        default: throw AtomicFileProblem("it is a socket or another special file; name a file instead")
        }
    }

    /// Where the temporary file is made: beside a file (rename needs the same file system),
    /// in the temporary folder for a stream (whose own folder, such as /dev, is not writable).
    var temporaryFolder: String {
        switch self {
        case .file(_, let folder): return folder
        case .stream:
            let tmp = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
            return tmp.isEmpty ? "/tmp" : tmp
        }
    }

    /// Writes `bytes` through a device or FIFO, every write checked. A FIFO with no reader is
    /// refused at once (opening it without blocking fails), never waited on.
    func writeThrough(_ bytes: [UInt8]) throws(AtomicFileProblem) {
        guard case .stream(let path) = self else { return }
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw AtomicFileProblem(errno == ENXIO ? "it is a FIFO that no program is reading" : String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT) else {
            throw AtomicFileProblem("it changed into another kind of file while being written")
        }
        // Blocking writes from here: a reader that is slow is waited for, as a pipe is.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + total, bytes.count - total) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw AtomicFileProblem(n < 0 ? String(cString: strerror(errno)) : "the device took no more bytes") }
            total += n
        }
    }
}
