/// Answers what layout needs to know about images: their size in pixels. The SDL backend
/// implements it with SDL2_image; tests use fakes.
public protocol ImageProviding: AnyObject {
    /// The pixel size of the image file at `path`, or nil when it cannot be read.
    func pixelSize(ofFile path: String) -> Size?
    /// The file of the named asset `name` (`Image("image-1")`), or nil when there is none.
    func path(forName name: String) -> String?
}

/// An image provider that knows no files: every file image is 0x0.
public final class NoImages: ImageProviding {
    public init() {}
    public func pixelSize(ofFile path: String) -> Size? { nil }
    public func path(forName name: String) -> String? { nil }
}
