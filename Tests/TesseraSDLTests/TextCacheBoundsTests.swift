import CSDL2
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// The text caches stay bounded when every frame brings new texts (the labels of a scrolled
/// million-tile gallery), and a cached answer is the uncached one.
@Suite(.serialized) struct TextCacheBoundsTests {
    /// Run widths: two generations of `TextFaces.widthGeneration`, however many texts pass.
    @Test func runWidthsKeepTwoGenerations() throws {
        let m = try TextMeasurer()
        let font = Font(size: 12)
        let first = m.measure(StyledText("#5", font: font), proposedWidth: nil).size.width
        for i in 0..<(3 * TextFaces.widthGeneration) {
            _ = m.measure(StyledText("#\(100_000 + i)", font: font), proposedWidth: nil)
        }
        let faces = m.engine.faces
        #expect(faces.cachedWidthCount <= 2 * TextFaces.widthGeneration)
        #expect(faces.cachedWidthCount >= TextFaces.widthGeneration, "the newest runs are still cached")
        // A width found again after its generations passed is the width measured anew.
        m.dropCaches()
        #expect(m.measure(StyledText("#5", font: font), proposedWidth: nil).size.width == first)
    }

    /// Text textures: two screens of pixels, within 4 ... 16 MB.
    @Test func textTexturesAreBudgetedByTheScreen() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let faces = TextFaces(fonts: try FontLibrary(assets: Assets.locate()))
        let face = faces.primary(Font(size: 12)).face
        var cache = TextTextureCache()
        func label(_ i: Int) -> TextTextureCache.Key {
            TextTextureCache.Key(text: "#\(i)", face: face, pixelSize: 12, script: .latin, isRightToLeft: false, color: .white)
        }
        cache.fit(screenPixels: 1280 * 800)
        #expect(cache.budget == 8 * 1280 * 800)
        // 64 x 16 pixels a label: 4 KB; 6,000 labels are 24 MB without a budget.
        for i in 0..<6_000 {
            let tex = try #require(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 64, 16))
            cache.insert(label(i), Canvas.CachedTexture(texture: tex, width: 64, height: 16, isOpaque: false, lastUsed: 0))
            #expect(cache.totalBytes <= cache.budget)
        }
        #expect(cache.get(label(5_999)) != nil, "the newest are kept")
        #expect(cache.get(label(0)) == nil, "the oldest went")
        cache.fit(screenPixels: 100 * 100)
        #expect(cache.budget == TextTextureCache.minimumBudget)
        #expect(cache.totalBytes <= TextTextureCache.minimumBudget)
        cache.fit(screenPixels: 4000 * 4000)
        #expect(cache.budget == TextTextureCache.maximumBudget)
        cache.removeAll()
    }

    /// Glyph atlas: four screens of coverage, within 8 ... 64 MB; labels seen once (each a unit
    /// of its own) leave the oldest pages.
    @Test func glyphAtlasIsBudgetedByTheScreen() throws {
        let faces = TextFaces(fonts: try FontLibrary(assets: Assets.locate()))
        let face = faces.primary(Font(size: 12)).face
        let atlas = GlyphAtlas()
        #expect(atlas.budget == GlyphAtlas.maximumBudget)
        atlas.fit(screenPixels: 1280 * 800)
        #expect(atlas.budget == GlyphAtlas.minimumBudget)
        func label(_ i: Int) -> GlyphAtlas.Key {
            GlyphAtlas.Key(text: "#\(i)", face: face, pixelSize: 12, script: .latin, rtl: false, alpha: 255)
        }
        // 48 x 14 coverage pixels a label: ~1,500 a 1 MB page; 40,000 labels would take ~26 pages.
        for i in 0..<40_000 {
            atlas.clock = i / 50
            atlas.insert(label(i), width: 48, height: 14, left: 0, top: 0, xstart: 0, isColor: false) { _, _ in }
            #expect(atlas.totalBytes <= atlas.budget)
        }
        #expect(atlas.glyph(label(39_999)) != nil, "the newest are kept")
        #expect(atlas.glyph(label(0)) == nil, "the oldest pages went")
        #expect(atlas.count <= 8 * 1_600, "at most the 8 pages of the budget")
        atlas.fit(screenPixels: 2560 * 1600)
        #expect(atlas.budget == 4 * 2560 * 1600)
        atlas.fit(screenPixels: 100_000 * 100_000)
        #expect(atlas.budget == GlyphAtlas.maximumBudget)
    }
}
