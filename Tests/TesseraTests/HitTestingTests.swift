import Testing
@testable import Tessera

private final class Taps { var names: [String] = [] }

@Suite struct HitTestingTests {
    /// Two circles whose bounding boxes overlap: a point in the overlap of the boxes that lies
    /// only in the back circle goes to the back circle; a point in neither circle to nothing.
    @Test func overlappingBoundingBoxesHitByShape() {
        let taps = Taps()
        let host = makeHost(ZStack(alignment: .topLeading) {
            Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { taps.names.append("back") }
            Circle().fill(.blue).frame(width: 100, height: 100).onTapGesture { taps.names.append("front") }
                .offset(x: 80, y: 80)
        }.frame(width: 180, height: 180, alignment: .topLeading).id("z"))
        let o = host.frame("z").origin
        func at(_ x: Double, _ y: Double) -> Point { Point(x: o.x + x, y: o.y + y) }
        // (85, 85): inside the front circle's box, outside its circle, inside the back circle.
        #expect(host.handle(.click(at(85, 85))))
        // (95, 95): in both boxes, only in the front circle.
        #expect(host.handle(.click(at(95, 95))))
        // (5, 5): in the back circle's box, outside both circles.
        #expect(!host.handle(.click(at(5, 5))))
        // (175, 100): in the front box's right edge band, outside the circle.
        #expect(!host.handle(.click(at(178, 100))))
        #expect(taps.names == ["back", "front"])
    }

    @Test func hexagonNeighboursAreHitByTheirOutline() {
        let taps = Taps()
        // Two pointy-top hexagons 100 x 115.47 in a row, then one in the next row shifted by half.
        let h = 100 / (3.0).squareRoot() * 2
        let host = makeHost(ZStack(alignment: .topLeading) {
            ForEach(0..<2) { c in
                Hexagon().fill(.gray).frame(width: 100, height: h).onTapGesture { taps.names.append("r0c\(c)") }
                    .offset(x: Double(c) * 100)
            }
            Hexagon().fill(.gray).frame(width: 100, height: h).onTapGesture { taps.names.append("r1c0") }
                .offset(x: 50, y: h * 0.75)
        }.frame(width: 200, height: h * 1.75, alignment: .topLeading).id("z"))
        let o = host.frame("z").origin
        // A point in the bottom-right corner of r0c0's box (x 95, y 110) lies in r1c0's hexagon.
        host.handle(.click(Point(x: o.x + 95, y: o.y + 110)))
        // The top-left corner of r0c0's box is in no hexagon.
        host.handle(.click(Point(x: o.x + 3, y: o.y + 3)))
        #expect(taps.names == ["r1c0"])
    }

    @Test func transformsMapHitPoints() {
        let taps = Taps()
        let host = makeHost(HStack(spacing: 0) {
            Rectangle().frame(width: 20, height: 20).scaleEffect(3).onTapGesture { taps.names.append("scaled") }.id("s")
            Rectangle().frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(80), axis: (x: 0, y: 1, z: 0))
                .onTapGesture { taps.names.append("flipped") }.id("f")
            Rectangle().frame(width: 100, height: 10)
                .rotationEffect(.degrees(90))
                .onTapGesture { taps.names.append("rotated") }.id("r")
        }.padding(40))
        let s = host.frame("s"), f = host.frame("f"), r = host.frame("r")
        // 25 points left of the small square's centre: outside the square, inside its 3x scale.
        host.handle(.click(Point(x: s.midX - 25, y: s.midY)))
        // Near the left edge of the rotated card: it is seen edge-on, so the point is empty.
        host.handle(.click(Point(x: f.minX + 25, y: f.midY)))
        host.handle(.click(Point(x: f.midX, y: f.midY)))
        // A bar rotated 90°: a point 30 above its centre hits, one 30 to the right does not.
        host.handle(.click(Point(x: r.midX, y: r.midY - 30)))
        host.handle(.click(Point(x: r.midX + 30, y: r.midY)))
        #expect(taps.names == ["scaled", "flipped", "rotated"])
    }

    @Test func contentShapeClipsAndTransparencyDecideTheHitArea() {
        let taps = Taps()
        let host = makeHost(VStack(spacing: 0) {
            VStack(spacing: 20) {
                Color.red.frame(width: 50, height: 20)
                Color.red.frame(width: 50, height: 20)
            }
            .onTapGesture { taps.names.append("gap") }.id("gap")
            VStack(spacing: 20) {
                Color.red.frame(width: 50, height: 20)
                Color.red.frame(width: 50, height: 20)
            }
            .contentShape(Rectangle())
            .onTapGesture { taps.names.append("shaped") }.id("shaped")
            Color.clear.frame(width: 50, height: 20).onTapGesture { taps.names.append("clear") }.id("clear")
            Color.blue.frame(width: 50, height: 50).clipShape(Circle()).onTapGesture { taps.names.append("clipped") }.id("clipped")
        })
        host.handle(.click(host.frame("gap").center))        // the gap between the two colours
        host.handle(.click(host.frame("shaped").center))     // the same gap, but a content shape
        host.handle(.click(host.frame("clear").center))      // clear is not hit
        host.handle(.click(host.frame("clipped").origin + Point(x: 2, y: 2)))  // clipped away
        host.handle(.click(host.frame("clipped").center))
        #expect(taps.names == ["shaped", "clipped"])
    }

    @Test func innermostTapHandlerWinsAndKeysReachHandlers() {
        let taps = Taps()
        let host = makeHost(VStack {
            Color.red.frame(width: 50, height: 50).onTapGesture { taps.names.append("inner") }.id("inner")
            Color.red.frame(width: 50, height: 50).id("plain")
        }
        .onTapGesture { taps.names.append("outer") }
        .onKeyPress("Space") { taps.names.append("space"); return .handled })
        host.keyHandler = { taps.names.append("host \($0.key)"); return true }
        host.handle(.click(host.frame("inner").center))
        host.handle(.click(host.frame("plain").center))
        host.handle(.key(KeyPress("Space")))
        host.handle(.key(KeyPress("H")))
        #expect(taps.names == ["inner", "outer", "space", "host H"])
    }
}
