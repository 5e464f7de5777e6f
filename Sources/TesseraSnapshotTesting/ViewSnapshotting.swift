import Foundation
@_exported import SnapshotTesting
@_exported import Tessera
@_exported import struct TesseraDisplayList.PixelImage
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost
import TesseraTesting
import XCTest

/// Snapshot strategies for Tessera views, for pointfreeco's swift-snapshot-testing:
///
/// ```swift
/// import TesseraSnapshotTesting
/// import Testing
///
/// @Test func badge() {
///     assertSnapshot(of: Badge(), as: .image(size: Size(width: 320, height: 200)))
/// }
/// ```
///
/// The view is laid out in a window of `size` points and rendered headless at `scale` (SDL's
/// software renderer with the bundled fonts, the same pixels as a Tessera window and as
/// `--screenshot`), on the background of its colour scheme. References are PNG files in
/// `__Snapshots__` next to the test file; the first run records them (and fails, as
/// swift-snapshot-testing does). The comparison is exact unless `perceptualTolerance` allows
/// some channel difference on a fraction of the pixels.
extension Snapshotting where Value: Tessera.View, Format == PixelImage {
    /// The view rendered in a window of `size` points at `scale` pixels per point. `channel`
    /// is the largest difference (0–255) tolerated per colour channel and `pixelFraction` the
    /// share of pixels (0–1) that may differ by more.
    public static func image(size: Size, scale: Double = 1, channel: Int = 0, pixelFraction: Double = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixelImage(tolerance: GoldenTolerance(channel: channel, pixelFraction: pixelFraction)),
                     snapshot: { view in renderSnapshot(view, size: size, scale: scale) })
    }
}

/// Renders `view`; a rendering failure (missing fonts) becomes a 1x1 magenta image, so the
/// comparison fails with a visible difference rather than crashing the test run.
private func renderSnapshot(_ view: some Tessera.View, size: Size, scale: Double) -> PixelImage {
    do {
        let renderer = try ViewRenderer()
        let host = renderer.makeHost(view)
        let frame = host.frame(size: size, at: 0, scale: scale)
        return try renderer.render(frame.displayList, size: size, scale: scale, background: host.windowBackground)
    } catch {
        FileHandle.standardError.write(Data("TesseraSnapshotTesting: cannot render: \(error)\n".utf8))
        return PixelImage(width: 1, height: 1, pixels: [255, 0, 255, 255])
    }
}

extension Diffing where Value == PixelImage {
    /// Compares images pixel by pixel within `tolerance`; stores them as PNG.
    public static func pixelImage(tolerance: GoldenTolerance = .exact) -> Diffing {
        Diffing.diff(
            toData: { image in (try? pngData(image)) ?? Data() },
            fromData: { data in (try? ImageCodec.decode(data: [UInt8](data), name: "snapshot")) ?? PixelImage(width: 0, height: 0, pixels: []) },
            diffV2: { reference, actual in
                guard reference.width == actual.width, reference.height == actual.height else {
                    return ("size \(actual.width)x\(actual.height) differs from the reference's \(reference.width)x\(reference.height)", [])
                }
                let comparison = ImageComparison(actual, reference, channel: tolerance.channel)
                guard !comparison.passes(tolerance) else { return nil }
                let at = comparison.firstDifference.map { " first at (\($0.x), \($0.y))" } ?? ""
                return ("\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ (largest channel difference \(comparison.maxChannelDifference),\(at)); tolerance \(tolerance)", [])
            })
    }
}

/// The PNG bytes of `image` (through a temporary file: SDL_image writes files).
private func pngData(_ image: PixelImage) throws -> Data {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshot-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try ImageCodec.writePNG(image, to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
}
