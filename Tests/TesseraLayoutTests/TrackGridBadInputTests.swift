import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Bad input is repaired by the CSS rule or a documented clamp (DEVIATIONS.md), with a
/// warning in the result, never a crash.
@Suite struct TrackGridBadInputTests {
    private var style: TrackGridStyle {
        var s = TrackGridStyle()
        s.templateColumns = TG.tracks(.px(10), .px(10))
        s.autoRows = [.px(10)]
        return s
    }

    @Test func zeroAndNegativeSpansBecomeOne() {
        for bad in [0, -3] {
            let r = TG.layout(style, [TG.item(5, 5, column: GridLinePair(start: .span(bad)))])
            #expect(r.warnings.contains { $0.kind == .invalidSpan })
            #expect(r.columnSizes == [10, 10])
            #expect(r.itemFrames[0].origin == .zero)
        }
    }

    @Test func absurdSpansAreClamped() {
        let r = TG.layout(style, [TG.item(5, 5, row: GridLinePair(start: .span(1_000_000_000)))])
        #expect(r.warnings.contains { $0.kind == .absurdSpan })
        #expect(r.rowSizes.count == TrackGridLimits.maxLine)
    }

    @Test func lineZeroIsAuto() {
        let r = TG.layout(style, [TG.item(5, 5), TG.item(5, 5, column: GridLinePair(start: .line(0)))])
        #expect(r.warnings.contains { $0.kind == .invalidLine })
        #expect(r.itemFrames[1].minX == 10)   // auto-placed after the first item
    }

    /// `0fr` takes no space of its own; a negative flex factor is invalid and becomes `0fr`.
    @Test func zeroAndNegativeFr() {
        var s = TrackGridStyle()
        s.templateColumns = TG.tracks(.fr(0), .fr(1))
        #expect(TG.layout(s, [], width: 100).columnSizes == [0, 100])
        s.templateColumns = TG.tracks(.fr(-1), .fr(1))
        let r = TG.layout(s, [], width: 100)
        #expect(r.columnSizes == [0, 100])
        #expect(r.warnings.contains { $0.kind == .invalidTrackSize })
    }

    /// Two items pinned to the same cell overlap, as CSS allows (exyte would demote one).
    @Test func conflictingStartsOverlap() {
        let pin = GridLinePair(start: .line(2))
        let r = TG.layout(style, [TG.item(5, 5, column: pin, row: pin), TG.item(5, 5, column: pin, row: pin)])
        #expect(r.itemFrames[0] == r.itemFrames[1])
        #expect(r.itemFrames[0].origin == Point(x: 10, y: 10))
    }

    @Test func nanSizesAreIgnoredWithAWarning() {
        var s = style
        s.templateColumns = TG.tracks(.px(.nan), .px(10))
        let item = TG.item(.nan, 5)
        let r = TG.layout(s, [item], width: .nan)
        #expect(r.warnings.contains { $0.kind == .invalidTrackSize })
        #expect(r.warnings.contains { $0.kind == .invalidSize })
        #expect(r.size.width.isFinite)
        #expect(r.itemFrames.allSatisfy { $0.minX.isFinite && $0.width.isFinite })
    }

    @Test func hiddenItemsTakeNoPlace() {
        var hidden = TG.item(5, 5)
        hidden.isHidden = true
        let r = TG.layout(style, [hidden, TG.item(5, 5)])
        #expect(r.itemFrames[0] == .zero)
        #expect(r.itemFrames[1].origin == .zero)
    }
}

/// Auto-fill with a track so small that the repetition count is beyond `Int` (it trapped in
/// the conversion): the count is clamped to the repeated-track limit.
@Suite struct TrackGridAutoFillOverflowTests {
    @Test func tinyTrackRepetitionsAreClamped() {
        var style = TrackGridStyle()
        style.templateColumns = [.repeat(.autoFill, [.track(.px(1e-300))])]
        let r = TG.layout(style, [TG.item(5, 5)], width: 1000)
        #expect(r.columnSizes.count <= TrackGridLimits.maxRepeatedTracks)
        #expect(r.columnSizes.count >= 1)
    }
}
