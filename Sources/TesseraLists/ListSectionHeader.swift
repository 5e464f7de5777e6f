import Tessera

/// A section header as lists draw it: in grouped styles small, uppercase-free secondary text
/// above the section's card (SwiftUI's current default on iOS and macOS); in plain styles a
/// bold caption band that stays pinned while its section scrolls.
struct ListSectionHeader: View {
    let content: AnyView
    let style: _ListStyleKind
    let isFirst: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = ListPalette(colorScheme)
        content
            .font(style.isGrouped ? .footnote : .subheadline)
            .fontWeight(style.isGrouped ? .regular : .semibold)
            .foregroundStyle(palette.header)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.leading, style.isGrouped ? 16 : 8)
            .padding(.top, style.isGrouped ? (isFirst ? 8 : 20) : 6)
            .padding(.bottom, style.isGrouped ? 6 : 4)
            .background(style.isGrouped ? palette.groupedBackground : palette.background)
            .padding(.horizontal, style.bandInset)
    }
}

/// A section footer: small secondary text under the section.
struct ListSectionFooter: View {
    let content: AnyView
    let style: _ListStyleKind
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        content
            .font(.footnote)
            .foregroundStyle(ListPalette(colorScheme).header)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, (style.isGrouped ? 16 : 8) + style.bandInset)
            .padding(.top, 6)
            .padding(.bottom, 4)
    }
}
