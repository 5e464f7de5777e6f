import Tessera

/// A height a sheet may rest at, like SwiftUI's `PresentationDetent`. A desktop sheet cannot be
/// dragged, so it rests at one of them: the one `presentationDetents(_:selection:)` selects,
/// else the smallest (as UIKit starts a sheet). Heights are of the window less 48 points
/// (`available`): `.large` all of it, `.medium` half, `.fraction(f)` that part, `.height(h)`
/// `h` points (at most all of it). Without detents a sheet takes its content's height.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: Double
    /// Half the available height.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The whole available height.
    public static let large = PresentationDetent(name: "large", value: 1)
    /// A fixed height in points.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
    /// A fraction of the available height.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }

    /// The sheet's height at this detent for `available` points (NaN or negative values: 0).
    func height(available: Double) -> Double {
        let h = name == "height" ? value : value * available
        return h.isFinite ? min(available, max(0, h)) : 0
    }
}

/// Writes what a presentation's content says about it (detents, interactive dismissal).
struct PresentationWriter<Content: View>: View {
    let content: Content
    let detents: Set<PresentationDetent>?
    var selection: PresentationDetent? = nil
    let interactiveDismissDisabled: Bool?
    @Environment(\.presentation) private var presentation
    var body: some View {
        let _ = apply()
        content
    }
    private func apply() {
        if let detents, presentation?.detents != detents { presentation?.detents = detents }
        if detents != nil, presentation?.selectedDetent != selection { presentation?.selectedDetent = selection }
        if let interactiveDismissDisabled { presentation?.interactiveDismissDisabled = interactiveDismissDisabled }
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true, like SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`: a panel centred over the dimmed window that
    /// slides up (0.3 s), with focus kept inside; Escape, or `dismiss` inside, closes it and
    /// sets `isPresented` to false; `onDismiss` runs after. A second sheet presented from behind
    /// an open one is refused with one warning line.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        ModalPresenter(content: self, isPresented: isPresented, kind: .sheet, onDismiss: onDismiss, escape: nil, card: content())
    }

    /// Presents a sheet for `item` while it is not nil (`sheet(item:onDismiss:content:)`);
    /// closing it sets `item` to nil. A new item replaces the content in place.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        ModalPresenter(content: self, isPresented: item.presence(), kind: .sheet, onDismiss: onDismiss, escape: nil,
                       card: LastItemContent(item: item.wrappedValue, content: content))
    }

    /// Presents `content` over the whole window while `isPresented` is true
    /// (`fullScreenCover(isPresented:onDismiss:content:)`), sliding up like a sheet.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        ModalPresenter(content: self, isPresented: isPresented, kind: .fullScreenCover, onDismiss: onDismiss, escape: nil, card: content())
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        ModalPresenter(content: self, isPresented: item.presence(), kind: .fullScreenCover, onDismiss: onDismiss, escape: nil,
                       card: LastItemContent(item: item.wrappedValue, content: content))
    }

    /// The heights the sheet this view is in may rest at (`presentationDetents(_:)`): on the
    /// desktop it rests at the smallest (see ``PresentationDetent``).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationWriter(content: self, detents: detents, interactiveDismissDisabled: nil)
    }
    /// The heights the sheet may rest at, and the one it rests at (`presentationDetents(_:selection:)`):
    /// setting `selection` to another of `detents` resizes the sheet (animated with `withAnimation`).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        PresentationWriter(content: self, detents: detents, selection: selection.wrappedValue, interactiveDismissDisabled: nil)
    }
    /// Whether Escape may close the sheet this view is in (SwiftUI: swiping it down).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        PresentationWriter(content: self, detents: nil, interactiveDismissDisabled: isDisabled)
    }
}

extension Binding {
    /// True while an optional item is set; setting false clears it.
    func presence<W>() -> Binding<Bool> where Value == W? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }
}

/// A presentation's content for an optional item: the last item shown stays on screen while the
/// presentation leaves after the item became nil (so it slides out with its content).
struct LastItemContent<Item, Content: View>: View {
    let item: Item?
    let content: (Item) -> Content
    @State private var last = LastItemBox<Item>()
    var body: some View {
        let _ = item.map { last.value = $0 }
        if let shown = item ?? last.value { content(shown) }
    }
}

/// The last item a ``LastItemContent`` showed.
final class LastItemBox<Item> {
    var value: Item?
}
