import CSDL2
import TesseraGeometry

/// Shaped runs rasterized once per text, face, pixel size (font size times scale), direction and
/// colour, kept as textures across frames and reused wherever the run appears again; bounded by
/// a least-recently-used budget of pixel bytes, so long CJK texts and a scrolled million-tile
/// gallery's labels, which bring new runs every frame, do not grow memory without bound (at
/// 64 MB the 1,000,000-item gallery scrolled to its end held ~200 MB resident). The budget is
/// two screens of pixels (``fit(screenPixels:)``: 8 MB at 1280x800), at least 4 MB and at most
/// 16 MB (the budget before a screen is known): more than a frame's text, so a frame never
/// evicts what it draws, and no more than a couple of screens of labels that scrolled away.
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
    private(set) var budget: Int
    static let minimumBudget = 4 << 20
    static let maximumBudget = 16 << 20

    init(budget: Int = Self.maximumBudget) { self.budget = budget }

    /// Sets the budget to two screens of `screenPixels` pixels (4 bytes each), within
    /// 4 ... 16 MB, evicting down to it when it shrank below what is held.
    mutating func fit(screenPixels: Int) {
        let b = min(Self.maximumBudget, max(Self.minimumBudget, 2 * 4 * max(0, screenPixels)))
        guard b != budget else { return }
        budget = b
        if totalBytes > budget { evict(to: budget * 3 / 4) }
    }

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
