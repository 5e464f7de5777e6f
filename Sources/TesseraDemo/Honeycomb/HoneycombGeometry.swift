import Foundation
import Tessera

/// The numbers of the article's seven steps (GridRules §8.2) for a spacing `s`: cell width 100;
/// from step 2 the hexagon's height 100 / cos(π/6); from step 3 the hexagon clip and outline;
/// from step 4 even rows offset by -(100/2 + s/2)/2 and odd rows by the opposite; from step 5
/// cells 3/4 of the hexagon's height; from step 6 the grid framed to
/// `C·100 - 100/2 + s·(C-1)` by `R·h - h/4 + v·(R-1)` and clipped; from step 7 the vertical
/// spacing equals the horizontal one (before it, the starter's 2).
struct HoneycombGeometry: Equatable {
    var step: Int
    var spacing: Double

    static let viewportID = "honeycomb-viewport"
    /// The article's spacing (the derivative's `@State spacing = 8`).
    static let defaultSpacing = 8.0
    /// The range of the spacing slider of the derivative.
    static let spacingRange = 0.0...50.0
    /// The starter's vertical spacing, kept until step 7 makes it equal to the horizontal.
    static let starterVerticalSpacing = 2.0

    /// The spacing for the app's spacing delta.
    static func spacing(delta: Double) -> Double {
        min(spacingRange.upperBound, max(spacingRange.lowerBound, defaultSpacing + delta))
    }

    let cellWidth = 100.0
    var hexagonHeight: Double { step >= 2 ? cellWidth / cos(.pi / 6) : cellWidth }
    var cellHeight: Double { step >= 5 ? hexagonHeight * 3 / 4 : hexagonHeight }
    var horizontalSpacing: Double { spacing }
    var verticalSpacing: Double { step >= 7 ? spacing : Self.starterVerticalSpacing }
    /// Whether photos are clipped to the hexagon and outlined (step 3 on).
    var outlined: Bool { step >= 3 }
    /// The clip (and hit) shape of a cell.
    var cellShape: AnyShape { outlined ? AnyShape(Hexagon()) : AnyShape(Rectangle()) }

    /// The offset of row `r`: even rows left, odd rows right (step 4 on).
    func rowOffset(_ r: Int) -> Double {
        guard step >= 4 else { return 0 }
        let o = (cellWidth / 2 + spacing / 2) / 2
        return r.isMultiple(of: 2) ? -o : o
    }

    /// The trimmed frame of the grid (step 6 on), nil before.
    var trimmedSize: Size? {
        guard step >= 6 else { return nil }
        let c = Double(HoneycombModel.columnCount), r = Double(HoneycombModel.rowCount)
        return Size(width: c * cellWidth - cellWidth / 2 + horizontalSpacing * (c - 1),
                    height: r * cellHeight - cellHeight / 4 + verticalSpacing * (r - 1))
    }

    /// What each step does, for the panel.
    static let stepTitles = [
        "A grid of square photos",
        "Hexagon proportions: height = width / cos(π/6)",
        "Clip each photo to the hexagon",
        "Shift even rows left and odd rows right by (width + spacing) / 4",
        "Overlap the rows: cells 3/4 of the hexagon's height",
        "Trim the grid's border",
        "Vertical spacing = horizontal spacing",
    ]
}
