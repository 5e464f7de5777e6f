import Foundation
import Testing
import TesseraApp

/// The shapes drawn at or below `node`: their paint and the bounds of their outline on screen.
private func drawnShapes(_ node: RenderNode?) -> [(paint: ShapePaint, bounds: CGRect)] {
    var out: [(ShapePaint, CGRect)] = []
    node?.forEachNode { n in
        if case .shape(let shape, let paint) = n.content { out.append((paint, shape.path(in: CGRect(n.frame)).boundingRect)) }
    }
    return out
}

@MainActor
@Suite struct CanvasTests {
    @Test func fillAndStrokeDrawPathsInCanvasCoordinatesInOrder() {
        let host = makeHost(VStack(spacing: 0) {
            Color.clear.frame(height: 50)
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
                context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
            }
            .frame(width: 300, height: 200).id("canvas")
        })
        let canvas = host.node(withID: "canvas")
        let origin = canvas?.frame.origin ?? .zero
        let shapes = drawnShapes(canvas)
        #expect(shapes.count == 2)
        guard shapes.count == 2 else { return }
        if case .fill(.color(let c)) = shapes[0].paint { #expect(c == .red) } else { Issue.record("first is a red fill") }
        #expect(abs(shapes[0].bounds.minX - (origin.x + 10)) < 0.01)
        #expect(abs(shapes[0].bounds.minY - (origin.y + 20)) < 0.01)
        #expect(abs(shapes[0].bounds.width - 30) < 0.01)
        if case .stroke(.color(let c), let style, _) = shapes[1].paint {
            #expect(c == .green)
            #expect(style.lineWidth == 4)
        } else { Issue.record("second is a green stroke") }
        #expect(abs(shapes[1].bounds.width - 300) < 0.5, "the ellipse spans the canvas's size")
        #expect(abs(shapes[1].bounds.height - 200) < 0.5)
    }

    @Test func transformsMoveLaterDrawingAndCopiesKeepTheirOwn() {
        let host = makeHost(Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 100, y: 50)
            moved.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }.frame(width: 400, height: 300).id("canvas"))
        let origin = host.node(withID: "canvas")?.frame.origin ?? .zero
        let shapes = drawnShapes(host.node(withID: "canvas"))
        #expect(shapes.count == 2)
        guard shapes.count == 2 else { return }
        #expect(abs(shapes[0].bounds.minX - (origin.x + 100)) < 0.01)
        #expect(abs(shapes[0].bounds.width - 20) < 0.01, "scaled by 2 after the translation")
        #expect(abs(shapes[1].bounds.minX - origin.x) < 0.01, "the original context is not moved")
    }

    @Test func textIsDrawnWithItsAnchorAtThePoint() {
        let host = makeHost(Canvas { context, size in
            context.draw(Text("centre").font(.body), at: CGPoint(x: size.width / 2, y: size.height / 2))
            context.draw(Text("corner"), at: CGPoint(x: 20, y: 30), anchor: .topLeading)
        }.frame(width: 400, height: 300).id("canvas"))
        let canvas = host.node(withID: "canvas")
        let origin = canvas?.frame.origin ?? .zero
        var frames: [String: CGRect] = [:]
        canvas?.forEachNode { n in if case .text(let t) = n.content { frames[t.string] = CGRect(n.frame) } }
        guard let centre = frames["centre"], let corner = frames["corner"] else { Issue.record("texts drawn: \(frames)"); return }
        #expect(abs(centre.midX - (origin.x + 200)) < 1)
        #expect(abs(centre.midY - (origin.y + 150)) < 1)
        #expect(abs(corner.minX - (origin.x + 20)) < 0.5)
        #expect(abs(corner.minY - (origin.y + 30)) < 0.5)
    }

    @Test func gradientShadingUsesCanvasPointsAndOpacityApplies() {
        let host = makeHost(Canvas { context, size in
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                               endPoint: CGPoint(x: size.width, y: 0)))
        }.frame(width: 200, height: 100).id("canvas"))
        var gradient: LinearGradient?
        var faded = false
        host.node(withID: "canvas")?.forEachNode { n in
            if case .shape(_, .fill(.linearGradient(let g))) = n.content { gradient = g }
            if case .opacity(let o)? = n.effect, abs(o - 0.5) < 1e-9 { faded = true }
        }
        #expect(gradient?.startPoint == UnitPoint(x: 0, y: 0))
        #expect(gradient?.endPoint == UnitPoint(x: 1, y: 0))
        #expect(faded)
    }
}
