import Tessera
import TesseraLists  // VerticalEdge

/// The edge of `safeAreaInset(edge:)`: horizontal edges for the leading and trailing form.
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension View {
    /// Puts `content` along `edge` and gives this view the rest of the space, like SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: a desktop window has no safe area,
    /// so the inset is its own row beside the view (SwiftUI's scroll views also scroll
    /// beneath it, Tessera's stop at it).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Puts `content` along a leading or trailing `edge` and gives this view the rest.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
