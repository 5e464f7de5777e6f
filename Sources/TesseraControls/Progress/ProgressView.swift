@_spi(Controls) import Tessera
import TesseraGeometry

/// A view showing the progress of a task, like SwiftUI's `ProgressView`: with a value
/// (`value` out of `total`) a bar filled in the tint colour, the label above and the current
/// value's label below in secondary text; without one (nil) a spinner, an arc going round
/// once a second on the app's clock (it runs only while the view is in the tree, and a
/// headless `--time T` renders the frame at T). `.progressViewStyle(.circular)` shows a value
/// as a ring and `.linear` an unknown value as a sliding segment. Sizes follow `controlSize`.
///
/// Bad input: a value outside `0...total` is clamped, a total at or below zero or a NaN value
/// shows an indeterminate indicator (as SwiftUI does for nil).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction; self.label = label; self.currentValueLabel = currentValueLabel
    }

    /// A progress view showing `value` out of `total` (nil: indeterminate), with labels.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, !value.isNaN, total > 0, total.isFinite else { return nil }
        return min(1, max(0, Double(value / total)))
    }

    public var body: some View {
        _ControlContextReader { ctx in
            let style = ctx.environment.progressViewStyleKind
            let circular = style == .circular || (style == .automatic && fraction == nil)
            if circular {
                VStack(spacing: 6) {
                    ProgressCircle(fraction: fraction, diameter: Self.diameter(ctx.environment.controlSize), tint: ctx.tint, track: ctx.track,
                                   spoke: ctx.text)
                    label.font(ctx.textFont).foregroundStyle(ctx.text)
                }
                .accessibilityAttributes { a in describe(&a) }
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    label.font(ctx.textFont).foregroundStyle(ctx.text)
                    ProgressBar(fraction: fraction, height: ctx.environment.controlSize == .large ? 8 : 6, tint: ctx.tint, track: ctx.track)
                    currentValueLabel.font(Font(size: 11)).foregroundStyle(Color.secondary)
                }
                .accessibilityAttributes { a in describe(&a) }
            }
        }
    }

    private func describe(_ a: inout AccessibilityAttributes) {
        a.role = .progressBar
        if let fraction {
            a.value = "\(Int((fraction * 100).rounded())) percent"
            a.range = AccessibilityValueRange(minimum: 0, maximum: 1, current: fraction, step: 0.01, set: nil)
        }
    }

    static func diameter(_ size: ControlSize) -> Double {
        switch size {
        case .mini: 12
        case .small: 16
        case .large, .extraLarge: 48
        default: 32
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() { self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView()) }
    /// A progress view showing `value` out of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: EmptyView()) }
    /// A progress view showing `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    public init(_ title: String) { self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView()) }
    /// A progress view titled `title` showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: EmptyView())
    }
}

/// The bar of a linear progress view: a capsule track, filled to `fraction` in the tint; an
/// unknown fraction draws tinted dashes marching round the track's outline, once every 1.2 s
/// (Tessera's `marchingDashes`, which runs on the app clock from the moment the bar appears).
struct ProgressBar: View {
    let fraction: Double?
    let height: Double
    let tint: Color
    let track: Color

    var body: some View {
        GeometryReader { geo in
            let w = geo.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(track)
                if let fraction {
                    Capsule().fill(tint).frame(width: max(fraction > 0 ? height : 0, w * fraction))
                } else {
                    let perimeter = max(1, 2 * w)
                    Capsule().stroke(tint, style: StrokeStyle(lineWidth: height / 2, dash: [perimeter / 8, perimeter / 8]))
                        .marchingDashes(by: perimeter / 4, every: 1.2)
                        .padding(height / 4)
                }
            }
            .clipShape(Capsule())
        }
        .frame(minWidth: 40, idealWidth: 160, maxWidth: .infinity)
        .frame(height: height)
    }
}

/// The circle of a circular progress view: a ring filled clockwise to `fraction`, or, for an
/// unknown fraction, a faint ring with a quarter arc going round it once a second (a dashed
/// circle whose dash marches: `marchingDashes`, on the app clock, only while on screen).
struct ProgressCircle: View {
    let fraction: Double?
    let diameter: Double
    let tint: Color
    let track: Color
    let spoke: Color

    var body: some View {
        let thickness = max(2, diameter / 8)
        if let fraction {
            ZStack {
                ArcBand(from: 0, to: 1, thickness: thickness).fill(track)
                ArcBand(from: 0, to: fraction, thickness: thickness).fill(tint)
            }
            .frame(width: diameter, height: diameter)
        } else {
            let circumference = Double.pi * (diameter - thickness)
            ZStack {
                ArcBand(from: 0, to: 1, thickness: thickness).fill(spoke.opacity(0.15))
                Circle().stroke(spoke.opacity(0.75), style: StrokeStyle(lineWidth: thickness, dash: [circumference / 4, circumference * 3 / 4]))
                    .marchingDashes(by: -circumference, every: 1)
                    .padding(thickness / 2)
            }
            .frame(width: diameter, height: diameter)
        }
    }
}
