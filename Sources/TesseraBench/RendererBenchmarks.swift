import TesseraDisplayList
import TesseraGeometry
import TesseraTesting
import TesseraSDL

/// Renderer benchmarks: display list to pixels at 1280x800 with the headless software
/// renderer (the same `Canvas` as the window). Synthetic photos are generated procedurally, so
/// no assets but the bundled fonts are needed. Each case renders once before timing so the
/// texture cache is warm, as in a running app.
///
/// - `display-list-photo-grid`: 42 hexagon-clipped 100x115 photos with outlines, 42 labels, a
///   title and a gradient background (a static frame: every texture comes from the cache).
/// - `display-list-photo-grid-flip`: the same with one cell mid-flip (its sprites are
///   re-rasterized with perspective every frame, alternating between two angles).
func rendererBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    let photos = { (0..<16).map { RendererScenes.syntheticPhoto(seed: $0, size: 512) } }
    return [
        Benchmark("display-list-photo-grid") {
            let still = RendererScenes.photoGrid(size: size, photos: photos())
            guard let renderer = try? HeadlessRenderer() else { return unavailable() }
            renderer.tracksDamage = false   // a full repaint each time (damage tracking would skip it)
            _ = try? renderer.render(still, size: size)
            return { _ = try? renderer.render(still, size: size) }
        },
        Benchmark("display-list-photo-grid-flip") {
            let p = photos()
            let flips = [RendererScenes.photoGrid(size: size, photos: p, flipAngle: 50),
                         RendererScenes.photoGrid(size: size, photos: p, flipAngle: 51)]
            guard let renderer = try? HeadlessRenderer() else { return unavailable() }
            renderer.tracksDamage = false
            _ = try? renderer.render(flips[0], size: size)
            var frame = 0
            return {
                frame += 1
                _ = try? renderer.render(flips[frame % 2], size: size)
            }
        },
    ]
}
