import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
import TesseraLayoutSpec
import TesseraTrainer

/// The code panel's generators: SwiftUI code as GridRules §9 prints it, exyte/Grid's code, CSS,
/// and the layout spec (checked by laying it out with the project's spec reader).
@Suite struct TrainerCodeTests {
    /// One row of two cells exercising every cell modifier of §9.
    static var richState: TrainerState {
        var s = TrainerState(rows: [TrainerRow(id: 100, alignment: .top, cells: [
            TrainerCell(id: 1, color: .green), TrainerCell(id: 2, color: .yellow),
        ])])
        s.grid.alignment = .topLeading
        s.grid.verticalSpacing = 8
        s.grid.padding = 12
        s.rows[0].cells[1].width = 120
        s.rows[0].cells[1].height = 40.5
        s.rows[0].cells[1].frame = .flexibleWidth
        s.rows[0].cells[1].columnAlignment = .trailing
        s.rows[0].cells[1].span = 2
        s.rows[0].cells[1].anchor = .bottomLeading
        s.rows[0].cells[1].unsized = .both
        return s
    }

    @Test func swiftUICodeOfEveryModifier() {
        let expected = """
        Grid(alignment: .topLeading, horizontalSpacing: 5.0, verticalSpacing: 8.0) {
            GridRow(alignment: .top) {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.green.gradient)
                    .frame(width: 80.0, height: 80.0)
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.yellow.gradient)
                    .frame(height: 40.5)
                    .gridColumnAlignment(.trailing)
                    .gridCellColumns(2)
                    .gridCellAnchor(.bottomLeading)
                    .gridCellUnsizedAxes([.horizontal, .vertical])
            }
        }
        .padding(12.0)
        .border(.primary)

        """
        #expect(SwiftUICodeGenerator.code(for: Self.richState).text == expected)
    }

