/// An image, like SwiftUI's `Image`: from a file, a named asset (resolved by the host's
/// `ImageProviding`) or pixels in memory. Not resizable, it is its pixel size (1 pixel = 1
/// point); `resizable()` makes it take any proposal (stretched to its frame), which
/// `aspectRatio`/`scaledToFill`/`scaledToFit` and `clipped()` then shape as in SwiftUI.
public struct Image: View, LeafView {
    /// Where the pixels come from.
    public enum Source: Hashable {
        case file(String)
        case named(String)
    }
    public var source: Source
    public var isResizable = false

    /// The named asset `name`.
    public init(_ name: String) { source = .named(name) }
    /// The PNG or JPEG file at `path`.
    public init(path: String) { source = .file(path) }
    public var body: Never { neverBody() }

    /// The image stretched to whatever size it is given.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        let path: String? = switch source {
        case .file(let p): p
        case .named(let n): context.images.path(forName: n)
        }
        let size = path.flatMap { context.images.pixelSize(ofFile: $0) } ?? .zero
        let content = ImageContent(path: path, pixelSize: size)
        if isResizable {
            return LeafSpec(layoutKey: [AnyHashable(true), AnyHashable(size)], makeLeaf: { ImageLeaf(pixelSize: size) },
                            content: .image(content), label: "Image")
        }
        return LeafSpec(layoutKey: [AnyHashable(false), AnyHashable(size)], makeLeaf: { FixedLeaf(size: size) },
                        content: .image(content), label: "Image")
    }
}

/// A resolved image: its file (nil when it could not be found) and pixel size.
public struct ImageContent: Hashable {
    public var path: String?
    public var pixelSize: Size
}

/// The sizing of a resizable image: any proposal; unspecified dimensions take the pixel size.
struct ImageLeaf: LeafLayout {
    var pixelSize: Size
    func dimensions(for p: ProposedSize) -> ViewDimensions {
        ViewDimensions(width: p.width ?? pixelSize.width, height: p.height ?? pixelSize.height)
    }
}
