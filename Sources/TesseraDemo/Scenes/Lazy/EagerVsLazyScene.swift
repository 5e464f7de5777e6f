import Observation
import Synchronization
import Tessera

extension DemoScene {
    /// The article's point made visible: the same cells in an eager `Grid` and a `LazyVGrid`.
    static let eagerVsLazy = DemoScene(
        id: "eager-vs-lazy", title: "Eager Grid vs LazyVGrid: the same N cells",
        summary: "+ / - change N by decades (100 ... 1,000,000); the counters show how many cell views each side created. The eager Grid stops where a frame would take over a second",
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

/// N cells, 10 per row, in a `Grid` (left) and in a `LazyVGrid` (right), each in a
/// `ScrollView`. N is 100 · 10^k for the `+`/`-` presses k (0 ... 4). The eager side builds
/// every cell up front, so it stops at ``eagerLimit`` cells (a frame beyond it took over a
/// second in a debug build here) and says so; the lazy side creates only what is visible.
struct EagerVsLazyScene: View {
    let settings: SceneSettings
    static let eagerLimit = 100_000
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
                if n <= Self.eagerLimit {
                    ScrollView {
                        Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                            ForEach(0..<((n + Self.columns - 1) / Self.columns)) { r in
                                GridRow {
                                    ForEach(0..<min(Self.columns, n - r * Self.columns)) { c in
                                        CountedCell(index: r * Self.columns + c, eager: true)
                                    }
                                }
                            }
                        }
                        .id("grid")
                    }
                    .id("eager")
                } else {
                    Text("Grid with \(n.formatted) cells: not built. A frame would take over a second (all \(n.formatted) cells are created and measured before the first frame).")
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
            }
        }
        .padding(12)
    }
}

/// The caption over one side: N and how many cell views that side created so far.
struct CounterCaption: View {
    let side: String
    let n: Int
    let eager: Bool
    var body: some View {
        let created = eager ? CellCounters.shared.eager : CellCounters.shared.lazy
        VStack(alignment: .leading, spacing: 2) {
            Text("\(side): N = \(n.formatted), cell views created for this N: \(created.formatted)").bold()
            if !eager, let t = FrameTiming.shared.lastFrame {
                Text("last frame after an input: \((t * 1000 * 10).rounded() / 10) ms (both sides)")
            }
        }
    }
}

/// A cell that counts its creation.
struct CountedCell: View {
    let index: Int
    let eager: Bool
    var body: some View {
        CellCounters.shared.created(eager: eager)
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
