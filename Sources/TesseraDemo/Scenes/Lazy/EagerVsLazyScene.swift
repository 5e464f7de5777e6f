import Observation
import Synchronization
import Tessera

extension DemoScene {
    /// The article's point made visible: the same cells in an eager `Grid` and a `LazyVGrid`.
    static let eagerVsLazy = DemoScene(
        id: "eager-vs-lazy", title: "Eager Grid vs LazyVGrid: the same N cells",
        summary: "+ / - change N by decades (100 ... 1,000,000); the counters show how many cell views each side created. The eager Grid stops where a frame would take over a second (extrapolated from a measured frame)",
        content: { AnyView(EagerVsLazyScene(settings: $0)) })
}

/// How many cell views each side of `eager-vs-lazy` created (their bodies ran). Cells count
/// into a mutex and only *write* the observable copies (a read would make every cell observe
/// them); the captions read the copies and are re-evaluated when they change.
@Observable
final class CellCounters: @unchecked Sendable {
    private(set) var eager = 0
    private(set) var lazy = 0
    @ObservationIgnored private let counts = Mutex<(eager: Int, lazy: Int, n: Int)>((0, 0, 0))
    static let shared = CellCounters()

    /// Starts counting afresh when the scene shows a different N.
    func begin(n: Int) {
        let fresh = counts.withLock { c in
            guard c.n != n else { return false }
            c = (0, 0, n)
            return true
        }
        if fresh { eager = 0; lazy = 0 }
    }

    /// Counts one created cell of a side.
    func created(eager isEager: Bool) {
        let c = counts.withLock { c -> (eager: Int, lazy: Int, n: Int) in
            if isEager { c.eager += 1 } else { c.lazy += 1 }
            return c
        }
        if isEager { eager = c.eager } else { lazy = c.lazy }
    }
}

/// How long the last frame after an input took in the window (update, layout, display list;
/// pixels are drawn after it): written once per input, so showing it costs one more frame, not a
/// loop. Replays (headless) do not time frames, so their pictures stay the same.
@Observable
final class FrameTiming: @unchecked Sendable {
    private(set) var lastFrame: Double?
    static let shared = FrameTiming()
    func record(_ seconds: Double) { lastFrame = seconds }
}

/// How long a frame of the eager side takes on this machine, measured rather than assumed: the
/// first time the scene shows, an eager `Grid` of ``probeCells`` of the scene's cells in a
/// `ScrollView` is built, laid out and turned into a display list in a scratch host, timed;
/// a frame of N cells is extrapolated linearly from it (building and measuring every cell is
/// what an eager grid's first frame costs, and it grows with N).
final class EagerFrameCost: @unchecked Sendable {
    static let probeCells = 2_000
    static let shared = EagerFrameCost()
    private let lock = Mutex<Double?>(nil)
    /// Seconds per cell when set (tests fix it so goldens do not depend on the machine's load).
    private let fixed = Mutex<Double?>(nil)

    /// Fixes the cost per cell (nil: measure).
    func fix(secondsPerCell: Double?) { fixed.withLock { $0 = secondsPerCell } }

    /// The probe's time, measured once.
    var probeSeconds: Double {
        if let f = fixed.withLock({ $0 }) { return f * Double(Self.probeCells) }
        if let t = lock.withLock({ $0 }) { return t }
        let host = ViewHost(EagerSide(n: Self.probeCells, counting: false), textMeasurer: MonospaceTextMeasurer())
        let start = ProcessClock.now()
        _ = host.frame(size: Size(width: 600, height: 600), at: 0)
        let t = max(1e-6, ProcessClock.now() - start)
        lock.withLock { $0 = t }
        return t
    }

    /// The predicted time of a frame that builds `n` eager cells.
    func predictedSeconds(cells n: Int) -> Double { probeSeconds * Double(n) / Double(Self.probeCells) }
}

/// N cells, 10 per row, in a `Grid` (left) and in a `LazyVGrid` (right), each in a
/// `ScrollView`. N is 100 · 10^k for the `+`/`-` presses k (0 ... 4). The eager side builds
/// every cell up front, so it is built only while a frame of N cells is predicted to take at
/// most ``frameBudget`` (``EagerFrameCost``: extrapolated from a measured frame) and says so
/// otherwise; the lazy side creates only what is visible.
struct EagerVsLazyScene: View {
    let settings: SceneSettings
    /// The longest frame the eager side may cost, in seconds.
    static let frameBudget = 1.0
    static let columns = 10

