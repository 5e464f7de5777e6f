/// The Trainer's documented limits, enforced by the editor (the add actions disable at a limit)
/// and by the state file reader (a value outside them is rejected with its JSON path).
public enum TrainerLimits {
    /// At most this many rows.
    public static let maximumRows = 20
    /// At most this many cells in one row (and, in track mode, tracks).
    public static let maximumCellsPerRow = 20
    /// Cell width and height, in points (the inspector's Width and Height sliders).
    public static let cellSize: ClosedRange<Double> = 10...800
    /// Grid spacing and padding, in points (the inspector's sliders).
    public static let spacing: ClosedRange<Double> = 0...50
    /// `gridCellColumns`: unspecified (1) or 2...6.
    public static let span: ClosedRange<Int> = 2...6
    /// A track's points (`.pt`) and `.minmax` bounds.
    public static let trackPoints: ClosedRange<Double> = 0...800
    /// A track's `.fr` factor.
    public static let trackFraction: ClosedRange<Double> = 0...20
    /// Opacity of the code and of the grid.
    public static let opacity: ClosedRange<Double> = 0...1
}
