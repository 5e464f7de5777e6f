import Foundation
import Testing
import TesseraDisplayList
import TesseraFuzzing
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// Whole lines composed from the glyph atlas and blended a row at a time (the headless default)
/// give exactly the pixels of the reference path, SDL_ttf run textures copied by SDL's
/// software renderer: at fractional origins, at scale 2, under clips, on other backgrounds,
/// with units drawn apart from the composite, and from the cache on later frames.
@Suite(.serialized) struct TextLineBlendingTests {
    /// The benchmark's kind of paragraph: ideographs with full-width punctuation, wrapped.
    static let paragraph: String = {
        var random = SeededRandom(seed: 7)
        var s = ""
        for i in 0..<600 {
            if i % 41 == 40 { s.append("。"); continue }
            if i % 13 == 12 { s.append("，"); continue }
            s.unicodeScalars.append(Unicode.Scalar(0x4E00 + UInt32(random.next(800)) * 13)!)
        }
        return s
    }()

    func scene(x: Double, y: Double, color: Color = .black, background: Color? = nil) -> DisplayList {
        var list = DisplayList()
        if let background { list.append(.fill(.rect(Rect(x: 0, y: 0, width: 300, height: 420)), .color(background))) }
        list.append(.text(TextRun(StyledText(Self.paragraph, font: Font(size: 17)), color: color,
                                  origin: Point(x: x, y: y), maxWidth: 280)))
        // Mixed scripts on one line: shaped runs (Latin, Arabic, Devanagari) are whole units.
        list.append(.text(TextRun(StyledText("Grid 网格 سلام ग्रिड 42", font: Font(size: 19)), color: color,
                                  origin: Point(x: x, y: y + 380))))
        return list
    }

