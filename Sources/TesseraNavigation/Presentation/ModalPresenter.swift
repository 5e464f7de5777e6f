import Observation
@_spi(Presentation) import Tessera

/// The kinds of modal presentation and how each appears (SwiftUI's sheet, full-screen cover,
/// alert and confirmation dialog).
enum ModalKind {
    case sheet, fullScreenCover, alert, dialog

    /// How the card's layer comes and goes: sheets and covers slide up from the bottom edge,
    /// alerts and dialogs fade in while shrinking to size (as SwiftUI's alerts pop in).
    var transition: Transition {
        switch self {
        case .sheet, .fullScreenCover: .move(.bottom)
        case .alert, .dialog: .opacity.combined(with: .scale(1.08, anchor: .center))
        }
    }
    var animation: Animation {
        switch self {
        case .sheet, .fullScreenCover: .easeInOut(duration: 0.3)
        case .alert, .dialog: .easeOut(duration: 0.2)
        }
    }
    var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .alert: "alert"
        case .dialog: "confirmationDialog"
        }
    }
}

/// What the views inside a presentation tell it (`interactiveDismissDisabled`,
/// `presentationDetents`): written while they are evaluated, read by the presenter (the card's
/// placement re-evaluates when the detents change).
@Observable
final class PresentationModel {
    @ObservationIgnored var interactiveDismissDisabled = false
    var detents: Set<PresentationDetent> = []
    /// The detent `presentationDetents(_:selection:)` selects (nil: the smallest).
    var selectedDetent: PresentationDetent?

    /// The sheet's height for `available` points of window height (the window less 48), or nil
    /// when no detent is set and the sheet takes its content's height: the selected detent if
    /// it is one of the detents, else the smallest (UIKit's rule), never above `available`.
    func restingHeight(available: Double) -> Double? {
        guard !detents.isEmpty else { return nil }
        let heights = detents.map { $0.height(available: available) }
        let chosen = selectedDetent.flatMap { detents.contains($0) ? $0.height(available: available) : nil }
        return min(available, max(0, chosen ?? heights.min() ?? available))
    }
}

struct PresentationKey: EnvironmentKey {
    static var defaultValue: PresentationModel? { nil }
}

extension EnvironmentValues {
    var presentation: PresentationModel? {
        get { self[PresentationKey.self] }
        set { self[PresentationKey.self] = newValue }
    }
}

/// Presents `card` modally while `isPresented` is true: a dimming layer over the window (it
/// takes every click, so the content behind cannot be clicked) and the card's layer above it,
/// where focus, Tab and keys stay. Presenting and dismissing animate (`ModalKind`), whoever
/// changes `isPresented`. Escape runs `escape` (unless the content disabled interactive
/// dismissal). Presenting from behind another open modal presentation is refused with one
/// warning line, and `isPresented` stays true, as in SwiftUI.
struct ModalPresenter<Content: View, Card: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let kind: ModalKind
    let onDismiss: (() -> Void)?
    /// What Escape does (nil: set `isPresented` to false).
    let escape: (() -> Void)?
    let card: Card
    @State private var layerUp = false
    @State private var refused = false
    @State private var model = PresentationModel()
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let binding = isPresented, model = self.model, kind = self.kind, escape = self.escape
        let layer = $layerUp, refusedState = $refused
        let dismiss = DismissAction(owner: model, index: 0) { binding.wrappedValue = false }
        content
            ._presentationLayer(isPresented: .constant(layerUp && !refused), coversWindow: true, isModal: false,
                                onDismissRequest: {}) {
                // The dimming comes and goes at once, not fading: a fading full-window layer
                // repaints every pixel of the window each frame (the sheet-frame benchmark was
                // 8 ms CPU, 17M of its 27M instructions a frame in SDL_RenderFillRect); a
                // steady one lets the renderer shift the moving card's pixels instead.
                NavigationColors.dimming(colorScheme).transition(.identity)
            }
            ._presentationLayer(isPresented: layer, coversWindow: true, isModal: true, onDismissRequest: {
                guard !model.interactiveDismissDisabled || kind == .alert || kind == .dialog else { return }
                if let escape { escape() } else { binding.wrappedValue = false }
            }, onRefused: {
                refusedState.wrappedValue = true
                NavigationDiagnostics.warn("a \(kind.name) was presented while another presentation is up; it is not shown (SwiftUI presents one at a time: dismiss the first, or present from inside it)")
            }) {
                ModalCardPlacement(kind: kind, model: model) {
                    card.environment(\.dismiss, dismiss).environment(\.presentation, model)
                }
                .transition(kind.transition)
            }
            .onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
                if shown, !layer.wrappedValue {
                    withAnimation(kind.animation) { layer.wrappedValue = true }
                } else if !shown, layer.wrappedValue {
                    withAnimation(kind.animation) { layer.wrappedValue = false }
                    if !refusedState.wrappedValue { onDismiss?() }
                }
                if !shown { refusedState.wrappedValue = false }
            }
    }
}

/// Lays a presentation's card out in the window: a sheet centred at its content's ideal size
/// (as a macOS sheet fits its content), at least 320×200 and at most the window less 48 points
/// each way, its height set by the detents when the content gives any (``PresentationDetent``);
/// a full-screen cover over the whole window; alerts and dialogs centred at their own size.
struct ModalCardPlacement<Card: View>: View {
    let kind: ModalKind
    let model: PresentationModel
    let card: Card
    @Environment(\.colorScheme) private var colorScheme

    /// The smallest sheet (content with no ideal size of its own, such as a `GeometryReader`,
    /// gets this).
    static var minimumSheetSize: Size { Size(width: 320, height: 200) }

    init(kind: ModalKind, model: PresentationModel, @ViewBuilder card: () -> Card) {
        self.kind = kind; self.model = model; self.card = card()
    }

    var body: some View {
        GeometryReader { geo in
            let w = geo.size.width, h = geo.size.height
            switch kind {
            case .fullScreenCover:
                card.frame(width: w, height: h).background(Color.windowBackground).accessibilityAttributes { $0.role = .dialog }
            case .sheet:
                let maxW = max(0, w - 48), maxH = max(0, h - 48), least = Self.minimumSheetSize
                let height = model.restingHeight(available: maxH)
                // A flexible frame asked for its ideal size (`fixedSize`) takes the content's
                // ideal size clamped to its limits, then proposes that size to the content.
                card.frame(minWidth: min(least.width, maxW), maxWidth: maxW,
                           minHeight: height ?? min(least.height, maxH), maxHeight: height ?? maxH)
                    .fixedSize()
                    .background(NavigationColors.panel(colorScheme))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(NavigationColors.separator(colorScheme), lineWidth: 1))
                    .accessibilityAttributes { $0.role = .dialog }
                    .frame(width: w, height: h)
            case .alert, .dialog:
                card.frame(width: w, height: h)
            }
        }
    }
}
