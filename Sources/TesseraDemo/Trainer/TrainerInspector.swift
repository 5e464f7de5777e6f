import Tessera
import TesseraTrainer

/// The Trainer's inspector (GridRules §9), 330 points wide: the mode switch, then in eager mode
/// Grid Options, Selected Row Options and Selected Cell Options (shown when cells are
/// selected, ⚠ on mixed values), in track mode the track grid's options and the selected
/// items' options (``TrainerTrackInspector``); then the code panel's controls.
///
/// Only this view reads the model's state; each section is a view of the part of the state it
/// shows (plus the model, compared by identity), so an edit re-evaluates the sections whose
/// part changed and, in them, the rows whose value changed (``TrainerSliderRow``): a spacing
/// step rebuilds one slider row, not every control of the inspector.
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
            R.segmented("Engine", id: "mode", selection: Binding(get: { s.mode.rawValue }, set: { [model] v in
                model.edit { $0.mode = TrainerMode(rawValue: v) ?? .eager }
            }), choices: TrainerMode.allCases.map(\.rawValue))
            Divider()
            if s.mode == .eager {
                TrainerGridOptionsSection(model: model, grid: s.grid, showsHelp: model.showsAlignmentHelp)
                if !s.selection.isEmpty {
                    Divider()
                    TrainerRowOptionsSection(model: model, alignment: s.selectedRowAlignment)
                    Divider()
                    TrainerCellOptionsSection(model: model, cells: s.selectedCells)
                }
            } else {
                TrainerTrackInspector(model: model)
            }
            Spacer(minLength: 0)
            Divider()
            TrainerCodeOptionsSection(model: model, mode: s.mode, view: s.view, copy: copy, save: save)
        }
        .controlSize(.small)
        .padding(12)
        .frame(width: TrainerView.inspectorWidth)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    /// A 0...50 slider on the spacing at `path` of the state, showing `value` (the spacing now).
    static func spacingSlider(_ model: TrainerModel, _ label: String, id: String, _ path: WritableKeyPath<TrainerState, Double>,
                              value: Double) -> some View {
        R.slider(label, id: id, value: Binding(get: { value }, set: { v in
            model.edit(animated: false) { $0[keyPath: path] = TrainerState.clampedSpacing(v, current: $0[keyPath: path]) }
        }), in: TrainerLimits.spacing, onEditingChanged: { model.isDragging = $0 })
    }
}

/// Grid Options: alignment (with its help), cell properties, spacing and padding sliders.
struct TrainerGridOptionsSection: View {
    let model: TrainerModel
    let grid: TrainerGridOptions
    let showsHelp: Bool

    typealias R = TrainerInspectorRows

    var body: some View {
        let model = model, g = grid
        VStack(alignment: .leading, spacing: 6) {
            TrainerGridOptionsHeader(showsHelp: showsHelp, setShowsHelp: { model.showsAlignmentHelp = $0 })
            R.picker("Alignment", id: "grid-alignment", selection: .choice({ g.alignment }, { a in model.edit { $0.grid.alignment = a } }),
                     choices: TrainerAlignment.allCases.map(\.rawValue))
            TrainerToggleRow(title: "Cell Properties", label: "Show Cell Properties", id: "show-properties",
                             isOn: g.showCellProperties, set: { v in model.edit { $0.grid.showCellProperties = v } })
            TrainerInspector.spacingSlider(model, "H Spacing", id: "h-spacing", \.grid.horizontalSpacing, value: g.horizontalSpacing)
            TrainerInspector.spacingSlider(model, "V Spacing", id: "v-spacing", \.grid.verticalSpacing, value: g.verticalSpacing)
            TrainerInspector.spacingSlider(model, "Padding", id: "padding", \.grid.padding, value: g.padding)
        }
    }
}

/// Selected Row Options: the alignment of the selection's rows (⚠ when they differ).
struct TrainerRowOptionsSection: View {
    let model: TrainerModel
    let alignment: TrainerSelectionValue<TrainerRowAlignment?>

    var body: some View {
        let model = model, a = alignment
        VStack(alignment: .leading, spacing: 6) {
            TrainerInspectorRows.header("Selected Row Options")
            TrainerInspectorRows.picker("Row Alignment", id: "row-alignment", mixed: a.isMixed,
                                        selection: .choice({ a.value ?? nil }, { v in model.edit { $0.setSelectedRowAlignment(v) } }),
                                        choices: TrainerRowAlignment.allCases.map(\.rawValue))
        }
    }
}

/// Selected Cell Options of the selected `cells` (⚠ on the options where they differ): column
/// alignment, anchor, span, frame, unsized axes, and the spring-loaded width and height.
struct TrainerCellOptionsSection: View {
    let model: TrainerModel
    let cells: [TrainerCell]

    typealias R = TrainerInspectorRows

    private func selected<V: Equatable>(_ get: (TrainerCell) -> V) -> TrainerSelectionValue<V> { TrainerSelectionValue(cells.lazy.map(get)) }

