import CSDL2
import TesseraGeometry

/// Shaped runs rasterized once per text, face, pixel size (font size times scale), direction and
/// colour, kept as textures across frames and reused wherever the run appears again; bounded by
/// a least-recently-used budget of pixel bytes (16 MB by default, several screens of text), so long
/// CJK texts and a scrolled million-tile gallery's labels, which bring new runs every frame, do
/// not grow memory without bound (at 64 MB the 1,000,000-item gallery scrolled to its end held
/// ~200 MB resident).
///
/// Runs rather than single glyphs are the unit: SDL_ttf shapes and rasterizes a whole run (with
/// HarfBuzz's positions, which SDL_ttf does not expose per glyph), and a short run (a CJK
/// segment, a word) is what recurs between frames.
struct TextTextureCache {
    struct Key: Hashable {
        let text: String
        let face: DrawFace
        let pixelSize: Int
        let script: TextScript
        let isRightToLeft: Bool
        let color: Color
    }

    private var entries: [Key: Canvas.CachedTexture] = [:]
    private(set) var totalBytes = 0
    private var tick = 0
    let budget: Int

    init(budget: Int = 16 << 20) { self.budget = budget }

    var count: Int { entries.count }

    mutating func get(_ key: Key) -> Canvas.CachedTexture? {
        guard let t = entries[key] else { return nil }
        tick += 1
        t.lastUsed = tick
        return t
    }

    mutating func insert(_ key: Key, _ texture: Canvas.CachedTexture) {
        tick += 1
        texture.lastUsed = tick
        if let old = entries[key] { totalBytes -= Self.bytes(of: old) }
        entries[key] = texture
        totalBytes += Self.bytes(of: texture)
        if totalBytes > budget { evict(to: budget * 3 / 4) }
    }

    /// Drops the least recently used textures until at most `target` bytes remain.
    private mutating func evict(to target: Int) {
        for (key, t) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard totalBytes > target else { break }
            SDL_DestroyTexture(t.texture)
            entries[key] = nil
            totalBytes -= Self.bytes(of: t)
        }
    }

    /// A texture's pixel bytes (4 per pixel), what the budget counts.
    private static func bytes(of t: Canvas.CachedTexture) -> Int { t.width * t.height * 4 }

    mutating func removeAll() {
        for t in entries.values { SDL_DestroyTexture(t.texture) }
        entries.removeAll(); totalBytes = 0
    }
}
