import Foundation
import Synchronization
import TesseraGeometry
import TesseraDisplayList
import TesseraSDL

/// One portrait of the honeycomb: a name and a square photo, decoded, centre-cropped and
/// reduced once (at most `HoneycombPhotos.side` pixels a side, area-averaged), so every frame
/// draws the same bitmap and the backend's cache of hexagon-masked sprites keeps hitting.
public struct HoneycombPhoto: Sendable {
    /// The person's name, shown on the back of the cell.
    public var name: String
    /// The square photo.
    public var image: PixelImage
    /// The photo's identity for the display list (`ImageSource.bitmap` key): its file.
    public var key: String
}

/// The photos of the honeycomb: the 16 bundled portraits (`Assets/Photos`, names from
/// `people.json` in the article's order) or every PNG and JPEG of a folder (`--photos DIR`).
public struct HoneycombPhotos: Sendable {
    /// The largest side kept: cells are 100 x 115.5 points, so 256 pixels stay sharp at 2x
    /// while 16 photos take about 4 MB in memory (their mip levels about 20 MB in the backend).
    public static let side = 256

    /// The photos, in order; cell `idx` shows `photos[idx % count]` (the article's rule).
    public var photos: [HoneycombPhoto]

    public init(photos: [HoneycombPhoto]) { self.photos = photos }

    private static let bundledCache = Mutex<HoneycombPhotos?>(nil)

    /// The bundled portraits, loaded once per process. A portrait that cannot be read becomes a
    /// grey placeholder (the assets ship with the program, so this only happens to a broken install).
    public static func bundled() -> HoneycombPhotos {
        if let cached = bundledCache.withLock({ $0 }) { return cached }
        let loaded = loadBundled()
        bundledCache.withLock { $0 = loaded }
        return loaded
    }

    /// The bundled portraits that could not be read (their cells are grey): a broken install,
    /// which the commands report in one warning line.
    public var missing: [String] = []

    /// The most pixels a photo may have, by its header, before it is decoded: 24 million
    /// (6000 x 4000). Decoding takes about 8 bytes a pixel at its peak, so one photo stays
    /// under 200 MB; larger files are skipped with a warning.
    public static let maximumPixels = 24_000_000

    /// How many photos the honeycomb can show (its 7 x 6 cells): `--photos` reads no more.
    public static let shownCount = HoneycombModel.rowCount * HoneycombModel.columnCount

    private static func loadBundled() -> HoneycombPhotos {
        let folder = ((try? Assets.locate().root) ?? "Assets") + "/Photos"
        struct Entry: Decodable { let name: String; let file: String }
        let entries = (try? JSONDecoder().decode([Entry].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/people.json"))))
            ?? (1...16).map { Entry(name: "Person \($0)", file: String(format: "portrait-%02d.png", $0)) }
        var missing: [String] = []
        var result = HoneycombPhotos(photos: entries.map { e in
            let path = folder + "/" + e.file
            guard let image = try? decodeSquare(path) else {
                missing.append(path)
                return HoneycombPhoto(name: e.name, image: PixelImage(width: 1, height: 1, fill: (142, 142, 147, 255)), key: "honeycomb:" + path)
            }
            return HoneycombPhoto(name: e.name, image: image, key: "honeycomb:" + path)
        })
        result.missing = missing
        return result
    }

    /// The warning line for missing bundled portraits, if any.
    public var missingWarning: String? {
        guard let first = missing.first else { return nil }
        return "tessera: warning: \(missing.count) bundled portrait\(missing.count == 1 ? " is" : "s are") missing or unreadable (first: \(first)); their cells are grey"
    }

    /// The disk cache of reduced photos (``DecodedImageDiskCache``), nil when turned off.
    static let diskCache = DecodedImageDiskCache.standard()

    /// Decodes the photo at `path` (header checked against ``maximumPixels`` first) straight
    /// into its reduced square, without a full-size copy. The square is kept in `cache` keyed
    /// by the file's content, so the next process reads it back instead of decoding.
    static func decodeSquare(_ path: String, opening: (() -> Int32)? = nil,
                             cache: DecodedImageDiskCache? = diskCache) throws -> PixelImage {
        let bytes = try ImageCodec.fileBytes(path, opening: opening ?? { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) })
        func decode() throws -> PixelImage {
            try ImageCodec.withDecodedRGBA(bytes: bytes, name: path, maximumPixels: maximumPixels) { src, w, h, pitch in
                square(PixelSource(base: src, width: w, height: h, pitch: pitch))
            }
        }
        guard let cache else { return try decode() }
        return try cache.image(content: bytes, variant: "square\(side)", make: decode)
    }

    /// The PNG and JPEG files of `folder` (by extension, sorted by name), named after the file
    /// (`ada_lovelace.jpg` -> "Ada Lovelace"). Only the first ``shownCount`` good photos are
    /// read, as only they are shown. A file is read only if it is a regular file (a FIFO is
    /// never opened) whose header promises at most ``maximumPixels``; each is reduced while
    /// decoded. Files skipped are reported through `warn` as one line per kind of problem,
    /// with a count. A missing folder, or one without a usable photo, is an error naming it.
    public static func load(folder: String, warn: (String) -> Void) throws -> HoneycombPhotos {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: folder, isDirectory: &isDir) else {
            throw UsageError("--photos \(folder): no such folder")
        }
        guard isDir.boolValue else { throw UsageError("--photos \(folder): not a folder; give a folder of PNG or JPEG files") }
        guard let listing = PhotoFolder(path: folder) else {
            throw UsageError("--photos \(folder): cannot read the folder")
        }
        let files = listing.files
        var photos: [HoneycombPhoto] = []
        var skipped: [String: [String]] = [:]   // problem -> files
        for file in files where photos.count < shownCount {
            let path = (folder as NSString).appendingPathComponent(file.displayName)
            do {
                let image = try decodeSquare(path, opening: { listing.open(file) })
                photos.append(HoneycombPhoto(name: displayName(file.displayName), image: image, key: "honeycomb:" + path))
            } catch let TesseraSDLError.tooLarge(_, _, _, limit) {
                skipped["larger than \(limit / 1_000_000) million pixels by its header", default: []].append(path)
            } catch TesseraSDLError.corruptFile(_, let reason) where reason == "not a regular file" {
                skipped["not a regular file (a FIFO, device or folder)", default: []].append(path)
            } catch {
                skipped["not a readable PNG or JPEG image", default: []].append(path)
            }
        }
        guard !photos.isEmpty else {
            // One line: the error carries what the warnings would have said.
            let why = skipped.sorted(by: { $0.key < $1.key }).map { "\($0.value.count) \($0.key), first \(MessageText.quoted($0.value[0]))" }
            throw UsageError(files.isEmpty ? "--photos \(folder): no PNG or JPEG files in the folder"
                                           : "--photos \(folder): none of its \(files.count) PNG or JPEG files could be read (\(why.joined(separator: "; ")))")
        }
        for (problem, paths) in skipped.sorted(by: { $0.key < $1.key }) {
            warn("tessera: warning: --photos \(folder): skipped \(paths.count) file\(paths.count == 1 ? "" : "s"): \(problem) (first: \(MessageText.quoted(paths[0]))))")
        }
        return HoneycombPhotos(photos: photos)
    }

