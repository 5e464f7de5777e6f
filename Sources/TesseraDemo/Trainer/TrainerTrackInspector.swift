import Tessera
import TesseraTrainer

/// The inspector in track-grid mode: the tracks editor (one track at a time: which one, its
/// kind `.pt`/`.fr`/`.fit`/`.auto`/`.minmax`, its amount; add and remove), flow, packing and
/// content mode, spacing, common item and content alignment; then the selected items' span,
/// start and alignment (⚠ on mixed values).
struct TrainerTrackInspector: View {
    let model: TrainerModel
    typealias R = TrainerInspectorRows

    var body: some View {
        let s = model.state
        let t = s.track
        let index = min(model.trackIndex, t.tracks.count - 1)
        let track = t.tracks[index]
        VStack(alignment: .leading, spacing: 6) {
            R.header("Track Grid Options")
            HStack(spacing: 6) {
                R.title("Track \(index + 1) of \(t.tracks.count)")
                Stepper("Track", value: Binding(get: { index + 1 }, set: { v in model.trackIndex = min(max(v, 1), t.tracks.count) - 1 }),
                        in: 1...t.tracks.count).labelsHidden().id("track-index")
            }
            HStack(spacing: 6) {
                Button { model.edit { $0.track.tracks.insert(track, at: index + 1) }; model.trackIndex = index + 1 } label: { TrainerWord("Add Track") }
                    .disabled(t.tracks.count >= TrainerLimits.maximumCellsPerRow).id("track-add")
                Button { model.edit { $0.track.tracks.remove(at: index) }; model.trackIndex = max(0, index - 1) } label: { TrainerWord("Remove") }
                    .disabled(t.tracks.count <= 1).id("track-remove")
            }
            R.picker("Kind", id: "track-kind", selection: Binding(get: { track.kind.rawValue }, set: { v in
                guard let k = TrainerTrack.Kind(rawValue: v) else { return }
                model.edit { $0.track.tracks[index] = track.converted(to: k) }
            }), choices: TrainerTrack.Kind.allCases.map(\.rawValue), unspecified: false)
            amount(track, index)
            R.segmented("Flow", id: "flow", selection: Binding(get: { t.flow.rawValue }, set: { v in
                model.edit { $0.track.flow = TrainerFlow(rawValue: v) ?? .rows }
            }), choices: TrainerFlow.allCases.map(\.rawValue))
            R.segmented("Packing", id: "packing", selection: Binding(get: { t.packing.rawValue }, set: { v in
                model.edit { $0.track.packing = TrainerPacking(rawValue: v) ?? .sparse }
            }), choices: TrainerPacking.allCases.map(\.rawValue))
            R.segmented("Content", id: "content-mode", selection: Binding(get: { t.contentMode.rawValue }, set: { v in
                model.edit { $0.track.contentMode = TrainerContentMode(rawValue: v) ?? .fill }
            }), choices: TrainerContentMode.allCases.map(\.rawValue))
            TrainerInspector.spacingSlider(model, "H Spacing", id: "track-h-spacing", \.track.horizontalSpacing, value: t.horizontalSpacing)
            TrainerInspector.spacingSlider(model, "V Spacing", id: "track-v-spacing", \.track.verticalSpacing, value: t.verticalSpacing)
            R.picker("Items Align", id: "common-alignment", selection: Binding(get: { t.commonItemsAlignment.rawValue }, set: { v in
                model.edit { $0.track.commonItemsAlignment = TrainerAlignment(rawValue: v) ?? .center }
            }), choices: TrainerAlignment.box.map(\.rawValue), unspecified: false)
            R.picker("Content Align", id: "content-alignment", selection: Binding(get: { t.contentAlignment.rawValue }, set: { v in
                model.edit { $0.track.contentAlignment = TrainerAlignment(rawValue: v) ?? .topLeading }
            }), choices: TrainerAlignment.box.map(\.rawValue), unspecified: false)
            if !s.selection.isEmpty { itemOptions(s) }
        }
    }

    @ViewBuilder private func amount(_ track: TrainerTrack, _ index: Int) -> some View {
        switch track {
        case .pt(let v):
            R.slider("Points", id: "track-amount", value: Binding(get: { v }, set: { n in model.edit(animated: false) { $0.track.tracks[index] = .pt(n.rounded()) } }),
                     in: TrainerLimits.trackPoints, onEditingChanged: { model.isDragging = $0 })
        case .fr(let v):
            R.slider("Fraction", id: "track-amount", value: Binding(get: { v }, set: { n in model.edit(animated: false) { $0.track.tracks[index] = .fr((n * 10).rounded() / 10) } }),
                     in: 0.1...10, onEditingChanged: { model.isDragging = $0 })
        case .minmax(let lo, let hi):
            let minimum: Double = { if case .pt(let p) = lo { return p } else { return 0 } }()
            R.slider("Min Points", id: "track-amount", value: Binding(get: { minimum }, set: { n in model.edit(animated: false) { $0.track.tracks[index] = .minmax(.pt(n.rounded()), hi) } }),
                     in: TrainerLimits.trackPoints, onEditingChanged: { model.isDragging = $0 })
        case .fit, .auto:
            HStack(spacing: 6) { R.title("Amount"); TrainerWord("sized by content").font(.callout).foregroundStyle(Color.secondary) }
        }
    }

    private func itemOptions(_ s: TrainerState) -> some View {
        let limit = TrainerLimits.maximumCellsPerRow
        return VStack(alignment: .leading, spacing: 6) {
            Divider()
            R.header("Selected Item Options")
            HStack(spacing: 6) {
                R.title("Column Span", mixed: s.selected(\.item.columnSpan).isMixed)
                Stepper("\(s.selected(\.item.columnSpan).value ?? 1)", value: Binding(get: { s.selected(\.item.columnSpan).value ?? 1 },
                        set: { v in model.edit { $0.updateSelectedCells { $0.item.columnSpan = min(max(v, 1), limit) } } }), in: 1...limit).id("column-span")
            }
            HStack(spacing: 6) {
                R.title("Row Span", mixed: s.selected(\.item.rowSpan).isMixed)
                Stepper("\(s.selected(\.item.rowSpan).value ?? 1)", value: Binding(get: { s.selected(\.item.rowSpan).value ?? 1 },
                        set: { v in model.edit { $0.updateSelectedCells { $0.item.rowSpan = min(max(v, 1), limit) } } }), in: 1...limit).id("row-span")
            }
            startPicker("Start Column", id: "start-column", s, \.item.startColumn)
            startPicker("Start Row", id: "start-row", s, \.item.startRow)
            R.picker("Item Align", id: "item-alignment", mixed: s.selected(\.item.alignment).isMixed,
                     selection: .choice({ s.selected(\.item.alignment).value ?? nil }, { a in model.edit { $0.updateSelectedCells { $0.item.alignment = a } } }),
                     choices: TrainerAlignment.box.map(\.rawValue))
        }
    }

    private func startPicker(_ label: String, id: String, _ s: TrainerState, _ path: WritableKeyPath<TrainerCell, Int?>) -> some View {
        let value = s.selected { $0[keyPath: path] }
        return R.picker(label, id: id, mixed: value.isMixed, selection: Binding(get: { (value.value ?? nil).map(String.init) ?? "" }, set: { v in
            model.edit { $0.updateSelectedCells { $0[keyPath: path] = Int(v) } }
        }), choices: (0..<s.track.tracks.count).map(String.init))
    }
}