    /// Renders `list` through run textures and through composed lines (twice: composed, then
    /// from the cache) and returns how many pixels differ.
    func differences(_ list: DisplayList, size: Size = Size(width: 300, height: 420), scale: Double = 1,
                     composedLines: Int = 6) throws -> [Int] {
        let r = try HeadlessRenderer(assets: Assets.locate())
        r.tracksDamage = false
        r.drawsTextDirectly = false
        let reference = try r.render(list, size: size, scale: scale)
        r.drawsTextDirectly = true
        let composed = try r.render(list, size: size, scale: scale)
        #expect((r.lineCoverages?.count ?? 0) >= composedLines)
        let cached = try r.render(list, size: size, scale: scale)
        return [composed, cached].map { image in
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width where image[x, y] != reference[x, y] { n += 1 } }
            return n
        }
    }

    @Test(arguments: [(0.0, 0.0), (0.3, 0.5), (0.5, 0.25), (0.74, 0.9), (10.49, 3.51)])
    func composedLinesEqualRunTextures(x: Double, y: Double) throws {
        #expect(try differences(scene(x: x, y: y)) == [0, 0])
    }

    @Test func atScaleTwoInColourAndOnAnotherBackground() throws {
        #expect(try differences(scene(x: 0.4, y: 0.6), scale: 2) == [0, 0])
        let blue = Color(red: 0.1, green: 0.3, blue: 0.8)
        #expect(try differences(scene(x: 0.2, y: 0.2, color: blue, background: Color(red: 0.9, green: 0.85, blue: 0.7))) == [0, 0])
        // A translucent colour: its alpha is in the composed coverage.
        let translucent = Color(red: 0.5, green: 0, blue: 0, alpha: 0.55)
        #expect(try differences(scene(x: 0.7, y: 0.1, color: translucent, background: .gray)) == [0, 0])
    }

    @Test func underAClipThatCutsLines() throws {
        var list = DisplayList()
        list.append(.pushClip(.rect(Rect(x: 37, y: 50, width: 150, height: 101))))
        list.append(contentsOf: scene(x: 0.3, y: -20.6))
        list.append(.popClip)
        // Lines cut by the clip are drawn run by run; those wholly inside it are composed.
        #expect(try differences(list, composedLines: 2) == [0, 0])
    }

    @Test func damageTrackedFramesEqualFullRepaintsThroughRunTextures() throws {
        let tracked = try HeadlessRenderer(assets: Assets.locate())   // damage tracking and composed lines
        let reference = try HeadlessRenderer(assets: Assets.locate())
        reference.tracksDamage = false
        reference.drawsTextDirectly = false
        for (i, x) in [0.0, 0.0, 0.5, 3.0, 3.0].enumerated() {
            var list = scene(x: 0, y: 0)
            list.append(.text(TextRun(StyledText("第\(i)帧", font: Font(size: 17)), color: .red, origin: Point(x: 200 + x, y: 395))))
            let a = try tracked.render(list, size: Size(width: 300, height: 420))
            let b = try reference.render(list, size: Size(width: 300, height: 420))
            #expect(a == b, "frame \(i)")
        }
    }

    @Test func slantedIdeographsEqualRunTextures() throws {
        // SDL_ttf's synthetic italic (the CJK face has none) slants ideographs into their
        // neighbours: such a run is one unit, as its texture is.
        let spans = [TextSpan("网格网格", font: Font(size: 40, italic: true)), TextSpan("网格", font: Font(size: 40)),
                     TextSpan("jj", font: Font(size: 40, weight: .black))]
        var list = DisplayList()
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 360, height: 70)), .color(Color(red: 0.8, green: 0.9, blue: 1))))
        list.append(.text(TextRun(StyledText(spans: spans), color: .black, origin: Point(x: 3.3, y: 5))))
        #expect(try differences(list, size: Size(width: 360, height: 70), composedLines: 1) == [0, 0])
    }

    /// A syntax-coloured line of code: runs of several colours in the monospaced design.
    static func codeLine(_ parts: [(String, Color)], size: Double = 14) -> StyledText {
        StyledText(spans: parts.map { TextSpan($0.0, font: Font(size: size, design: .monospaced), color: $0.1) })
    }

    static let keyword = Color(red: 0.61, green: 0.14, blue: 0.58), type = Color(red: 0.22, green: 0.27, blue: 0.63)
    static let member = Color(red: 0.2, green: 0.45, blue: 0.5), number = Color(red: 0.11, green: 0.0, blue: 0.81)

    /// Lines whose runs have several colours (of one alpha) are composed once and each unit is
    /// blended in its run's colour: the pixels equal run textures, composed and from the cache,
    /// at fractional origins, at scale 2, and on a background that is not white.
    @Test(arguments: [(0.0, 0.0, 1.0), (0.3, 0.6, 1.0), (0.74, 0.1, 2.0)])
    func linesOfSeveralColoursEqualRunTextures(x: Double, y: Double, scale: Double) throws {
        let plain = Color(white: 0.15)
        let lines: [StyledText] = [
            Self.codeLine([("Grid", Self.type), ("(", plain), ("horizontalSpacing", Self.member), (": ", plain),
                           ("5.0", Self.number), (", ", plain), ("verticalSpacing", Self.member), (": ", plain),
                           ("5.0", Self.number), (") {", plain)]),
            Self.codeLine([("    ", plain), ("RoundedRectangle", Self.type), ("(", plain), ("cornerRadius", Self.member),
                           (": ", plain), ("5.0", Self.number), (")", plain)]),
            Self.codeLine([("let", Self.keyword), (" x ", plain), ("=", Self.keyword), (" 42", Self.number)], size: 19),
            // Translucent colours of one alpha share the composite too.
            Self.codeLine([(".fill", Color(red: 0.5, green: 0, blue: 0, alpha: 0.55)),
                           ("(.green)", Color(red: 0, green: 0.4, blue: 0.9, alpha: 0.55))]),
        ]
        var list = DisplayList()
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 600, height: 160)), .color(Color(red: 0.95, green: 0.93, blue: 0.85))))
        for (i, line) in lines.enumerated() {
            list.append(.text(TextRun(line, color: .black, origin: Point(x: x + 4, y: y + 4 + 30 * Double(i)))))
        }
        #expect(try differences(list, size: Size(width: 600, height: 160), scale: scale, composedLines: lines.count) == [0, 0])
    }

    /// Runs of colours with different alphas cannot share one coverage: such a line is drawn run
    /// by run (nothing composed), and still equals run textures.
    @Test func runsOfDifferentAlphasAreDrawnRunByRun() throws {
        let line = Self.codeLine([("opaque ", Self.keyword), ("translucent", Color(red: 0, green: 0, blue: 1, alpha: 0.4))])
        var list = DisplayList()
        list.append(.text(TextRun(line, color: .black, origin: Point(x: 3.5, y: 2))))
        #expect(try differences(list, size: Size(width: 300, height: 30), composedLines: 0) == [0, 0])
        let r = try HeadlessRenderer(assets: Assets.locate())
        _ = try r.render(list, size: Size(width: 300, height: 30))
        #expect(r.lineCoverages?.count == 0)
    }

    /// Runs of different colours next to each other (ideographs in the italic request, Latin
    /// with descenders): the pixels equal run textures.
    @Test func overlappingUnitsOfSeveralColoursEqualRunTextures() throws {
        let spans = [TextSpan("网格", font: Font(size: 40, italic: true), color: .red),
                     TextSpan("网格", font: Font(size: 40, italic: true), color: .blue),
                     TextSpan("x", font: Font(size: 40), color: Self.keyword), TextSpan("jj", font: Font(size: 40), color: Self.number)]
        var list = DisplayList()
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 300, height: 70)), .color(Color(red: 0.8, green: 0.9, blue: 1))))
        list.append(.text(TextRun(StyledText(spans: spans), color: .black, origin: Point(x: 3.3, y: 5))))
        #expect(try differences(list, size: Size(width: 300, height: 70), composedLines: 1) == [0, 0])
    }

    /// The argument of `LineCoverage` with a colour per unit: over random overlapping units of
    /// random colours, blending each composed part of the composite in its unit's colour, then
    /// the deferred units in theirs, gives the pixels of blending every unit in order.
    @Test func partsInTheirColoursThenDeferredUnitsEqualBlendingEveryUnit() {
        var random = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ n: Int) -> Int { random.next(n) }
        let (w, h) = (64, 24)
        let palette: [UInt32] = [0x20_80_C0, 0x9C_24_94, 0x1C_00_CF, 0x38_45_A1, 0x26_26_26]
        var roundsWithDeferredUnits = 0, roundsWithSeveralColours = 0
        for round in 0..<60 {
            var units: [(box: PixelRect, pixels: [UInt8])] = []
            var runs: [Int] = []
            for _ in 0..<(2 + next(10)) {
                let box = PixelRect(x: next(w - 8), y: next(h - 6), width: 1 + next(12), height: 1 + next(10))
                units.append((box, (0..<(box.width * box.height)).map { _ in [0, 255, UInt8(next(256))][next(3)] }))
                runs.append(next(palette.count))
            }
            let (composite, deferred) = LineCoverage.compose(units)
            if !deferred.isEmpty { roundsWithDeferredUnits += 1 }
            var background = (0..<(w * h)).map { _ in UInt32(next(1 << 24)) | 0xFF00_0000 }
            var sequential = background
            let clip = PixelRect(x: 3, y: 0, width: w - 6, height: h)
            func withTarget(_ pixels: inout [UInt32], _ body: (PixelTarget) -> Void) {
                pixels.withUnsafeMutableBytes { raw in body(PixelTarget(pixels: raw.baseAddress!, pitch: w * 4, width: w, height: h)) }
            }
            func blend(_ i: Int, into pixels: inout [UInt32]) {
                let u = units[i]
                withTarget(&pixels) { target in
                    u.pixels.withUnsafeBufferPointer { c in
                        GlyphBlending.blendRows(c.baseAddress!, width: u.box.width, height: u.box.height, x: u.box.x, y: u.box.y,
                                                rgb: palette[runs[i]], clip: clip, target: target)
                    }
                }
            }
            for i in units.indices { blend(i, into: &sequential) }
            if let composite {
                let parts = LineCoverage.parts(units.map(\.box), runs: runs, composite: composite.box, deferred: deferred)
                if Set(parts.map(\.run)).count > 1 { roundsWithSeveralColours += 1 }
                let line = LineCoverage(x: composite.box.x, y: composite.box.y, width: composite.box.width,
                                        height: composite.box.height, pixels: composite.pixels, deferred: [], parts: parts)
                withTarget(&background) { target in
                    line.blend(at: composite.box.x, composite.box.y, boxes: parts.map { ($0.box, palette[$0.run]) },
                               clip: clip, target: target, tables: GlyphBlending.RowTables())
                }
            }
            for i in deferred { blend(i, into: &background) }
            #expect(background == sequential, "round \(round)")
        }
        #expect(roundsWithDeferredUnits >= 10, "the units must overlap to test the order")
        #expect(roundsWithSeveralColours >= 30)
    }

    /// Damage tracking sees a change of one run's colour on a composed line (the recorded
    /// operations carry each unit's colour): tracked frames equal full repaints.
    @Test func damageTrackedColourChangesOfOneRunEqualFullRepaints() throws {
        let tracked = try HeadlessRenderer(assets: Assets.locate())
        let reference = try HeadlessRenderer(assets: Assets.locate())
        reference.tracksDamage = false
        reference.drawsTextDirectly = false
        let plain = Color(white: 0.15)
        for (i, c) in [Self.number, Self.number, Self.keyword, Self.type, Self.type, Self.number].enumerated() {
            var list = DisplayList()
            list.append(.text(TextRun(Self.codeLine([("Grid", Self.type), ("(spacing: ", plain), ("5.0", c), (")", plain)]),
                                      color: .black, origin: Point(x: 10, y: 10))))
            list.append(.text(TextRun(Self.codeLine([("GridRow", Self.type), (" {", plain)]), color: .black,
                                      origin: Point(x: 10 + Double(i % 2), y: 40))))
            let a = try tracked.render(list, size: Size(width: 300, height: 70))
            let b = try reference.render(list, size: Size(width: 300, height: 70))
            #expect(a == b, "frame \(i)")
        }
        #expect((tracked.lineCoverages?.count ?? 0) >= 2)
    }

    /// Units whose boxes meet earlier ones are drawn after the composite: over random
    /// overlapping units, composite then deferred units give the pixels of blending every unit
    /// in order (the argument of `LineCoverage`), on a background that is not uniform.
    @Test func deferredUnitsKeepTheOrderOfEveryPixelsBlends() {
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ n: Int) -> Int { random.next(n) }
        let (w, h) = (64, 24)
        var roundsWithDeferredUnits = 0
        for round in 0..<50 {
            var units: [(box: PixelRect, pixels: [UInt8])] = []
            for _ in 0..<(2 + next(10)) {
                let box = PixelRect(x: next(w - 8), y: next(h - 6), width: 1 + next(12), height: 1 + next(10))
                units.append((box, (0..<(box.width * box.height)).map { _ in [0, 255, UInt8(next(256))][next(3)] }))
            }
            let (composite, deferred) = LineCoverage.compose(units)
            if !deferred.isEmpty { roundsWithDeferredUnits += 1 }
            var background = (0..<(w * h)).map { _ in UInt32(next(1 << 24)) | 0xFF00_0000 }
            var sequential = background
            let rgb: UInt32 = 0x20_80_C0
            let clip = PixelRect(x: 3, y: 0, width: w - 6, height: h)
            func blend(_ u: (box: PixelRect, pixels: [UInt8]), into pixels: inout [UInt32]) {
                pixels.withUnsafeMutableBytes { raw in
                    let target = PixelTarget(pixels: raw.baseAddress!, pitch: w * 4, width: w, height: h)
                    u.pixels.withUnsafeBufferPointer { c in
                        GlyphBlending.blendRows(c.baseAddress!, width: u.box.width, height: u.box.height, x: u.box.x, y: u.box.y,
                                                rgb: rgb, clip: clip, target: target)
                    }
                }
            }
            for u in units { blend(u, into: &sequential) }
            if let composite { blend(composite, into: &background) }
            for i in deferred { blend(units[i], into: &background) }
            #expect(background == sequential, "round \(round)")
        }
        #expect(roundsWithDeferredUnits >= 10, "the units must overlap to test the order")
    }

    @Test func aWarmFrameReusesEveryLineAndRasterizesNothing() throws {
        let r = try HeadlessRenderer(assets: Assets.locate())
        r.tracksDamage = false
        let list = scene(x: 0, y: 0)
        let first = try r.render(list, size: Size(width: 300, height: 420))
        let lines = r.lineCoverages?.count ?? 0
        #expect(lines > 10)
        let second = try r.render(list, size: Size(width: 300, height: 420))
        #expect(r.lastFrameStatistics.rasterized == 0)
        #expect(r.lastFrameStatistics.reused == lines)
        #expect(first == second)
        // Moved by a fraction of a pixel the runs round differently: lines composed anew, and
        // still equal to the reference path.
        #expect(try differences(scene(x: 0.5, y: 0)) == [0, 0])
    }

    @Test func theLineCacheStaysWithinItsBudget() {
        var cache = LineCoverageCache(budget: 100_000)
        for i in 0..<100 {
            let key = LineCoverageCache.Key(block: 1, line: i, scale: 1, alpha: 255, offsets: [])
            cache.insert(key, LineCoverage(x: 0, y: 0, width: 100, height: 20, pixels: [UInt8](repeating: 1, count: 2000),
                                           deferred: []))
            #expect(cache.totalBytes <= 100_000)
        }
        #expect(cache.get(LineCoverageCache.Key(block: 1, line: 99, scale: 1, alpha: 255, offsets: [])) != nil)
        #expect(cache.get(LineCoverageCache.Key(block: 1, line: 0, scale: 1, alpha: 255, offsets: [])) == nil)
    }
}
