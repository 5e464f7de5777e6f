/// Rasterized glyphs kept across frames in atlas pages, bounded by a least-recently-used budget
/// of page bytes, so long CJK texts that scroll through many characters, and a scrolled
/// million-tile gallery whose every `#N` label is a new unit, do not grow memory without bound.
/// The budget is four screens of coverage (``fit(screenPixels:)``), at least 8 MB and at most
/// 64 MB (the budget before a screen is known): 8 MB at 1280x800. At 64 MB for every screen,
/// the pages and the entries' keys held ~120 MB of the headless gallery scrolled to its end.
///
/// What an entry holds: the pixels of one *unit* rasterized once per face, pixel size (font size
/// times scale), script and direction, trimmed to its inked box. A unit is one glyph (one
/// grapheme cluster) for text set solid — CJK ideographs and kana, tabular digits — whose pen
/// positions the engine knows; for other runs (Latin words, joined Arabic, Devanagari
/// conjuncts, emoji sequences) it is the shaped run, because SDL_ttf 2.20 shapes with HarfBuzz
/// but does not expose per-glyph positions. Outline glyphs are stored as 8-bit coverage (the
/// colour is applied when blending, so one entry serves every opaque colour); colour bitmap glyphs
/// (emoji, scaled from their strike) as straight-alpha ARGB.
///
/// Pages are 1024×1024 coverage or 512×512 colour pixels (1 MB each), filled shelf by shelf; a
/// unit larger than half a page gets a page of its own. When the pages exceed the budget, the
/// least recently used pages are dropped whole (with their entries) down to three quarters of
/// it. Use it on one thread.
final class GlyphAtlas {
    struct Key: Hashable {
        let text: String
        let face: DrawFace
        let pixelSize: Int
        let script: TextScript
        let rtl: Bool
        /// The text colour's alpha the coverage was rendered with (255 for colour glyphs):
        /// SDL_ttf applies it per glyph before overlapping glyphs of a run are combined, so a
        /// translucent colour needs its own coverage to give the same pixels.
        let alpha: UInt8
    }

    /// Where a unit's pixels are, and where they go relative to the unit's pen origin (the top
    /// left of the surface SDL_ttf renders it into, before its left-bearing shift `xstart`).
    struct Glyph {
        let page: Int
        let x: Int, y: Int, width: Int, height: Int
        /// Offset of the inked box from the pen origin.
        let left: Int, top: Int
        /// How far SDL_ttf shifts a run starting with this glyph to the right (its negative left
        /// bearing, else 0): a solid run is drawn shifted by its first glyph's.
        let xstart: Int
        static func empty(xstart: Int) -> Glyph { Glyph(page: -1, x: 0, y: 0, width: 0, height: 0, left: 0, top: 0, xstart: xstart) }
        var isEmpty: Bool { width == 0 || height == 0 }
    }

