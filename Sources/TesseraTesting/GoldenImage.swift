import Foundation
import Tessera
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost

/// A failed golden comparison: one readable line saying what differs and where the actual and
/// diff images were written.
public struct GoldenMismatch: Error, CustomStringConvertible {
    public let description: String
}

/// Golden-image testing: renders views headless (SDL's software renderer, bundled fonts,
/// scale 1 by default) and compares them with PNG files.
///
/// - Exact by default; pass a `GoldenTolerance` where a small difference is justified.
/// - Record mode: with `TESSERA_RECORD_GOLDENS=1` in the environment (or `recording: true`)
///   the golden is (re)written and the check passes.
/// - On a mismatch `NAME.actual.png` and `NAME.diff.png` are written next to `NAME.png`
///   (add `*.actual.png` and `*.diff.png` to `.gitignore`) and `GoldenMismatch` is thrown.
///
/// ```swift
/// @Test func badge() throws {
///     let goldens = try GoldenImages()
///     try goldens.assertMatches(Badge(), size: Size(width: 200, height: 80),
///                               golden: goldenDirectory + "/badge.png")
/// }
/// ```
/// Throwing makes Swift Testing and XCTest report the failure with its message. Use one
/// instance from one thread (rendering is single-threaded; keep golden suites `.serialized`).
public final class GoldenImages {
    /// The renderer used for views (its fonts and caches are kept between checks).
    public let renderer: ViewRenderer
    /// Whether goldens are written instead of compared.
    public var recording: Bool

    /// Goldens rendered with `renderer` (default: the bundled assets); `recording` defaults
    /// to `TESSERA_RECORD_GOLDENS=1`.
    public init(renderer: ViewRenderer? = nil, recording: Bool? = nil) throws {
        self.renderer = try renderer ?? ViewRenderer()
        self.recording = recording ?? (ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDENS"] == "1")
    }

    /// Renders `view` in a window of `size` points at `scale` and compares it with the PNG at
    /// `golden`.
    public func assertMatches(_ view: some View, size: Size, scale: Double = 1, golden: String,
                              tolerance: GoldenTolerance = .exact) throws {
        let image = try renderer.render(view, size: size, scale: scale)
        try assertMatches(image, golden: golden, tolerance: tolerance)
    }

    /// Compares an already rendered image with the PNG at `golden`.
    public func assertMatches(_ image: PixelImage, golden: String, tolerance: GoldenTolerance = .exact) throws {
        let base = golden.hasSuffix(".png") ? String(golden.dropLast(4)) : golden
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        let fm = FileManager.default
        if recording {
            try fm.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try ImageCodec.writePNG(image, to: golden)
            try? fm.removeItem(atPath: actualPath); try? fm.removeItem(atPath: diffPath)
            return
        }
        /// "wrote PATH" only when the write succeeded; otherwise why it did not.
        func written(_ img: PixelImage, _ path: String) -> String {
            do { try ImageCodec.writePNG(img, to: path); return "wrote \(path)" } catch { return "could not write \(path): \(error)" }
        }
        guard fm.fileExists(atPath: golden) else {
            throw GoldenMismatch(description: "no golden at \(golden) (\(written(image, actualPath))); look at it and record with TESSERA_RECORD_GOLDENS=1")
        }
        let expected = try ImageCodec.decode(contentsOf: golden)
        guard expected.width == image.width, expected.height == image.height else {
            throw GoldenMismatch(description: "\(golden): size \(image.width)x\(image.height) differs from the golden's \(expected.width)x\(expected.height) (\(written(image, actualPath)))")
        }
        let comparison = ImageComparison(image, expected, channel: tolerance.channel)
        if comparison.passes(tolerance) {
            try? fm.removeItem(atPath: actualPath); try? fm.removeItem(atPath: diffPath)
            return
        }
        let wrote = [written(image, actualPath), written(ImageComparison.diffImage(image, expected, channel: tolerance.channel), diffPath)]
        let pct = Double(comparison.differingPixels) / Double(max(1, comparison.pixelCount)) * 100
        let at = comparison.firstDifference.map { " first at (\($0.x), \($0.y))," } ?? ""
        throw GoldenMismatch(description: "\(golden): \(comparison.differingPixels) pixels (\(String(format: "%.3f", pct))%) differ by more than \(tolerance.channel) (max \(comparison.maxChannelDifference)),\(at) tolerance \(tolerance); \(wrote.joined(separator: ", "))")
    }
}
