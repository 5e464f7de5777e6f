import TesseraDisplayList

extension LayerFilters {
    /// `matrix` applied to every pixel of `image` (premultiplied 0...255): each pixel is
    /// un-premultiplied to 0...1, multiplied by the matrix, clamped to 0...1 and premultiplied
    /// again. Transparent pixels are colour (0, 0, 0, 0) before the matrix, so a constant in the
    /// alpha row can make them visible, as in SVG's `feColorMatrix`.
    static func colorMatrix(_ image: LayerImage, _ matrix: ColorMatrix) -> LayerImage {
        let m = matrix.rows.map { $0.map(Float.init) }
        var out = image
        for i in out.pixels.indices {
            let p = out.pixels[i]
            let a = p.w / 255
            let c = a > 0 ? SIMD4<Float>(p.x / p.w, p.y / p.w, p.z / p.w, a) : .zero
            func row(_ r: Int) -> Float {
                min(1, max(0, m[r][0] * c.x + m[r][1] * c.y + m[r][2] * c.z + m[r][3] * c.w + m[r][4]))
            }
            let alpha = row(3)
            out.pixels[i] = SIMD4<Float>(row(0) * alpha, row(1) * alpha, row(2) * alpha, alpha) * 255
        }
        return out
    }
}
