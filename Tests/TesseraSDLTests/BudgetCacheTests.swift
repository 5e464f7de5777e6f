import CSDL2
import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

/// The backend's one cache policy (`BudgetCache`) and the stores that use it stay within their
/// budgets however many distinct values pass through them.
struct BudgetCacheTests {
    final class Box { let id: Int; init(_ id: Int) { self.id = id } }

    @Test func leastRecentlyUsedGoFirstDownToThreeQuarters() {
        var evicted: [Int] = []
        var cache = BudgetCache<Int, Box>(budget: 100) { evicted.append($0.id) }
        for i in 0..<10 { cache.insert(i, Box(i), cost: 10) }
        #expect(cache.totalCost == 100 && evicted.isEmpty)
        _ = cache.get(0)                        // 0 becomes the most recently used
        cache.insert(10, Box(10), cost: 10)     // 110 > 100: down to 75
        #expect(evicted == [1, 2, 3, 4])
        #expect(cache.totalCost == 70 && cache.count == 7)
        #expect(cache.get(0) != nil && cache.get(1) == nil)
    }

    @Test func replacingAKeyCountsItsCostOnce() {
        var cache = BudgetCache<String, Box>(budget: 1_000)
        cache.insert("a", Box(1), cost: 300)
        cache.insert("a", Box(2), cost: 100)
        #expect(cache.totalCost == 100 && cache.count == 1 && cache.get("a")?.id == 2)
    }

    @Test func unusedSinceAFrameAreDropped() {
        var cache = BudgetCache<Int, Int>(budget: 100)
        cache.frame = 1
        cache.insert(1, 1, cost: 1); cache.insert(2, 2, cost: 1)
        cache.frame = 2
        _ = cache.get(2)
        cache.insert(3, 3, cost: 1)
        cache.removeUnused(before: 2)
        #expect(cache.get(1) == nil && cache.get(2) == 2 && cache.get(3) == 3 && cache.totalCost == 2)
    }

    @Test func shrinkingTheBudgetEvicts() {
        var cache = BudgetCache<Int, Int>(budget: 100)
        for i in 0..<10 { cache.insert(i, i, cost: 10) }
        cache.setBudget(40)
        #expect(cache.totalCost <= 40 && cache.get(9) == 9 && cache.get(0) == nil)
    }

    /// Decoded images were kept forever (issue 31: nothing unbounded): 250 distinct 256 x 256
    /// bitmaps (about 350 MB of mip levels) now stay within the image budget, and the last drawn
    /// is still cached.
    @Test func decodedImagesStayWithinTheirBudget() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let canvas = try Canvas(renderer: renderer, assets: Assets.locate())
        let pixels = [UInt8](repeating: 200, count: 256 * 256 * 4)
        var last: ImageSource?
        for i in 0..<250 {
            let source = ImageSource.bitmap(key: "tile-\(i)", image: PixelImage(width: 256, height: 256, pixels: pixels))
            #expect(try canvas.imageSize(source) == Size(width: 256, height: 256))
            #expect(canvas.images.totalCost <= Canvas.imageBudget)
            last = source
        }
        #expect(canvas.images.count < 250)
        #expect(canvas.images.get(try #require(last)) != nil)
    }
}