    /// "ada_lovelace.jpg" -> "Ada Lovelace".
    static func displayName(_ file: String) -> String {
        let stem = (file as NSString).deletingPathExtension
        let words = stem.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " })
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return name.isEmpty ? stem : name
    }

    /// Rows of RGBA pixels in memory, `pitch` bytes apart (a decoded surface or a `PixelImage`).
    struct PixelSource {
        let base: UnsafePointer<UInt8>
        let width: Int, height: Int, pitch: Int
    }

    /// The centred square of `image`, reduced to at most `side` pixels by area averaging
    /// (premultiplied, so transparent pixels do not darken the edges).
    public static func square(_ image: PixelImage, side: Int = HoneycombPhotos.side) -> PixelImage {
        image.pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return PixelImage(width: 1, height: 1, fill: (142, 142, 147, 255)) }
            return square(PixelSource(base: base, width: image.width, height: image.height, pitch: image.width * 4), side: side)
        }
    }

    /// The same from pixels in place: reads the source once, keeping only one row of floats
    /// per output row (memory ~ side x source width, not the source's size).
    static func square(_ image: PixelSource, side: Int = HoneycombPhotos.side) -> PixelImage {
        let s = min(image.width, image.height)
        guard s > 0 else { return PixelImage(width: 1, height: 1, fill: (142, 142, 147, 255)) }
        let x0 = (image.width - s) / 2, y0 = (image.height - s) / 2
        let n = min(s, side)
        let weights = boxWeights(from: s, to: n)
        // Horizontal pass, straight from the source: s rows of n premultiplied pixels.
        var mid = [Float](repeating: 0, count: s * n * 4)
        for y in 0..<s {
            let row = image.base + (y + y0) * image.pitch + x0 * 4
            for (x, w) in weights.enumerated() {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (sx, f) in w {
                    let i = sx * 4
                    let a = Float(row[i + 3]) / 255 * f
                    acc.0 += Float(row[i]) * a; acc.1 += Float(row[i + 1]) * a; acc.2 += Float(row[i + 2]) * a; acc.3 += Float(row[i + 3]) * f
                }
                let o = (y * n + x) * 4
                mid[o] = acc.0; mid[o + 1] = acc.1; mid[o + 2] = acc.2; mid[o + 3] = acc.3
            }
        }
        var out = [UInt8](repeating: 0, count: n * n * 4)
        for (y, w) in weights.enumerated() {
            for x in 0..<n {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (sy, f) in w {
                    let i = (sy * n + x) * 4
                    acc.0 += mid[i] * f; acc.1 += mid[i + 1] * f; acc.2 += mid[i + 2] * f; acc.3 += mid[i + 3] * f
                }
                let o = (y * n + x) * 4
                let a = acc.3 / 255
                let un: (Float) -> UInt8 = { v in a > 0 ? UInt8(max(0, min(255, (v / a).rounded()))) : 0 }
                out[o] = un(acc.0); out[o + 1] = un(acc.1); out[o + 2] = un(acc.2)
                out[o + 3] = UInt8(max(0, min(255, acc.3.rounded())))
            }
        }
        return PixelImage(width: n, height: n, pixels: out)
    }

    /// For each of `n` output pixels, the source pixels of `s` it covers and their weights
    /// (the overlap of the source pixel with the output pixel's box, normalised).
    static func boxWeights(from s: Int, to n: Int) -> [[(Int, Float)]] {
        let scale = Double(s) / Double(n)
        return (0..<n).map { o in
            let a = Double(o) * scale, b = Double(o + 1) * scale
            var w: [(Int, Float)] = []
            var i = Int(a.rounded(.down))
            while Double(i) < b && i < s {
                let overlap = min(b, Double(i + 1)) - max(a, Double(i))
                if overlap > 1e-9 { w.append((i, Float(overlap / scale))) }
                i += 1
            }
            return w
        }
    }
}
