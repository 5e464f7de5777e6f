import TesseraDisplayList

/// An image, like SwiftUI's `Image`: from a file, a named asset (resolved by the host's
/// `ImageProviding`), pixels in memory, or an SF Symbol name (`init(systemName:)`, drawn from
/// Tessera's symbol set: see the "Symbols" article). Not resizable, a bitmap is its pixel size
/// (1 pixel = 1 point) and a symbol the size its font gives it; `resizable()` makes it take any
/// proposal (stretched to its frame), which `aspectRatio`/`scaledToFill`/`scaledToFit` and
/// `clipped()` then shape as in SwiftUI.
public struct Image: View {
    /// Where the pixels come from.
    public enum Source: Hashable {
        /// A PNG or JPEG file.
        case file(String)
        /// A named asset, resolved to a file by the host's `ImageProviding`.
        case named(String)
        /// Pixels in memory; `key` identifies the content (see `ImageSource.bitmap`).
        case bitmap(key: String, image: PixelImage)
        /// An SF Symbol name (`init(systemName:)`).
        case symbol(String)
    }
    public var source: Source
    public var isResizable = false
    /// The symbol rendering mode set on this image (`symbolRenderingMode(_:)`), else the
    /// environment's.
    public var symbolMode: SymbolRenderingMode?
    /// Whether assistive technologies skip the image (`Image(decorative:)`).
    public var isDecorative = false

    /// The named asset `name`.
    public init(_ name: String) { source = .named(name) }
    /// The named asset `name`, ignored by assistive technologies (SwiftUI's
    /// `Image(decorative:)`): an image that only decorates has no accessibility element.
    public init(decorative name: String) { source = .named(name); isDecorative = true }
    /// The PNG or JPEG file at `path`.
    public init(path: String) { source = .file(path) }
    /// Pixels in memory, identified by `key` (equal keys must mean equal pixels).
    public init(pixels: PixelImage, key: String) { source = .bitmap(key: key, image: pixels) }
    /// The SF Symbol `systemName`, like SwiftUI's `Image(systemName:)`: tinted by the foreground
    /// style, sized by the font and `imageScale`. An unknown name draws a "?" placeholder and
    /// warns once.
    public init(systemName: String) { source = .symbol(systemName) }

    public var body: some View {
        if case .symbol(let name) = source {
            SymbolImage(name: name, isResizable: isResizable, mode: symbolMode)
        } else {
            BitmapImage(image: self)
        }
    }

    /// The image stretched to whatever size it is given.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
}

/// The leaf that draws a bitmap `Image` (file, named asset or pixels).
struct BitmapImage: View, LeafView {
    var image: Image
    var body: Never { neverBody() }

    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        let resolved: ImageSource?
        let isResizable = image.isResizable
        switch image.source {
        case .file(let p): resolved = .file(p)
        case .named(let n): resolved = context.images.path(forName: n).map { .file($0) }
        case .bitmap(let key, let image): resolved = .bitmap(key: key, image: image)
        case .symbol: resolved = nil
        }
        var size = Size.zero
        switch resolved {
        case .file(let p)?: size = context.images.pixelSize(ofFile: p) ?? .zero
        case .bitmap(_, let image)?: size = Size(width: Double(image.width), height: Double(image.height))
        case nil: break
        }
        var name: String?
        if case .named(let n) = image.source { name = n }
        let content = RenderContent.image(ImageContent(source: resolved, pixelSize: size, name: name, isDecorative: image.isDecorative))
        let key: AnyHashable = [AnyHashable(isResizable), AnyHashable(size)]
        if isResizable {
            return LeafSpec(layoutKey: key, makeLeaf: { ImageLeaf(pixelSize: size) }, content: content, label: "Image")
        }
        return LeafSpec(layoutKey: key, makeLeaf: { FixedLeaf(size: size) }, content: content, label: "Image")
    }
}

/// A resolved image: its source for the display list (nil when it could not be found: nothing
/// is drawn) and its pixel size.
public struct ImageContent: Hashable {
    public var source: ImageSource?
    public var pixelSize: Size
    /// The asset name, which assistive technologies speak when no label is given.
    public var name: String? = nil
    /// Whether assistive technologies skip the image (`Image(decorative:)`).
    public var isDecorative = false
}

/// The sizing of a resizable image: any proposal; unspecified dimensions take the pixel size.
struct ImageLeaf: LeafLayout {
    var pixelSize: Size
    func dimensions(for p: ProposedSize) -> ViewDimensions {
        ViewDimensions(width: p.width ?? pixelSize.width, height: p.height ?? pixelSize.height)
    }
}
