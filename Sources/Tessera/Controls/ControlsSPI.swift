import TesseraLayout

/// What a control in TesseraControls reads where it sits: the control look of the environment
/// (colour scheme, tint, enabled state, control size), the host's text measurer and clipboard.
/// The same values Tessera's own controls read (`ControlValues`), so new controls look alike.
@_spi(Controls)
public struct _ControlContext {
    let context: ControlContext
    var values: ControlValues { context.env.controls }
    /// The environment the control sits in.
    public var environment: EnvironmentValues { context.env }
    /// The host's text measurer (caret placement, click mapping).
    public var measurer: any TextMeasuring { context.measurer }
    /// The host's clipboard now.
    public var clipboard: any Clipboard { context.clipboard }
    public var isEnabled: Bool { values.isEnabled }
    /// The accent: `.tint`, else the scheme's accent.
    public var tint: Color { values.tint }
    public var isDark: Bool { context.env.colorScheme == .dark }
    /// The font of control text (the environment's font, else the control size's).
    public var textFont: Font { values.textFont }
    public var controlHeight: Double { values.metrics.height }
    public var cornerRadius: Double { values.metrics.cornerRadius }
    public var fill: Color { values.palette.fill }
    public var fillHover: Color { values.palette.fillHover }
    public var border: Color { values.palette.border }
    public var track: Color { values.palette.track }
    public var groove: Color { values.palette.groove }
    public var text: Color { values.palette.text }
    public var placeholder: Color { values.palette.placeholder }
    public var selection: Color { values.palette.selection }
    public var surface: Color { values.palette.surface }
    /// The opacity of a disabled control.
    public static var disabledOpacity: Double { ControlPalette.disabledOpacity }
}

/// Builds its content from the ``_ControlContext`` where it sits (TesseraControls' controls).
@_spi(Controls)
public struct _ControlContextReader<Content: View>: View {
    let content: (_ControlContext) -> Content
    public init(@ViewBuilder content: @escaping (_ControlContext) -> Content) { self.content = content }
    public var body: some View {
        ControlContextReader { ctx in content(_ControlContext(context: ctx)) }
    }
}

/// A container laid out by a control's own `Layout`: the content's views are its subviews.
@_spi(Controls)
public struct _ControlLayoutView<L: Layout & Hashable, Content: View>: View {
    let layout: L
    let content: Content
    public init(_ layout: L, @ViewBuilder content: () -> Content) { self.layout = layout; self.content = content() }
    public var body: some View { ControlLayoutView(layout, mirrors: false) { content } }
}

@_spi(Controls)
extension View {
    /// Makes the view a focusable control with these handlers, as Tessera's controls are:
    /// `key` answers true when it took the key; `text` receives typed text while focused.
    public func _focusableControl(isEnabled: Bool, focusChanged: @escaping (Bool) -> Void,
                                  key: @escaping (KeyPress) -> Bool, text: ((String) -> Void)? = nil,
                                  textEditing: ((String, Int) -> Void)? = nil) -> some View {
        focusableControl(FocusableControl(isEnabled: isEnabled, focusChanged: focusChanged, key: key,
                                          text: text, textEditing: textEditing))
    }
    /// The controls' focus ring, drawn 3 points outside the view while `visible`.
    public func _focusRing(_ visible: Bool, cornerRadius: Double) -> some View {
        focusRing(visible, cornerRadius: cornerRadius)
    }
    /// Lets hits pass through this view (an overlay drawn over a control).
    public func _passesHits() -> some View { passesHits() }
}
