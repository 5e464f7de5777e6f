import Foundation
import Testing
@testable import Tessera

@Suite struct ColorAndPathTests {
    @Test func hueSaturationBrightnessGivesThePrimaries() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).rgba8 == Color(red: 0, green: 1, blue: 0).rgba8)
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).rgba8 == Color(red: 0, green: 0, blue: 1).rgba8)
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == Color(white: 0.5))
        #expect(Color(hue: .nan, saturation: 2, brightness: -1, opacity: 0.5) == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(Color(white: 0.25, opacity: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    }

    @Test func pathBuilderMakesClosedPolygons() {
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 10))
            p.closeSubpath()
        }
        #expect(triangle.contains(Point(x: 2, y: 2)))
        #expect(!triangle.contains(Point(x: 8, y: 8)))
        #expect(triangle.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func arcsAndCurvesStayOnTheirGeometry() {
        let circle = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
        }
        for point in circle.subpaths.flatMap({ $0 }) {
            #expect(abs((point - Point(x: 50, y: 50)).length - 20) < 1e-9)
        }
        #expect(circle.contains(Point(x: 50, y: 50)))
        let curve = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 50), control2: CGPoint(x: 100, y: 50))
        }
        let points = curve.subpaths[0]
        #expect(points.last == Point(x: 100, y: 0))
        // The cubic's midpoint is at y = 3/4 of the control height.
        #expect(abs((points.map(\.y).max() ?? 0) - 37.5) < 0.5)
    }

    @Test func pathIsAShapeDrawnInItsFrame() {
        let host = makeHost(Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
            .fill(Color.red).frame(width: 40, height: 40).id("p"))
        let f = host.frame("p")
        let hits = host.hitTest(Point(x: f.minX + 5, y: f.minY + 5))
        #expect(hits.last?.content.isInvisible == false)
        #expect(host.hitTest(Point(x: f.minX + 30, y: f.minY + 30)).allSatisfy { if case .shape = $0.content { false } else { true } })
    }
}

@Suite struct VisibilityTests {
    @Test func hiddenKeepsItsPlaceButTakesNoHits() {
        final class Taps { var n = 0 }
        let taps = Taps()
        let host = makeHost(HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30).onTapGesture { taps.n += 1 }.hidden().id("h")
            Color.blue.frame(width: 30, height: 30).id("b")
        })
        #expect(host.frame("h").width == 30)
        #expect(host.frame("b").minX == host.frame("h").maxX)
        let f = host.frame("h")
        host.click(Point(x: f.midX, y: f.midY))
        #expect(taps.n == 0)
    }

    @Test func zIndexPutsAViewInFrontForPaintAndHits() {
        final class Taps { var hit = "" }
        let taps = Taps()
        let host = makeHost(ZStack {
            Color.red.frame(width: 50, height: 50).onTapGesture { taps.hit = "red" }.zIndex(1)
            Color.blue.frame(width: 50, height: 50).onTapGesture { taps.hit = "blue" }
        })
        host.click(Point(x: 400, y: 300))
        #expect(taps.hit == "red")
        let noZ = makeHost(ZStack {
            Color.red.frame(width: 50, height: 50).onTapGesture { taps.hit = "red" }
            Color.blue.frame(width: 50, height: 50).onTapGesture { taps.hit = "blue" }
        })
        noZ.click(Point(x: 400, y: 300))
        #expect(taps.hit == "blue")
    }

    @Test func backgroundInShapeFillsTheShapeBehind() {
        let host = makeHost(Color.clear.frame(width: 40, height: 20).background(Color.green, in: Capsule()).id("v"))
        var fills: [AnyShapeStyle] = []
        host.node(withID: "v")?.forEachNode { n in if case .shape(let s, .fill(let style)) = n.content, s.base is Capsule { fills.append(style) } }
        #expect(fills == [.color(.green)])
    }
}

@Suite struct GestureTests {
    final class Record { var changes: [DragGesture.Value] = []; var ended: DragGesture.Value?; var taps: [CGPoint] = [] }

