import Tessera

/// The colours of lists and forms for a colour scheme, after Apple's system colours
/// (`systemGroupedBackground`, `secondarySystemGroupedBackground`, `separator`, `secondaryLabel`).
struct ListPalette {
    var background: Color
    var groupedBackground: Color
    var card: Color
    var separator: Color
    var header: Color
    var selectionText: Color
    /// Behind a row's swipe actions revealed by a touchpad swipe (`systemGray5`).
    var swipeBand: Color

    init(_ scheme: ColorScheme) {
        if scheme == .dark {
            background = Color(r8: 30, g8: 30, b8: 30)
            groupedBackground = Color(r8: 0, g8: 0, b8: 0)
            card = Color(r8: 28, g8: 28, b8: 30)
            separator = Color(r8: 84, g8: 84, b8: 88, alpha: 0.65)
            header = Color(r8: 152, g8: 152, b8: 159)
            swipeBand = Color(r8: 44, g8: 44, b8: 46)
        } else {
            background = Color(white: 1)
            groupedBackground = Color(r8: 242, g8: 242, b8: 247)
            card = Color(white: 1)
            separator = Color(r8: 60, g8: 60, b8: 67, alpha: 0.29)
            header = Color(r8: 109, g8: 109, b8: 114)
            swipeBand = Color(r8: 229, g8: 229, b8: 234)
        }
        selectionText = Color(white: 1)
    }

    /// What lies under the list's rows for `style`.
    func listBackground(_ style: _ListStyleKind) -> Color { style.isGrouped ? groupedBackground : background }
    /// A row's own background for `style`.
    func rowBackground(_ style: _ListStyleKind) -> Color { style.isGrouped ? card : background }
}