    var body: some View {
        let model = model
        let frame = selected(\.frame), columnAlignment = selected(\.columnAlignment), anchor = selected(\.anchor)
        let span = selected(\.span), unsized = selected(\.unsized), width = selected(\.width), height = selected(\.height)
        VStack(alignment: .leading, spacing: 6) {
            R.header("Selected Cell Options")
            R.picker("Column Align", id: "column-alignment", mixed: columnAlignment.isMixed,
                     selection: .choice({ columnAlignment.value ?? nil }, { a in model.edit { $0.updateSelectedCells { $0.columnAlignment = a } } }),
                     choices: TrainerColumnAlignment.allCases.map(\.rawValue))
            R.picker("Cell Anchor", id: "cell-anchor", mixed: anchor.isMixed,
                     selection: .choice({ anchor.value ?? nil }, { a in model.edit { $0.updateSelectedCells { $0.anchor = a } } }),
                     choices: TrainerAlignment.box.map(\.rawValue))
            R.picker("Cell Span", id: "cell-span", mixed: span.isMixed,
                     selection: Binding(get: { (span.value ?? nil).map(String.init) ?? "" },
                                        set: { v in model.edit { $0.setSelectedSpan(Int(v)) } }),
                     choices: TrainerLimits.span.map(String.init))
            R.picker("Frame", id: "frame", mixed: frame.isMixed,
                     selection: Binding(get: { frame.value?.rawValue ?? "" }, set: { v in
                         guard let f = TrainerFrameMode(rawValue: v) else { return }
                         model.edit { $0.updateSelectedCells { $0.frame = f } }
                     }), choices: TrainerFrameMode.allCases.map(\.rawValue), unspecified: false)
            R.picker("Unsized", id: "unsized", mixed: unsized.isMixed,
                     selection: .choice({ unsized.value ?? nil }, { u in model.edit { $0.updateSelectedCells { $0.unsized = u } } }),
                     choices: TrainerUnsizedAxes.allCases.map(\.rawValue))
            R.springSlider("Width", id: "width", mixed: width.isMixed,
                     value: Binding(get: { width.value ?? 80 }, set: { v in model.edit(animated: false) { $0.setSelectedWidth(v) } }),
                     in: TrainerLimits.cellSize, disabled: frame.value?.flexibleWidth == true,
                     onEditingChanged: { model.isDragging = $0 })
            R.springSlider("Height", id: "height", mixed: height.isMixed,
                     value: Binding(get: { height.value ?? 80 }, set: { v in model.edit(animated: false) { $0.setSelectedHeight(v) } }),
                     in: TrainerLimits.cellSize, disabled: frame.value?.flexibleHeight == true,
                     onEditingChanged: { model.isDragging = $0 })
        }
    }
}

/// The code panel's controls: the language (track mode), code and grid opacity, copy and save.
struct TrainerCodeOptionsSection: View {
    let model: TrainerModel
    let mode: TrainerMode
    let view: TrainerViewOptions
    let copy: () -> Void
    let save: (() -> Void)?

    typealias R = TrainerInspectorRows

    var body: some View {
        let model = model, v = view
        VStack(alignment: .leading, spacing: 6) {
            if mode == .track {
                R.segmented("Code", id: "code-language", selection: Binding(get: { v.code.rawValue }, set: { c in
                    model.edit(animated: false) { $0.view.code = TrainerCodeLanguage(rawValue: c) ?? .swift }
                }), choices: TrainerCodeLanguage.allCases.map(\.rawValue))
            }
            R.slider("Code Opacity", id: "code-opacity", value: Binding(get: { v.codeOpacity }, set: { o in
                model.edit(animated: false) { $0.view.codeOpacity = min(max(o.isFinite ? o : 1, 0), 1) }
            }), in: TrainerLimits.opacity)
            R.slider("Grid Opacity", id: "grid-opacity", value: Binding(get: { v.gridOpacity }, set: { o in
                model.edit(animated: false) { $0.view.gridOpacity = min(max(o.isFinite ? o : 1, 0), 1) }
            }), in: TrainerLimits.opacity)
            HStack(spacing: 8) {
                Button("Copy Code", action: copy).id("copy")
                if let save { Button("Save State", action: save).id("save") }
            }
        }
    }
}

/// Grid Options' title with the "?" button that opens the alignment help (a popover).
/// Equal inputs (closures aside) leave it as it is.
struct TrainerGridOptionsHeader: View {
    let showsHelp: Bool
    let setShowsHelp: (Bool) -> Void

    var body: some View {
        let shown = showsHelp, set = setShowsHelp
        HStack(spacing: 6) {
            TrainerInspectorRows.header("Grid Options")
            Button("?") { set(!shown) }
                .id("alignment-help-button")
                .popover(isPresented: Binding(get: { shown }, set: { set($0) })) {
                    TrainerAlignmentHelp()
                }
        }
    }
}

/// A row with a title and a switch (its label hidden) showing `isOn`; flipping it calls `set`.
/// Equal inputs (closures aside) leave the row as it is.
struct TrainerToggleRow: View {
    let title: String
    let label: String
    let id: String
    let isOn: Bool
    let set: (Bool) -> Void

    var body: some View {
        let on = isOn, set = set
        HStack(spacing: 6) {
            TrainerInspectorRows.title(title)
            Toggle(label, isOn: Binding(get: { on }, set: { set($0) })).labelsHidden().id(id)
        }
    }
}
