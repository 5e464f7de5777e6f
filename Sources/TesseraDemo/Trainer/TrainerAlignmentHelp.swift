import Tessera

/// The help pop-up of Grid Options (GridRules §9, "Help popover explains precedence"): which
/// alignment wins when several are set (GridRules §5.1). Opened by the "?" button beside the
/// Grid Options header; drawn above everything; a click outside or Escape closes it.
struct TrainerAlignmentHelp: View {
    /// The lines of the help, in order.
    static let lines: [String] = [
        "Alignment precedence, from lowest to highest:",
        "1. Grid(alignment:) sets both axes of every cell (.center when unspecified).",
        "2. GridRow(alignment:) sets the vertical part for the cells of its row, and "
            + ".gridColumnAlignment(_:) on any cell the horizontal part for its whole column: "
            + "row and column combine per axis (the row gives y, the column x).",
        "3. .gridCellAnchor(_:) places one cell on both axes, over any grid, row or column alignment.",
        "Example: Grid .topLeading, column .trailing and row .bottom give .bottomTrailing.",
        "Baseline alignments line up the text baselines of a row's cells.",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Alignment").font(.headline)
            ForEach(Self.lines, id: \.self) { Text($0).font(.callout) }
        }
        .padding(10)
        .frame(width: 440, alignment: .leading)
        .background(Color(white: 0.97))
        .border(Color.gray)
        .id("alignment-help")
    }
}
