import Testing
@testable import Tessera

/// Examples of the "Eager Grids" article written as published (type-checks the DSL's
/// SwiftUI compatibility) with a few of their expected geometries.
private struct Unsized: View {
    let dash = StrokeStyle(lineWidth: 1.0, lineCap: .round, lineJoin: .miter, dash: [5, 5], dashPhase: 0)
    var body: some View {
        HStack {
            Circle().fill(.yellow).frame(width: 30, height: 30)
            Grid(horizontalSpacing: 0) {
                GridRow {
                    RoundedRectangle(cornerRadius: 15.0)
                        .fill(.green.gradient)
                        .frame(height: 50)
                    RoundedRectangle(cornerRadius: 15.0)
                        .fill(.blue.gradient)
                        .frame(width: 50, height: 50)
                }
            }
            .overlay { Rectangle().stroke(style: dash) }
            .id("grid")
            Circle().fill(.yellow).frame(width: 30, height: 30)
        }
    }
}

private struct Baseline: View {
    var body: some View {
        Grid(alignment: .centerFirstTextBaseline) {
            GridRow {
                Text("Align").id("text")
                Rectangle()
                    .fill(.green.gradient.opacity(0.7))
                    .frame(width: 50, height: 50)
                    .id("rect")
            }
        }
        .font(.system(size: 36))
    }
}

private struct DividerExample: View {
    var body: some View {
        Grid(horizontalSpacing: 5.0, verticalSpacing: 5.0) {
            GridRow {
                RoundedRectangle(cornerRadius: 5.0).fill(.green.gradient)
                RoundedRectangle(cornerRadius: 5.0).fill(.purple.gradient)
                RoundedRectangle(cornerRadius: 5.0).fill(.blue.gradient)
            }
            .frame(width: 50.0, height: 50.0)
            Rectangle()
                .fill(LinearGradient(colors: [.gray, .clear, .gray], startPoint: .leading, endPoint: .trailing))
                .frame(height: 2.0)
                .gridCellUnsizedAxes(.horizontal)
                .id("divider")
            GridRow {
                RoundedRectangle(cornerRadius: 5.0).fill(.green.gradient)
                RoundedRectangle(cornerRadius: 5.0).fill(.purple.gradient)
                RoundedRectangle(cornerRadius: 5.0).fill(.blue.gradient)
            }
            .frame(width: 50.0, height: 50.0)
        }
        .id("grid")
    }
}

@Suite struct ArticleExamplesTests {
    @Test func unsizedCellTakesTheRemainingWidth() {
        let host = makeHost(Unsized())
        // 800 - 2 * 30 - 2 * 8 spacing.
        #expect(host.frame("grid").width == 724)
    }

    @Test func firstTextBaselineAlignsTextWithTheRectangleBottom() {
        let host = makeHost(Baseline())
        let text = host.frame("text"), rect = host.frame("rect")
        #expect(abs(text.minY + 0.95 * 36 - rect.maxY) < 1e-9)
    }

    @Test func unsizedDividerSpansTheGrid() {
        let host = makeHost(DividerExample())
        let grid = host.frame("grid"), divider = host.frame("divider")
        #expect(grid.size == Size(width: 160, height: 112))
        #expect(divider.width == 160 && divider.minY - grid.minY == 55)
        #expect(host.displayList().isBalanced)
    }
}
