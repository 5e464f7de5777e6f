import CSDL2
import TesseraDisplayList
import TesseraGeometry

/// A composited layer in the cache: its items, effect, device transform relative to the
/// layer's corner, size and the clip paths it was cut to. Layers that did not change (or
/// moved by whole pixels) are not drawn again.
struct LayerKey: Hashable {
    var items: [DisplayItem]
    var effect: LayerEffect
    var transform: Transform
    var width: Int, height: Int
    var clips: [QuantizedPolygons]
    var scale: Double
}

/// The surface layers are drawn into: SDL's software renderer on an ARGB8888 surface, so the
/// layer's pixels (premultiplied colour and alpha) are the same under any window renderer.
final class LayerTarget {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    let canvas: Canvas
    let width: Int, height: Int

    init?(width: Int, height: Int, fonts: FontLibrary, faces: TextFaces) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { SDL_FreeSurface(surface); return nil }
        self.surface = surface; self.renderer = renderer; self.width = width; self.height = height
        canvas = Canvas(renderer: renderer, fonts: fonts, faces: faces)
    }

    deinit {
        canvas.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}

/// Offscreen layers (`DisplayItem.pushLayer`): the layer's items are drawn with their own
/// `Canvas` on a software surface covering what they draw (plus the blur's reach), read back,
/// filtered by `LayerFilters` and drawn as one texture, cut to the current clip, with the
/// current opacity.
extension Canvas {
    /// The largest layer side in pixels; larger layers are cut to it (around the clip).
    static let maximumLayerSide = 8192

    func layer(_ items: ArraySlice<DisplayItem>, _ effect: LayerEffect, _ s: DrawState, scale: Double) throws {
        let t = s.transform
        guard let content = deviceBounds(items, t) else { return }
        let sigma = Self.deviceSigma(effect, t)
        let reach = Double(LayerFilters.reach(sigma: sigma))
        var covered = content
        var margin = reach
        var offset = (dx: 0, dy: 0)
        switch effect {
        case .blur(_, let opaque):
            if !opaque { covered = outset(content, reach) }
        case let .shadow(_, _, x, y):
            offset = Self.deviceOffset(x: x, y: y, t)
            covered = content.union(outset(content, reach).offsetBy(Point(x: Double(offset.dx), y: Double(offset.dy))))
            margin += Double(max(abs(offset.dx), abs(offset.dy)))
        case .mask, .colorMatrix:
            margin = 0
        }
        // Only what the clip shows (and what reaches into it) is drawn.
        var visible = Rect(x: Double(s.clip.rect.x), y: Double(s.clip.rect.y),
                           width: Double(s.clip.rect.width), height: Double(s.clip.rect.height))
        for p in s.clip.paths { visible = visible.intersection(p.bounds) ?? .zero }
        guard let needed = covered.intersection(outset(visible, margin)),
              var region = PixelRect(enclosing: needed) else { return }
        region.width = min(region.width, Self.maximumLayerSide)
        region.height = min(region.height, Self.maximumLayerSide)
        let shown = region.intersection(s.clip.rect)
        guard !shown.isEmpty, !region.isEmpty else { return }

        let local = t.concatenating(.translation(Double(-region.x), Double(-region.y)))
        let key = LayerKey(items: Array(items), effect: effect, transform: local, width: region.width, height: region.height,
                           clips: s.clip.paths.map { QuantizedPolygons($0.subpaths, origin: (region.x, region.y)) }, scale: scale)
        let texture: CachedTexture
        if let cached = layerResults[key] {
            cached.lastUsed = frame
            lastFrameStatistics.reused += 1
            texture = cached
        } else {
            lastFrameStatistics.rasterized += 1
            guard var image = try layerImage(items, transform: local, width: region.width, height: region.height, scale: scale)
            else { return }
            switch effect {
            case .blur(_, let opaque):
                image = LayerFilters.blur(image, sigma: sigma, clampEdges: opaque)
            case let .shadow(color, _, _, _):
                let c = color.rgba8, a = Float(color.alpha)
                let tint = SIMD4<Float>(Float(c.r) * a, Float(c.g) * a, Float(c.b) * a, 255 * a)
                image = LayerFilters.shadow(image, color: tint, sigma: sigma, dx: offset.dx, dy: offset.dy)
            case let .mask(list):
                guard let mask = try layerImage(list.items[...], transform: local, width: region.width, height: region.height, scale: scale)
                else { return }
                image = LayerFilters.mask(image, by: mask)
            case let .colorMatrix(matrix):
                image = LayerFilters.colorMatrix(image, matrix)
            }
            for clip in key.clips {
                let coverage = Coverage.fill(clip.polygons, width: region.width, height: region.height)
                for i in image.pixels.indices { image.pixels[i] *= coverage[i] }
            }
            guard let made = upload(image.sprite()) else { return }
            made.countsFrames = true   // kept alive by frames that do not repaint it (damage tracking)
            layerResults[key] = made
            texture = made
        }
        copy(texture, shown, source: PixelRect(x: shown.x - region.x, y: shown.y - region.y, width: shown.width, height: shown.height),
             opacity: s.opacity)
    }

