import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Tessera

/// Where an ``AsyncImage`` is in loading its image, SwiftUI's `AsyncImagePhase`
/// (https://developer.apple.com/documentation/swiftui/asyncimagephase).
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed; the error says why (``AsyncImageError`` for Tessera's own checks).
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    /// The error, if loading failed.
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// Why an ``AsyncImage`` could not show its URL.
public enum AsyncImageError: Error, Equatable, CustomStringConvertible {
    /// A `file:` URL whose file does not exist or cannot be read.
    case unreadableFile(String)
    /// The server answered with this HTTP status.
    case httpStatus(Int)
    /// The bytes are neither PNG nor JPEG.
    case notAnImage(String)
    /// The URL's scheme is not `file`, `http` or `https`.
    case unsupportedScheme(String)

    public var description: String {
        switch self {
        case .unreadableFile(let path): "AsyncImage: cannot read \(path); check the path"
        case .httpStatus(let status): "AsyncImage: the server answered HTTP \(status)"
        case .notAnImage(let url): "AsyncImage: \(url) is not a PNG or JPEG image"
        case .unsupportedScheme(let url): "AsyncImage: \(url) is not a file, http or https URL"
        }
    }
}

/// A view that loads and shows an image from a URL, SwiftUI's `AsyncImage`
/// (https://developer.apple.com/documentation/swiftui/asyncimage). `file:` URLs are read
/// directly; `http:` and `https:` ones with `URLSession`, and the bytes kept in a file under the
/// temporary directory for the image renderer. PNG and JPEG are shown (the formats Tessera's
/// renderer decodes); anything else is a `.failure`. Loading starts when the view appears and
/// again when the URL changes; a failure is not retried (as in SwiftUI). `scale` is accepted:
/// Tessera draws an image's pixels at one point each (use `.resizable()` and a frame to size it).
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: Double
    let render: (AsyncImagePhase) -> AnyView
    @State private var loaded: LoadedImage?

    /// The phase for one URL.
    struct LoadedImage { let url: URL?; let phase: AsyncImagePhase }

    /// The image at `url`, shown at its natural size; a grey rectangle until it loads or if it fails.
    public init(url: URL?, scale: Double = 1) where Content == Image {
        self.url = url; self.scale = scale
        render = { phase in phase.image.map { AnyView($0) } ?? AnyView(Color.gray.opacity(0.2)) }
    }

    /// The image made into a view by `content`, `placeholder` until it loads (or if it fails).
    public init<I: View, P: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        self.url = url; self.scale = scale
        render = { phase in phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder()) }
    }

    /// A view for each loading phase.
    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale
        render = { phase in AnyView(content(phase)) }
    }

    public var body: some View {
        let phase = loaded.flatMap { $0.url == url ? $0.phase : nil } ?? .empty
        render(phase)
            .task(id: url) {
                guard let url else { loaded = LoadedImage(url: nil, phase: .empty); return }
                let phase = await AsyncImageLoader.load(url)
                loaded = LoadedImage(url: url, phase: phase)
            }
    }
}

/// Loads an ``AsyncImage``'s URL into a file Tessera's image renderer can read.
enum AsyncImageLoader {
    /// The phase `url` ends in.
    static func load(_ url: URL) async -> AsyncImagePhase {
        do {
            if url.isFileURL {
                let path = url.path
                guard FileManager.default.isReadableFile(atPath: path), let head = try? FileHandle(forReadingFrom: url) else {
                    return .failure(AsyncImageError.unreadableFile(path))
                }
                let bytes = (try? head.read(upToCount: 4)) ?? Data()
                try? head.close()
                guard imageExtension(of: bytes) != nil else { return .failure(AsyncImageError.notAnImage(url.absoluteString)) }
                return .success(Image(path: path))
            }
            guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                return .failure(AsyncImageError.unsupportedScheme(url.absoluteString))
            }
            let (data, response) = try await URLSession.shared.data(from: url)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                return .failure(AsyncImageError.httpStatus(http.statusCode))
            }
            guard let ext = imageExtension(of: data) else { return .failure(AsyncImageError.notAnImage(url.absoluteString)) }
            let file = try cacheFile(for: url, extension: ext)
            try data.write(to: file, options: .atomic)
            return .success(Image(path: file.path))
        } catch {
            return .failure(error)
        }
    }

    /// "png" or "jpg" when `bytes` start like one, else nil.
    static func imageExtension(of bytes: Data) -> String? {
        let b = [UInt8](bytes.prefix(4))
        if b.count >= 4, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 { return "png" }
        if b.count >= 3, b[0] == 0xFF, b[1] == 0xD8, b[2] == 0xFF { return "jpg" }
        return nil
    }

    /// The file that keeps the bytes of `url` (one per URL, in the temporary directory).
    static func cacheFile(for url: URL, extension ext: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-async-images", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return dir.appendingPathComponent(String(hash, radix: 16) + "." + ext)
    }
}