    static func count(_ settings: SceneSettings) -> Int {
        let k = min(max(Int(settings.spacingDelta.rounded()), 0), 4)
        return (0..<k).reduce(100) { n, _ in n * 10 }
    }

    var body: some View {
        let n = Self.count(settings)
        let _ = CellCounters.shared.begin(n: n)
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                CounterCaption(side: "Grid (eager)", n: n, eager: true)
                let predicted = EagerFrameCost.shared.predictedSeconds(cells: n)
                if predicted <= Self.frameBudget {
                    EagerSide(n: n, counting: true)
                } else {
                    let probe = EagerFrameCost.shared.probeSeconds
                    Text("Grid with \(n.formatted) cells: not built. Measured here: a frame of \(EagerFrameCost.probeCells.formatted) eager cells took \(Self.milliseconds(probe)) ms, so one of \(n.formatted) would take about \(Self.seconds(predicted)) s, over the \(Int(Self.frameBudget)) s limit (all cells are created and measured before the first frame).")
                        .foregroundColor(Color(red: 0.7, green: 0.1, blue: 0.1))
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                CounterCaption(side: "LazyVGrid", n: n, eager: false)
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: Self.columns), spacing: 2) {
                        ForEach(0..<n) { i in CountedCell(index: i, eager: false) }
                    }
                    .id("lazy-grid")
                }
                .id("lazy")
                .focusedOnAppear()
            }
        }
        .padding(12)
    }
}

extension EagerVsLazyScene {
    static func milliseconds(_ t: Double) -> String { String((t * 10_000).rounded() / 10) }
    static func seconds(_ t: Double) -> String { String((t * 10).rounded() / 10) }
}

/// The eager side: every cell of N in a `Grid`, 10 per row, in a `ScrollView`.
struct EagerSide: View {
    let n: Int
    let counting: Bool
    var body: some View {
        ScrollView {
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                ForEach(0..<((n + EagerVsLazyScene.columns - 1) / EagerVsLazyScene.columns)) { r in
                    GridRow {
                        ForEach(0..<min(EagerVsLazyScene.columns, n - r * EagerVsLazyScene.columns)) { c in
                            CountedCell(index: r * EagerVsLazyScene.columns + c, eager: true, counting: counting)
                        }
                    }
                }
            }
            .id("grid")
        }
        .id("eager")
    }
}

/// The caption over one side: N and how many cell views that side created so far.
struct CounterCaption: View {
    let side: String
    let n: Int
    let eager: Bool
    @Environment(\.demoLanguage) private var language
    var body: some View {
        let created = eager ? CellCounters.shared.eager : CellCounters.shared.lazy
        VStack(alignment: .leading, spacing: 2) {
            Text(language.pick("\(side): N = \(n.formatted), cell views created for this N: \(created.formatted)",
                               "\(side)：N = \(n.formatted)，此 N 下已创建的单元格视图：\(created.formatted)")).bold()
            if !eager, let t = FrameTiming.shared.lastFrame {
                let ms = (t * 1000 * 10).rounded() / 10
                Text(language.pick("last frame after an input: \(ms) ms (both sides)", "输入后的上一帧：\(ms) 毫秒（两侧）"))
            }
        }
    }
}

/// A cell that counts its creation.
struct CountedCell: View {
    let index: Int
    let eager: Bool
    var counting = true
    var body: some View {
        if counting { CellCounters.shared.created(eager: eager) }
        return Rectangle()
            .fill(SceneRandom.palette[index % SceneRandom.palette.count])
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 36, maxHeight: 36)
    }
}

extension Int {
    /// The number with thousands separators (1,000,000).
    var formatted: String {
        let s = String(self)
        var out = ""
        for (i, ch) in s.reversed().enumerated() {
            if i > 0 && i % 3 == 0 && ch != "-" { out.append(",") }
            out.append(ch)
        }
        return String(out.reversed())
    }
}
