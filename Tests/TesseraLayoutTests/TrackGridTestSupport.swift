import TesseraGeometry
@testable import TesseraLayout

/// Helpers shared by the track grid tests: fixed-size items and a one-call layout.
enum TG {
    /// An item of a fixed border-box size with optional placement.
    static func item(_ w: Double, _ h: Double, column: GridLinePair = .auto, row: GridLinePair = .auto) -> TrackGridItemStyle {
        var s = TrackGridItemStyle()
        s.box.size = GridAxisPair(horizontal: .px(w), vertical: .px(h))
        s.column = column
        s.row = row
        return s
    }

    /// An item without a preferred size, measured by `TextLikeMeasurer`.
    static func contentItem(column: GridLinePair = .auto, row: GridLinePair = .auto) -> TrackGridItemStyle {
        var s = TrackGridItemStyle()
        s.column = column
        s.row = row
        return s
    }

    static func tracks(_ t: TrackSizingFunction...) -> [GridTrackListItem] { t.map { .track($0) } }

    static func layout(_ style: TrackGridStyle, _ items: [TrackGridItemStyle], width: Double? = nil, height: Double? = nil,
                       measurer: TextLikeMeasurer = TextLikeMeasurer()) -> TrackGridLayoutResult {
        var m = measurer
        let input = TrackGridInput(knownSize: GridAxisPair(horizontal: width, vertical: height))
        return layoutTrackGrid(style: style, items: items, input: input, measurer: &m)
    }
}

/// Measures items like a line of text: `minContent` wide when squeezed, `maxContent` wide when
/// not, and 10 points tall per line (lines = ceil(maxContent / width)).
struct TextLikeMeasurer: TrackGridMeasurer {
    var minContent = 30.0
    var maxContent = 90.0

    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size {
        let width: Double
        if let w = knownSize.horizontal { width = w } else {
            switch availableSpace.horizontal {
            case .minContent: width = minContent
            case .maxContent: width = maxContent
            case .definite(let a): width = Swift.min(maxContent, Swift.max(minContent, a))
            }
        }
        let lines = (maxContent / Swift.max(width, minContent)).rounded(.up)
        return Size(width: width, height: knownSize.vertical ?? lines * 10)
    }
}
