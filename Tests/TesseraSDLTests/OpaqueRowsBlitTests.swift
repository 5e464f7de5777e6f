import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

/// Copying a texture's opaque rows without blending and skipping its transparent hole
/// (`Canvas.blit`, the headless renderer's default) give the same image as blending the whole
/// texture: SDL's blend copies a pixel of alpha 255 and leaves one of alpha 0 alone. Over
/// rounded gradient cells at whole and fractional positions, translucent fills, outlines, a
/// group at half opacity, a clip cutting cells and outlines, and damage-tracked frames.
@Suite(.serialized) struct OpaqueRowsBlitTests {
    let size = Size(width: 360, height: 200)

    func scene(_ t: Int) -> DisplayList {
        var list = DisplayList()
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        list.append(.fill(.rect(bounds), .linearGradient(
            LinearGradient(colors: [Color(r8: 250, g8: 245, b8: 235), Color(r8: 200, g8: 215, b8: 235)],
                           startPoint: .top, endPoint: .bottom), in: bounds)))
        for row in 0..<2 {
            for col in 0..<5 {
                // Whole-pixel cells (most rows opaque) and, in the second row, fractional ones.
                let x = 8 + Double(col) * (60 + Double(t)) + (row == 1 ? 0.4 : 0), y = 8 + Double(row) * 66 + (row == 1 ? 0.3 : 0)
                let r = Rect(x: x, y: y, width: 56, height: 56)
                let colors = [Color(r8: 52, g8: 199, b8: 89), Color(r8: 255, g8: 149, b8: 0), Color(r8: 0, g8: 122, b8: 255)]
                list.append(.fill(.roundedRect(r, cornerRadius: 5), .linearGradient(
                    LinearGradient(colors: [colors[col % 3], colors[(col + 1) % 3]], startPoint: .top, endPoint: .bottom), in: r)))
            }
        }
        // A translucent colour (no opaque row), a circle, a stroke.
        list.append(.fill(.roundedRect(Rect(x: 30, y: 20, width: 120, height: 40), cornerRadius: 9), .color(Color(red: 1, green: 0, blue: 0, alpha: 0.4))))
        list.append(.fill(.path(.circle(in: Rect(x: 278, y: 138, width: 44, height: 44))), .color(.blue)))
        list.append(.stroke(.roundedRect(Rect(x: 4, y: 4, width: 340, height: 130), radius: 6), width: 1, color: .black))
        // Outlines (their insides are transparent holes), one growing, one at a fraction.
        list.append(.stroke(.rect(Rect(x: 40, y: 30, width: 200 + Double(5 * t), height: 100)), width: 2, color: .red))
        list.append(.stroke(.circle(in: Rect(x: 250.5, y: 20.25, width: 90, height: 90)), width: 3, color: .purple))
        // A group at half opacity: opaque rows blended whole, a hole still skipped.
        list.withOpacity(0.5) {
            $0.append(.fill(.roundedRect(Rect(x: 200, y: 140, width: 70, height: 50), cornerRadius: 5), .color(.green)))
            $0.append(.stroke(.rect(Rect(x: 150, y: 120, width: 120, height: 70)), width: 1, color: .black))
        }
        // A clip cutting cells and an outline: part of each texture is copied.
        list.withClip(.rect(Rect(x: 20, y: 150.5, width: 150, height: 23))) {
            $0.append(.stroke(.rect(Rect(x: 30, y: 100, width: 110, height: 90)), width: 2, color: .blue))
            $0.append(.fill(.roundedRect(Rect(x: 10 + Double(t), y: 140, width: 80, height: 50), cornerRadius: 8), .color(.orange)))
            $0.append(.fill(.roundedRect(Rect(x: 100, y: 160, width: 80, height: 50), cornerRadius: 8), .color(.purple)))
        }
        return list
    }

    @Test func opaqueRowsCopiedEqualBlendedTextures() throws {
        let fast = try HeadlessRenderer()
        fast.tracksDamage = false
        let tracked = try HeadlessRenderer()
        let reference = try HeadlessRenderer()
        reference.tracksDamage = false
        reference.blitsOpaqueRows = false
        for t in 0..<6 {
            let expected = try reference.render(scene(t), size: size)
            #expect(try fast.render(scene(t), size: size) == expected, "frame \(t)")
            #expect(try tracked.render(scene(t), size: size) == expected, "tracked frame \(t)")
        }
        #expect(fast.texturesWithOpaqueRows >= 10, "the cells must have opaque rows to test them")
        #expect(reference.texturesWithOpaqueRows >= 10)
        #expect(fast.texturesWithTransparentHoles >= 4, "the outlines must have holes to test them")
    }

    @Test func theTransparentHoleOfAnOutline() {
        let w = 40, h = 30
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w where x < 2 || x >= w - 3 || y < 1 || y >= h - 2 { pixels[y * w + x] = 0xFF00_0000 } }
        #expect(Canvas.transparentHole(of: Sprite(width: w, height: h, pixels: pixels)) == PixelRect(x: 2, y: 1, width: w - 5, height: h - 3))
        pixels[15 * w + 20] = 0x0100_0000   // not transparent at the centre: no hole
        #expect(Canvas.transparentHole(of: Sprite(width: w, height: h, pixels: pixels)) == nil)
    }

    @Test func theLongestRunOfOpaqueRows() {
        func sprite(_ rows: [[UInt32]]) -> Sprite {
            Sprite(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.map { $0 << 24 | 0x123456 } })
        }
        #expect(Canvas.opaqueRows(of: sprite([[0, 255], [255, 255], [255, 255], [255, 0], [255, 255]])) == 1..<3)
        #expect(Canvas.opaqueRows(of: sprite([[255], [255], [0], [255], [255], [255]])) == 3..<6)
        #expect(Canvas.opaqueRows(of: sprite([[254, 255], [255, 1]])).isEmpty)
    }
}