    private func drag(_ host: ViewHost, from a: Point, to b: Point) {
        host.handle(.pointer(PointerEvent(.down, at: a)))
        host.handle(.pointer(PointerEvent(.moved, at: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))))
        host.handle(.pointer(PointerEvent(.moved, at: b)))
        host.handle(.pointer(PointerEvent(.up, at: b)))
    }

    @Test func dragReportsTranslationInLocalCoordinates() {
        let r = Record()
        let host = makeHost(Color.red.frame(width: 200, height: 100).id("d")
            .gesture(DragGesture().onChanged { r.changes.append($0) }.onEnded { r.ended = $0 }))
        let f = host.frame("d")
        drag(host, from: Point(x: f.minX + 10, y: f.minY + 10), to: Point(x: f.minX + 70, y: f.minY + 30))
        #expect(r.changes.count == 2)
        #expect(r.changes.first?.startLocation == CGPoint(x: 10, y: 10))
        #expect(r.ended?.location == CGPoint(x: 70, y: 30))
        #expect(r.ended?.translation == CGSize(width: 60, height: 20))
    }

    @Test func dragShorterThanMinimumDistanceIsNotADrag() {
        let r = Record()
        let host = makeHost(Color.red.frame(width: 200, height: 100).id("d")
            .gesture(DragGesture(minimumDistance: 30).onChanged { r.changes.append($0) }.onEnded { r.ended = $0 }))
        let f = host.frame("d")
        drag(host, from: Point(x: f.minX + 10, y: f.minY + 10), to: Point(x: f.minX + 25, y: f.minY + 10))
        #expect(r.changes.isEmpty)
        #expect(r.ended == nil)
    }

    @Test func spatialTapReportsTheLocalLocation() {
        let r = Record()
        let host = makeHost(Color.red.frame(width: 200, height: 100).id("t").onTapGesture { r.taps.append($0) })
        let f = host.frame("t")
        host.click(Point(x: f.minX + 12, y: f.minY + 34))
        #expect(r.taps == [CGPoint(x: 12, y: 34)])
    }

    @Test func doubleTapNeedsTheSecondPress() {
        let r = Record()
        let host = makeHost(Color.red.frame(width: 200, height: 100).id("t")
            .gesture(SpatialTapGesture(count: 2).onEnded { r.taps.append($0.location) }))
        let p = Point(x: host.frame("t").midX, y: host.frame("t").midY)
        host.handle(.pointer(PointerEvent(.down, at: p, clickCount: 1))); host.handle(.pointer(PointerEvent(.up, at: p)))
        #expect(r.taps.isEmpty)
        host.handle(.pointer(PointerEvent(.down, at: p, clickCount: 2))); host.handle(.pointer(PointerEvent(.up, at: p)))
        #expect(r.taps.count == 1)
    }

    @Test func disabledGestureIsIgnored() {
        let r = Record()
        let host = makeHost(Color.red.frame(width: 200, height: 100).id("t").onTapGesture { r.taps.append($0) }.disabled(true))
        host.click(Point(x: host.frame("t").midX, y: host.frame("t").midY))
        #expect(r.taps.isEmpty)
    }
}

@Suite struct GeometryTests {
    @Test func geometryReaderTakesTheProposalAndShowsItsSize() {
        let host = makeHost(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("half")
        }.frame(width: 300, height: 200).id("reader"))
        #expect(host.frame("reader").size == Size(width: 300, height: 200))
        #expect(host.frame("half").size == Size(width: 150, height: 50))
        #expect(host.frame("half").origin == host.frame("reader").origin, "content sits at the top-leading corner")
        host.layout(size: Size(width: 800, height: 600))
        #expect(host.frame("half").size == Size(width: 150, height: 50))
    }

    @Test func alignmentGuideShiftsAViewInAStack() {
        let host = makeHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.id("a")
            Color.blue.frame(width: 40, height: 10).id("b")
        }.id("stack"))
        // a's trailing edge lines up with b's leading edge.
        #expect(host.frame("a").maxX == host.frame("b").minX)
        #expect(host.frame("stack").width == 80)
    }
}
