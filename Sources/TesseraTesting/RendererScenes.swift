import Foundation
import TesseraDisplayList
import TesseraGeometry

/// Synthetic scenes for renderer benchmarks and tests (no assets needed): test fixtures, kept
/// out of the backend so no app links them.
public enum RendererScenes {
    /// A deterministic procedural "photo" of `size` x `size` pixels: a coloured background
    /// gradient, a head-and-shoulders silhouette and soft stripes, varied by `seed`.
    public static func syntheticPhoto(seed: Int, size: Int = 256) -> PixelImage {
        var px = [UInt8](repeating: 255, count: size * size * 4)
        let h = Double((seed * 37) % 100) / 100
        let skin = [(0.98, 0.82, 0.70), (0.87, 0.67, 0.52), (0.65, 0.45, 0.32), (0.45, 0.30, 0.20)][seed % 4]
        for y in 0..<size {
            for x in 0..<size {
                let fx = Double(x) / Double(size), fy = Double(y) / Double(size)
                var r = 0.35 + 0.4 * h + 0.2 * fy, g = 0.5 - 0.2 * h + 0.1 * fx, b = 0.75 - 0.3 * h
                let head = ((fx - 0.5) * (fx - 0.5) / 0.04 + (fy - 0.42) * (fy - 0.42) / 0.06)
                let body = fy > 0.72 && abs(fx - 0.5) < 0.36 - (1 - fy) * 0.3
                if head < 1 { r = skin.0; g = skin.1; b = skin.2 }
                else if body { r = 0.2 + 0.6 * (1 - h); g = 0.25 + 0.3 * h; b = 0.35 }
                if (x / 12 + y / 12) % 2 == 0 && head >= 1 && !body { r *= 0.93; g *= 0.93; b *= 0.93 }
                let i = (y * size + x) * 4
                px[i] = UInt8(max(0, min(255, r * 255))); px[i + 1] = UInt8(max(0, min(255, g * 255)))
                px[i + 2] = UInt8(max(0, min(255, b * 255)))
            }
        }
        return PixelImage(width: size, height: size, pixels: px)
    }

    /// A honeycomb-like frame at `size`: a gradient background, 7 rows of 6 pointy-top
    /// hexagons (width 100, height 100 / cos(π/6), spacing 8, odd rows shifted), each a
    /// hexagon-clipped photo with a thin white outline and a name label below its centre, and
    /// a title. With `flipAngle` (degrees), the cell in row 3, column 2 is mid-flip about the
    /// vertical axis with perspective; past 90° it shows its back (a gradient and the name).
    public static func photoGrid(size: Size, photos: [PixelImage], flipAngle: Double? = nil) -> DisplayList {
        var list = DisplayList()
        let bounds = Rect(origin: .zero, size: size)
        list.append(.fill(.rect(bounds), .linearGradient(
            LinearGradient(colors: [Color(r8: 30, g8: 34, b8: 48), Color(r8: 60, g8: 66, b8: 90)], startPoint: .top, endPoint: .bottom),
            in: bounds)))
        list.append(.text(TextRun("Honeycomb", fontSize: 28, weight: .bold, color: .white, origin: Point(x: 24, y: 16))))
        let w = 100.0, hexH = w / cos(Double.pi / 6), spacing = 8.0
        let pitchY = hexH * 0.75 + spacing
        let names = ["Ada", "Brian", "Chloe", "Dmitri", "Elena", "Farid", "Grace", "Hiro",
                     "Ines", "Jamal", "Kaito", "Lena", "Mateo", "Nia", "Omar", "Priya"]
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
        let originX = (size.width - (6 * (w + spacing) + w / 2)) / 2, originY = 70.0
        for r in 0..<7 {
            for c in 0..<6 {
                let idx = r * 6 + c
                let x = originX + Double(c) * (w + spacing) + (r % 2 == 1 ? (w + spacing) / 2 : 0)
                let cell = Rect(x: x, y: originY + Double(r) * pitchY, width: w, height: hexH)
                let hex = Path.hexagon(in: cell)
                let name = names[idx % names.count]
                var cellList = DisplayList()
                let showBack = (flipAngle ?? 0).truncatingRemainder(dividingBy: 360) > 90 && r == 3 && c == 2
                if showBack {
                    // The back, pre-rotated by 180° so it reads unmirrored after the flip.
                    cellList.withTransform(Transform.rotation3D(.degrees(180), axis: (0, 1, 0), anchor: cell.center,
                                                                perspective: 0, size: cell.size)) { back in
                        back.append(.fill(.path(hex), .linearGradient(colors[idx % colors.count].gradient, in: cell)))
                        back.append(.text(TextRun(name, fontSize: 17, weight: .bold, color: .white,
                                                  origin: Point(x: cell.minX + 8, y: cell.midY - 10), maxWidth: w - 16,
                                                  alignment: .center)))
                    }
                } else {
                    let photo = photos[idx % max(1, photos.count)]
                    cellList.append(.image(ImageDraw(source: .bitmap(key: "photo-\(idx % max(1, photos.count))", image: photo),
                                                     rect: cell, contentMode: .fill, clip: hex)))
                    cellList.append(.text(TextRun(name, fontSize: 12, weight: .bold, color: .white,
                                                  origin: Point(x: cell.minX + 30, y: cell.maxY - 34))))
                }
                cellList.append(.stroke(hex, width: 1.5, color: Color(white: 1, alpha: 0.9)))
                if let flipAngle, r == 3, c == 2 {
                    list.withTransform(Transform.rotation3D(.degrees(flipAngle), axis: (0, 1, 0), anchor: cell.center,
                                                            perspective: 1, size: cell.size)) { $0.append(contentsOf: cellList) }
                } else {
                    list.append(contentsOf: cellList)
                }
            }
        }
        return list
    }
}
