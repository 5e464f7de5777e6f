import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// The glyph atlas and the direct blender: glyphs are rasterized once and reused across
/// frames, the atlas stays within its byte budget, and blending from it gives exactly the
/// pixels of SDL_ttf surfaces copied by SDL's software renderer.
@Suite(.serialized) struct GlyphAtlasTests {
    /// Mixed scripts, a semi-transparent colour, emoji, a tabular number and a wrapped CJK paragraph.
    func scene() -> DisplayList {
        var list = DisplayList()
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 300)), .color(Color(red: 0.9, green: 0.85, blue: 0.7))))
        list.append(.text(TextRun(StyledText("Grid 网格布局，字体。 سلام עולם ग्रिड 😀👍🏽", font: Font(size: 17)),
                                  color: .black, origin: Point(x: 6, y: 4))))
        list.append(.text(TextRun(StyledText("半透明的文字 and text", font: Font(size: 23, weight: .bold)),
                                  color: Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.55), origin: Point(x: 6, y: 40))))
        // Translucent and overlapping glyphs (Devanagari's joined headline, Arabic joining).
        list.append(.text(TextRun(StyledText("हिन्दी ग्रिड سلام", font: Font(size: 19)),
                                  color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), origin: Point(x: 200, y: 60))))
        let paragraph = String(repeating: "网格是一种二维布局，行与列。", count: 6)
        list.append(.text(TextRun(StyledText(paragraph, font: Font(size: 15)), color: Color(red: 0.5, green: 0, blue: 0),
                                  origin: Point(x: 6, y: 80), maxWidth: 380)))
        return list
    }

    @Test func blendingFromTheAtlasEqualsSDLTexturesPixelForPixel() throws {
        let r = try HeadlessRenderer(assets: Assets.locate())
        r.tracksDamage = false   // full repaints: the same list is drawn both ways
        let size = Size(width: 400, height: 300)
        r.drawsTextDirectly = false
        let viaTextures = try r.render(scene(), size: size)
        r.drawsTextDirectly = true
        let direct = try r.render(scene(), size: size)
        #expect((r.glyphAtlas?.count ?? 0) > 20)
        var differing = 0
        for y in 0..<direct.height { for x in 0..<direct.width where direct[x, y] != viaTextures[x, y] { differing += 1 } }
        #expect(differing == 0)
        // At twice the scale too (glyphs rasterized at 2x sizes).
        r.drawsTextDirectly = false
        let big = try r.render(scene(), size: size, scale: 2)
        r.drawsTextDirectly = true
        let bigDirect = try r.render(scene(), size: size, scale: 2)
        #expect(big.pixels == bigDirect.pixels)
    }

    @Test func glyphsAreRasterizedOnceAndReusedAcrossFrames() throws {
        let r = try HeadlessRenderer(assets: Assets.locate())
        r.tracksDamage = false   // full repaints: the second frame draws the text again
        r.drawsTextDirectly = true
        var list = DisplayList()
        list.append(.text(TextRun(StyledText("网格网格网格", font: Font(size: 20)), color: .black, origin: Point(x: 0, y: 0))))
        list.append(.text(TextRun(StyledText("grid", font: Font(size: 20)), color: .red, origin: Point(x: 150, y: 0))))
        _ = try r.render(list, size: Size(width: 300, height: 40))
        // 网 and 格 once each (a solid run's glyphs), the Latin run "grid" as one shaped unit.
        #expect(r.lastFrameStatistics.rasterized == 3)
        #expect(r.glyphAtlas?.count == 3)
        _ = try r.render(list, size: Size(width: 300, height: 40))
        #expect(r.lastFrameStatistics.rasterized == 0)
        // Each line is then blended from its composed coverage (`TextLineBlending.swift`): two
        // lines reused, no glyph looked up.
        #expect(r.lastFrameStatistics.reused == 2)
    }

    @Test func theAtlasStaysWithinItsBudget() {
        let atlas = GlyphAtlas(budget: 3 << 20)   // three 1 MB pages
        let face = DrawFace(id: FaceID(path: "/nonexistent.ttf", index: 0), syntheticBold: false, syntheticItalic: false, strike: nil)
        func key(_ i: Int) -> GlyphAtlas.Key { GlyphAtlas.Key(text: "\(i)", face: face, pixelSize: 64, script: .han, rtl: false, alpha: 255) }
        // 100 px squares: 100 per 1024 px page; 2,000 of them would need 20 pages.
        for i in 0..<2000 {
            atlas.clock = i
            atlas.insert(key(i), width: 100, height: 100, left: 0, top: 0, xstart: 0, isColor: false) { p, pitch in
                p.storeBytes(of: UInt8(truncatingIfNeeded: i | 1), toByteOffset: 99 * pitch + 99, as: UInt8.self)
            }
            #expect(atlas.totalBytes <= 3 << 20)
        }
        #expect(atlas.pageCount <= 3)
        // The newest glyphs are kept, the oldest were dropped with their pages.
        let newest = atlas.glyph(key(1999))
        #expect(newest != nil && newest.map { atlas.page($0.page) != nil } == true)
        #expect(atlas.glyph(key(0)) == nil)
        // A unit larger than half a page gets a page of its own, counted in the budget.
        atlas.insert(key(-1), width: 900, height: 900, left: 0, top: 0, xstart: 0, isColor: true) { _, _ in }
        #expect(atlas.totalBytes <= 3 << 20 + 900 * 900 * 4)
    }

    @Test func colourTableFollowsSDLTTFAndSDLBlit() {
        // Half-covered white on black: SDL's blit gives (255·128 >> 8) + (0·127 >> 8) = 127.
        let table = GlyphBlending.ColorTable((255, 255, 255, 255))
        #expect(table.alpha[128] == 128)
        #expect(table.premultiplied[128] == 0x7F7F7F)
        // A colour with alpha 128: coverage 255 becomes alpha (32640 + 1 + 127) >> 8 = 128.
        let half = GlyphBlending.ColorTable((0, 0, 0, 128))
        #expect(half.alpha[255] == 128)
        #expect(half.alpha[0] == 0)
    }
}
