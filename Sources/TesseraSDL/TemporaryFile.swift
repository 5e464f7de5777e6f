import Foundation

/// A file being written before it is put in place, that never outlives the process.
///
/// Where the file system supports it (ext4, xfs, btrfs, tmpfs) the file is created nameless
/// with `O_TMPFILE`: a `SIGKILL` or a power cut cannot leave it behind, since it has no name
/// until ``link(as:)`` gives it one. Elsewhere it gets a random hidden name *no longer than the
/// target's own* (a legal 255-character name stays legal), and `SIGINT`, `SIGTERM`, `SIGHUP`
/// and `SIGQUIT` remove it before the process dies (``SignalCleanup``).
///
/// ``writePath`` is a path the writer may open for writing (`/proc/self/fd/N` for a nameless
/// file); the descriptor ``fd`` stays open for reading back, `fsync` and linking.
struct TemporaryFile {
    let fd: Int32
    /// The path to write through: the descriptor's `/proc/self/fd` entry, or the hidden name.
    let writePath: String
    /// The hidden name while the file has one (registered for cleanup), else nil.
    private(set) var name: String?

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's module does not export.
    static let tmpFileFlag: Int32 = 0o20000000 | O_DIRECTORY

    /// A new empty file in `folder`, for a target whose file name is `targetName`.
    init(folder: String, targetName: String) throws(AtomicFileProblem) {
        let nameless = open(folder, Self.tmpFileFlag | O_RDWR | O_CLOEXEC, 0o666)
        if nameless >= 0 {
            fd = nameless; writePath = "/proc/self/fd/\(nameless)"; name = nil
            return
        }
        // No O_TMPFILE here (EOPNOTSUPP, EISDIR, EINVAL on old kernels): a hidden name.
        let length = Swift.max(12, targetName.utf8.count)
        for _ in 0..<16 {
            let candidate = folder + "/" + Self.hiddenName(length: Swift.min(length, Int(NAME_MAX)))
            SignalCleanup.register(candidate)
            let named = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if named >= 0 { fd = named; writePath = candidate; name = candidate; return }
            SignalCleanup.unregister()
            if errno != EEXIST { throw AtomicFileProblem("cannot create a file in \(folder): \(String(cString: strerror(errno)))") }
        }
        throw AtomicFileProblem("cannot create a temporary file in \(folder)")
    }

    /// `.` and random letters and digits, `length` characters in all.
    static func hiddenName(length: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return "." + String((1..<length).map { _ in alphabet.randomElement()! })
    }

    /// Gives the file the name `path` (replacing what is there, atomically): a nameless file is
    /// linked under a short hidden name first (registered for cleanup), then renamed.
    mutating func link(as path: String, folder: String) throws(AtomicFileProblem) {
        if name == nil {
            let targetName = (path as NSString).lastPathComponent
            var linked = false
            for _ in 0..<16 where !linked {
                let candidate = folder + "/" + Self.hiddenName(length: Swift.min(Swift.max(12, targetName.utf8.count), Int(NAME_MAX)))
                SignalCleanup.register(candidate)
                if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                    name = candidate; linked = true
                } else {
                    SignalCleanup.unregister()
                    if errno != EEXIST { throw AtomicFileProblem(String(cString: strerror(errno))) }
                }
            }
            guard linked else { throw AtomicFileProblem("cannot name the temporary file") }
        }
        guard let name else { return }
        guard rename(name, path) == 0 else { throw AtomicFileProblem(String(cString: strerror(errno))) }
        self.name = nil
        SignalCleanup.unregister()
    }

    /// Closes the descriptor and removes the hidden name, if it still has one.
    mutating func discard() {
        if let name { unlink(name); SignalCleanup.unregister() }
        name = nil
        close(fd)
    }
}

/// A file operation that failed, as the reason to put after "cannot write PATH: ".
struct AtomicFileProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
