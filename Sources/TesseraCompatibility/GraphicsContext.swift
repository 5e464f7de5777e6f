import Foundation
import Tessera

/// The drawing context a ``Canvas`` hands its renderer, like SwiftUI's `GraphicsContext`:
/// `fill`, `stroke` and `draw` paint in the order called, each under the context's current
/// `transform`, `opacity` and clip. A copy (`var layer = context`) draws into the same canvas
/// with its own transform, opacity and clip, as in SwiftUI.
public struct GraphicsContext {
    /// The recorded operations, shared by the copies of one context.
    final class Recording { var operations: [CanvasOperation] = [] }
    let recording: Recording

    /// The transform applied to everything drawn after it is set (identity at the start).
    public var transform: CGAffineTransform = .identity
    /// The opacity of everything drawn after it is set (1 at the start).
    public var opacity: Double = 1
    /// The clip paths set with `clip(to:)`, in canvas coordinates.
    var clips: [Path] = []

    init(recording: Recording) { self.recording = recording }

    /// Runs `renderer` on a fresh context for a canvas of `size` and returns what it drew.
    static func record(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> [CanvasOperation] {
        var context = GraphicsContext(recording: Recording())
        renderer(&context, size)
        return context.recording.operations
    }

    private func append(_ kind: CanvasOperation.Kind) {
        recording.operations.append(CanvasOperation(kind: kind, transform: transform, opacity: opacity, clips: clips))
    }

    // MARK: Paths

    /// Fills `path` with `shading` (the even-odd rule is accepted; Tessera fills non-zero).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        append(.fill(path.applying(transform), shading))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }

    /// Strokes `path` with `shading` and a stroke style (dashes supported). The line width is
    /// scaled by the transform's mean scale.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.meanScale
        append(.stroke(path.applying(transform), shading, scaled))
    }

    // MARK: Text and images

    /// Draws `text` with its `anchor` (a unit point of the text's frame, `.center` by default)
    /// at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        append(.view(AnyView(text.fixedSize()), at: point.applying(transform), anchor: anchor))
    }

    /// Draws `text` in `rect`, wrapped to its width from the top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        append(.view(AnyView(text.frame(width: rect.width, height: rect.height, alignment: .topLeading)),
                     at: CGPoint(x: rect.midX, y: rect.midY).applying(transform), anchor: .center))
    }

    /// Draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        append(.view(AnyView(image.fixedSize()), at: point.applying(transform), anchor: anchor))
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        append(.view(AnyView(image.resizable().frame(width: rect.width, height: rect.height)),
                     at: CGPoint(x: rect.midX, y: rect.midY).applying(transform), anchor: .center))
    }

    // MARK: State

    /// Moves the origin of what is drawn next by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales what is drawn next by (`x`, `y`) about the origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates what is drawn next by `angle` about the origin (clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Limits what is drawn next to the inside of `path` (under the current transform).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) { clips.append(path.applying(transform)) }

    /// Draws what `content` draws into a copy of this context, like SwiftUI's `drawLayer(content:)`
    /// (the copy's transform, opacity and clip end with it).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}

/// How a path's inside is decided, SwiftUI's `FillStyle` (accepted: Tessera fills non-zero).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

extension CGAffineTransform {
    /// The square root of the determinant's magnitude: how much a length grows on average.
    var meanScale: Double {
        let det = Double(a * d - b * c)
        return det.isFinite && det != 0 ? abs(det).squareRoot() : 1
    }
}
