import TesseraDisplayList

/// Scaling colour emoji from their bitmap strike (Noto Color Emoji: 109 px) to the text's pixel
/// size by exact area averaging of premultiplied colour (each output pixel is the mean of the
/// source area it covers), and turning RGBA pixels into a canvas sprite.
enum TextBitmapScaling {
    static func areaScaled(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
        let sw = image.width, sh = image.height
        guard sw > 0, sh > 0, width > 0, height > 0 else { return PixelImage(width: 0, height: 0, pixels: []) }
        let fx = Double(sw) / Double(width), fy = Double(sh) / Double(height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let y0 = Double(y) * fy, y1 = y0 + fy
                for x in 0..<width {
                    let x0 = Double(x) * fx, x1 = x0 + fx
                    var acc: (Double, Double, Double, Double) = (0, 0, 0, 0)
                    var area = 0.0
                    var sy = Int(y0)
                    while Double(sy) < y1 && sy < sh {
                        let wy = min(y1, Double(sy + 1)) - max(y0, Double(sy))
                        var sx = Int(x0)
                        while Double(sx) < x1 && sx < sw {
                            let w = wy * (min(x1, Double(sx + 1)) - max(x0, Double(sx)))
                            let i = 4 * (sy * sw + sx)
                            let a = Double(src[i + 3]) / 255
                            acc.0 += w * Double(src[i]) * a; acc.1 += w * Double(src[i + 1]) * a
                            acc.2 += w * Double(src[i + 2]) * a; acc.3 += w * a
                            area += w
                            sx += 1
                        }
                        sy += 1
                    }
                    let o = 4 * (y * width + x)
                    let alpha = area > 0 ? acc.3 / area : 0
                    if alpha > 0 {
                        out[o] = UInt8(min(255, (acc.0 / area / alpha).rounded()))
                        out[o + 1] = UInt8(min(255, (acc.1 / area / alpha).rounded()))
                        out[o + 2] = UInt8(min(255, (acc.2 / area / alpha).rounded()))
                        out[o + 3] = UInt8(min(255, (alpha * 255).rounded()))
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: out)
    }

    /// The image as a canvas sprite (0xAARRGGBB, straight alpha).
    static func sprite(_ image: PixelImage) -> Sprite? {
        guard image.width > 0, image.height > 0 else { return nil }
        let p = image.pixels
        var px = [UInt32](repeating: 0, count: image.width * image.height)
        for i in px.indices {
            px[i] = UInt32(p[4 * i + 3]) << 24 | UInt32(p[4 * i]) << 16 | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2])
        }
        return Sprite(width: image.width, height: image.height, pixels: px)
    }
}
