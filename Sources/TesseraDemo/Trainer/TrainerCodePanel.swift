import Tessera
import TesseraTrainer

/// The code panel: the generated code, one `Text` per line made of coloured runs (keywords,
/// types, members, numbers, comments), drawn behind the grid. Palettes for light and dark
/// appearance, as the reference app has.
struct TrainerCodePanel: View {
    let code: GeneratedCode
    var dark = false

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

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(code.lines.enumerated()), id: \.offset) { _, line in
                HStack(spacing: 0) {
                    ForEach(Array(line.enumerated()), id: \.offset) { _, run in
                        Text(run.text).font(.system(size: Self.fontSize)).foregroundStyle(color(run.kind))
                    }
                }
            }
        }
        .padding(16)
    }
}
