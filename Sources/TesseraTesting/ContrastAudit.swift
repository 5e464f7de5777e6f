import Foundation
import Tessera
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout

/// One text run of a display list and its contrast against what is painted behind it.
public struct TextContrast: CustomStringConvertible, Sendable {
    /// The run's string.
    public let string: String
    /// The lowest contrast ratio over the run's sample points (WCAG 2.x, 1...21).
    public let ratio: Double
    /// The text colour and the background colour at the worst sample point, both opaque
    /// (composited over what lies behind them).
    public let foreground: Color
    public let background: Color
    /// The run's box in window points.
    public let frame: Rect
    /// The run's font size in points.
    public let fontSize: Double

    public var description: String {
        func hex(_ c: Color) -> String {
            let v = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
            return "#" + v.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        let r = (ratio * 100).rounded() / 100
        return "\"\(string.prefix(32))\" \(r):1 (\(hex(foreground)) on \(hex(background))) at \(Int(frame.minX)),\(Int(frame.minY))"
    }
}

/// Computes the contrast of every visible text run of a display list against the colours
/// painted behind it, from the list alone: WCAG 2.x contrast ratio (success criterion 1.4.3,
/// "Contrast (Minimum)": 4.5:1 for text) of the text colour (each span's) and the background
/// at 3x3 sample points of the run's box, the lowest of them.
///
/// The background at a point is the window background with every earlier fill covering the
/// point composited over it in paint order (their colour's alpha times the pushed opacities;
/// a gradient counts as the mean of its stops). Clips, transforms (the perspective ones of
/// card flips too) and opacities are followed. A run whose background includes an image at a
/// sample point (a photo: its colours are not in the list) is not judged and is counted in
/// ``skippedOverImages``; a run that is invisible (fully transparent, clipped away or outside
/// the window) is left out. Strokes and other texts are not backgrounds.
public struct ContrastAudit {
    /// The judged runs, in paint order.
    public private(set) var runs: [TextContrast] = []
    /// How many visible runs lie over an image and were not judged.
    public private(set) var skippedOverImages = 0

    /// Audits `list` drawn on `background` in a window of `size`, measuring runs with `measurer`
    /// (the one the list was laid out with).
    public init(_ list: DisplayList, background: Color, size: Size, measurer: any TextMeasuring) {
        var painter = ContrastPainter(window: Rect(origin: .zero, size: size), background: background)
        for placed in painter.run(list.items) {
            let run = placed.run
            let box = measurer.measure(run.text, proposedWidth: run.maxWidth).size
            let local = Rect(origin: run.origin, size: Size(width: run.maxWidth.map { min($0, box.width) } ?? box.width, height: box.height))
            judge(placed, local: local, painter: painter)
        }
    }

    /// The runs below `minimum` (4.5 by default).
    public func failures(below minimum: Double = 4.5) -> [TextContrast] { runs.filter { $0.ratio < minimum } }

    private mutating func judge(_ placed: ContrastPainter.PlacedText, local: Rect, painter: ContrastPainter) {
        let run = placed.run, transform = placed.transform, clips = placed.clips
        // Each span's colour (nil: the run's), for spans that draw something.
        let colors = Set(run.text.spans.filter { $0.string.contains { !$0.isWhitespace } }.map { $0.color ?? run.color })
            .filter { $0.alpha * placed.opacity > 0.02 }
        guard !colors.isEmpty, local.width > 0, local.height > 0 else { return }
        var worst: (ratio: Double, fg: Color, bg: Color)?
        var visible = false, overImage = false
        for fy in [0.25, 0.5, 0.75] {
            for fx in [0.25, 0.5, 0.75] {
                let p = transform.apply(Point(x: local.minX + fx * local.width, y: local.minY + fy * local.height))
                guard painter.window.contains(p), clips.allSatisfy({ $0.contains(p) }) else { continue }
                visible = true
                guard let bg = painter.background(at: p, areas: placed.areasBefore) else { overImage = true; continue }
                for color in colors {
                    let fg = Self.over(color, alpha: color.alpha * placed.opacity, bg)
                    let ratio = Self.ratio(fg, bg)
                    if worst == nil || ratio < worst!.ratio { worst = (ratio, fg, bg) }
                }
            }
        }
        guard visible else { return }
        if overImage { skippedOverImages += 1; return }
        guard let worst else { return }
        let corners = [local.origin, Point(x: local.maxX, y: local.maxY)].map(transform.apply)
        let frame = Rect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                         width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
        runs.append(TextContrast(string: run.string, ratio: worst.ratio, foreground: worst.fg, background: worst.bg,
                                 frame: frame, fontSize: run.fontSize))
    }

    /// WCAG 2.x relative luminance of an opaque colour (sRGB components in 0...1).
    public static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio of two opaque colours, 1...21.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `c` with `alpha` composited over the opaque `base`.
    static func over(_ c: Color, alpha: Double, _ base: Color) -> Color {
        let a = min(1, max(0, alpha))
        return Color(red: c.red * a + base.red * (1 - a), green: c.green * a + base.green * (1 - a),
                     blue: c.blue * a + base.blue * (1 - a))
    }
}
