import Tessera
import TesseraSDL

/// `transition-frame-2500` (Contracts.md, "Benchmark output"): one frame of a 50x50-cell grid in the middle of an
/// animated alignment change — animate (interpolated attributes of 2,500 moving cells) +
/// display list + pixels (headless software renderer, 1280x800). Frames alternate between
/// two times inside the transition, so every frame really moves every cell.
func transitionBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    return [
        Benchmark("transition-frame-2500") {
            let model = BenchGridModel()
            let host = ViewHost(BenchGrid(model: model), textMeasurer: MonospaceTextMeasurer())
            guard let renderer = try? HeadlessRenderer() else { return unavailable() }
            _ = host.frame(size: size, at: 0)
            withAnimation(.easeInOut(duration: 1000)) { model.alignment = .topLeading }
            _ = host.frame(size: size, at: 0)
            var t = 400.0
            return {
                t += 1
                let frame = host.frame(size: size, at: t)
                _ = try? renderer.render(frame.displayList, size: size)
            }
        },
    ]
}

@Observable
final class BenchGridModel {
    var alignment: Alignment = .center
}

/// 50x50 cells of alternating sizes, so an alignment change moves every small cell.
struct BenchGrid: View {
    let model: BenchGridModel
    var body: some View {
        Grid(alignment: model.alignment, horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<50, id: \.self) { r in
                GridRow {
                    ForEach(0..<50, id: \.self) { c in
                        let big = (r + c) % 7 == 0
                        Rectangle().fill(big ? Color.blue : Color.orange)
                            .frame(width: big ? 12 : 6, height: big ? 12 : 6)
                    }
                }
            }
        }
    }
}
