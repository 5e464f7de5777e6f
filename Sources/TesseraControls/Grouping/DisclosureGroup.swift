import Foundation
@_spi(Controls) import Tessera
import TesseraAnimation

/// A view that shows or hides its content behind a label with a chevron, like SwiftUI's
/// `DisclosureGroup`: a click on the label row (or Space, Return, Right and Left while it has
/// focus) toggles it; the chevron turns a quarter and the content fades in below, indented,
/// animated (0.2 s ease in and out). With `isExpanded` the binding holds the state; without,
/// the group keeps its own, starting collapsed.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @State private var isFocused = false

    /// A group whose expansion `isExpanded` holds.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded; self.content = content(); self.label = label()
    }
    /// A group keeping its own expansion, starting collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil; self.content = content(); self.label = label()
    }

    private var expanded: Bool { isExpanded?.wrappedValue ?? ownExpanded }

    private func set(_ value: Bool) {
        guard value != expanded else { return }
        withAnimation(.easeInOut(duration: 0.2)) {
            if let isExpanded { isExpanded.wrappedValue = value } else { ownExpanded = value }
        }
    }

    public var body: some View {
        _ControlContextReader { ctx in
            let expanded = self.expanded
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    DisclosureChevron().fill(ctx.text.opacity(0.7))
                        .frame(width: 8, height: 10)
                        .rotationEffect(.degrees(expanded ? 90 : 0))
                        .frame(width: 12, height: 12)
                    label.font(ctx.textFont).foregroundStyle(ctx.text)
                    Spacer(minLength: 0)
                }
                .contentShape(Rectangle())
                .onTapGesture { if ctx.isEnabled { set(!self.expanded) } }
                ._focusableControl(isEnabled: ctx.isEnabled, focusChanged: { isFocused = $0 }, key: { press in
                    switch press.key.lowercased() {
                    case "space", "return": set(!self.expanded)
                    case "right": set(true)
                    case "left": set(false)
                    default: return false
                    }
                    return true
                })
                ._focusRing(isFocused && ctx.isEnabled, cornerRadius: 3)
                .accessibilityAttributes { a in
                    a.role = .toggleButton
                    a.isExpanded = expanded
                    a.actions = [AccessibilityActionHandler(name: "activate", handler: { set(!self.expanded) })]
                }
                if expanded {
                    content.padding(.leading, 18)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .transition(.opacity)
                }
            }
            .opacity(ctx.isEnabled ? 1 : _ControlContext.disabledOpacity)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` whose expansion `isExpanded` holds.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
    /// A group titled `title` keeping its own expansion.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A chevron pointing right, filled (Tessera strokes every subpath closed).
struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        let r = Rect(rect)
        let t = max(1.2, r.width * 0.28)
        return Path(polygon: [
            Point(x: r.minX, y: r.minY + t * 0.7), Point(x: r.minX + t * 0.7, y: r.minY),
            Point(x: r.maxX, y: r.midY), Point(x: r.minX + t * 0.7, y: r.maxY),
            Point(x: r.minX, y: r.maxY - t * 0.7), Point(x: r.maxX - t * 1.1, y: r.midY),
        ])
    }
}
