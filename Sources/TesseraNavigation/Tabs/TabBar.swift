import Tessera

/// The bar of a ``TabView``: one button per tab, centred, the selected one filled with the
/// tint; a badge is a small red capsule at the button's top-trailing corner. Follows
/// `colorScheme`.
struct TabBar: View {
    let tabs: TabEntries
    let selected: Int
    let select: (Int) -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 4) {
            ForEach(tabs.items.indices, id: \.self) { i in
                TabButton(label: tabs.items[i].label, badge: tabs.items[i].badge, isSelected: i == selected) { select(i) }
                    .id("tab-\(i)")
            }
        }
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity)
        .background(NavigationColors.bar(colorScheme))
        .overlay(alignment: .bottom) { Rectangle().fill(NavigationColors.separator(colorScheme)).frame(height: 1) }
        .accessibilityAttributes { $0.role = .pageTabList }
    }
}

/// One tab's button.
struct TabButton: View {
    let label: AnyView
    let badge: Text?
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            label
                .foregroundColor(isSelected ? .white : .primary)
                .padding(.horizontal, 12)
                .padding(.vertical, 5)
                .background(isSelected ? AnyView(Capsule().fill(Color.accentColor)) : AnyView(Color.clear))
        }
        .buttonStyle(.plain)
        .accessibilityAttributes { a in
            if isSelected { a.addedTraits = .isSelected }
            if let badge { a.value = badge.string }  // "Inbox page tab 5", not a tab of its own
        }
        .overlay(alignment: .topTrailing) {
            if let badge {
                badge.font(.caption2).foregroundColor(.white)
                    .padding(.horizontal, 5).padding(.vertical, 1)
                    .background(Capsule().fill(Color.red))
                    .offset(x: 6, y: -5)
                    .accessibilityAttributes { $0.isHidden = true }
            }
        }
    }
}
