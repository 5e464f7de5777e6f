import Tessera

/// The outline of a selected Trainer cell: "marching ants", a dashed rounded rectangle whose
/// dash phase moves back by one whole pattern (6 on, 4 off) every ``period`` seconds, for ever
/// (`marchingDashes(by:every:)`). The dashes are filled quads in the display list, so the window
/// and a headless render at `--time T` draw the same pixels; the phase at `T` is
/// `-10 · frac((T − shown) / period)` for an outline shown at `shown`.
struct TrainerSelectionOutline: View {
    static let pattern = [6.0, 4.0]
    static let period = 0.5

    var body: some View {
        RoundedRectangle(cornerRadius: 5)
            .stroke(Color.primary, style: StrokeStyle(lineWidth: 2, dash: Self.pattern))
            .marchingDashes(by: -Self.pattern.reduce(0, +), every: Self.period)
    }
}
