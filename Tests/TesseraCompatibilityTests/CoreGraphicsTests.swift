import Testing
import TesseraApp

@Suite struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func rotationScaleAndTranslationMapPoints() {
        let p = CGPoint(x: 1, y: 0)
        #expect(close(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(p.applying(CGAffineTransform(scaleX: 3, y: 2)) == CGPoint(x: 3, y: 0))
        #expect(p.applying(CGAffineTransform(translationX: 5, y: -1)) == CGPoint(x: 6, y: -1))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(scaleX: 2, y: 2).isIdentity)
    }

    @Test func concatenatingAppliesTheFirstTransformFirst() {
        let move = CGAffineTransform(translationX: 10, y: 0), double = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
        #expect(p.applying(double.concatenating(move)) == CGPoint(x: 12, y: 2))
        // The "By" methods put their step before self.
        #expect(p.applying(move.scaledBy(x: 2, y: 2)) == p.applying(double.concatenating(move)))
        #expect(p.applying(double.translatedBy(x: 10, y: 0)) == p.applying(move.concatenating(double)))
    }

    @Test func invertedUndoesAndASingularTransformStays() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -5)
        let p = CGPoint(x: 3, y: 8)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func sizesIgnoreTranslationAndRectsTakeTheirBoundingBox() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test func vectorsHaveComponents() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}

@MainActor
@Suite struct CGPathTests {
    @Test func pathBuilderTakesCoreGraphicsTypes() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14))
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: -1, y: 5)))
        let box = path.boundingRect
        #expect(box.minX == 0 && box.minY == 0)
        #expect(box.maxX > 10 && box.maxX < 20)
        #expect(path.currentPoint == nil, "a closed subpath leaves no current point")
    }

    @Test func shapeInitializersAndTransforms() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(Path(rect).boundingRect == rect)
        #expect(Path(ellipseIn: rect).boundingRect.width > 39.9)
        #expect(Path(roundedRect: rect, cornerRadius: 8).contains(CGPoint(x: 30, y: 35)))
        #expect(!Path(roundedRect: rect, cornerRadius: 8).contains(CGPoint(x: 10.5, y: 20.5)), "corners are cut")
        let moved = Path(rect).applying(CGAffineTransform(translationX: 5, y: -20))
        #expect(moved.boundingRect == CGRect(x: 15, y: 0, width: 40, height: 30))
        #expect(Path(rect).offsetBy(dx: 1, dy: 2).boundingRect.origin == CGPoint(x: 11, y: 22))
        var combined = Path()
        combined.addRoundedRect(in: rect, cornerSize: CGSize(width: 5, height: 5))
        combined.addPath(Path(CGRect(x: 100, y: 100, width: 1, height: 1)))
        #expect(combined.subpaths.count == 2)
        #expect(combined.boundingRect.maxX == 101)
    }

    @Test func relativeArcsSweepByTheirDelta() {
        var path = Path()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 53, y: 53)), "a quarter turn clockwise on screen from +x")
        #expect(!path.contains(CGPoint(x: 47, y: 47)))
    }

    @Test func geometryProxyAndGesturesSpeakCoreGraphics() {
        final class Seen { var size = CGSize.zero; var frame = CGRect.zero }
        let seen = Seen()
        let host = makeHost(GeometryReader { proxy in
            let _ = { seen.size = proxy.size; seen.frame = proxy.frame(in: .local) }()
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("half")
        }.frame(width: 300, height: 200))
        #expect(seen.size == CGSize(width: 300, height: 200))
        #expect(seen.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(host.node(withID: "half")?.frame.width == 150)
    }

    @Test func offsetAndAspectRatioTakeCoreGraphicsSizes() {
        let host = makeHost(VStack {
            ZStack {
                Color.red.frame(width: 20, height: 20).id("reference")
                Color.red.frame(width: 20, height: 20).id("moved").offset(CGSize(width: 30, height: 40))
            }
            Color.green.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit).id("wide").frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20).scaleEffect(CGSize(width: 2, height: 2))
        })
        let reference = host.node(withID: "reference")?.frame, moved = host.node(withID: "moved")?.frame
        #expect(moved.map(\.minX) == reference.map { $0.minX + 30 })
        #expect(moved.map(\.minY) == reference.map { $0.minY + 40 })
        #expect(host.node(withID: "wide")?.frame.width == 100)
        #expect(host.node(withID: "wide")?.frame.height == 50)
    }
}
