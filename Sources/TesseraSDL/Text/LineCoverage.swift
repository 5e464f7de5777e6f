/// The coverage of one laid-out line of text at one pixel placement, composed once from its
/// glyph-atlas units so that a warm frame blends the line row by row in one pass (see
/// `TextLineBlending.swift`).
///
/// Contract: blending `pixels` (coverage rendered with the text colour's alpha) as opaque
/// coverage at the line's anchor plus (`x`, `y`), then drawing each of `deferred` from the
/// atlas in order, gives exactly the pixels of drawing the line's units one after another. It
/// holds because the composed units have pairwise disjoint inked boxes (each pixel gets at most
/// one of them, and a unit's box covers every pixel it changes) and a unit goes to `deferred`
/// when its box meets the box of any unit before it, so every unit meeting a composed unit's
/// box comes after that unit and is drawn after the composite.
final class LineCoverage {
    /// Where the composite's top left is from the line's anchor (its first run's pixel position).
    let x: Int, y: Int
    let width: Int, height: Int
    /// `width * height` bytes of coverage, row by row.
    let pixels: [UInt8]
    /// Units drawn from the atlas after the composite, in order: the run they belong to (index in
    /// the line's runs), their text and whether it is one cluster of a solid run, and where their
    /// inked box goes from the anchor.
    let deferred: [(run: Int, text: String, single: Bool, x: Int, y: Int)]
    /// The composed units: the run each belongs to and its inked box from the composite's top
    /// left. The boxes are pairwise disjoint and the composite is 0 outside them, so a line
    /// whose runs have several colours (of one alpha) blends each box in its run's colour.
    let parts: [Part]
    var bytes: Int { pixels.count + 64 * deferred.count + 40 * parts.count + 64 }

    /// A composed unit (see ``parts``).
    struct Part {
        let run: Int
        let box: PixelRect
    }

    /// Splits units (inked boxes with their coverage, in drawing order) into one composite of
    /// those whose box meets no earlier unit's box (nil when there is none) and the indices of the
    /// others, in order.
    static func compose(_ units: [(box: PixelRect, pixels: [UInt8])]) -> (composite: (box: PixelRect, pixels: [UInt8])?, deferred: [Int]) {
        var composed: [Int] = [], deferred: [Int] = []
        for (i, u) in units.enumerated() {
            if units[..<i].contains(where: { !$0.box.intersection(u.box).isEmpty }) { deferred.append(i) } else { composed.append(i) }
        }
        guard let first = composed.first else { return (nil, deferred) }
        let bounds = composed.dropFirst().reduce(units[first].box) { DamageRegion.union($0, units[$1].box) }
        var pixels = [UInt8](repeating: 0, count: bounds.width * bounds.height)
        for i in composed {
            let (box, unit) = units[i]
            for row in 0..<box.height {
                let d = (box.y - bounds.y + row) * bounds.width + box.x - bounds.x
                for col in 0..<box.width { pixels[d + col] = unit[row * box.width + col] }
            }
        }
        return ((bounds, pixels), deferred)
    }

    /// The composed units among `boxes` (those not in `deferred`) with the run each belongs to,
    /// their boxes made relative to the composite's top left (`composite`).
    static func parts(_ boxes: [PixelRect], runs: [Int], composite: PixelRect, deferred: [Int]) -> [Part] {
        let isDeferred = Set(deferred)
        return boxes.indices.filter { !isDeferred.contains($0) }.map { i in
            Part(run: runs[i], box: PixelRect(x: boxes[i].x - composite.x, y: boxes[i].y - composite.y,
                                              width: boxes[i].width, height: boxes[i].height))
        }
    }

    /// Blends the composite with its top left at (`gx`, `gy`): each of `boxes` (relative to the
    /// composite: the whole composite for one colour, else the ``parts``' boxes) in its colour
    /// (0xRRGGBB), as opaque coverage (``GlyphBlending/blendRows``).
    func blend(at gx: Int, _ gy: Int, boxes: [(PixelRect, UInt32)], clip: PixelRect, target: PixelTarget,
               tables: GlyphBlending.RowTables? = nil) {
        pixels.withUnsafeBufferPointer { px in
            guard let base = px.baseAddress else { return }
            for (box, rgb) in boxes {
                GlyphBlending.blendRows(base + box.y * width + box.x, stride: width, width: box.width, height: box.height,
                                        x: gx + box.x, y: gy + box.y, rgb: rgb, clip: clip, target: target, tables: tables)
            }
        }
    }

    init(x: Int, y: Int, width: Int, height: Int, pixels: [UInt8],
         deferred: [(run: Int, text: String, single: Bool, x: Int, y: Int)], parts: [Part] = []) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.pixels = pixels
        self.deferred = deferred; self.parts = parts
    }
}

/// Composed line coverages by the line they show and how it is placed, bounded by a
/// least-recently-used budget of bytes (8 MB by default: the 58 lines of a 2,000-character
/// Chinese paragraph at 17 pt take under 1 MB).
struct LineCoverageCache {
    /// A line of a block computed by the canvas's ``TextEngine`` (its serial number and index),
    /// the scale it is drawn at, the colour's alpha baked into the coverage, and where each run
    /// lands in whole pixels relative to the first (they differ with the origin's fraction).
    struct Key: Hashable {
        let block: Int
        let line: Int
        let scale: Double
        let alpha: UInt8
        let offsets: [Int]
    }

    private var store: BudgetCache<Key, LineCoverage>

    init(budget: Int = 8 << 20) { store = BudgetCache(budget: budget) }

    var budget: Int { store.budget }
    var totalBytes: Int { store.totalCost }
    var count: Int { store.count }
    /// How many units of the cached lines are drawn apart from their composite.
    var deferredUnits: Int { store.values.reduce(0) { $0 + $1.deferred.count } }

    mutating func get(_ key: Key) -> LineCoverage? { store.get(key) }

    mutating func insert(_ key: Key, _ entry: LineCoverage) { store.insert(key, entry, cost: entry.bytes) }

    mutating func removeAll() { store.removeAll() }
}
