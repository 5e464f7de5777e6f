import TesseraGeometry

/// A control that picks a value in a range by dragging a knob along a track, like SwiftUI's
/// `Slider`: a press on the track jumps the knob there and drags it; Left/Down and Right/Up
/// step it by `step` (or a twentieth of the range) while focused, Home/End go to the ends.
/// `onEditingChanged` is told true when a drag begins and false when it ends.
///
/// Bad input, clamped rather than trapping: a value outside the range is drawn at the nearer
/// end and the next change puts it inside; an empty range (lower == upper) draws the knob at
/// the start and every change sets the single value; a range with a NaN or infinite bound,
/// or a NaN value, draws the knob at the start and ignores input (the value is left alone);
/// a step that is zero, negative or not finite is ignored (the slider is continuous).
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: (lower: Double, upper: Double)
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @State(followsInput: true) private var isHovered = false
    @State(followsInput: true) private var isFocused = false
    @State(followsInput: true) private var isDragging = false

    public var body: some View {
        ControlContextReader { ctx in
            let c = ctx.env.controls
            let model = SliderModel(value: value, lower: bounds.lower, upper: bounds.upper, step: step)
            let enabled = c.isEnabled && model.isUsable
            let knob = c.size.knobDiameter
            // Right to left the minimum is on the right: the layout is mirrored, so the
            // pointer's fraction and the arrow keys are too.
            let rtl = ctx.env.layoutDirection == .rightToLeft
            HStack(spacing: 8) {
                if !c.labelsHidden && !(Label.self == EmptyView.self) { label.font(c.textFont) }
                if let minimumValueLabel { minimumValueLabel.font(c.textFont) }
                ControlLayoutView(SliderLayout(fraction: model.fraction, knob: knob)) {
                    Capsule().fill(c.palette.track).frame(height: 4)
                    Capsule().fill(c.tint).frame(height: 4)
                    Circle().fill(isDragging ? Color(white: 0.95) : Color.white)
                        .overlay(Circle().strokeBorder(isHovered || isDragging ? ControlPalette.shade(c.palette.border, by: -0.2)
                                                                                : c.palette.border, lineWidth: 1))
                        .focusRing(isFocused && enabled && ctx.ui.focusVisible, cornerRadius: knob / 2)
                }
                .frame(minWidth: 60, idealWidth: 180, maxWidth: .infinity)
                .frame(height: knob)
                .contentShape(Rectangle())
                .onHover { isHovered = $0 }
                .onPointerInteraction {
                    SliderRecognizer(knob: knob, isEnabled: enabled, set: { model.set(fraction: rtl ? 1 - $0 : $0) }, editing: { editing in
                        isDragging = editing
                        onEditingChanged(editing)
                    })
                }
                if let maximumValueLabel { maximumValueLabel.font(c.textFont) }
            }
            .opacity(c.isEnabled ? 1 : ControlPalette.disabledOpacity)
            .focusableControl(FocusableControl(isEnabled: enabled, focusChanged: { isFocused = $0 }, key: { press in
                switch press.key.lowercased() {
                case "down": model.stepBy(-1)
                case "up": model.stepBy(1)
                case "left": model.stepBy(rtl ? 1 : -1)
                case "right": model.stepBy(rtl ? -1 : 1)
                case "home": model.set(fraction: 0)
                case "end": model.set(fraction: 1)
                default: return false
                }
                return true
            }))
            .accessibilityAttributes { a in
                a.role = .slider
                a.label = accessibilityTitle(of: label)
                a.isEnabled = enabled
                a.value = AccessibilityValueFormat.number(value.wrappedValue)
                a.range = AccessibilityValueRange(minimum: bounds.lower, maximum: bounds.upper, current: value.wrappedValue,
                                                  step: step ?? 0, set: enabled ? { v in
                                                      let span = bounds.upper - bounds.lower
                                                      model.set(fraction: span > 0 ? (v - bounds.lower) / span : 0)
                                                  } : nil)
                if enabled { a.adjust = { model.stepBy($0 == .increment ? 1 : -1) } }
            }
        }
    }
}

