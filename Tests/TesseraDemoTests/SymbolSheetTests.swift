import Foundation
import Tessera
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost
import TesseraTesting
import Testing

/// SF Symbol images rendered headless (Sources/Tessera/Symbols; here because the pixel checks
/// need the software renderer): holes are holes, the tint reaches the glyph, and goldens of a
/// symbols sheet at scales 1 and 2, light and dark.
extension DemoTests {
    @Suite(.serialized) struct SymbolSheet {
        static let folder = packageRoot + "/Tests/TesseraDemoTests/Goldens"

        /// A sheet of symbols: glyphs, enclosures, numbers, letters, rendering modes, sizes.
        struct Sheet: View {
            static let rows: [[String]] = [
                [
                    "gear", "gearshape.fill", "heart", "heart.fill", "star", "star.fill", "trash", "bell", "person",
                    "house",
                ],
                [
                    "magnifyingglass", "plus", "xmark", "checkmark", "square.and.arrow.up", "folder", "calendar",
                    "clock", "envelope", "globe",
                ],
                [
                    "heart.circle", "heart.circle.fill", "gear.circle.fill", "star.square", "star.square.fill",
                    "plus.circle.fill", "xmark.circle.fill", "checkmark.circle.fill", "info.circle",
                    "exclamationmark.triangle.fill",
                ],
                [
                    "1.circle", "2.circle.fill", "3.square", "42.circle.fill", "100.square.fill", "a.circle",
                    "b.circle.fill", "z.square.fill", "trash.circle.fill", "no.such.symbol",
                ],
            ]
            var body: some View {
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(Array(Self.rows.enumerated()), id: \.offset) { _, row in
                        HStack(spacing: 12) {
                            ForEach(row, id: \.self) { name in Image(systemName: name).font(.system(size: 20)) }
                        }
                    }
                    HStack(spacing: 12) {
                        Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(
                            Color.blue)
                        Image(systemName: "heart.circle.fill").symbolRenderingMode(.palette).foregroundStyle(
                            Color.white, Color.purple)
                        Image(systemName: "heart.circle.fill").symbolRenderingMode(.multicolor)
                        Image(systemName: "star.fill").symbolRenderingMode(.multicolor)
                        Image(systemName: "bell").symbolVariant(.fill)
                        Image(systemName: "bell").symbolVariant(.circle.fill)
                        Image(systemName: "gear").foregroundColor(.orange)
                        Image(systemName: "gear").fontWeight(.black)
                    }
                    .font(.system(size: 20))
                    HStack(alignment: .bottom, spacing: 12) {
                        Image(systemName: "star.fill").imageScale(.small)
                        Image(systemName: "star.fill").imageScale(.medium)
                        Image(systemName: "star.fill").imageScale(.large)
                        Image(systemName: "gear").font(.largeTitle)
                        Image(systemName: "gear").resizable().scaledToFit().frame(width: 64, height: 40)
                        Image(systemName: "heart.fill").resizable().frame(width: 60, height: 30)
                        Label("Settings", systemImage: "gearshape")
                        Button("Delete", systemImage: "trash") {}
                    }
                }
                .padding(12)
            }
        }

        @Test(arguments: [(1.0, false), (2.0, false), (1.0, true), (2.0, true)])
        func sheetGolden(scale: Double, dark: Bool) throws {
            let goldens = try GoldenImages()
            let name = "symbols-sheet-\(dark ? "dark" : "light")@\(Int(scale))x.png"
            let view = ZStack {
                Color.windowBackground
                Sheet()
            }.preferredColorScheme(dark ? .dark : .light)
            try goldens.assertMatches(
                view, size: Size(width: 560, height: 280), scale: scale, golden: Self.folder + "/" + name)
        }

        /// The symbol alone in a 100x100 window over a yellow background, drawn in blue.
        func render(_ name: String, scale: Double = 1) throws -> PixelImage {
            let view = ZStack {
                Color.yellow
                Image(systemName: name).resizable().foregroundStyle(Color.blue).frame(width: 80, height: 80)
            }
            return try ViewRenderer().render(view, size: Size(width: 100, height: 100), scale: scale)
        }

        func isYellow(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g > 180 && p.b < 80 }
        func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 180 && p.r < 80 && p.g < 160 }

        @Test func theGearsHoleShowsTheBackground() throws {
            for scale in [1.0, 2.0] {
                let image = try render("gear", scale: scale)
                let c = Int(50 * scale)
                // The centre of the gear is its hole; a point on its ring is the glyph.
                #expect(isYellow(image[c, c]), "gear centre at scale \(scale): \(image[c, c])")
                #expect(isBlue(image[c, Int(30 * scale)]), "gear ring at scale \(scale): \(image[c, Int(30 * scale)])")
            }
        }

        @Test func aFilledCircleVariantCutsItsGlyphOut() throws {
            // Composed: the circle is filled, the heart cut out of it shows the background.
            let heart = try render("heart.circle.fill")
            #expect(isYellow(heart[50, 52]), "heart inside the disk: \(heart[50, 52])")
            #expect(isBlue(heart[50, 16]), "disk above the heart: \(heart[50, 16])")
            // Numbered: the digit's stroke is a hole, its counter (the inside of the 0) is disk.
            let zero = try render("0.circle.fill")
            #expect(isBlue(zero[50, 50]), "inside the 0: \(zero[50, 50])")
            let row = (10...90).map { zero[$0, 50] }
            #expect(row.contains(where: isYellow), "the 0's strokes are holes")
        }

        @Test func theTintReachesTheGlyph() throws {
            let image = try render("heart.fill")
            #expect(isBlue(image[50, 55]))
            let plain = try ViewRenderer().render(
                ZStack {
                    Color.white
                    Image(systemName: "heart.fill").font(.system(size: 40)).foregroundColor(.red)
                },
                size: Size(width: 60, height: 60))
            let p = plain[30, 32]
            #expect(p.r > 200 && p.g < 90 && p.b < 90, "heart.fill tinted red: \(p)")
        }
    }
}
