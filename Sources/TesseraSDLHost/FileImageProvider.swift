import Foundation
import Tessera
import TesseraSDL

/// The views' `ImageProviding` backed by SDL2_image: image files are decoded once to learn
/// their pixel size; named images (`Image("image-1")`) are looked up as `NAME.png`, `.jpg` or
/// `.jpeg` in `searchPaths`. Files that cannot be read are remembered in `failures`, so a
/// command can report the first one as a one-line error. Use it on one thread.
public final class FileImageProvider: ImageProviding {
    /// Folders searched for named images, in order.
    public var searchPaths: [String]
    private var sizes: [String: Size] = [:]
    /// Files that could not be decoded, with the error, in the order they were met.
    public private(set) var failures: [TesseraSDLError] = []

    public init(searchPaths: [String] = []) { self.searchPaths = searchPaths }

    /// The failures met since the last call, which forgets them: each render reports only
    /// its own (a missing image does not fail every later render).
    public func takeFailures() -> [TesseraSDLError] {
        defer { failures.removeAll() }
        return failures
    }

    public func pixelSize(ofFile path: String) -> Size? {
        if let s = sizes[path] { return s }
        do {
            let image = try ImageCodec.decode(contentsOf: path)
            let s = Size(width: Double(image.width), height: Double(image.height))
            sizes[path] = s
            return s
        } catch let e as TesseraSDLError {
            failures.append(e); return nil
        } catch {
            failures.append(.corruptFile(path: path, reason: "\(error)")); return nil
        }
    }

    public func path(forName name: String) -> String? {
        let fm = FileManager.default
        for dir in searchPaths {
            for ext in ["png", "jpg", "jpeg"] {
                let p = dir + "/" + name + "." + ext
                if fm.fileExists(atPath: p) { return p }
            }
        }
        failures.append(.missingFile(path: name, hint: "no image named \(name) in \(searchPaths.joined(separator: ", "))"))
        return nil
    }
}
