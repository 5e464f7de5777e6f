import Foundation

/// Reading a file the user named, safely: only a regular file (a FIFO or device is refused,
/// never waited on), only up to a size limit checked before reading, with one-line errors.
public enum InputFile {
    /// The contents of `path`, or an ``InputFileError`` naming the file (as `what` `path`) and the problem.
    public static func read(_ path: String, maximumBytes: Int, what: String = "") throws -> Data {
        let name = what.isEmpty ? path : "\(what) \(path)"
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw InputFileError("cannot read \(name): \(errno == ENOENT ? "no such file" : String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw InputFileError("cannot read \(name): \((info.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : "not a regular file")")
        }
        guard Int(info.st_size) <= maximumBytes else {
            throw InputFileError("\(name) is \(Int(info.st_size) / 1_000_000) MB, larger than the \(maximumBytes / 1_000_000) MB allowed")
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw InputFileError("cannot read \(name): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw InputFileError("cannot read \(name): not a regular file") }
        // Read at most one byte past the limit, in case the file grew since it was measured.
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), maximumBytes) + 1)
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + total, $0.count - total, off_t(total)) }
            if n < 0 { throw InputFileError("cannot read \(name): \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            total += n
        }
        guard total <= maximumBytes else { throw InputFileError("\(name) is larger than the \(maximumBytes / 1_000_000) MB allowed") }
        return Data(bytes.prefix(total))
    }
}

/// A file the user named could not be read: one line naming it and the problem.
public struct InputFileError: Error, CustomStringConvertible {
    public var description: String
    public init(_ message: String) { description = message }
}