    @Test func swiftUICodeOmitsUnspecifiedOptions() {
        var s = TrainerState()
        s.rows[0].cells[0].frame = .flexibleBoth
        s.rows[0].cells[1].frame = .flexibleHeight
        s.rows[0].cells[2].unsized = .vertical
        let lines = SwiftUICodeGenerator.code(for: s).text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Grid(horizontalSpacing: 5.0, verticalSpacing: 5.0) {", "unspecified alignment is omitted")
        #expect(lines[1] == "    GridRow {")
        #expect(lines[2...4] == ["        RoundedRectangle(cornerRadius: 5.0)", "            .fill(.green.gradient)",
                                 "        RoundedRectangle(cornerRadius: 5.0)"], "no frame when both axes are flexible")
        #expect(lines[6] == "            .frame(width: 80.0)")
        #expect(lines.contains("            .gridCellUnsizedAxes(.vertical)"))
        #expect(lines.filter { $0.contains("RoundedRectangle") }.count == 18)
        #expect(lines.suffix(2) == [".padding(10.0)", ".border(.primary)"])
    }

    @Test func tokensCoverTheText() {
        let code = SwiftUICodeGenerator.code(for: Self.richState)
        let rebuilt = code.lines.map { $0.map(\.text).joined() }.joined(separator: "\n") + "\n"
        #expect(rebuilt == code.text)
        let numbers = code.lines.flatMap { $0 }.filter { $0.kind == .number }.map(\.text)
        #expect(numbers.contains("40.5") && numbers.contains("12.0") && numbers.contains("2"))
        #expect(code.lines[0].first?.kind == .type && code.lines[0].first?.text == "Grid")
    }

    static var trackState: TrainerState {
        var s = TrainerState(rows: [TrainerRow(id: 100, cells: [TrainerCell(id: 1, color: .red), TrainerCell(id: 2, color: .blue)])])
        s.mode = .track
        s.track.tracks = [.pt(80), .fr(1), .fit, .auto, .minmax(.pt(50), .fr(1))]
        s.track.packing = .dense
        s.track.horizontalSpacing = 10
        s.track.contentAlignment = .center
        s.rows[0].cells[1].item.columnSpan = 2
        s.rows[0].cells[1].item.startColumn = 1
        s.rows[0].cells[1].item.alignment = .topLeading
        return s
    }

    @Test func exyteCode() {
        let expected = """
        TrackGrid(tracks: [.pt(80.0), .fr(1.0), .fit, .auto, .minmax(.length(.px(50.0)), .fr(1.0))], spacing: [10.0, 5.0]) {
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.red.gradient)
                .frame(width: 80.0, height: 80.0)
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.blue.gradient)
                .frame(width: 80.0, height: 80.0)
                .gridSpan(column: 2)
                .gridStart(column: 1)
                .gridItemAlignment(.topLeading)
        }
        .gridPacking(.dense)
        .gridContentAlignment(.center)
        .padding(10.0)
        .border(.primary)

        """
        #expect(ExyteCodeGenerator.code(for: Self.trackState).text == expected)
        var s = Self.trackState
        s.view.code = .swift
        #expect(s.code.text == expected, "the code panel shows exyte's code in track mode")
    }

    @Test func cssOfTheTrackGrid() {
        let css = CSSCodeGenerator.code(for: Self.trackState).text
        for line in ["display: grid;", "grid-template-columns: 80px 1fr minmax(auto, max-content) auto minmax(50px, 1fr);",
                     "grid-auto-flow: row dense;", "column-gap: 10px;", "row-gap: 5px;", "justify-items: center;",
                     "justify-content: center;", "align-content: center;", "grid-column: 2 / span 2;",
                     "justify-self: start;", "align-self: start;", "padding: 10px;"] {
            #expect(css.contains(line), "missing \(line)")
        }
        var s = Self.trackState
        s.track.flow = .columns
        s.track.packing = .sparse
        let columns = CSSCodeGenerator.code(for: s).text
        #expect(columns.contains("grid-template-rows: 80px") && columns.contains("grid-auto-flow: column;"))
        s.view.code = .css
        #expect(s.code.text == columns, "on the toggle the panel shows CSS")
    }

    @Test func cssOfTheEagerGrid() {
        let css = CSSCodeGenerator.code(for: Self.richState).text
        for line in ["display: inline-grid;", "grid-template-columns: repeat(3, auto);", "column-gap: 5px;", "row-gap: 8px;",
                     "grid-column: 2 / span 2;", "justify-items: start;", "align-items: start;"] {
            #expect(css.contains(line), "missing \(line)")
        }
    }

    /// Reference §11 T2: the defaults lay out as a 505x250 grid, 525x270 with the padding.
    @Test func specOfTheDefaultsIsT2() throws {
        let spec = SpecGenerator.spec(for: TrainerState(), proposal: (nil, nil))
        let result = try LayoutSpec(data: Data(spec.utf8), textMeasurer: MonospaceTextMeasurer()).run()
        #expect(result.frame("grid")?.size == Size(width: 525, height: 270))
        for r in 0..<3 {
            for c in 0..<6 {
                #expect(result.frame("r\(r)c\(c)") == Rect(x: 10 + 85 * Double(c), y: 10 + 85 * Double(r), width: 80, height: 80))
            }
        }
    }

    /// Every option reaches the spec: the span and anchor place the rich state's second cell
    /// (spans 2 columns of an 80-wide first column + 5 + a zero-width third: GridRules §4).
    @Test func specOfTheRichStateParsesAndAligns() throws {
        let spec = SpecGenerator.spec(for: Self.richState, proposal: (800, 600))
        let layout = try LayoutSpec(data: Data(spec.utf8), textMeasurer: MonospaceTextMeasurer())
        #expect(layout.warnings.isEmpty)
        let result = layout.run()
        let first = try #require(result.frame("r0c0"))
        #expect(first.origin == Point(x: 12, y: 12), "padding 12, grid topLeading")
        #expect(result.frame("r0c1") != nil)
    }

    /// Track mode: fixed-width tracks centre their items horizontally (justify-items: center).
    @Test func specOfATrackGrid() throws {
        var s = TrainerState(rows: [TrainerRow(id: 9, cells: [TrainerCell(id: 1, color: .red), TrainerCell(id: 2, color: .blue)])])
        s.mode = .track
        s.track.tracks = [.pt(100), .pt(60)]
        s.rows[0].cells[0].width = 40; s.rows[0].cells[1].width = 40
        let spec = SpecGenerator.spec(for: s, proposal: (400, 300))
        let result = try LayoutSpec(data: Data(spec.utf8), textMeasurer: MonospaceTextMeasurer()).run()
        let x0 = try #require(result.frame("r0c0")?.minX), x1 = try #require(result.frame("r0c1")?.minX)
        #expect(abs(x0 - (10 + (100 - 40) / 2)) < 1e-9, "got \(x0)")
        #expect(abs(x1 - (10 + 100 + 5 + (60 - 40) / 2)) < 1e-9, "got \(x1)")
        let t = Self.trackState
        _ = try LayoutSpec(data: Data(SpecGenerator.spec(for: t, proposal: (900, 600)).utf8), textMeasurer: MonospaceTextMeasurer())
    }
}