    final class Page {
        let width: Int, height: Int
        let isColor: Bool
        /// `width * height` bytes of coverage, or `width * height` 0xAARRGGBB words.
        let pixels: UnsafeMutableRawPointer
        var bytes: Int { width * height * (isColor ? 4 : 1) }
        fileprivate var shelves: [(y: Int, height: Int, x: Int)] = []
        fileprivate var nextShelfY = 0
        fileprivate var keys: [Key] = []
        var lastUsed = 0
        init(width: Int, height: Int, isColor: Bool) {
            self.width = width; self.height = height; self.isColor = isColor
            let size = width * height * (isColor ? 4 : 1)
            pixels = UnsafeMutableRawPointer.allocate(byteCount: max(1, size), alignment: 16)
            pixels.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, size))
        }
        deinit { pixels.deallocate() }

        /// A free rectangle of `w`×`h` pixels on an existing or new shelf, or nil when full.
        fileprivate func allocate(_ w: Int, _ h: Int) -> (x: Int, y: Int)? {
            guard w <= width, h <= height else { return nil }
            for i in shelves.indices where shelves[i].height >= h && shelves[i].height <= h + h / 4 + 2 && shelves[i].x + w <= width {
                defer { shelves[i].x += w }
                return (shelves[i].x, shelves[i].y)
            }
            guard nextShelfY + h <= height else { return nil }
            shelves.append((nextShelfY, h, w))
            defer { nextShelfY += h }
            return (0, nextShelfY)
        }
    }

    static let coveragePageSize = 1024
    static let colorPageSize = 512

    private(set) var budget: Int
    static let minimumBudget = 8 << 20
    static let maximumBudget = 64 << 20
    private var glyphs: [Key: Glyph] = [:]
    /// Units that draw nothing (spaces): no page, so kept apart and dropped wholesale past 64k.
    private var empties: [Key: Glyph] = [:]
    private var pages: [Int: Page] = [:]
    private var current: [Bool: Int] = [:]
    private var nextPage = 0
    private(set) var totalBytes = 0
    /// The clock pages are stamped with on use (the canvas's frame number).
    var clock = 0

    init(budget: Int = GlyphAtlas.maximumBudget) { self.budget = budget }

    /// Sets the budget to four screens of `screenPixels` coverage bytes, within 8 ... 64 MB,
    /// dropping the least recently used pages when it shrank below what is held.
    func fit(screenPixels: Int) {
        let b = min(Self.maximumBudget, max(Self.minimumBudget, 4 * max(0, screenPixels)))
        guard b != budget else { return }
        budget = b
        if totalBytes > budget { evict(keeping: current[false] ?? -1) }
    }

    var count: Int { glyphs.count + empties.count }
    var pageCount: Int { pages.count }

    /// The unit for `key`, if rasterized and not evicted; marks its page used.
    func glyph(_ key: Key) -> Glyph? {
        guard let g = glyphs[key] else { return empties[key] }
        pages[g.page]?.lastUsed = clock
        return g
    }

    func page(_ id: Int) -> Page? { pages[id] }

    /// Stores a unit of `width`×`height` pixels; `fill` writes its rows into the page at the
    /// given pointer with the given row pitch in bytes (bytes of coverage, or ARGB words).
    @discardableResult
    func insert(_ key: Key, width: Int, height: Int, left: Int, top: Int, xstart: Int, isColor: Bool,
                fill: (UnsafeMutableRawPointer, Int) -> Void) -> Glyph {
        guard width > 0, height > 0 else {
            let g = Glyph.empty(xstart: xstart)
            if empties.count >= 1 << 16 { empties.removeAll(keepingCapacity: true) }
            empties[key] = g
            return g
        }
        let side = isColor ? Self.colorPageSize : Self.coveragePageSize
        let (id, origin) = place(width, height, isColor: isColor, side: side)
        guard let page = pages[id] else { return .empty(xstart: xstart) }
        let bpp = isColor ? 4 : 1
        fill(page.pixels + (origin.y * page.width + origin.x) * bpp, page.width * bpp)
        page.keys.append(key)
        page.lastUsed = clock
        let g = Glyph(page: id, x: origin.x, y: origin.y, width: width, height: height, left: left, top: top, xstart: xstart)
        glyphs[key] = g
        return g
    }

    private func place(_ w: Int, _ h: Int, isColor: Bool, side: Int) -> (Int, (x: Int, y: Int)) {
        if w <= side / 2, h <= side / 2 {
            if let id = current[isColor], let page = pages[id], let o = page.allocate(w, h) { return (id, o) }
            let id = add(Page(width: side, height: side, isColor: isColor))
            current[isColor] = id
            return (id, pages[id]!.allocate(w, h) ?? (0, 0))
        }
        // A large unit (a long run, a huge size): a page of its own.
        let id = add(Page(width: w, height: h, isColor: isColor))
        return (id, (0, 0))
    }

    private func add(_ page: Page) -> Int {
        let id = nextPage
        nextPage += 1
        page.lastUsed = clock
        pages[id] = page
        totalBytes += page.bytes
        if totalBytes > budget { evict(keeping: id) }
        return id
    }

    /// Drops the least recently used pages (never `keeping`) until at most 3/4 of the budget remain.
    private func evict(keeping: Int) {
        for (id, page) in pages.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) where id != keeping {
            guard totalBytes > budget * 3 / 4 else { break }
            for k in page.keys { glyphs[k] = nil }
            pages[id] = nil
            totalBytes -= page.bytes
            if current[page.isColor] == id { current[page.isColor] = nil }
        }
    }

    func removeAll() {
        glyphs.removeAll(); empties.removeAll(); pages.removeAll(); current.removeAll(); totalBytes = 0
    }
}
