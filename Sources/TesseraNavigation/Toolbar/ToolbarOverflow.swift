import Tessera

/// Which trailing toolbar items a bar shows and which go into its overflow menu. Items are
/// not measured: each is taken as `itemWidth` wide, and the title's and the leading
/// half of the bar is kept free, so a narrow window moves the last items into the menu.
enum ToolbarOverflow {
    static let itemWidth = 100.0
    /// The space kept for the title, centred in the bar.
    static let titleWidth = 200.0

    static func split(_ items: [AnyView], barWidth: Double) -> (shown: [AnyView], overflow: [AnyView]) {
        let free = barWidth / 2 - titleWidth / 2 - 20
        let fit = max(1, Int((free.isFinite ? free : 0) / itemWidth))
        guard items.count > fit else { return (items, []) }
        return (Array(items.prefix(fit - 1)), Array(items.dropFirst(fit - 1)))
    }
}

/// The overflow menu's button: "»", opening a pop-up with the items that did not fit in a
/// column (a click outside or Escape closes it).
struct ToolbarOverflowButton: View {
    let items: [AnyView]
    @State private var isOpen = false
    var body: some View {
        Button { isOpen = true } label: { Text("»").bold() }
            .buttonStyle(.borderless)
            .id("toolbar-overflow")
            .menuPopup(isPresented: $isOpen) {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(items.indices, id: \.self) { i in items[i] }
                }
                .padding(8)
                .background(Color.windowBackground)
            }
    }
}
