import Foundation
import Testing
import TesseraAccessibility
@testable import TesseraDemo
import Tessera
import TesseraLayoutSpec
import TesseraSDLHost

/// The honeycomb (issue 5): geometry against the reference's arithmetic (§8.2), hit testing by
/// hexagon, flips.
extension DemoTests {
    @Suite struct Honeycomb {
        static let hexHeight = 100 / cos(Double.pi / 6)
        static let cellHeight = hexHeight * 3 / 4

        func makeSession(clock: SimulatedClock = SimulatedClock()) throws -> DemoSession {
            let renderer = try ViewRenderer()
            return DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: "honeycomb"))),
                               textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
        }

        func frame(_ r: LayoutResult, _ id: String) throws -> Rect { try #require(r.frame(id)) }

        @Test(arguments: [0.0, 8.0, 50.0])
        func geometryForSpacing(_ spacing: Double) throws {
            let s = try makeSession()
            s.perform(.spacing(spacing - 8))
            let r = s.layoutResult()
            let c00 = try frame(r, "cell-0-0"), c01 = try frame(r, "cell-0-1"), c10 = try frame(r, "cell-1-0")
            #expect(abs(c00.width - 100) < 1e-9)
            #expect(abs(c00.height - Self.cellHeight) < 1e-9)            // 86.6025
            #expect(abs((c01.minX - c00.minX) - (100 + spacing)) < 1e-9)  // horizontal pitch
            #expect(abs((c10.minY - c00.minY) - (Self.cellHeight + spacing)) < 1e-9)  // vertical pitch 0.75 H + s
            // Rows interleave by half a hexagon plus half a gap: 2 * (50 + s/2) / 2.
            #expect(abs((c10.minX - c00.minX) - (100 + spacing) / 2) < 1e-9)
            // The trimmed grid: C·w − w/2 + s(C−1) by R·h − h/4 + s(R−1).
            let grid = try frame(r, "grid")
            #expect(abs(grid.width - (600 - 50 + spacing * 5)) < 1e-9)
            #expect(abs(grid.height - (7 * Self.cellHeight - Self.cellHeight / 4 + spacing * 6)) < 1e-9)
        }

        @Test func aClickFlipsTheCellUnderIt() throws {
            let clock = SimulatedClock()
            let s = try makeSession(clock: clock)
            _ = s.frame()
            let cell = try frame(s.layoutResult(), "cell-2-2")
            s.handle(.click(cell.center))
            _ = s.frame()
            #expect(s.honeycomb.person(.init(row: 2, column: 2)).flipped)
            #expect(s.animationEnd != nil)
        }

        @Test func aCornerOfOneBoxInsideTheNeighboursHexagonFlipsTheNeighbour() throws {
            let s = try makeSession()
            _ = s.frame()
            let r = s.layoutResult()
            // Rows overlap by H/8 above and below their boxes, and row 1 sits (100 + s)/2 right of
            // row 0. cell-0-1's bottom vertex is at x = its centre, H/8 below its box; just inside
            // cell-1-1's box top-left corner (2 pt right, 0.6 pt down) the point is within 10 pt of
            // that vertex's axis, so inside cell-0-1's hexagon, and far outside cell-1-1's, whose
            // slanted top edge there is ~22 pt further right (GridRules §8.2 geometry, s = 8).
            let box = try frame(r, "cell-1-1")
            let above = try frame(r, "cell-0-1")
            let p = Point(x: box.minX + 2, y: box.minY + 0.6)
            #expect(box.contains(p) && !above.contains(p))
            s.handle(.click(p))
            _ = s.frame()
            #expect(!s.honeycomb.person(.init(row: 1, column: 1)).flipped)
            #expect(s.honeycomb.person(.init(row: 0, column: 1)).flipped)
        }

        @Test func aClickInAGapFlipsNothing() throws {
            let s = try makeSession()
            s.perform(.spacing(42))  // spacing 50: wide gaps
            _ = s.frame()
            let r = s.layoutResult()
            let a = try frame(r, "cell-3-1"), b = try frame(r, "cell-3-2")
            let gap = Point(x: (a.maxX + b.minX) / 2, y: a.midY)
            s.handle(.click(gap))
            _ = s.frame()
            let flipped = (0..<7).flatMap { row in (0..<6).map { s.honeycomb.person(.init(row: row, column: $0)).flipped } }
            #expect(!flipped.contains(true))
        }

        /// Issue 30: a cell reads as "photo, <name>" in a table cell with its row and column,
        /// the keyboard's cell is selected, and the "flip" action flips it.
        @Test func cellsReadAsPhotosThatFlipThroughTheirAction() throws {
            let s = try makeSession()
            _ = s.frame()
            s.handle(.key(name: "Right", shift: false))
            _ = s.frame()
            let tree = AccessibilityTree(host: s.host, title: s.title)
            tree.update()
            var selected: [AccessibilityElement] = []
            tree.root.forEach { if $0.role == .tableCell, $0.states.contains(.selected) { selected.append($0) } }
            let focus = try #require(s.honeycomb.focus)
            let cell = try #require(selected.first)
            #expect(selected.count == 1)
            #expect(cell.name == "photo, \(s.honeycomb.person(focus).name)")
            #expect(cell.cell?.row == focus.row && cell.cell?.column == focus.column)
            #expect(cell.actionNames == ["flip"])
            #expect(tree.perform("flip", on: cell))
            _ = s.frame()
            tree.update()
            #expect(s.honeycomb.person(focus).flipped)
            #expect(cell.name == "\(s.honeycomb.person(focus).name), name side")
        }

        @Test func keysFlipFocusAndStep() throws {
            let s = try makeSession()
            _ = s.frame()
            s.handle(.key(name: "Right", shift: false))
            s.handle(.key(name: "Return", shift: false))
            _ = s.frame()
            let focus = try #require(s.honeycomb.focus)
            #expect(s.honeycomb.person(focus).flipped)
            s.handle(.key(name: "F", shift: false)); _ = s.frame()
            #expect((0..<6).allSatisfy { s.honeycomb.person(.init(row: 0, column: $0)).flipped })
            s.handle(.key(name: "Space", shift: false)); _ = s.frame()
            #expect((0..<6).allSatisfy { !s.honeycomb.person(.init(row: 0, column: $0)).flipped })
            s.handle(.key(name: "[", shift: false)); _ = s.frame()
            #expect(s.honeycomb.step == 6)
        }
    }
}