    /// Draws `items` under `transform` into a transparent `width` x `height` layer and reads
    /// it back (premultiplied).
    func layerImage(_ items: ArraySlice<DisplayItem>, transform: Transform, width: Int, height: Int, scale: Double) throws -> LayerImage? {
        if layerTarget == nil || layerTarget!.width < width || layerTarget!.height < height {
            // Grown in steps of 256 pixels so that layers of slightly different sizes share it.
            let w = max(width, layerTarget?.width ?? 0), h = max(height, layerTarget?.height ?? 0)
            layerTarget = nil
            layerTarget = LayerTarget(width: (w + 255) / 256 * 256, height: (h + 255) / 256 * 256, fonts: fonts, faces: textEngine.faces)
        }
        guard let target = layerTarget else { return nil }
        SDL_SetRenderDrawBlendMode(target.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(target.renderer, 0, 0, 0, 0)
        var all = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        SDL_RenderFillRect(target.renderer, &all)
        let state = DrawState(transform: transform, opacity: 1,
                              clip: ClipState(rect: PixelRect(x: 0, y: 0, width: width, height: height), paths: []))
        try target.canvas.drawLayerContents(items, from: state, scale: scale)
        SDL_RenderFlush(target.renderer)
        var image = LayerImage(width: width, height: height)
        guard let base = target.surface.pointee.pixels else { return nil }
        let pitch = Int(target.surface.pointee.pitch)
        for y in 0..<height {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                image.pixels[y * width + x] = SIMD4<Float>(Float(p >> 16 & 0xFF), Float(p >> 8 & 0xFF), Float(p & 0xFF), Float(p >> 24))
            }
        }
        return image
    }

    /// Runs `items` as one frame of this (layer) canvas.
    func drawLayerContents(_ items: ArraySlice<DisplayItem>, from state: DrawState, scale: Double) throws {
        beginFrame()
        defer { evict() }
        try execute(items, from: state, scale: scale)
    }

    /// Drops layers that neither this frame nor the previous one used.
    func evictLayers() {
        for (k, t) in layerResults where t.lastUsed < frame - 1 {
            SDL_DestroyTexture(t.texture)
            layerResults[k] = nil
        }
    }

    // MARK: Geometry

    /// How much `t` scales lengths (the square root of its linear part's determinant).
    static func lengthScale(_ t: Transform) -> Double {
        let m = t.m
        let det = abs(m[0] * m[4] - m[1] * m[3])
        return det.isFinite && det > 0 ? det.squareRoot() : 0
    }

    /// The blur's standard deviation in device pixels (0 for a mask).
    static func deviceSigma(_ effect: LayerEffect, _ t: Transform) -> Double {
        switch effect {
        case let .blur(radius, _), let .shadow(_, radius, _, _):
            return min(LayerEffect.sanitized(radius: radius) * lengthScale(t), 800)
        case .mask, .colorMatrix:
            return 0
        }
    }

    /// A shadow's offset in whole device pixels (its local vector mapped by `t`'s linear part).
    static func deviceOffset(x: Double, y: Double, _ t: Transform) -> (dx: Int, dy: Int) {
        let x = LayerEffect.sanitized(offset: x), y = LayerEffect.sanitized(offset: y)
        let m = t.m
        let dx = m[0] * x + m[1] * y, dy = m[3] * x + m[4] * y
        func whole(_ v: Double) -> Int { v.isFinite ? Int(max(-1e6, min(1e6, v.rounded()))) : 0 }
        return (whole(dx), whole(dy))
    }

    private func outset(_ r: Rect, _ d: Double) -> Rect {
        Rect(x: r.minX - d, y: r.minY - d, width: r.width + 2 * d, height: r.height + 2 * d)
    }

    /// A conservative box, in device pixels, of everything `items` draw under `transform`
    /// (nil when they draw nothing).
    func deviceBounds(_ items: ArraySlice<DisplayItem>, _ transform: Transform) -> Rect? {
        var t = transform
        var clip: Rect?
        var stack: [(Transform, Rect?)] = []
        var out: Rect?
        func add(_ r: Rect?) {
            guard var r, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
            if let c = clip { guard let i = r.intersection(c) else { return }; r = i }
            out = out.map { $0.union(r) } ?? r
        }
        func mapped(_ r: Rect) -> Rect? { map(.rect(r), t)?.bounds }
        var i = items.startIndex
        while i < items.endIndex {
            switch items[i] {
            case let .pushTransform(x): stack.append((t, clip)); t = x.concatenating(t)
            case .pushOpacity: stack.append((t, clip))
            case let .pushClip(shape):
                stack.append((t, clip))
                let b = map(shape.path, t)?.bounds ?? .zero
                clip = clip.map { $0.intersection(b) ?? .zero } ?? b
            case .popTransform, .popOpacity, .popClip:
                if let s = stack.popLast() { (t, clip) = s }
            case let .fill(shape, _): add(map(shape.path, t)?.bounds)
            case let .stroke(path, width, _):
                let b = path.bounds, w = abs(width) / 2 + 1
                add(mapped(Rect(x: b.minX - w, y: b.minY - w, width: b.width + 2 * w, height: b.height + 2 * w)))
            case let .image(draw): add(mapped(draw.rect))
            case let .text(run):
                let block = textEngine.layout(run.text, maxWidth: run.maxWidth)
                // A few points around the line boxes for glyphs that overhang them (italics).
                let pad = 0.25 * run.text.primaryFont.size + 2
                add(mapped(Rect(x: run.origin.x - pad, y: run.origin.y - pad,
                                width: max(block.width, run.maxWidth ?? 0) + 2 * pad, height: block.height + 2 * pad)))
            case let .pushLayer(effect):
                let end = Self.matchingPop(items, after: i)
                if let inner = deviceBounds(items[(i + 1)..<end], t) {
                    let reach = Double(LayerFilters.reach(sigma: Self.deviceSigma(effect, t)))
                    switch effect {
                    case .blur(_, let opaque): add(opaque ? inner : outset(inner, reach))
                    case let .shadow(_, _, x, y):
                        let d = Self.deviceOffset(x: x, y: y, t)
                        add(inner.union(outset(inner, reach).offsetBy(Point(x: Double(d.dx), y: Double(d.dy)))))
                    case .mask, .colorMatrix: add(inner)
                    }
                }
                i = end
            case .popLayer: break
            }
            i += 1
        }
        return out
    }
}
