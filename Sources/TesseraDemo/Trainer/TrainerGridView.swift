import Tessera
import TesseraTrainer

/// The Trainer's live grid, built from its state exactly as the generated code builds it
/// (SwiftUI's `Grid` or the track grid), so the code panel and the preview agree. Cells keep
/// their model identity (`ForEach` by cell id, layout id `cell-ID`), so inserting, removing and
/// resizing animate by identity. With `decorated`, each cell shows its overlay text and the
/// selection's dashed outline (fading in and out), and clicks and right clicks go to `menu`.
struct TrainerGridView: View, Equatable {
    let state: TrainerState
    var decorated = true
    /// What the cells do: click, and the context menu.
    var menu = Menu()

    /// The cells' actions and the open context menu.
    struct Menu: Equatable {
        var openCell: Int?
        var click: (_ cell: Int, _ extend: Bool) -> Void = { _, _ in }
        var open: (Int) -> Void = { _ in }
        var close: () -> Void = {}
        var perform: (TrainerMenuAction) -> Void = { _ in }
        var isEnabled: (TrainerMenuAction, Int) -> Bool = { _, _ in false }

        /// Menus are equal when the same cell's menu is open: the closures act on (and
        /// `isEnabled` reads) the one Trainer model, which is the same object for the
        /// Trainer's lifetime, so a cell whose other inputs are unchanged keeps its body
        /// (SwiftUI's `Equatable` view idiom).
        static func == (a: Menu, b: Menu) -> Bool { a.openCell == b.openCell }
    }

    /// The layout id of a cell's view.
    static func layoutID(_ cellID: Int) -> String { "cell-\(cellID)" }

    var body: some View {
        if state.mode == .eager {
            Grid(alignment: state.grid.alignment?.alignment ?? .center,
                 horizontalSpacing: state.grid.horizontalSpacing, verticalSpacing: state.grid.verticalSpacing) {
                ForEach(state.rows, id: \.id) { row in
                    GridRow(alignment: row.alignment?.vertical) {
                        ForEach(row.cells, id: \.id) { cell in eagerCell(cell) }
                    }
                }
            }
            .accessibilityAttributes { $0.childBehavior = .contain }  // a data table: cells read with row and column
            .padding(state.grid.padding)
            .border(.primary)
            .id("grid")
        } else {
            let t = state.track
            TrackGrid(tracks: t.gridTracks, flow: t.gridFlow, spacing: GridSpacing(horizontal: t.horizontalSpacing, vertical: t.verticalSpacing),
                      packing: t.gridPacking, contentMode: t.gridContentMode) {
                ForEach(state.cells, id: \.id) { cell in trackItem(cell) }
            }
            .gridCommonItemsAlignment(t.commonItemsAlignment.alignment)
            .gridContentAlignment(t.contentAlignment.alignment)
            .accessibilityAttributes { $0.childBehavior = .contain }
            .padding(state.grid.padding)
            .border(.primary)
            .id("grid")
        }
    }

    private func eagerCell(_ cell: TrainerCell) -> some View {
        TrainerEagerCell(cell: TrainerCellView(cell: cell, mode: .eager, decorated: decorated, showProperties: state.grid.showCellProperties,
                                              selected: state.selection.contains(cell.id), menu: menu))
    }

    private func trackItem(_ cell: TrainerCell) -> some View {
        TrainerTrackItem(cell: TrainerCellView(cell: cell, mode: .track, decorated: decorated, showProperties: state.grid.showCellProperties,
                                              selected: state.selection.contains(cell.id), menu: menu))
    }
}

/// A cell of the eager grid with its grid modifiers and layout id: one view, equal when its
/// cell view is, so an edit that leaves a cell alone leaves its modifiers alone too.
struct TrainerEagerCell: View, Equatable {
    let cell: TrainerCellView

    var body: some View {
        let c = cell.cell
        cell
            .gridColumnAlignment(c.columnAlignment?.horizontal)
            .gridCellColumns(c.columnCount)
            .gridCellAnchor(c.anchor?.unitPoint)
            .gridCellUnsizedAxes(c.unsized?.axes ?? [])
            .id(TrainerGridView.layoutID(c.id))
    }
}

/// An item of the track grid with its item modifiers and layout id (as ``TrainerEagerCell``).
struct TrainerTrackItem: View, Equatable {
    let cell: TrainerCellView

    var body: some View {
        let c = cell.cell
        cell
            .gridSpan(column: c.item.columnSpan, row: c.item.rowSpan)
            .gridStart(column: c.item.startColumn, row: c.item.startRow)
            .gridItemAlignment(c.item.alignment?.alignment)
            .id(TrainerGridView.layoutID(c.id))
    }
}

/// One cell: the rounded gradient rectangle with its frame, and when decorated the overlay
/// text and the selection outline.
struct TrainerCellView: View, Equatable {
    let cell: TrainerCell
    let mode: TrainerMode
    let decorated: Bool
    let showProperties: Bool
    let selected: Bool
    let menu: TrainerGridView.Menu

    var body: some View {
        content
            // A screen reader reads "Cell 3" (with the properties the overlay shows), in its
            // table cell's row and column; the selected cells are selected.
            .accessibilityAttributes { a in
                let properties = showProperties ? TrainerOverlayText.text(for: cell, mode: mode) : nil
                a.label = "Cell \(cell.id)" + (properties.map { ", " + $0.split(separator: "\n").joined(separator: ", ") } ?? "")
                a.childBehavior = .ignore
                a.role = .label
                if selected { a.addedTraits = .isSelected }
            }
    }

    @ViewBuilder private var content: some View {
        let shape = RoundedRectangle(cornerRadius: 5)
            .fill(cell.color.color.gradient)
            .frame(width: cell.frame.flexibleWidth ? nil : cell.width, height: cell.frame.flexibleHeight ? nil : cell.height)
        if decorated {
            shape
                .overlay {
                    if showProperties, let text = TrainerOverlayText.text(for: cell, mode: mode) {
                        Text(text).font(.caption).foregroundStyle(Color.black)
                    }
                }
                .overlay {
                    if selected { TrainerSelectionOutline().transition(.opacity) }
                }
                .onPointerInteraction { [menu, id = cell.id] in
                    TrainerCellRecognizer(onClick: { menu.click(id, $0) }, onMenu: { menu.open(id) })
                }
                .popover(isPresented: Binding(get: { menu.openCell == cell.id }, set: { if !$0 { menu.close() } })) {
                    TrainerCellMenu(cellID: cell.id, menu: menu)
                }
        } else {
            shape
        }
    }
}
