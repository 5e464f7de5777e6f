import Foundation
import Testing
@testable import Tessera

/// The honeycomb's grid as the article writes it: a `ForEach` of `GridRow`s, each row offset
/// (the offset lands on every cell, since `GridRow` is layout-less), hexagon-clipped cells with
/// a content shape, flipped by a tap through an `@Observable` model.
@Observable
private final class Honeycomb {
    var flipped: Set<Int> = []
    func toggle(_ i: Int) { if flipped.contains(i) { flipped.remove(i) } else { flipped.insert(i) } }
}

private struct Cell: View {
    let index: Int
    let model: Honeycomb
    var body: some View {
        let width = 100.0, hex = width / cos(.pi / 6)
        Hexagon()
            .fill(model.flipped.contains(index) ? Color.red : Color.blue)
            .frame(width: width, height: hex)
            .contentShape(Hexagon())
            .onTapGesture { model.toggle(index) }
            .frame(width: width, height: hex * 0.75)
            .rotation3DEffect(.degrees(model.flipped.contains(index) ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    }
}

private struct Comb: View {
    let model: Honeycomb
    let spacing = 8.0
    var body: some View {
        Grid(horizontalSpacing: spacing, verticalSpacing: spacing) {
            ForEach(0..<3) { r in
                GridRow {
                    ForEach(0..<4) { c in Cell(index: r * 4 + c, model: model).id("cell-\(r)-\(c)") }
                }
                .offset(x: (r % 2 == 0 ? -1 : 1) * (100 / 2 + spacing / 2) / 2)
            }
        }
        .id("grid")
    }
}

@Suite struct HoneycombTests {
    @Test func rowsInterleaveAndClicksFlipTheHexagonUnderThePointer() {
        let model = Honeycomb()
        let host = makeHost(Comb(model: model), size: Size(width: 600, height: 400))
        let cellHeight = 100 / cos(Double.pi / 6) * 0.75
        let c00 = host.frame("cell-0-0"), c10 = host.frame("cell-1-0"), c01 = host.frame("cell-0-1")
        #expect(abs(c00.height - cellHeight) < 1e-9)
        #expect(abs((c10.minX - c00.minX) - 54) < 1e-9)        // rows interleave by (100 + 8) / 2
        #expect(abs((c01.minX - c00.minX) - 108) < 1e-9)
        #expect(abs((c10.minY - c00.minY) - (cellHeight + 8)) < 1e-9)

        // Just inside (1, 0)'s top vertex: a point also inside the frames of (0, 0) and (0, 1)
        // (hexagons overflow their 3/4-height cells), but only in (1, 0)'s hexagon.
        let hexTop = c10.midY - 100 / cos(Double.pi / 6) / 2
        let p = Point(x: c10.midX, y: hexTop + 3)
        host.click(p, size: Size(width: 600, height: 400))
        #expect(model.flipped == [4])
        // The top-left corner of (1, 0)'s frame (in front): outside its hexagon, inside the
        // bottom vertex area of (0, 0)'s hexagon.
        let q = Point(x: c10.minX + 1, y: c10.minY + 1.5)
        host.click(q, size: Size(width: 600, height: 400))
        #expect(model.flipped == [4, 0])
        // Flipped cells are rotated 180°, drawn mirrored; their hexagon is still where it was.
        host.click(p, size: Size(width: 600, height: 400))
        #expect(model.flipped == [0])
    }
}
