import Tessera

/// A "spring-loaded" slider (GridRules §9, the Trainer's Width and Height): the knob rests at
/// the centre of its track; dragging it pulls it away from the centre (at most to either end)
/// and changes the value from what it was at the press by ``delta(pull:reach:span:)``, which
/// grows faster than the pull (one point near the centre is one unit, one point near the end
/// is many), so small pulls adjust finely and long pulls travel far. On release the knob
/// springs back to the centre and the value stays; another pull continues from there. Values
/// are clamped into `range`. Disabled (`.disabled(true)`): dimmed, and drags change nothing.
///
/// Built on the DSL as an app developer would build it: a `GeometryReader` for the track's
/// length, a `DragGesture` with no minimum distance, `@State` for the pull and the value at
/// the press, and `withAnimation(.spring)` for the knob's return.
struct SpringLoadedSlider: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    /// The layout id of the knob (tests read where it is).
    var knobID = "knob"
    /// Told true when a pull begins and false when it ends.
    var onEditingChanged: (Bool) -> Void = { _ in }

    /// The knob's offset from the centre, in points (0 at rest).
    @State private var pull = 0.0
    /// The value at the press, while a pull is on.
    @State private var startValue: Double?
    @Environment(\.isEnabled) private var isEnabled

    static let knob = 18.0

    /// How far the value moves for a knob pulled `pull` points from the centre of a track whose
    /// ends are `reach` points from it, over a range `span` wide: `pull + c·pull·|pull|`, with `c`
    /// chosen so that a pull to either end moves half the span (at least the pull itself). The
    /// rate, `1 + 2c·|pull|` units per point, grows with the distance from the centre.
    static func delta(pull: Double, reach: Double, span: Double) -> Double {
        guard pull.isFinite, reach > 0, span.isFinite, span > 0 else { return 0 }
        let p = min(max(pull, -reach), reach)
        let c = max(0, span / 2 - reach) / (reach * reach)
        return p + c * p * abs(p)
    }

    /// The value after a pull of `pull` points that began at `start`, clamped into `range`.
    static func value(start: Double, pull: Double, reach: Double, range: ClosedRange<Double>) -> Double {
        let from = start.isFinite ? start : range.lowerBound
        let v = from + delta(pull: pull, reach: reach, span: range.upperBound - range.lowerBound)
        return min(max(v, range.lowerBound), range.upperBound)
    }

    var body: some View {
        GeometryReader { proxy in
            let reach = max(0, (proxy.size.width - Self.knob) / 2)
            ZStack {
                Capsule().fill(Color(white: 0.82)).frame(height: 4)
                Rectangle().fill(Color(white: 0.55)).frame(width: 1, height: 10)
                Circle().fill(startValue == nil ? Color.white : Color(white: 0.95))
                    .overlay(Circle().strokeBorder(Color(white: 0.6), lineWidth: 1))
                    .frame(width: Self.knob, height: Self.knob)
                    .id(knobID)
                    .offset(x: pull)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in changed(drag.translation.width, reach: reach) }
                .onEnded { drag in ended(drag.translation.width, reach: reach) })
        }
        .frame(minWidth: 60, maxWidth: .infinity)
        .frame(height: Self.knob)
        .opacity(isEnabled ? 1 : 0.4)
    }

    private func changed(_ translation: Double, reach: Double) {
        guard isEnabled else { return }
        let start: Double
        if let s = startValue { start = s } else {
            start = value.wrappedValue
            startValue = start
            onEditingChanged(true)
        }
        pull = min(max(translation.isFinite ? translation : 0, -reach), reach)
        let v = Self.value(start: start, pull: pull, reach: reach, range: range)
        if v != value.wrappedValue { value.wrappedValue = v }
    }

    private func ended(_ translation: Double, reach: Double) {
        guard let start = startValue else { return }
        let v = Self.value(start: start, pull: min(max(translation.isFinite ? translation : 0, -reach), reach), reach: reach, range: range)
        if isEnabled, v != value.wrappedValue { value.wrappedValue = v }
        startValue = nil
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { pull = 0 }
        onEditingChanged(false)
    }
}
