import Tessera
import TesseraTrainer

/// The Trainer's inspector (reference §9), 330 points wide: the mode switch, then in eager mode
/// Grid Options, Selected Row Options and Selected Cell Options (shown when cells are
/// selected, ⚠ on mixed values), in track mode the track grid's options and the selected
/// items' options (``TrainerTrackInspector``); then the code panel's controls.
struct TrainerInspector: View {
    let model: TrainerModel
    /// Copies the code to the clipboard.
    let copy: () -> Void
    /// Saves the state file (nil: no file to save to).
    let save: (() -> Void)?

    typealias R = TrainerInspectorRows

    var body: some View {
        let s = model.state
        VStack(alignment: .leading, spacing: 8) {
            R.segmented("Engine", id: "mode", selection: Binding(get: { s.mode.rawValue }, set: { v in
                model.edit { $0.mode = TrainerMode(rawValue: v) ?? .eager }
            }), choices: TrainerMode.allCases.map(\.rawValue))
            Divider()
            if s.mode == .eager {
                gridOptions(s)
                if !s.selection.isEmpty {
                    Divider()
                    rowOptions(s)
                    Divider()
                    cellOptions(s)
                }
            } else {
                TrainerTrackInspector(model: model)
            }
            Spacer(minLength: 0)
            Divider()
            codeOptions(s)
        }
        .controlSize(.small)
        .padding(12)
        .frame(width: TrainerView.inspectorWidth)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    private func gridOptions(_ s: TrainerState) -> some View {
        let showsHelp = model.showsAlignmentHelp  // read here, so the inspector observes it
        return VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                R.header("Grid Options")
                Button("?") { model.showsAlignmentHelp.toggle() }
                    .id("alignment-help-button")
                    .popover(isPresented: Binding(get: { showsHelp }, set: { model.showsAlignmentHelp = $0 })) {
                        TrainerAlignmentHelp()
                    }
            }
            R.picker("Alignment", id: "grid-alignment", selection: .choice({ s.grid.alignment }, { a in model.edit { $0.grid.alignment = a } }),
                     choices: TrainerAlignment.allCases.map(\.rawValue))
            HStack(spacing: 6) {
                R.title("Cell Properties")
                Toggle("Show Cell Properties", isOn: Binding(get: { s.grid.showCellProperties },
                                                             set: { v in model.edit { $0.grid.showCellProperties = v } }))
                    .labelsHidden().id("show-properties")
            }
            spacingSlider("H Spacing", id: "h-spacing", \.grid.horizontalSpacing)
            spacingSlider("V Spacing", id: "v-spacing", \.grid.verticalSpacing)
            spacingSlider("Padding", id: "padding", \.grid.padding)
        }
    }

    /// A 0...50 slider on a spacing of the state.
    func spacingSlider(_ label: String, id: String, _ path: WritableKeyPath<TrainerState, Double>) -> some View {
        R.slider(label, id: id, value: Binding(get: { model.state[keyPath: path] }, set: { v in
            model.edit(animated: false) { $0[keyPath: path] = TrainerState.clampedSpacing(v, current: $0[keyPath: path]) }
        }), in: TrainerLimits.spacing, onEditingChanged: { model.isDragging = $0 })
    }

    private func rowOptions(_ s: TrainerState) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            R.header("Selected Row Options")
            R.picker("Row Alignment", id: "row-alignment", mixed: s.selectedRowAlignment.isMixed,
                     selection: .choice({ s.selectedRowAlignment.value ?? nil }, { a in model.edit { $0.setSelectedRowAlignment(a) } }),
                     choices: TrainerRowAlignment.allCases.map(\.rawValue))
        }
    }

    private func cellOptions(_ s: TrainerState) -> some View {
        let frame = s.selected(\.frame)
        return VStack(alignment: .leading, spacing: 6) {
            R.header("Selected Cell Options")
            R.picker("Column Align", id: "column-alignment", mixed: s.selected(\.columnAlignment).isMixed,
                     selection: .choice({ s.selected(\.columnAlignment).value ?? nil }, { a in model.edit { $0.updateSelectedCells { $0.columnAlignment = a } } }),
                     choices: TrainerColumnAlignment.allCases.map(\.rawValue))
            R.picker("Cell Anchor", id: "cell-anchor", mixed: s.selected(\.anchor).isMixed,
                     selection: .choice({ s.selected(\.anchor).value ?? nil }, { a in model.edit { $0.updateSelectedCells { $0.anchor = a } } }),
                     choices: TrainerAlignment.box.map(\.rawValue))
            R.picker("Cell Span", id: "cell-span", mixed: s.selected(\.span).isMixed,
                     selection: Binding(get: { (s.selected(\.span).value ?? nil).map(String.init) ?? "" },
                                        set: { v in model.edit { $0.setSelectedSpan(Int(v)) } }),
                     choices: TrainerLimits.span.map(String.init))
            R.picker("Frame", id: "frame", mixed: frame.isMixed,
                     selection: Binding(get: { frame.value?.rawValue ?? "" }, set: { v in
                         guard let f = TrainerFrameMode(rawValue: v) else { return }
                         model.edit { $0.updateSelectedCells { $0.frame = f } }
                     }), choices: TrainerFrameMode.allCases.map(\.rawValue), unspecified: false)
            R.picker("Unsized", id: "unsized", mixed: s.selected(\.unsized).isMixed,
                     selection: .choice({ s.selected(\.unsized).value ?? nil }, { u in model.edit { $0.updateSelectedCells { $0.unsized = u } } }),
                     choices: TrainerUnsizedAxes.allCases.map(\.rawValue))
            R.springSlider("Width", id: "width", mixed: s.selected(\.width).isMixed,
                     value: Binding(get: { s.selected(\.width).value ?? 80 }, set: { v in model.edit(animated: false) { $0.setSelectedWidth(v) } }),
                     in: TrainerLimits.cellSize, disabled: frame.value?.flexibleWidth == true,
                     onEditingChanged: { model.isDragging = $0 })
            R.springSlider("Height", id: "height", mixed: s.selected(\.height).isMixed,
                     value: Binding(get: { s.selected(\.height).value ?? 80 }, set: { v in model.edit(animated: false) { $0.setSelectedHeight(v) } }),
                     in: TrainerLimits.cellSize, disabled: frame.value?.flexibleHeight == true,
                     onEditingChanged: { model.isDragging = $0 })
        }
    }

    private func codeOptions(_ s: TrainerState) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            if s.mode == .track {
                R.segmented("Code", id: "code-language", selection: Binding(get: { s.view.code.rawValue }, set: { v in
                    model.edit(animated: false) { $0.view.code = TrainerCodeLanguage(rawValue: v) ?? .swift }
                }), choices: TrainerCodeLanguage.allCases.map(\.rawValue))
            }
            R.slider("Code Opacity", id: "code-opacity", value: Binding(get: { s.view.codeOpacity }, set: { v in
                model.edit(animated: false) { $0.view.codeOpacity = min(max(v.isFinite ? v : 1, 0), 1) }
            }), in: TrainerLimits.opacity)
            R.slider("Grid Opacity", id: "grid-opacity", value: Binding(get: { s.view.gridOpacity }, set: { v in
                model.edit(animated: false) { $0.view.gridOpacity = min(max(v.isFinite ? v : 1, 0), 1) }
            }), in: TrainerLimits.opacity)
            HStack(spacing: 8) {
                Button("Copy Code", action: copy).id("copy")
                if let save { Button("Save State", action: save).id("save") }
            }
        }
    }
}
