import TesseraGeometry

/// The area a `fill` covers. `rect` and `roundedRect` are common enough to have their own
/// cases (compact dumps, fast paths); anything else is a `Path`.
public enum FillShape: Hashable, Sendable, CustomStringConvertible {
    case rect(Rect)
    /// A rectangle with circular corners (the radius is clamped to half the shorter side).
    case roundedRect(Rect, cornerRadius: Double)
    case path(Path)

    /// The outline as a path.
    public var path: Path {
        switch self {
        case let .rect(r): return .rect(r)
        case let .roundedRect(r, radius): return .roundedRect(r, radius: radius)
        case let .path(p): return p
        }
    }

    public var description: String {
        switch self {
        case let .rect(r): return "rect \(fmt(r))"
        case let .roundedRect(r, radius): return "roundedRect \(fmt(r)) radius \(fmt(radius))"
        case let .path(p): return fmt(p)
        }
    }
}

/// What a fill paints with.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    case color(Color)
    /// A linear gradient whose unit points refer to `in` (usually the filled view's frame), in
    /// the same coordinates as the shape.
    case linearGradient(LinearGradient, in: Rect)

    public var description: String {
        switch self {
        case let .color(c): return fmt(c)
        case let .linearGradient(g, r):
            let stops = g.stops.map { "\(fmt($0.color))@\(fmt($0.location))" }.joined(separator: " ")
            let kind: String
            switch g.shape {
            case .axial: kind = ""
            case let .radial(r0, r1): kind = " radial \(fmt(r0))-\(fmt(r1))"
            case let .conic(a0, a1): kind = " conic \(fmt(a0))-\(fmt(a1))"
            }
            return "gradient\(kind) [\(stops)] from (\(fmt(g.startPoint.x)), \(fmt(g.startPoint.y))) to (\(fmt(g.endPoint.x)), \(fmt(g.endPoint.y))) in \(fmt(r))"
        }
    }
}

/// A clip region.
public enum ClipShape: Hashable, Sendable, CustomStringConvertible {
    case rect(Rect)
    case path(Path)

    /// The region as a path.
    public var path: Path {
        switch self {
        case let .rect(r): return .rect(r)
        case let .path(p): return p
        }
    }

    public var description: String {
        switch self {
        case let .rect(r): return "rect \(fmt(r))"
        case let .path(p): return fmt(p)
        }
    }
}

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A PNG or JPEG file, decoded once by the backend and cached by path.
    case file(String)
    /// Pixels in memory. **Identity is the key**: two bitmaps with the same key are taken to be
    /// the same image (the pixels are never compared or hashed), so give every distinct
    /// content its own key.
    case bitmap(key: String, image: PixelImage)

    /// The cache identity: the file path or the bitmap key.
    public var key: String {
        switch self {
        case let .file(path): return "file:" + path
        case let .bitmap(key, _): return "bitmap:" + key
        }
    }

    /// Same case and same path or key (what `key` spells, without building that string: display
    /// lists compare and hash image sources on every frame).
    public static func == (a: ImageSource, b: ImageSource) -> Bool {
        switch (a, b) {
        case let (.file(x), .file(y)): return x == y
        case let (.bitmap(x, _), .bitmap(y, _)): return x == y
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .file(path): hasher.combine(0 as UInt8); hasher.combine(path)
        case let .bitmap(key, _): hasher.combine(1 as UInt8); hasher.combine(key)
        }
    }

    public var description: String {
        switch self {
        case let .file(path): return "file \(path)"
        case let .bitmap(key, image): return "bitmap \(key) \(image.width)x\(image.height)"
        }
    }
}

/// How an image is fitted into its rectangle, keeping its aspect ratio unless `stretch`.
public enum ContentMode: String, Hashable, Sendable {
    /// Scaled to cover the rectangle, centred, the overflow cropped (SwiftUI's `.fill` + `clipped`).
    case fill
    /// Scaled to fit inside the rectangle, centred (SwiftUI's `.fit`).
    case fit
    /// Scaled to the rectangle's size, ignoring the aspect ratio (a `resizable` image).
    case stretch
}

/// An image drawn into a rectangle, optionally clipped to a path (e.g. a hexagon) — the clip
/// is anti-aliased and the masked image is cached by the backend, so this is the cheap way to
/// draw a clipped photo every frame.
public struct ImageDraw: Hashable, Sendable, CustomStringConvertible {
    public var source: ImageSource
    public var rect: Rect
    public var contentMode: ContentMode
    public var clip: Path?

    public init(source: ImageSource, rect: Rect, contentMode: ContentMode = .fill, clip: Path? = nil) {
        self.source = source; self.rect = rect; self.contentMode = contentMode; self.clip = clip
    }

    /// The rectangle the whole image occupies for `imageSize` (for `fill` it extends past
    /// `rect`, which crops it).
    public func imageRect(imageSize: Size) -> Rect {
        guard imageSize.width > 0, imageSize.height > 0 else { return rect }
        switch contentMode {
        case .stretch: return rect
        case .fill, .fit:
            let sx = rect.width / imageSize.width, sy = rect.height / imageSize.height
            let s = contentMode == .fill ? Swift.max(sx, sy) : Swift.min(sx, sy)
            let w = imageSize.width * s, h = imageSize.height * s
            return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        }
    }

    public var description: String {
        var s = "image \(source) in \(fmt(rect)) \(contentMode.rawValue)"
        if let clip { s += " clip \(fmt(clip))" }
        return s
    }
}
