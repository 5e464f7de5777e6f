@_spi(Presentation) import Tessera

/// One row of a `List` as the list draws it: the row's content inside the style's insets, the
/// band behind it (the style's colour, `listRowBackground`, or the selection's tint), the
/// separator under it (inset to the content's leading edge, as SwiftUI draws it), a badge at the
/// trailing edge, and the click that selects it.
struct ListRow: View {
    let content: AnyView
    let settings: ListRowSettings
    let style: _ListStyleKind
    let isSelected: Bool
    let isFirst: Bool
    let isLast: Bool
    let select: ((ListSelectMode) -> Void)?
    /// The delete button and reorder handle shown in edit mode (nil: not editing, or the
    /// row's `ForEach` has no edit actions).
    var editing: ListRowEditing? = nil
    /// A table's row: no `list item` role (the table's cells carry theirs).
    var isTableRow = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.platformLook) private var look

    var body: some View {
        let palette = ListPalette(colorScheme)
        let insets = settings.insets ?? defaultInsets
        cells(palette)
        .padding(insets)
        .frame(minHeight: style.isGrouped ? (look == .touch ? 44 : 36) : 28)   // iOS grouped rows: 44
        .foregroundStyle(isSelected ? palette.selectionText : Color.primary)
        .background { band(palette) }
        .overlay(alignment: .bottom) {
            if style.drawsSeparators && !isLast && !settings.separatorHidden {
                Rectangle().fill(palette.separator).frame(height: 1).padding(.leading, insets.leading)
            }
        }
        .contentShape(Rectangle())
        .accessibilityAttributes { a in
            if !isTableRow { a.role = .listItem }
            if isSelected { a.addedTraits.insert(.isSelected) }
        }
        .onPointerInteraction { RowClickRecognizer(select: select) }
        .modifier(RowSwipeActions(actions: editing == nil ? settings.swipeActions : nil))
        .modifier(RowReorder(move: editing?.move, handleZone: reorderHandleWidth + insets.trailing))
        .padding(.horizontal, style.bandInset)
    }

    /// The content and badge, between the edit controls in edit mode.
    @ViewBuilder private func cells(_ palette: ListPalette) -> some View {
        let cells = HStack(spacing: 8) {
            content.frame(maxWidth: .infinity, alignment: .leading)
            if let badge = settings.badge {
                badge.font(.callout).foregroundStyle(isSelected ? palette.selectionText : palette.header)
            }
        }
        if let editing {
            cells.modifier(ListRowEditControls(editing: editing))
        } else {
            cells
        }
    }

    private var defaultInsets: EdgeInsets {
        style.isGrouped ? EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) : EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    }

    @ViewBuilder private func band(_ palette: ListPalette) -> some View {
        if isSelected {
            RoundedRectangle(cornerRadius: style == .plain || style == .grouped ? 0 : 6).fill(Color.accentColor)
        } else if let background = settings.background {
            background
        } else if style.roundsSections {
            SectionCardSlice(color: palette.rowBackground(style), roundsTop: isFirst, roundsBottom: isLast)
        } else {
            palette.rowBackground(style)
        }
    }
}

/// The part of an inset grouped section's rounded card behind one row: the first row has the
/// card's top corners, the last its bottom corners (radius 10, as iOS draws them).
struct SectionCardSlice: View {
    let color: Color
    let roundsTop: Bool
    let roundsBottom: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: roundsTop || roundsBottom ? 10 : 0).fill(color)
            VStack(spacing: 0) {
                Rectangle().fill(roundsTop ? Color.clear : color)
                Rectangle().fill(roundsBottom ? Color.clear : color)
            }
        }
    }
}

/// A click on a list row: selects it on release inside, with Shift extending and Ctrl or Cmd
/// toggling when the list allows several (the modifiers held at the press or the release). It never takes a drag, so the scroll view still can.
final class RowClickRecognizer: PointerRecognizer {
    private let select: ((ListSelectMode) -> Void)?
    private var start: Point?
    private var mode = ListSelectMode.only
    init(select: ((ListSelectMode) -> Void)?) { self.select = select }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        guard let select, event.button == .primary else { return .failed }
        switch event.phase {
        case .down:
            start = event.location
            // The modifiers held at the press count: a window's release carries none.
            mode = event.shift ? .extend : event.control ? .toggle : .only
            return .possible
        case .moved:
            guard let start else { return .failed }
            return (event.location - start).length > 6 ? .failed : .possible
        case .up:
            select(event.shift ? .extend : event.control ? .toggle : mode)
            return .recognized
        }
    }
}