extension DemoTests.Honeycomb {
    /// The on-screen flip angle of a cell (degrees), from the animator's attributes: the
    /// outermost 3D rotation below the cell (the back face's own 180° turn is further in).
    func flipAngle(_ s: DemoSession, _ id: String) throws -> Double {
        var angle: Double?
        try #require(s.host.node(withID: id)).forEachNode { n in
            if angle == nil, case .geometry(.rotation3D(let a, _, _, _))? = s.host.animator.attributes(of: n).effect {
                angle = a.degrees
            }
        }
        return try #require(angle)
    }

    @Test func aClickMidFlipReversesFromWhereItIs() throws {
        let clock = SimulatedClock()
        let s = try makeSession(clock: clock)
        _ = s.frame()
        let cell = try frame(s.layoutResult(), "cell-2-2")
        s.handle(.click(cell.center))
        _ = s.frame()
        clock.advance(to: 0.2)
        _ = s.frame()
        let before = try flipAngle(s, "cell-2-2")
        #expect(before > 20 && before < 160)
        s.handle(.click(cell.center))  // reverse mid-flip
        _ = s.frame()
        #expect(abs(try flipAngle(s, "cell-2-2") - before) < 1e-6)  // no jump
        clock.advance(to: 0.3)
        _ = s.frame()
        #expect(try flipAngle(s, "cell-2-2") < before)  // heading back to the front
        clock.advance(to: 2)
        _ = s.frame()
        #expect(!s.honeycomb.person(.init(row: 2, column: 2)).flipped)
        #expect(abs(try flipAngle(s, "cell-2-2")) < 1e-6)
    }
}