extension Slider {
    /// A slider for `value` in `bounds`, moving by `step` when given.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider with a label (shown before it unless `labelsHidden()`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with a label and views at both ends of the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider over raw bounds, which may be NaN (a `ClosedRange` with a NaN bound cannot be
    /// made in a debug build; release builds let one through): for tests of the clamps.
    init(value: Binding<Double>, lowerBound: Double, upperBound: Double, step: Double?,
         onEditingChanged: @escaping (Bool) -> Void) where Label == EmptyView, ValueLabel == EmptyView {
        self.value = value
        bounds = (lowerBound, upperBound)
        self.step = step
        self.onEditingChanged = onEditingChanged
        label = EmptyView(); minimumValueLabel = nil; maximumValueLabel = nil
    }

    private init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?,
                                         label: () -> Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                         onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }, origin: value.origin)
        self.bounds = (Double(bounds.lowerBound), Double(bounds.upperBound))
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
        self.label = label()
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

/// The arithmetic of a slider, with the clamps its doc comment lists.
struct SliderModel {
    let value: Binding<Double>
    let lower: Double, upper: Double
    let step: Double?

    /// Whether the range can be used at all (finite bounds).
    var isUsable: Bool { lower.isFinite && upper.isFinite && lower <= upper }
    private var usableStep: Double? { step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }

    /// Where the knob sits, 0...1.
    var fraction: Double {
        let v = value.wrappedValue
        guard isUsable, upper > lower, !v.isNaN else { return 0 }
        return min(1, max(0, (v - lower) / (upper - lower)))
    }

    /// The value at `fraction` of the track, snapped to the step and clamped into the range.
    func value(at fraction: Double) -> Double {
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        var v = lower + f * (upper - lower)
        if let s = usableStep { v = lower + ((v - lower) / s).rounded() * s }
        return min(upper, max(lower, v))
    }

    func set(fraction: Double) {
        guard isUsable else { return }
        let v = value(at: fraction)
        if v != value.wrappedValue { value.wrappedValue = v }
    }

    /// Moves by one step (or a twentieth of the range) up (+1) or down (-1).
    func stepBy(_ direction: Double) {
        guard isUsable else { return }
        let current = value.wrappedValue.isNaN ? lower : min(upper, max(lower, value.wrappedValue))
        let delta = usableStep ?? (upper - lower) / 20
        let v = min(upper, max(lower, current + direction * delta))
        if v != value.wrappedValue { value.wrappedValue = v }
    }
}

/// Lays out a slider: the track centred across the full width minus the knob, the filled
/// part up to the knob's centre, the knob at `fraction` of the way.
struct SliderLayout: Layout, Hashable {
    var fraction: Double
    var knob: Double

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        Size(width: proposal.width ?? 180, height: knob)
    }
    func placeSubviews(in b: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let start = b.minX + knob / 2, length = max(0, b.width - knob)
        let centre = start + fraction * length
        let trackH = 4.0, y = b.midY - trackH / 2
        subviews[0].place(in: Rect(x: start, y: y, width: length, height: trackH), proposal: ProposedSize(width: length, height: trackH))
        let filled = centre - start
        subviews[1].place(in: Rect(x: start, y: y, width: filled, height: trackH), proposal: ProposedSize(width: filled, height: trackH))
        subviews[2].place(in: Rect(x: centre - knob / 2, y: b.midY - knob / 2, width: knob, height: knob),
                          proposal: ProposedSize(width: knob, height: knob))
    }
}

/// The pointer side of a slider: takes the interaction at the press, jumps the knob to the
/// pointer and follows it until the release.
final class SliderRecognizer: PointerRecognizer {
    let knob: Double
    let isEnabled: Bool
    let set: (Double) -> Void
    let editing: (Bool) -> Void
    private var active = false

    init(knob: Double, isEnabled: Bool, set: @escaping (Double) -> Void, editing: @escaping (Bool) -> Void) {
        self.knob = knob; self.isEnabled = isEnabled; self.set = set; self.editing = editing
    }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        guard isEnabled else { return .failed }
        let f = frame.width > knob ? (event.location.x - frame.minX - knob / 2) / (frame.width - knob) : 0
        switch event.phase {
        case .down:
            guard event.button == .primary else { return .failed }
            active = true
            editing(true)
            set(f)
        case .moved:
            set(f)
        case .up:
            set(f)
            active = false
            editing(false)
        }
        return .recognized
    }

    func cancel() {
        if active { active = false; editing(false) }
    }
}
