import Tessera
import TesseraTrainer

/// The code panel: the generated code in the monospaced design (DejaVu Sans Mono), one line of coloured runs (keywords,
/// types, members, numbers, comments), drawn behind the grid. Palettes for light and dark
/// appearance, as the reference app has.
struct TrainerCodePanel: View {
    let code: GeneratedCode
    var dark = false
    /// The appearance the panel is shown in: the dark palette in the dark scheme.
    @Environment(\.colorScheme) private var colorScheme

    static let fontSize = 14.0

    func color(_ kind: GeneratedCode.Kind?) -> Color {
        switch kind {
        case nil: return dark ? Color(white: 0.9) : Color(white: 0.15)
        case .keyword: return dark ? Color(red: 0.99, green: 0.37, blue: 0.64) : Color(red: 0.61, green: 0.14, blue: 0.58)
        case .type: return dark ? Color(red: 0.82, green: 0.66, blue: 1.0) : Color(red: 0.22, green: 0.27, blue: 0.63)
        case .member, .property: return dark ? Color(red: 0.4, green: 0.85, blue: 0.87) : Color(red: 0.2, green: 0.45, blue: 0.5)
        case .number: return dark ? Color(red: 0.85, green: 0.79, blue: 0.49) : Color(red: 0.11, green: 0.0, blue: 0.81)
        case .string: return dark ? Color(red: 0.99, green: 0.42, blue: 0.36) : Color(red: 0.77, green: 0.1, blue: 0.09)
        case .comment: return dark ? Color(white: 0.5) : Color(red: 0.36, green: 0.42, blue: 0.36)
        }
    }

    /// Lines per ``TrainerCodeChunk``.
    static let chunkSize = 8

    /// The lines in chunks of ``chunkSize`` (each a `VStack` with the panel's spacing, inside
    /// one with the same spacing: the lines sit where one stack of them all would put them).
    /// An edit that changes a few lines re-evaluates and re-measures their chunks, not a stack
    /// of every line of the code. A chunk is a slice of the code's bytes and tokens
    /// (``TrainerCodeSlice``), compared without making strings; only a chunk that changed
    /// splits its lines into runs.
    var body: some View {
        let dark = dark || colorScheme == .dark
        let slices = TrainerCodeSlice.chunks(of: code, linesPerChunk: Self.chunkSize)
        VStack(alignment: .leading, spacing: 2) {
            ForEach(slices, id: \.firstLine) { slice in
                TrainerCodeChunk(slice: slice, dark: dark)
            }
        }
        .padding(16)
    }

    /// The code's lines as runs.
    var lines: [TrainerCodeLine.Line] { TrainerCodeLine.lines(of: code) }
}

/// A few consecutive lines of the code panel, one above the other. Equatable, so a chunk whose
/// lines did not change is left alone.
struct TrainerCodeChunk: View, Equatable {
    let slice: TrainerCodeSlice
    let dark: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(slice.lines.enumerated()), id: \.offset) { _, line in
                TrainerCodeLine(line: line, dark: dark)
            }
        }
    }
}

/// One line of the code panel: one `Text` of its runs, each in its class's colour (an empty
/// line is an empty row). Equatable by its runs and palette, so an edit re-evaluates only the
/// lines whose text changed, and a line is one leaf however many runs it has (the panel's
/// hundreds of runs were as many views to reconcile, animate and draw on every edit).
struct TrainerCodeLine: View, Equatable {
    struct Run: Hashable { var text: String; var kind: GeneratedCode.Kind? }
    struct Line: Hashable { var runs: [Run] }
    let line: Line
    let dark: Bool

    /// The lines of `code` as runs.
    static func lines(of code: GeneratedCode) -> [Line] {
        code.lines.map { runs in Line(runs: runs.map { Run(text: $0.text, kind: $0.kind) }) }
    }

    var body: some View {
        let panel = TrainerCodePanel(code: GeneratedCode(), dark: dark)
        if line.runs.isEmpty {
            HStack(spacing: 0) {}
        } else {
            line.runs.dropFirst().reduce(Text(verbatim: line.runs[0].text).foregroundColor(panel.color(line.runs[0].kind))) { text, run in
                text + Text(verbatim: run.text).foregroundColor(panel.color(run.kind))
            }
            .font(.system(size: TrainerCodePanel.fontSize, design: .monospaced))
        }
    }
}
