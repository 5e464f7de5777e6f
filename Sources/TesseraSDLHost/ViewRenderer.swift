import Tessera
import TesseraDisplayList
import TesseraSDL

/// Renders views headless: a `ViewHost` measured with the bundled fonts, laid out at a size in
/// points, turned into a display list and drawn by TesseraSDL's `HeadlessRenderer` (SDL's
/// software renderer into an XRGB8888 surface). The pixels equal a window run with
/// `SDL_RENDER_DRIVER=software`. Keeps its fonts and texture caches between renders; use it
/// on one thread.
public final class ViewRenderer {
    /// The text measurer every host made here uses.
    public let textMeasurer: FontTextMeasurer
    /// The image provider every host made here uses.
    public let images: FileImageProvider
    private let renderer: HeadlessRenderer

    /// Whether a render repaints only what changed since the previous one (damage tracking,
    /// on by default; the pixels equal a full repaint). Benchmarks of full repaints turn it off.
    public var tracksDamage: Bool {
        get { renderer.tracksDamage }
        set { renderer.tracksDamage = newValue }
    }
    /// How many pixels the last render repainted.
    public var lastDamageArea: Int { renderer.lastDamage.reduce(0) { $0 + $1.width * $1.height } }

    /// A renderer with the fonts of `assets` (default: `Assets.locate()`); throws naming a
    /// missing or corrupt font file, or the folders searched for the assets.
    public init(assets: Assets? = nil, imageSearchPaths: [String] = []) throws {
        let a = try assets ?? Assets.locate()
        textMeasurer = try FontTextMeasurer(assets: a)
        images = FileImageProvider(searchPaths: imageSearchPaths)
        // One set of open fonts for measuring and drawing (see `HeadlessRenderer(sharingFontsWith:)`).
        renderer = HeadlessRenderer(sharingFontsWith: textMeasurer.measurer)
    }

    /// A host for `view` using this renderer's measurers.
    public func makeHost(_ view: some View) -> ViewHost {
        ViewHost(view, textMeasurer: textMeasurer, images: images)
    }

    /// Lays `view` out in a window of `size` points and renders it at `scale` pixels per point.
    /// Throws when an image or font cannot be read (naming the file).
    public func render(_ view: some View, size: Size, scale: Double = 1, background: Color = .white) throws -> PixelImage {
        let host = makeHost(view)
        host.layout(size: size)
        return try render(host.displayList(), size: size, scale: scale, background: background)
    }

    /// Renders a display list (made by a host of this renderer) at `size` points and `scale`.
    /// Throws the first image failure met since the previous render, then forgets them.
    public func render(_ list: DisplayList, size: Size, scale: Double = 1, background: Color = .white) throws -> PixelImage {
        if let failure = images.takeFailures().first { throw failure }
        return try renderer.render(list, size: size, scale: scale, background: background)
    }
}
