import TesseraDemo
import TesseraGeometry
import TesseraSDLHost
import TesseraTrainer

/// `trainer-codegen-20x20` (issue 14: at most 1 ms): the code panel's text for a 20x20-cell grid
/// whose cells use every modifier (so every line the generator can print is printed), SwiftUI
/// and exyte code alike.
func trainerBenchmarks() -> [Benchmark] {
    func bigState() -> TrainerState {
        var s = TrainerState(rows: (0..<20).map { r in
            TrainerRow(id: 10_000 + r, alignment: .top, cells: (0..<20).map { c in
                var cell = TrainerCell(id: r * 20 + c, color: TrainerColor.allCases[c % 6])
                cell.width = 80 + Double(c); cell.height = 40.5
                cell.columnAlignment = .trailing; cell.anchor = .bottomLeading; cell.unsized = .horizontal
                cell.item.alignment = .top; cell.item.startColumn = c
                return cell
            })
        })
        s.grid.alignment = .topLeading
        s.track.tracks = Array(repeating: .fr(1), count: 20)
        return s
    }
    return [
        Benchmark("trainer-codegen-20x20") {
            let s = bigState()
            return { _ = SwiftUICodeGenerator.code(for: s) }
        },
        Benchmark("trainer-codegen-exyte-20x20") {
            let s = bigState()
            return { _ = ExyteCodeGenerator.code(for: s) }
        },
    ]
}

/// One step of the horizontal spacing slider per call (5 and 6 points in turn, not animated).
private func spacingSliderSteps(_ session: DemoSession) -> () -> Void {
    var step = 0
    return {
        step += 1
        session.trainer.edit(animated: false) { $0.grid.horizontalSpacing = 5 + Double(step % 2) }
    }
}

/// `trainer-edit-frame` (Contracts.md, "Command lines", at most 2 ms): one step of the horizontal spacing slider in
/// the Trainer at 1280x800 — the state changes, the code is regenerated, the views update and
/// lay out, the display list is built and drawn by the headless software renderer.
func trainerFrameBenchmarks() -> [Benchmark] {
    let size = Size(width: 1280, height: 800)
    return [
        Benchmark("trainer-edit-frame") { trainerEditFrames(size: size, scale: 1) },
        // Its parts, to see where the time goes: the edit and view update with layout only,
        // and the display list and pixels of an unchanged frame.
        Benchmark("trainer-edit-update") {
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            let session = trainerSession(renderer, size: size)
            let stepSlider = spacingSliderSteps(session)
            return {
                stepSlider()
                session.layoutIfNeeded()
            }
        },
        Benchmark("trainer-frame") {
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            let session = trainerSession(renderer, size: size)
            renderer.tracksDamage = false   // a full repaint each time (damage tracking would skip it)
            return { _ = try? renderer.render(session.displayList(), size: size) }
        },
    ]
}

/// `trainer-edit-frame` at `scale` pixels per point: one slider step per call, drawn.
func trainerEditFrames(size: Size, scale: Double) -> () -> Void {
    guard let renderer = try? ViewRenderer() else { return unavailable() }
    let session = trainerSession(renderer, size: size)
    if scale != 1 { _ = try? renderer.render(session.displayList(scale: scale), size: size, scale: scale) }
    let stepSlider = spacingSliderSteps(session)
    return {
        stepSlider()
        _ = try? renderer.render(session.displayList(scale: scale), size: size, scale: scale)
    }
}

/// The Trainer alone at `size`, its first frame drawn (outside the clock).
private func trainerSession(_ renderer: ViewRenderer, size: Size) -> DemoSession {
    let session = DemoSession(model: DemoModel(sceneIndex: SceneCatalog.index(of: "trainer") ?? 0, size: size),
                              textMeasurer: renderer.textMeasurer, images: renderer.images,
                              trainer: TrainerModel(), trainerOnly: true)
    _ = try? renderer.render(session.displayList(), size: size)
    return session
}
