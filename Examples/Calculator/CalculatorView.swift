import TesseraApp

/// exyte/Grid's calculator layout (README §2, `GridGroup`): a four-track grid, the display
/// spanning all four, the operations pinned to the last column with `gridStart`, the digits
/// packed densely around them, `0` spanning two tracks. Every key is a `Button`.
struct CalculatorView: View {
    @State private var model = CalculatorModel()
    static let operations: [CalculatorKey] = [.divide, .multiply, .subtract, .add, .equal]
    static let digits: [CalculatorKey] = [7, 8, 9, 4, 5, 6, 1, 2, 3].map { .digit($0) }

    /// The README's `arithmeticButtons`.
    var arithmeticButtons: GridGroup {
        GridGroup(Self.operations, id: \.self) { key in
            CalcButton(key: key, color: .orange, model: model).gridStart(column: 3)
        }
    }

    var body: some View {
        TrackGrid(tracks: 4, spacing: 10) {
            ZStack(alignment: .trailing) {
                RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.15))
                Text(model.display).font(.system(size: 44)).foregroundStyle(Color.white).padding(.horizontal, 18).id("display")
            }
            .frame(height: 88)
            .gridSpan(column: 4)
            GridGroup([CalculatorKey.clear, .sign, .percent], id: \.self) { CalcButton(key: $0, color: .gray, model: model) }
            arithmeticButtons
            GridGroup(Self.digits, id: \.self) { CalcButton(key: $0, color: Color(white: 0.32), model: model) }
            CalcButton(key: .digit(0), color: Color(white: 0.32), model: model).gridSpan(column: 2)
            CalcButton(key: .point, color: Color(white: 0.32), model: model)
        }
        .gridPacking(.dense)
        .padding(16)
        .frame(maxWidth: 420, maxHeight: 560)
        .background(Color(white: 0.05))
    }
}

/// One key: a `Button` with the rounded key as its label (plain style, so the key is the look).
struct CalcButton: View {
    let key: CalculatorKey
    let color: Color
    let model: CalculatorModel

    var body: some View {
        Button { model.press(key) } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(color)
                Text(key.label).font(.system(size: 28)).foregroundStyle(Color.white)
            }
        }
        .buttonStyle(.plain)
        .frame(minHeight: 64)
        .id("key-\(key.label)")
    }
}

#Preview("Calculator") {
    CalculatorView()
}

#Preview("Key", traits: .sizeThatFitsLayout) {
    CalcButton(key: .digit(7), color: Color(white: 0.32), model: CalculatorModel())
        .frame(width: 80)
        .padding(8)
}
