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

    private var store: BudgetCache<Key, Canvas.CachedTexture>
    static let minimumBudget = 4 << 20
    static let maximumBudget = 16 << 20

    init(budget: Int = Self.maximumBudget) {
        store = BudgetCache(budget: budget) { SDL_DestroyTexture($0.texture) }
    }

    var budget: Int { store.budget }
    var totalBytes: Int { store.totalCost }
    var count: Int { store.count }

    /// Sets the budget to two screens of `screenPixels` pixels (4 bytes each), within
    /// 4 ... 16 MB, evicting down to it when it shrank below what is held.
    mutating func fit(screenPixels: Int) {
        store.setBudget(min(Self.maximumBudget, max(Self.minimumBudget, 2 * 4 * max(0, screenPixels))))
    }

    mutating func get(_ key: Key) -> Canvas.CachedTexture? { store.get(key) }

    /// Keeps `texture` (4 bytes a pixel count against the budget).
    mutating func insert(_ key: Key, _ texture: Canvas.CachedTexture) {
        store.insert(key, texture, cost: texture.width * texture.height * 4)
    }

    mutating func removeAll() { store.removeAll() }
}
