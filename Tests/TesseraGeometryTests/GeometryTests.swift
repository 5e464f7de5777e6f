import Testing
import Foundation
@testable import TesseraGeometry

struct GeometryTests {
    @Test func axisAccessorsAreSymmetric() {
        var s = Size(width: 3, height: 4)
        s[.vertical] = 9
        #expect(s == Size(width: 3, height: 9))
        #expect(Size(.vertical, 1, 2) == Size(width: 2, height: 1))
        #expect(Point(.horizontal, 5, 6) == Point(x: 5, y: 6))
        #expect(Axis.horizontal.other == .vertical)
    }

    @Test func namedAlignmentsRoundTrip() {
        for (name, a) in Alignment.named { #expect(Alignment(named: name) == a) }
        #expect(Alignment(named: "middle") == nil)
        #expect(UnitPoint(named: "bottomTrailing") == UnitPoint(x: 1, y: 1))
    }

    @Test func viewDimensionsDefaultsAndOverrides() {
        var d = ViewDimensions(width: 100, height: 40)
        #expect(d[HorizontalAlignment.trailing] == 100)
        #expect(d[VerticalAlignment.firstTextBaseline] == 40)
        d[VerticalAlignment.firstTextBaseline] = 30
        d[HorizontalAlignment.center] = 10
        #expect(d[VerticalAlignment.firstTextBaseline] == 30)
        #expect(d[HorizontalAlignment.center] == 10)
        let copy = d
        d[HorizontalAlignment.center] = 20
        #expect(copy[HorizontalAlignment.center] == 10)
    }

    @Test func hexagonProportionsAndContainment() {
        let h = Path.hexagon(in: Rect(x: 0, y: 0, width: 100, height: 100 / cos(Double.pi / 6)))
        #expect(abs(h.bounds.width - 100) < 1e-9)
        #expect(h.contains(Point(x: 50, y: 57)))
        #expect(!h.contains(Point(x: 1, y: 1)))
    }

    @Test func transformInverseAndPerspective() {
        let t = Transform.translation(10, 5).concatenating(.scale(2, 3))
        let p = t.apply(Point(x: 1, y: 1))
        #expect(p == Point(x: 22, y: 18))
        let back = t.inverted!.apply(p)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let flip = Transform.rotation3D(.degrees(60), axis: (0, 1, 0), anchor: Point(x: 50, y: 50), perspective: 1, size: Size(width: 100, height: 100))
        #expect(!flip.isAffine)
        // The rotation narrows the card horizontally.
        let left = flip.apply(Point(x: 0, y: 50)), right = flip.apply(Point(x: 100, y: 50))
        #expect(right.x - left.x < 100)
    }

    @Test func colorsParseAndMix() {
        #expect(Color(named: "#FF0000") == Color(r8: 255, g8: 0, b8: 0))
        #expect(Color(named: "blue") == .blue)
        #expect(Color.black.mix(with: .white, by: 0.5).red == 0.5)
        #expect(Color.red.gradient.color(at: 1) == .red)
    }
}
