import Foundation

/// A folder's photo files by their names as stored: bytes, not Strings. A name that is not
/// valid UTF-8 (`caf\xE9.jpg` from an old Latin-1 camera) cannot round-trip through a Swift
/// `String`, so FileManager's listing made such files unopenable ("not a readable PNG or JPEG
/// image" though they are). Here each file is opened by its raw name relative to the opened
/// folder (`openat`), and shown with invalid bytes replaced.
struct PhotoFolder {
    /// A file of the folder: the raw name and the name to show in messages.
    struct File {
        let rawName: [UInt8]
        var displayName: String { String(decoding: rawName, as: UTF8.self) }
    }
    let path: String
    /// The PNG and JPEG files (by extension, any case), sorted by their bytes.
    let files: [File]

    /// Lists `path`; nil when it cannot be opened as a folder.
    init?(path: String) {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var files: [File] = []
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { continue }
            let ext = String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
            if ["png", "jpg", "jpeg"].contains(ext) { files.append(File(rawName: name)) }
        }
        self.path = path
        self.files = files.sorted { $0.rawName.lexicographicallyPrecedes($1.rawName) }
    }

    /// Opens `file` for reading without blocking (a FIFO never waits); -1 on failure.
    func open(_ file: File) -> Int32 {
        let dirFD = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dirFD >= 0 else { return -1 }
        defer { close(dirFD) }
        return (file.rawName + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { openat(dirFD, $0.baseAddress!, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        }
    }
}
