import Foundation
import Synchronization

/// Installed font files mapped read-only into memory once per process (never unmapped), so
/// FreeType reads glyphs from memory instead of seeking and reading a file stream for every
/// glyph (SDL_ttf's small glyph cache makes CJK text reload glyphs often). Only the pages
/// actually touched become resident, and they are shared with the page cache.
enum FontFileMaps {
    private static let maps = Mutex<[String: (address: Int, size: Int)]>([:])

    /// The file's bytes, or nil when it cannot be opened or mapped (or is empty or over 1 GB).
    static func bytes(_ path: String) -> UnsafeRawBufferPointer? {
        let found: (address: Int, size: Int)? = maps.withLock { m in
            if let hit = m[path] { return hit }
            let fd = open(path, O_RDONLY)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var st = stat()
            guard fstat(fd, &st) == 0, st.st_size > 0, st.st_size < 1 << 30 else { return nil }
            let size = Int(st.st_size)
            guard let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else { return nil }
            m[path] = (Int(bitPattern: p), size)
            return (Int(bitPattern: p), size)
        }
        guard let found, let base = UnsafeRawPointer(bitPattern: found.address) else { return nil }
        return UnsafeRawBufferPointer(start: base, count: found.size)
    }
}
