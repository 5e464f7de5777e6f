import Testing
import TesseraDisplayList
@testable import Tessera

@Suite struct DisplayListTests {
    private func list(_ view: some View, size: Size = Size(width: 200, height: 100)) -> DisplayList {
        makeHost(view, size: size).displayList()
    }

    /// Image sources are the same image exactly when their case and path/key agree (the pixels of a
    /// bitmap are never compared), and equal sources hash alike.
    @Test func imageSourceIdentityIsCaseAndKey() {
        let red = PixelImage(width: 1, height: 1, fill: (255, 0, 0, 255))
        let blue = PixelImage(width: 2, height: 2, fill: (0, 0, 255, 255))
        #expect(ImageSource.file("a.png") == .file("a.png"))
        #expect(ImageSource.file("a.png") != .file("b.png"))
        #expect(ImageSource.bitmap(key: "k", image: red) == .bitmap(key: "k", image: blue))
        #expect(ImageSource.bitmap(key: "k", image: red) != .bitmap(key: "j", image: red))
        #expect(ImageSource.file("k") != .bitmap(key: "k", image: red))
        #expect(Set([ImageSource.file("k"), .bitmap(key: "k", image: red), .bitmap(key: "k", image: blue), .file("k")]).count == 2)
    }

    @Test func backgroundPaintsBehindAndOverlayInFront() {
        // The touch look: body 17 in the default face (the monospace measurer's arithmetic below).
        let items = list(Text("Hi").padding(10).background(Color.red).overlay(Color.blue.opacity(0.5)).border(.green, width: 2).platformLook(.touch)).items
        // `Color.opacity` is a colour with alpha (as in SwiftUI), not an opacity group.
        #expect(items.count == 4)
        guard items.count == 4 else { return }
        // padding: 2 chars * 0.6 * 17 + 20 = 40.4 wide, 1.2 * 17 + 20 = 40.4 tall, centred in 200x100.
        let frame = Rect(x: 79.8, y: 29.8, width: 40.4, height: 40.4)
        #expect(items[0] == .fill(.rect(frame), .color(.red)))
        guard case .text(let run) = items[1] else { Issue.record("expected text: \(items[1])"); return }
        #expect(run.string == "Hi" && run.fontSize == 17 && run.color == .primary)
        #expect(abs(run.origin.x - 89.8) < 1e-9 && abs(run.origin.y - 39.8) < 1e-9)
        #expect(items[2] == .fill(.rect(frame), .color(Color.blue.opacity(0.5))))
        #expect(items[3] == .stroke(.rect(frame.inset(by: EdgeInsets(all: 1))), width: 2, color: .green))
    }

    @Test func shapesGradientsAndForegroundStyle() {
        let items = list(HStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 5).fill(.green.gradient).frame(width: 50, height: 50)
            Circle().frame(width: 20, height: 20)
        }.foregroundStyle(.orange)).items
        #expect(items.count == 2)
        guard items.count == 2 else { return }
        let r = Rect(x: 65, y: 25, width: 50, height: 50)
        #expect(items[0] == .fill(.roundedRect(r, cornerRadius: 5), .linearGradient(Color.green.gradient, in: r)))
        guard case .fill(.path(let p), .color(let c)) = items[1] else { Issue.record("expected circle"); return }
        #expect(c == .orange)
        #expect(abs(p.bounds.midX - 125) < 1e-9 && abs(p.bounds.width - 20) < 1e-6)
    }

    @Test func effectsWrapTheirSubtreeInPushPop() {
        let l = list(Color.red.frame(width: 40, height: 40)
            .rotationEffect(.degrees(90))
            .clipShape(Capsule())
            .opacity(0.25))
        #expect(l.isBalanced)
        let kinds = l.items.map { item -> String in
            switch item {
            case .pushOpacity: "opacity"
            case .pushClip: "clip"
            case .pushTransform: "transform"
            case .fill: "fill"
            case .popOpacity, .popClip, .popTransform: "end"
            default: "other"
            }
        }
        #expect(kinds == ["opacity", "clip", "transform", "fill", "end", "end", "end"])
        guard case .pushTransform(let t) = l.items[2] else { return }
        let p = t.apply(Point(x: 80, y: 30))  // top-left of the 40x40 square centred in 200x100
        #expect(abs(p.x - 120) < 1e-9 && abs(p.y - 30) < 1e-9)
    }

    @Test func clippedImageIsOneCachedImageDraw() {
        let pixels = PixelImage(width: 4, height: 4, fill: (255, 0, 0, 255))
        let h = 100 / (3.0).squareRoot() * 2
        let l = list(Image(pixels: pixels, key: "red").resizable().scaledToFill()
            .frame(width: 100, height: h).clipShape(Hexagon()), size: Size(width: 100, height: h))
        #expect(l.items.count == 1)
        guard case .image(let draw)? = l.items.first else { Issue.record("expected an image: \(l)"); return }
        #expect(draw.source.key == "bitmap:red")
        #expect(draw.contentMode == .stretch)
        // scaledToFill of a square image in 100 x 115.47: 115.47 x 115.47, centred.
        #expect(abs(draw.rect.width - h) < 1e-9 && abs(draw.rect.minX - (100 - h) / 2) < 1e-9)
        #expect(draw.clip == Path.hexagon(in: Rect(x: 0, y: 0, width: 100, height: h)))
    }

    @Test func dashedStrokesBecomeDashQuads() {
        let l = list(Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 1, dash: [5, 5])).frame(width: 40, height: 20))
        guard case .fill(.path(let p), .color(.black))? = l.items.first else { Issue.record("expected dashes: \(l)"); return }
        // Perimeter 120 with a period of 10: 12 dashes, each a quad.
        #expect(p.subpaths.count == 12)
    }

    @Test func attributeProviderReplacesFrames() {
        struct Shifted: RenderAttributeProvider {
            func attributes(of node: RenderNode) -> RenderAttributes {
                RenderAttributes(frame: node.frame.offsetBy(Point(x: 10, y: 0)), content: node.content, effect: node.effect)
            }
        }
        let host = makeHost(Color.red.frame(width: 10, height: 10), size: Size(width: 10, height: 10))
        #expect(host.displayList(attributes: Shifted()).items == [.fill(.rect(Rect(x: 10, y: 0, width: 10, height: 10)), .color(.red))])
    }
}
