import Foundation

/// The pixel operations of offscreen layers (`LayerEffect`), on images of premultiplied
/// colour and alpha (`SIMD4<Float>`: r, g, b, a in 0...255, r/g/b ≤ a). Pure functions of their
/// inputs, the same code for the window and headless, so a layer looks the same in both.
struct LayerImage: Equatable {
    var width: Int
    var height: Int
    var pixels: [SIMD4<Float>]

    init(width: Int, height: Int, pixels: [SIMD4<Float>]? = nil) {
        self.width = width; self.height = height
        self.pixels = pixels ?? [SIMD4<Float>](repeating: .zero, count: width * height)
    }

    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Straight-alpha ARGB pixels, rounded, as a sprite for `Canvas.upload`.
    func sprite() -> Sprite {
        Sprite(width: width, height: height, pixels: pixels.map { p in
            let a = min(255, max(0, p.w))
            guard a >= 0.5 else { return 0 }
            func q(_ c: Float) -> UInt32 { UInt32(min(255, max(0, c * 255 / a)) + 0.5) }
            return UInt32(a + 0.5) << 24 | q(p.x) << 16 | q(p.y) << 8 | q(p.z)
        })
    }
}

enum LayerFilters {
    /// How far (in pixels) a Gaussian of standard deviation `sigma` pixels reaches: 3 sigma,
    /// rounded up (0 for no blur).
    static func reach(sigma: Double) -> Int {
        sigma > 0 ? Int((3 * sigma).rounded(.up)) : 0
    }

    /// The three box widths (odd) whose repeated box blur approximates a Gaussian of standard
    /// deviation `sigma`: the variance of n boxes of widths w is Σ (w² - 1) / 12; the widths
    /// are the two odd integers around the ideal one, mixed to come closest to σ².
    static func boxWidths(sigma: Double, count n: Int = 3) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - Double(n) * l * l - 4 * Double(n) * l - 3 * Double(n)) / (-4 * l - 4)).rounded()
        return (0..<n).map { Double($0) < m ? lower : upper }
    }

    /// The normalized weights of a sampled Gaussian of standard deviation `sigma`, over
    /// `-reach(sigma)...reach(sigma)`.
    static func gaussianKernel(sigma: Double) -> [Float] {
        let r = reach(sigma: sigma)
        let w = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let sum = w.reduce(0, +)
        return w.map { Float($0 / sum) }
    }

    /// A Gaussian blur of standard deviation `sigma` pixels. Beyond the image, pixels are
    /// transparent, or with `clampEdges` the nearest edge pixel. Small sigmas (< 2 pixels) use
    /// the sampled Gaussian; larger ones three box blurs per axis (within a few percent of
    /// the Gaussian, in time independent of sigma), as browsers do.
    static func blur(_ image: LayerImage, sigma: Double, clampEdges: Bool) -> LayerImage {
        guard sigma.isFinite, sigma > 0, image.width > 0, image.height > 0 else { return image }
        var out = image
        let kernel: [Float]? = sigma < 2 ? gaussianKernel(sigma: sigma) : nil
        let boxes = kernel == nil ? boxWidths(sigma: sigma) : []
        var line: [SIMD4<Float>] = [], temp: [SIMD4<Float>] = []
        func filter(_ count: Int) {
            temp = [SIMD4<Float>](repeating: .zero, count: count)
            if let kernel {
                convolve(line, kernel, into: &temp, clampEdges: clampEdges)
                swap(&line, &temp)
            } else {
                for w in boxes where w > 1 {
                    box(line, radius: w / 2, into: &temp, clampEdges: clampEdges)
                    swap(&line, &temp)
                }
            }
        }
        for y in 0..<out.height {
            line = Array(out.pixels[(y * out.width)..<((y + 1) * out.width)])
            filter(out.width)
            out.pixels.replaceSubrange((y * out.width)..<((y + 1) * out.width), with: line)
        }
        for x in 0..<out.width {
            line = (0..<out.height).map { out[x, $0] }
            filter(out.height)
            for y in 0..<out.height { out[x, y] = line[y] }
        }
        return out
    }

    @inline(__always)
    private static func sample(_ src: [SIMD4<Float>], _ i: Int, _ clampEdges: Bool) -> SIMD4<Float> {
        if i < 0 { return clampEdges ? src[0] : .zero }
        if i >= src.count { return clampEdges ? src[src.count - 1] : .zero }
        return src[i]
    }

    /// One box blur of width `2 radius + 1` along a line, with a running sum.
    private static func box(_ src: [SIMD4<Float>], radius r: Int, into dst: inout [SIMD4<Float>], clampEdges: Bool) {
        let inv = 1 / Float(2 * r + 1)
        var sum = SIMD4<Float>.zero
        for k in -r...r { sum += sample(src, k, clampEdges) }
        for i in 0..<src.count {
            dst[i] = sum * inv
            sum += sample(src, i + r + 1, clampEdges) - sample(src, i - r, clampEdges)
        }
    }

    private static func convolve(_ src: [SIMD4<Float>], _ kernel: [Float], into dst: inout [SIMD4<Float>], clampEdges: Bool) {
        let r = kernel.count / 2
        for i in 0..<src.count {
            var sum = SIMD4<Float>.zero
            for k in 0..<kernel.count { sum += sample(src, i + k - r, clampEdges) * kernel[k] }
            dst[i] = sum
        }
    }

    /// The shadow of `content`: its alpha blurred by `sigma` pixels, moved by (`dx`, `dy`)
    /// pixels, tinted with `color` (premultiplied 0...255, its alpha in `w`); then `content`
    /// drawn over it.
    static func shadow(_ content: LayerImage, color: SIMD4<Float>, sigma: Double, dx: Int, dy: Int) -> LayerImage {
        let alpha = LayerImage(width: content.width, height: content.height,
                               pixels: content.pixels.map { SIMD4<Float>(0, 0, 0, $0.w) })
        let blurred = blur(alpha, sigma: sigma, clampEdges: false)
        var out = content
        for y in 0..<content.height {
            let sy = y - dy
            for x in 0..<content.width {
                let sx = x - dx
                guard sx >= 0, sx < content.width, sy >= 0, sy < content.height else { continue }
                let a = blurred[sx, sy].w / 255
                guard a > 0 else { continue }
                let c = content[x, y]
                out[x, y] = c + color * a * (1 - c.w / 255)
            }
        }
        return out
    }

    /// `content` multiplied by `mask`'s alpha (images of the same size).
    static func mask(_ content: LayerImage, by mask: LayerImage) -> LayerImage {
        var out = content
        for i in out.pixels.indices { out.pixels[i] *= mask.pixels[i].w / 255 }
        return out
    }
}
