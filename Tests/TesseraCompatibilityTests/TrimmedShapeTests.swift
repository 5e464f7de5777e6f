import Testing
import TesseraApp
@testable import TesseraCompatibility

@Suite struct TrimmedShapeTests {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func aTrimKeepsTheRequestedFractionOfTheOutline() {
        // Rectangle outline: 400 long, walked from the top-left corner clockwise on screen.
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: square)
        #expect(half.subpaths.count == 1)
        #expect(half.subpaths[0].first.map(CGPoint.init) == CGPoint(x: 0, y: 0))
        #expect(half.subpaths[0].last.map(CGPoint.init) == CGPoint(x: 100, y: 100))
        let quarter = Rectangle().trim(from: 0.125, to: 0.375).path(in: square)
        #expect(quarter.subpaths[0].first.map(CGPoint.init) == CGPoint(x: 50, y: 0))
        #expect(quarter.subpaths[0].last.map(CGPoint.init) == CGPoint(x: 100, y: 50))
        #expect(Rectangle().trim(from: 0.6, to: 0.4).path(in: square).subpaths.isEmpty)
    }

    @Test func aStrokedTrimIsAnOpenLineOfTheStrokeWidth() {
        let ring = Circle().trim(from: 0, to: 0.25)
        let stroke = OpenStroke(outline: AnyShape(ring), width: 10, cap: .butt).path(in: square)
        // A quarter of the circle of radius 50 around (50, 50), from its rightmost point.
        #expect(stroke.contains(CGPoint(x: 50 + 50 * cos(0.4), y: 50 + 50 * sin(0.4))))
        #expect(!stroke.contains(CGPoint(x: 50 + 50 * cos(2.0), y: 50 + 50 * sin(2.0))), "beyond the trim")
        #expect(!stroke.contains(CGPoint(x: 50 + 40 * cos(0.4), y: 50 + 40 * sin(0.4))), "inside the ring")
        let round = OpenStroke(outline: AnyShape(ring), width: 10, cap: .round).path(in: square)
        #expect(round.contains(CGPoint(x: 100, y: 47)), "a round cap reaches past the start")
        #expect(!stroke.contains(CGPoint(x: 100, y: 47)))
    }

    @MainActor
    @Test func aProgressRingRenders() {
        let host = makeHost(Circle().trim(from: 0, to: 0.7).stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 80, height: 80).id("ring"))
        #expect(host.node(withID: "ring")?.frame.width == 80)
    }
}
