import Tessera
import TesseraTrainer

/// The Grid Trainer's screen (GridRules §9): on the left the live grid over its generated code
/// (each with its opacity), on the right the 330-point inspector. Cells: click selects (Shift- or
/// Ctrl-click extends), a right click opens the cell's context menu; keys: `M` opens the menu on the first selected cell,
/// `Escape` closes it, `A` selects all, `C` copies the code.
struct TrainerView: View {
    let model: TrainerModel
    /// Copies the code (to the system clipboard in the window).
    var copy: (String) -> Void = { _ in }
    /// Saves the state (when the Trainer was opened on a state file).
    var save: (() -> Void)?

    static let inspectorWidth = 330.0

    /// The size the grid area proposes to the grid in a Trainer of `size` (its left part).
    static func gridArea(in size: Size) -> Size { Size(width: max(0, size.width - inspectorWidth - 1), height: size.height) }

    /// Reads nothing of the model itself: the code area, the grid area and the inspector each
    /// read what they show, so an edit re-evaluates those and not this frame around them.
    var body: some View {
        HStack(spacing: 0) {
            // The grid area is as large as what is offered; the code behind it scrolls (the
            // wheel over the grid area moves it) from its top-leading corner.
            Color.clear
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(alignment: .topLeading) {
                    ScrollView { TrainerCodeArea(model: model) }.defaultScrollAnchor(.topLeading, for: .alignment)
                }
                .overlay { TrainerGridArea(model: model) }
                .clipped()
                .id("grid-area")
            Divider()
            TrainerInspector(model: model, copy: { [model, copy] in copy(model.state.code.text) }, save: save)
        }
        .onKeyPress { key in handleKey(key) }
    }

    private func handleKey(_ key: KeyPress) -> KeyPress.Result {
        guard !key.control, !key.alt, !key.command else { return .ignored }
        switch key.key {
        case "M":
            guard let first = model.state.selectedCells.first ?? model.state.cells.first else { return .ignored }
            model.menuCell = first.id
        case "Escape" where model.menuCell != nil: model.menuCell = nil
        case "C": copy(model.state.code.text)
        default: return .ignored
        }
        return .handled
    }
}

/// The code panel at its opacity (the model's code and code opacity).
struct TrainerCodeArea: View {
    let model: TrainerModel

    var body: some View {
        TrainerCodePanel(code: model.code).opacity(model.state.view.codeOpacity).id("code")
    }
}

/// The live grid at its opacity, its cells acting on the model (click, context menu).
struct TrainerGridArea: View {
    let model: TrainerModel

    var body: some View {
        let s = model.state
        TrainerGridView(state: s, menu: menu).opacity(s.view.gridOpacity)
    }

    var menu: TrainerGridView.Menu {
        let model = model
        return TrainerGridView.Menu(openCell: model.menuCell, click: { model.click($0, extend: $1) },
                                    open: { model.menuCell = $0 }, close: { model.menuCell = nil },
                                    perform: { model.perform($0) }, isEnabled: { model.state.isEnabled($0, at: $1) })
    }
}

/// The context menu of a cell: GridRules §9's actions in order, grouped by dividers, each
/// disabled when it cannot apply (at the limits, or nothing to do).
struct TrainerCellMenu: View {
    let cellID: Int
    let menu: TrainerGridView.Menu

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(TrainerMenuAction.allCases, id: \.self) { action in
                if action.startsGroup { Divider() }
                Button(action.title) { menu.perform(action) }
                    .buttonStyle(.plain)
                    .disabled(!menu.isEnabled(action, cellID))
                    .id("menu-\(action.rawValue)")
            }
        }
        .padding(8)
        .background(Color(white: 0.97))
        .border(Color.gray)
    }
}
