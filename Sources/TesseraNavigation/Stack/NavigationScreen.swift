import Foundation
import Tessera

/// One screen of a stack: its bar over its content, on the window background, with the screen
/// model and `dismiss` (popping this screen) in the environment of the content.
struct NavigationScreen<Content: View>: View {
    let model: NavigationStackModel
    let screen: NavigationScreenModel
    let depth: Int
    let previous: NavigationScreenModel?
    let content: Content
    @Environment(\.dismiss) private var outerDismiss

    init(model: NavigationStackModel, screen: NavigationScreenModel, depth: Int, previous: NavigationScreenModel?,
         @ViewBuilder content: () -> Content) {
        self.model = model; self.screen = screen; self.depth = depth; self.previous = previous; self.content = content()
    }

    var body: some View {
        let model = self.model, depth = self.depth
        VStack(spacing: 0) {
            NavigationBar(screen: screen, previous: depth > 0 ? previous : nil, back: { model.pop(toDepth: depth - 1) })
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .environment(\.navigationScreen, screen)
                .environment(\.dismiss, depth == 0 ? outerDismiss : DismissAction(owner: model, index: depth) { model.pop(toDepth: depth - 1) })
            BottomToolbar(screen: screen)
        }
        .background(Color.windowBackground)
    }
}

/// The bar under a screen with its `.bottomBar` and `.status` toolbar items (nothing when it
/// has none).
struct BottomToolbar: View {
    let screen: NavigationScreenModel
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        let items = ToolbarLayoutItems(screen.toolbars).bottom
        if !items.isEmpty {
            HStack(spacing: 8) {
                ForEach(items.indices, id: \.self) { i in items[i] }
            }
            .padding(.horizontal, 10)
            .frame(maxWidth: .infinity)
            .frame(height: 36)
            .background(NavigationColors.bar(colorScheme))
            .overlay(alignment: .top) { Rectangle().fill(NavigationColors.separator(colorScheme)).frame(height: 1) }
            .accessibilityAttributes { $0.role = .toolBar }
        }
    }
}

/// The bar at the top of a screen: the back button (chevron and the previous screen's title)
/// at the leading edge, the toolbar's leading and trailing items, the title centred. Its
/// colours follow `colorScheme`; the back button and toolbar buttons take the `.tint`.
///
/// In the touch look a title whose display mode is `.large` (or `.automatic`, which follows
/// the previous screen's mode and is large at the root, as in iOS's SwiftUI) is drawn as a
/// large bold title under the bar's row, leading-aligned, instead of centred in it; it stays
/// large when the content scrolls (SwiftUI's shrinks into the bar). The desktop look shows every
/// title inline, as macOS does.
struct NavigationBar: View {
    let screen: NavigationScreenModel
    let previous: NavigationScreenModel?
    let back: () -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.platformLook) private var look
    static let height = 44.0
    /// The height of the large title's row under the bar (iOS: 52 points).
    static let largeTitleHeight = 52.0

    var body: some View {
        let large = showsLargeTitle
        VStack(alignment: .leading, spacing: 0) {
            GeometryReader { geo in bar(width: geo.size.width, showsTitle: !large) }
                .frame(height: Self.height)
            if large, let title = screen.title {
                title.font(.largeTitle.bold()).foregroundColor(.primary).lineLimit(1)
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, alignment: .leading)
                    .accessibilityAttributes { $0.role = .heading }
            }
        }
        .background(NavigationColors.bar(colorScheme))
        .overlay(alignment: .bottom) { Rectangle().fill(NavigationColors.separator(colorScheme)).frame(height: 1) }
    }

    /// Whether the title is drawn large under the bar: the touch look, and a `.large` mode
    /// (`.automatic` takes the previous screen's mode, large at the root).
    private var showsLargeTitle: Bool {
        guard look == .touch, screen.title != nil else { return false }
        switch screen.displayMode {
        case .large: return true
        case .inline: return false
        case .automatic: return previous?.displayMode != .inline
        }
    }

    private func bar(width: Double, showsTitle: Bool) -> some View {
        let items = ToolbarLayoutItems(screen.toolbars)
        let fit = ToolbarOverflow.split(items.trailing, barWidth: width)
        return ZStack {
            HStack(spacing: 8) {
                if let previous, !screen.backButtonHidden {
                    BackButton(title: previous.title, action: back)
                }
                ForEach(items.leading.indices, id: \.self) { i in items.leading[i] }
                Spacer(minLength: 8)
                ForEach(fit.shown.indices, id: \.self) { i in fit.shown[i] }
                if !fit.overflow.isEmpty { ToolbarOverflowButton(items: fit.overflow) }
            }
            .padding(.horizontal, 10)
            if let principal = items.principal {
                principal
            } else if showsTitle, let title = screen.title {
                title.font(.headline).foregroundColor(.primary).lineLimit(1)
                    .frame(maxWidth: 480)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .accessibilityAttributes { $0.role = .toolBar }
    }
}

/// The back button: a chevron and the previous screen's title ("Back" when it has none).
struct BackButton: View {
    let title: Text?
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            HStack(spacing: 5) {
                ChevronLeft().fill(Color.accentColor).frame(width: 8, height: 14)
                (title ?? Text("Back")).foregroundColor(.accentColor).lineLimit(1)
            }
            .frame(maxWidth: 200, alignment: .leading)
        }
        .buttonStyle(.borderless)
    }
}

/// A left-pointing chevron, filled (Tessera strokes closed outlines only).
struct ChevronLeft: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            let t = max(1.5, rect.width * 0.28)
            p.move(to: CGPoint(x: rect.maxX, y: rect.minY + t * 0.7))
            p.addLine(to: CGPoint(x: rect.minX + t * 1.2, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - t * 0.7))
            p.addLine(to: CGPoint(x: rect.maxX - t * 0.8, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX - t * 0.8, y: rect.minY))
            p.closeSubpath()
        }
    }
}

/// The colours of bars and presentations for each colour scheme (macOS-like greys).
enum NavigationColors {
    static func bar(_ scheme: ColorScheme) -> Color { scheme == .dark ? Color(white: 0.17) : Color(white: 0.965) }
    static func separator(_ scheme: ColorScheme) -> Color { scheme == .dark ? Color(white: 0.30) : Color(white: 0.82) }
    static func panel(_ scheme: ColorScheme) -> Color { scheme == .dark ? Color(white: 0.20) : Color(white: 0.99) }
    static func dimming(_ scheme: ColorScheme) -> Color { Color(white: 0, alpha: scheme == .dark ? 0.45 : 0.25) }
}

/// What SwiftUI shows for a pushed value no destination is registered for: a warning sign.
struct NavigationPlaceholder: View {
    var body: some View {
        VStack(spacing: 12) {
            WarningSign().fill(Color.yellow).frame(width: 64, height: 56)
                .overlay(alignment: .bottom) { Text("!").font(.system(size: 34, weight: .bold)).foregroundColor(.black).padding(.bottom, 2) }
            Text("No destination for this value").font(.footnote).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A warning triangle.
struct WarningSign: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}
