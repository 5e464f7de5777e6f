import Tessera

extension DemoScene {
    /// exyte's calculator example (README §2 `GridGroup`): keys in `GridGroup`s, the operations
    /// pinned to the last column, the digits packed densely around them.
    static let calculator = DemoScene(
        id: "calculator", title: "Calculator: GridGroup",
        summary: "GridGroup(operations, id: \\.self) pinned to column 3 with gridStart; digits fill the rest densely; 0 spans 2",
        content: { AnyView(CalculatorScene(settings: $0)) })
}

/// exyte README `MathOperation` and `CalcButton`.
enum MathOperation: String, Hashable, CaseIterable {
    case clear = "AC", sign = "±", percent = "%"
    case divide = "÷", multiply = "×", substract = "−", add = "+", equal = "="
}

struct CalcButton: View {
    let label: String
    let color: Color
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(color)
            Text(label).font(.system(size: 30)).foregroundStyle(color.readableLabel)
        }
    }
}

struct CalculatorScene: View {
    let settings: SceneSettings
    static let operations: [MathOperation] = [.divide, .multiply, .substract, .add, .equal]
    static let digits = ["7", "8", "9", "4", "5", "6", "1", "2", "3"]

    /// The README's `arithmeticButtons`: a `GridGroup` from data with ids.
    var arithmeticButtons: GridGroup {
        GridGroup(Self.operations, id: \.self) { op in
            CalcButton(label: op.rawValue, color: .orange).gridStart(column: 3).id("key-\(op)")
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: 4) { display.gridSpan(column: 4)  GridGroup(MathOperation.clear) { … }  …  arithmeticButtons }.gridPacking(.dense)")
            TrackGrid(tracks: 4, spacing: settings.trackSpacing(8)) {
                ZStack(alignment: .trailing) {
                    RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.15))
                    Text("1,234.5").font(.system(size: 48)).foregroundStyle(Color.white).padding(.horizontal, 20)
                }
                .gridSpan(column: 4)
                .id("display")
                GridGroup(MathOperation.clear) { CalcButton(label: $0.rawValue, color: .gray).id("key-\($0)") }
                GridGroup([MathOperation.sign, .percent], id: \.self) { CalcButton(label: $0.rawValue, color: .gray).id("key-\($0)") }
                arithmeticButtons
                GridGroup(Self.digits, id: \.self) { CalcButton(label: $0, color: Color(white: 0.35)).id("key-\($0)") }
                CalcButton(label: "0", color: Color(white: 0.35)).gridSpan(column: 2).id("key-0")
                CalcButton(label: ".", color: Color(white: 0.35)).id("key-point")
            }
            .gridPacking(.dense)
            .gridCommonItemsAlignment(settings.alignment)
            .id("grid")
            .frame(maxWidth: 520)
        }
        .frame(maxWidth: .infinity)
    }
}
