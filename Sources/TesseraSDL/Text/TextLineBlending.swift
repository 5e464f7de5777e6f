import TesseraDisplayList
import TesseraGeometry

/// Drawing a whole line of text from one composed coverage (``LineCoverage``): the first frame
/// that shows a line at a pixel placement composes its glyph-atlas units once; later frames
/// find it by the block's serial number, the line's index and the runs' whole-pixel offsets
/// (no text is hashed) and blend it a row at a time in one pass over the target.
///
/// Used for upright, opaque text on a ``PixelTarget`` when every run of the line has an outline
/// face and the runs' colours share one alpha (a syntax-coloured line of code is composed once
/// and each composed unit blended in its run's colour), the line is at most ``widestComposedLine`` pixels wide and all or none
/// of its runs are inside the clip; other lines are drawn run by run. The pixels equal drawing
/// the runs' units one after another (``LineCoverage`` says why), which equal SDL_ttf run
/// textures copied by SDL's software renderer (tested).
extension Canvas {
    /// Lines wider than this (device pixels) are drawn run by run, so that a very long line
    /// rasterizes only the runs that can be seen.
    static let widestComposedLine = 4096.0

    /// Draws line `index` of `block` (laid out for `run`, its left edge `dx` from the run's
    /// origin) from its composed coverage. Returns false, drawing nothing, when the line must be
    /// drawn run by run. `visible` is the clip the runs are tested against (as the run-by-run
    /// path tests them), `clip` the pixels that may be written.
    func blendLine(_ index: Int, of block: TextBlock, _ run: TextRun, _ placed: [DeviceRun], scale: Double,
                   visible c: PixelRect, clip: PixelRect, target: PixelTarget) -> Bool {
        let line = block.lines[index]
        guard block.serial != 0, placed.count == line.runs.count, line.width * scale <= Self.widestComposedLine else { return false }
        let spans = run.text.spans
        func colorOf(_ r: PlacedRun) -> Color { (r.span < spans.count ? spans[r.span].color : nil) ?? run.color }
        // Runs of several colours share the composite when their colours have one alpha (it is
        // in the coverage); each composed unit is then blended in its run's colour.
        let color = colorOf(line.runs[0])
        var uniform = true
        for r in line.runs {
            guard r.face.strike == nil else { return false }
            let c = colorOf(r)
            if c != color {
                uniform = false
                guard c.alpha > 0, c.rgba8.a == color.rgba8.a else { return false }
            }
        }
        guard color.alpha > 0 else { return uniform }   // as the run-by-run path: nothing drawn
        guard placed.allSatisfy({ abs($0.x) < 1_000_000_000 && abs($0.y) < 1_000_000_000 }) else { return false }
        let xs = placed.map(\.x), ys = placed.map(\.y), sizes = placed.map(\.pixelSize)
        let seen = placed.filter { Self.mayTouch($0, line, scale: scale, c) }.count
        if seen == 0 { return true }
        guard seen == line.runs.count else { return false }
        var offsets: [Int] = []
        offsets.reserveCapacity(2 * xs.count - 2)
        for i in xs.indices.dropFirst() { offsets.append(xs[i] - xs[0]); offsets.append(ys[i] - ys[0]) }
        let q = color.rgba8
        let key = LineCoverageCache.Key(block: block.serial, line: index, scale: scale, alpha: q.a, offsets: offsets)
        let entry: LineCoverage
        if let hit = lineCoverages.get(key) {
            entry = hit
            lastFrameStatistics.reused += 1
        } else {
            entry = composeLine(line, xs: xs, ys: ys, sizes: sizes, alpha: q.a)
            lineCoverages.insert(key, entry)
        }
        let ax = xs[0], ay = ys[0]
        if entry.width > 0 {
            let gx = ax + entry.x, gy = ay + entry.y
            // One colour: the whole composite at once; several: each composed unit's box in its
            // run's colour (the boxes are disjoint, the composite is 0 between them).
            let boxes = uniform ? [(PixelRect(x: 0, y: 0, width: entry.width, height: entry.height), q)]
                                : entry.parts.map { ($0.box, colorOf(line.runs[$0.run]).rgba8) }
            var dry = false
            if recording != nil {
                for (box, c) in boxes {
                    let dst = PixelRect(x: gx + box.x, y: gy + box.y, width: box.width, height: box.height).intersection(clip)
                    let source = PixelRect(x: dst.x - gx, y: dst.y - gy, width: dst.width, height: dst.height)
                    recording?.add(dst, nil, DrawOp(dst: dst, source: source, texture: PixelSource(entry),
                                                    paint: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a)))
                }
                dry = recording?.dry == true
            }
            if !dry {
                entry.blend(at: gx, gy, boxes: boxes.map { ($0.0, UInt32($0.1.r) << 16 | UInt32($0.1.g) << 8 | UInt32($0.1.b)) },
                            clip: clip, target: target, tables: rowTables)
            }
        }
        for d in entry.deferred {
            let r = line.runs[d.run]
            guard let g = atlasGlyph(d.text, r, pixelSize: sizes[d.run], alpha: q.a, single: d.single) else { continue }
            let c = colorOf(r)
            useGlyphColor(c)
            drawUnit(g, at: ax + d.x, ay + d.y, color: c, clip: clip, target: target)
        }
        return true
    }

    /// Composes a line's units with its first run's top left at the origin; each unit's
    /// coverage is copied from the atlas at once, before a later insertion can evict its page.
    private func composeLine(_ line: TextLine, xs: [Int], ys: [Int], sizes: [Int], alpha: UInt8) -> LineCoverage {
        var units: [(box: PixelRect, pixels: [UInt8])] = []
        var keys: [(run: Int, text: String, single: Bool)] = []
        for (i, r) in line.runs.enumerated() {
            forEachUnit(of: r, pixelSize: sizes[i], alpha: alpha, x: xs[i] - xs[0], y: ys[i] - ys[0]) { g, gx, gy, text, single in
                guard !g.isEmpty, let page = glyphAtlas.page(g.page), !page.isColor else { return }
                var pixels = [UInt8](repeating: 0, count: g.width * g.height)
                let src = page.pixels.assumingMemoryBound(to: UInt8.self)
                for row in 0..<g.height {
                    for col in 0..<g.width { pixels[row * g.width + col] = src[(g.y + row) * page.width + g.x + col] }
                }
                units.append((PixelRect(x: gx, y: gy, width: g.width, height: g.height), pixels))
                keys.append((i, text, single))
            }
        }
        let (composite, deferred) = LineCoverage.compose(units)
        let box = composite?.box ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let parts = LineCoverage.parts(units.map(\.box), runs: keys.map(\.run), composite: box, deferred: deferred)
        return LineCoverage(x: box.x, y: box.y, width: box.width, height: box.height, pixels: composite?.pixels ?? [],
                            deferred: deferred.map { (keys[$0].run, keys[$0].text, keys[$0].single, units[$0].box.x, units[$0].box.y) },
                            parts: parts)
    }
}
