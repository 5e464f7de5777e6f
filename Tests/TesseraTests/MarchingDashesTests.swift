import Testing
import TesseraDisplayList
@testable import Tessera

@Observable
final class MarchingModel {
    var shown = true
    var marching = true
    var width = 40.0
}

/// A dashed square that marches while the model says so.
struct MarchingSquare: View {
    let model: MarchingModel
    var body: some View {
        ZStack {
            Color.clear.frame(width: 100, height: 100)
            if model.shown {
                Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                    .marchingDashes(by: model.marching ? -10 : .nan, every: 0.5)
                    .frame(width: model.width, height: 40)
            }
        }
    }
}

/// `marchingDashes(by:every:)`: the dash phase of a dashed stroke moves for ever, from the
/// moment the view appears, in the display list (so every backend draws the same dashes).
@MainActor
struct MarchingDashesTests {
    let size = Size(width: 100, height: 100)

    func dashes(_ host: ViewHost, at t: Double) -> String { host.frame(size: size, at: t).displayList.description }

    @Test func phaseMovesAndRepeatsEveryPeriod() {
        let model = MarchingModel()
        let host = ViewHost(MarchingSquare(model: model), textMeasurer: MonospaceTextMeasurer())
        let start = dashes(host, at: 2)
        #expect(host.frame(size: size, at: 2).isAnimating, "marching keeps frames coming")
        #expect(host.animator.settleTime < 2, "but nothing waits for it to settle")
        #expect(dashes(host, at: 2.25) != start, "half a period later the dashes moved")
        #expect(dashes(host, at: 2.5) == start, "one period later they are back")
        #expect(dashes(host, at: 102) == start)
    }

    /// The phase at 1/4 period is the stroke's phase moved by a quarter of the distance: the
    /// same dashes as a still stroke with that phase.
    @Test func phaseIsTheDistanceTimesTheFraction() {
        let model = MarchingModel()
        let host = ViewHost(MarchingSquare(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let marched = dashes(host, at: 0.125)
        struct Still: View {
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 100, height: 100)
                    Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [6, 4], dashPhase: -2.5)).frame(width: 40, height: 40)
                }
            }
        }
        let still = ViewHost(Still(), textMeasurer: MonospaceTextMeasurer())
        #expect(marched == still.frame(size: size, at: 0).displayList.description)
    }

    /// Other changes (a resize of the stroke, without animation) do not stop the marching; a
    /// bad period stops it; a removed view leaves and nothing keeps animating.
    @Test func keepsMarchingThroughChangesAndStops() {
        let model = MarchingModel()
        let host = ViewHost(MarchingSquare(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        model.width = 60
        _ = host.frame(size: size, at: 0.1)
        #expect(dashes(host, at: 0.2) != dashes(host, at: 0.45), "still marching after the resize")
        model.marching = false
        #expect(!host.frame(size: size, at: 1).isAnimating, "a NaN distance stops it")
        model.marching = true
        #expect(host.frame(size: size, at: 2).isAnimating)
        withAnimation(.linear(duration: 0.2)) { model.shown = false }
        #expect(host.frame(size: size, at: 3).isAnimating, "fading out")
        #expect(!host.frame(size: size, at: 3.3).isAnimating, "and gone: a leaving view stops marching")
    }
}
