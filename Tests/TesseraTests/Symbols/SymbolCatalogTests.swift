import Foundation
import Testing

@testable import Tessera

/// The SF Symbol names Tessera draws (Sources/Tessera/Symbols): the measured ranking in the
/// "Symbol names" article all map, numbered and lettered names compose, variants apply, an
/// unknown name warns once, and the foreground style reaches the glyph.
@Suite struct SymbolCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    let composer = SymbolComposer(catalog: .shared)

    /// The names of the ranking table in the article, in rank order, with whether the article
    /// lists the name as a gap (drawn as "?").
    static func rankedNames() throws -> [(name: String, gap: Bool)] {
        let text = try String(contentsOfFile: root + "/Sources/Tessera/Tessera.docc/SymbolNames.md", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, Int(cells[0]) != nil, cells[1].hasPrefix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[3].hasPrefix("gap"))
        }
    }

    @Test func everyRankedNameMaps() throws {
        let ranked = try Self.rankedNames()
        #expect(ranked.count >= 400, "the ranking lists \(ranked.count) names")
        for (name, gap) in ranked {
            let drawn = composer.drawing(for: name) != nil
            #expect(drawn != gap, "\(name): \(drawn ? "drawn but listed as a gap" : "not drawn")")
        }
    }

    @Test func theCatalogLoadedItsData() {
        #expect(SymbolCatalog.shared.mapping.count > 600)
        #expect(SymbolCatalog.shared.textGlyphs.count == 36)
        for (sf, glyph) in SymbolCatalog.shared.mapping {
            #expect(SymbolCatalog.shared.glyphs[glyph]?.contours.isEmpty == false, "\(sf) -> \(glyph) has no outline")
        }
    }

    @Test func numberedAndLetteredNamesCompose() throws {
        for name in ["0.circle", "42.circle.fill", "3.square", "100.square.fill", "a.circle", "z.square.fill"] {
            let d = try #require(composer.drawing(for: name), "\(name)")
            #expect(d.layers.contains { $0.role == .secondary }, "\(name) has its enclosure")
        }
        // Different numbers are different drawings (not one stand-in for all).
        #expect(composer.drawing(for: "1.circle.fill") != composer.drawing(for: "2.circle.fill"))
        for name in ["101.circle", "07.circle", "A.circle", "ab.circle", "-1.circle", "42"] {
            #expect(composer.drawing(for: name) == nil, "\(name) is not an SF name")
        }
    }

    /// The non-zero winding number of `p` in `contours`.
    func winding(_ p: Point, _ contours: [[Point]]) -> Int {
        var w = 0
        for c in contours {
            for i in c.indices {
                let a = c[i]
                let b = c[(i + 1) % c.count]
                if a.y <= p.y, b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                if a.y > p.y, b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 { w -= 1 }
            }
        }
        return w
    }

    @Test func aFilledEnclosureWindsToZeroInsideItsGlyph() throws {
        let d = try #require(composer.drawing(for: "heart.circle.fill"))
        let body = try #require(d.layers.first { $0.role == .secondary })
        let centre = Point(x: 12, y: 12.5)
        let rim = Point(x: 12, y: 3)
        #expect(winding(centre, body.outline.contours) == 0, "the heart is a hole")
        #expect(winding(rim, body.outline.contours) != 0, "the disk around it is filled")
    }

    @Test func variantsApplyWhereTheNameHasThem() throws {
        #expect(SymbolVariants.circle.fill.candidates(for: "heart").first == "heart.circle.fill")
        #expect(SymbolVariants.fill.candidates(for: "heart.fill") == ["heart.fill"])
        #expect(SymbolVariants.slash.candidates(for: "bell").first == "bell.slash")
        let filled = SymbolImage.drawing("bell", variants: .fill)
        #expect(filled == composer.drawing(for: "bell.fill"))
    }

    @Test func anUnknownNameWarnsOnceAndDrawsThePlaceholder() {
        let name = "no.such.symbol.\(UUID().uuidString.prefix(8))"
        let before = SymbolWarnings.shared.hasWarned(name)
        let d1 = SymbolImage.drawing(name, variants: .none)
        let d2 = SymbolImage.drawing(name, variants: .none)
        #expect(!before && SymbolWarnings.shared.hasWarned(name))
        #expect(SymbolWarnings.shared.unknownName(name) == false, "a second warning for \(name)")
        #expect(d1 == d2 && d1.layers.count == 2)
        #expect(composer.drawingOrPlaceholder(for: name).isPlaceholder)
    }

    @Test func theWarningLineNamesTheSymbolAndTheDoc() {
        let lines = LineBox()
        let warner = SymbolWarnings()
        warner.setSink { lines.append($0) }
        warner.unknownName("xyz")
        warner.unknownName("xyz")
        #expect(
            lines.all == [
                "tessera: unknown SF Symbol name \"xyz\"; drawn as \"?\". See the Tessera docs, article \"Symbols\" (Sources/Tessera/Tessera.docc/Symbols.md)."
            ])
    }

    @Test func theForegroundStyleReachesTheGlyph() {
        let host = makeHost(Image(systemName: "heart.fill").foregroundColor(.red))
        let fills = host.displayList().items.compactMap { item -> Color? in
            if case let .fill(_, .color(c)) = item { return c }
            return nil
        }
        #expect(fills == [.red])
    }

    @Test func renderingModesColourTheLayers() {
        func colours(_ view: some View) -> [Color] {
            makeHost(view).displayList().items.compactMap { item -> Color? in
                if case .fill(_, .color(let c)) = item { return c }
                return nil
            }
        }
        let name = "heart.circle.fill"
        // Monochrome: one layer, the disk with the heart cut out.
        #expect(colours(Image(systemName: name).foregroundColor(.blue)) == [.blue])
        // Hierarchical: the disk at half opacity, the heart in its hole at full.
        #expect(
            colours(Image(systemName: name).symbolRenderingMode(.hierarchical).foregroundColor(.blue)) == [
                .blue.opacity(0.5), .blue,
            ])
        // Palette: the second style for the disk, the first for the heart.
        let palette = Image(systemName: name).symbolRenderingMode(.palette).foregroundStyle(Color.white, Color.purple)
        #expect(colours(palette) == [.purple, .white])
        // Original (multicolor): a red disk, a white heart.
        let original = colours(Image(systemName: name).renderingMode(.original))
        #expect(original.count == 2 && original[1] == .white && original[0].red > 0.9 && original[0].green < 0.3)
    }

    @Test func theFontAndImageScaleSizeTheSymbol() {
        let host = makeHost(
            HStack {
                Image(systemName: "star").font(.system(size: 20)).id("m")
                Image(systemName: "star").font(.system(size: 20)).imageScale(.large).id("l")
                Image(systemName: "star").resizable().frame(width: 50, height: 30).id("r")
            })
        #expect(host.frame("m").size == Size(width: 22, height: 22))
        #expect(abs(host.frame("l").width - 22 * 1.29) < 0.01)
        #expect(host.frame("r").size == Size(width: 50, height: 30))
    }
}

/// Lines collected from another thread's sink.
final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) {
        lock.lock()
        lines.append(s)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
