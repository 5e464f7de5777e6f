import Testing
import TesseraGeometry
@testable import TesseraSDL

/// `PixelSource` (`Canvas+ScrollShift.swift`): the identity a recorded ``DrawOp`` gives the
/// object it copies pixels from. Ops of the last frame are compared with the new frame's by
/// that identity, so it must hold the object: were it only an address, a freed text line
/// whose memory a new line reuses would pass for the old one.
struct PixelSourceTests {
    private final class Pixels {}

    @Test func anOperationKeepsItsSourceAlive() {
        weak var watched: Pixels?
        var op: DrawOp?
        do {
            let pixels = Pixels()
            watched = pixels
            op = DrawOp(dst: PixelRect(x: 0, y: 0, width: 4, height: 4), source: nil,
                        texture: PixelSource(pixels), paint: 255)
        }
        #expect(watched != nil)
        op = nil
        #expect(op == nil && watched == nil)
    }

    @Test func sourcesCompareByIdentityNotContent() {
        let a = Pixels(), b = Pixels()
        let r = PixelRect(x: 1, y: 2, width: 3, height: 4)
        #expect(DrawOp(dst: r, source: nil, texture: PixelSource(a), paint: 7)
                == DrawOp(dst: r, source: nil, texture: PixelSource(a), paint: 7))
        #expect(DrawOp(dst: r, source: nil, texture: PixelSource(a), paint: 7)
                != DrawOp(dst: r, source: nil, texture: PixelSource(b), paint: 7))
        #expect(Set([PixelSource(a), PixelSource(a), PixelSource(b)]).count == 2)
    }
}
