@_spi(Presentation) import Tessera

/// SwiftUI's `Form`: rows of controls grouped in sections, scrolled when taller than the window.
///
/// - `.grouped` (`.automatic` in the touch look): each `Section` is a rounded card on the grouped background,
///   its header in small secondary text above and its footer below; rows are separated by
///   lines; `Toggle`, `Picker` and `Stepper` put their label at the row's leading edge and the
///   control at its trailing edge; a `TextField`'s title is its placeholder.
/// - `.columns` (`.automatic` in the desktop look, as on macOS): a two-column grid; ``LabeledContent`` labels are right-aligned in the
///   leading column, every other row sits in the second column; sections are separated by space
///   and their headers are bold.
///
/// Rows are found by walking the content (`ForEach` included), so forms are meant for the
/// dozens of rows a settings screen has; use ``List`` for long data.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\._formStyle) private var styleKind
    @Environment(\.platformLook) private var look
    @Environment(\.colorScheme) private var colorScheme

    /// A form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let sections = FormSection.sections(of: content)
        let style = styleKind.resolved(for: look)
        let palette = ListPalette(colorScheme)
        ScrollView {
            if style == .columns {
                FormColumns(sections: sections)
                    .padding(20)
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(sections.indices, id: \.self) { i in
                        FormGroupedSection(section: sections[i], isFirst: i == 0)
                    }
                }
                .padding(.horizontal, 20)
                .padding(.bottom, 20)
                .environment(\._spreadsControlsInRow, true)
            }
        }
        .background(style == .columns ? palette.background : palette.groupedBackground)
    }
}

/// One section of a form: its header, rows and footer (content outside a `Section` forms a
/// section without header).
struct FormSection {
    var header: AnyView?
    var footer: AnyView?
    var rows: [AnyView]

    static func sections(of content: any View) -> [FormSection] {
        var result: [FormSection] = []
        var loose: [AnyView] = []
        func flushLoose() {
            if !loose.isEmpty { result.append(FormSection(header: nil, footer: nil, rows: loose)) }
            loose = []
        }
        for v in _ViewList.flatten(content) {
            if let parts = _ViewList.sectionParts(of: v) {
                flushLoose()
                let header = _ViewList.flatten(parts.header).isEmpty ? nil : AnyView(erasing: parts.header)
                let footer = _ViewList.flatten(parts.footer).isEmpty ? nil : AnyView(erasing: parts.footer)
                result.append(FormSection(header: header, footer: footer, rows: _ViewList.rows(parts.content).map { AnyView(erasing: $0) }))
            } else {
                loose += _ViewList.rows(v).map { AnyView(erasing: $0) }
            }
        }
        flushLoose()
        return result
    }
}

/// A grouped form's section: header, a rounded card of rows with separators, footer.
struct FormGroupedSection: View {
    let section: FormSection
    let isFirst: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = ListPalette(colorScheme)
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                header.font(.footnote).foregroundStyle(palette.header).padding(.leading, 16).padding(.bottom, 6)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(section.rows.indices, id: \.self) { i in
                    section.rows[i]
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .frame(minHeight: 44)
                        .overlay(alignment: .bottom) {
                            if i < section.rows.count - 1 {
                                Rectangle().fill(palette.separator).frame(height: 1).padding(.leading, 16)
                            }
                        }
                }
            }
            .background(palette.card, in: RoundedRectangle(cornerRadius: 10))
            if let footer = section.footer {
                footer.font(.footnote).foregroundStyle(palette.header).padding(.horizontal, 16).padding(.top, 6)
            }
        }
        .padding(.top, isFirst ? 20 : 28)
    }
}

/// A `.columns` form: every section's rows in one two-column grid, labels trailing-aligned.
struct FormColumns: View {
    let sections: [FormSection]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
            ForEach(sections.indices, id: \.self) { s in
                if let header = sections[s].header {
                    GridRow {
                        Color.clear.frame(width: 1, height: 1).gridCellUnsizedAxes([.horizontal, .vertical])
                        header.font(.headline).padding(.top, s == 0 ? 0 : 12)
                    }
                }
                ForEach(sections[s].rows.indices, id: \.self) { r in
                    FormColumnsRow(row: sections[s].rows[r])
                }
                if let footer = sections[s].footer {
                    GridRow {
                        Color.clear.frame(width: 1, height: 1).gridCellUnsizedAxes([.horizontal, .vertical])
                        footer.font(.footnote).foregroundStyle(Color.secondary)
                    }
                }
            }
        }
    }
}

/// One row of a `.columns` form: a `LabeledContent`'s label in the label column, else the
/// whole row in the control column.
struct FormColumnsRow: View {
    let row: AnyView

    var body: some View {
        if let labeled = _ViewList.unmodified(openedView(row)) as? any LabeledContentParts {
            GridRow {
                labeled.labelView.gridColumnAlignment(.trailing)
                labeled.contentView
            }
        } else {
            GridRow {
                Color.clear.frame(width: 1, height: 1).gridCellUnsizedAxes([.horizontal, .vertical])
                row
            }
        }
    }
}
