import TesseraDisplayList
import TesseraGeometry
import TesseraText

/// Where the runs of one laid-out line land on the device when drawn upright at a scale.
///
/// The engine lays text out in points at scale 1 (``TextEngine``), but each run is shaped and
/// rasterized at the device pixel size, where hinting rounds advances differently: a run drawn at
/// scale 2 is rarely exactly twice its 1x width. Placing each run at its 1x position times the
/// scale therefore made neighbouring runs overlap or drift apart at every scale but 1 (a long
/// line is cut into runs at a space, so words lost or doubled their spaces; syntax-coloured code,
/// a run per token, was garbled). Runs are instead placed one after another at their *device*
/// widths: the line is anchored at its start (its end for a line set from the right: trailing
/// alignment, or a right-to-left line aligned leading) where its 1x box puts it, rounded to
/// whole pixels, and each run's baseline is the line's baseline rounded to whole pixels, its top
/// the run face's ascent at the device size above it. At scale 1 the device widths and ascents
/// are the layout's own, so this is exactly the 1x placement.
struct DeviceRunMetrics {
    /// Each run's advance width and ascent in device pixels, and its device pixel size.
    var widths: [Int]
    var ascents: [Int]
    var pixelSizes: [Int]
}

/// One run's place on the device: the top left of its box in whole pixels, its pixel size and
/// its advance width in pixels.
struct DeviceRun {
    let x: Int, y: Int
    let pixelSize: Int
    let width: Int
}

extension TextFaces {
    /// The device widths, ascents and pixel sizes of `line`'s runs drawn at `scale` (see
    /// ``DeviceRunMetrics``): a run's width is what it advances when drawn at that size — the
    /// shaped run's width, the sum of its glyphs' advances when set solid, its digits' cells
    /// when tabular — exactly as `Canvas.text` draws it.
    func deviceMetrics(of line: TextLine, scale: Double) -> DeviceRunMetrics {
        var m = DeviceRunMetrics(widths: [], ascents: [], pixelSizes: [])
        for r in line.runs {
            let px = FontLibrary.pixelSize(r.fontSize, scale: scale)
            let width: Double
            if r.isTabular {
                width = Double(r.text.count) * tabularDigitWidth(face: r.face, pixelSize: px)
            } else if r.isSolid {
                width = r.text.reduce(0) { $0 + self.width(of: $1, face: r.face, pixelSize: px, script: r.script, rtl: r.isRightToLeft, solid: true) }
            } else {
                width = self.width(r.text, face: r.face, pixelSize: px, script: r.script, rtl: r.isRightToLeft)
            }
            m.widths.append(Int(width.rounded()))
            m.ascents.append(Int(metrics(r.face, pixelSize: px).ascent.rounded()))
            m.pixelSizes.append(px)
        }
        return m
    }
}

extension Canvas {
    /// Cached ``DeviceRunMetrics`` of the lines of blocks computed by the canvas's text engine,
    /// by block serial, line index and scale.
    struct DeviceMetricsKey: Hashable { let block: Int; let line: Int; let scale: Double }

    /// Where the runs of line `index` of `block` (laid out for `run`, the line's left edge `dx`
    /// points from the run's origin) land under the upright transform `t` (see
    /// ``DeviceRunMetrics``).
    func devicePlacement(_ index: Int, of block: TextBlock, _ run: TextRun, dx: Double, transform t: Transform) -> [DeviceRun] {
        let line = block.lines[index]
        let scale = t.m[0]
        let metrics: DeviceRunMetrics
        if scale == 1 {
            metrics = DeviceRunMetrics(widths: line.runs.map { Int($0.width.rounded()) }, ascents: line.runs.map { Int($0.ascent.rounded()) },
                                       pixelSizes: line.runs.map { FontLibrary.pixelSize($0.fontSize, scale: 1) })
        } else if block.serial != 0 {
            let key = DeviceMetricsKey(block: block.serial, line: index, scale: scale)
            if let known = deviceMetrics.get(key) {
                metrics = known
            } else {
                metrics = textEngine.faces.deviceMetrics(of: line, scale: scale)
                deviceMetrics.insert(key, metrics, cost: 1)
            }
        } else {
            metrics = textEngine.faces.deviceMetrics(of: line, scale: scale)
        }
        return Self.place(line, metrics, anchoredAtEnd: Self.setFromEnd(line, run.text.options),
                          start: t.apply(Point(x: run.origin.x + dx, y: run.origin.y + line.baseline)),
                          end: t.apply(Point(x: run.origin.x + dx + line.width, y: 0)).x)
    }

    /// Whether a run placed at `d` may touch the clip rectangle `c` (runs that cannot are
    /// skipped: long lines, scrolled text).
    static func mayTouch(_ d: DeviceRun, _ line: TextLine, scale: Double, _ c: PixelRect) -> Bool {
        !(d.x > c.maxX || d.x + d.width + 2 < c.x
            || d.y > c.maxY || Double(d.y) + (line.ascent + line.descent) * scale * 1.25 + 2 < Double(c.y))
    }

    /// Whether a line is set from its right end: trailing alignment left to right, leading
    /// alignment right to left (as ``TextBlock/offset(of:alignment:direction:)`` aligns it).
    static func setFromEnd(_ line: TextLine, _ options: TextLayoutOptions) -> Bool {
        let rightToLeft = options.layoutDirection == .rightToLeft || line.isRightToLeft
        switch options.alignment {
        case .leading: return rightToLeft
        case .trailing: return !rightToLeft
        case .center: return false
        }
    }

    /// The runs placed one after another from the line's start (`start`: its left end at the
    /// baseline, device pixels) or back from its end (`end`: its right end's x).
    static func place(_ line: TextLine, _ m: DeviceRunMetrics, anchoredAtEnd: Bool, start: Point, end: Double) -> [DeviceRun] {
        // Far-off or non-finite corners are held at ±1e9 (beyond any clip, never converted out of range).
        func pixel(_ v: Double) -> Int { v.isNaN ? 1_000_000_000 : Int(min(1e9, max(-1e9, v)).rounded()) }
        let baseline = pixel(start.y)
        var x = anchoredAtEnd ? pixel(end) - m.widths.reduce(0, +) : pixel(start.x)
        var out: [DeviceRun] = []
        out.reserveCapacity(line.runs.count)
        for i in line.runs.indices {
            out.append(DeviceRun(x: x, y: baseline - m.ascents[i], pixelSize: m.pixelSizes[i], width: m.widths[i]))
            x += m.widths[i]
        }
        return out
    }
}
