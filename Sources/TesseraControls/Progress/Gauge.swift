@_spi(Controls) import Tessera

/// A view showing a value within a range, like SwiftUI's `Gauge`: by default (and with
/// `.linearCapacity`) a bar filled in the tint to the value, the label above, the minimum and
/// maximum labels at its ends and the current value's label below; with `.accessoryCircular`
/// (or `.accessoryCircularCapacity`) a ring open at the bottom (closed for capacity) with the
/// current value's label in its middle.
///
/// Bad input: a value outside the range is clamped to it; an empty or reversed range, or a
/// NaN value, shows the gauge empty.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge of `value` in `bounds`, with all its labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        fraction = Self.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard !value.isNaN, span > 0, span.isFinite else { return 0 }
        return min(1, max(0, Double((value - bounds.lowerBound) / span)))
    }

    public var body: some View {
        _ControlContextReader { ctx in
            let kind = ctx.environment.gaugeStyleKind
            if kind == .circular || kind == .circularCapacity {
                ZStack {
                    let open = kind == .circular ? 0.125 : 0.0
                    ArcBand(from: open, to: 1 - open, thickness: 5).fill(ctx.track)
                    ArcBand(from: open, to: open + (1 - 2 * open) * fraction, thickness: 5).fill(ctx.tint)
                    VStack(spacing: 0) {
                        currentValueLabel.font(Font(size: 12))
                        if kind == .circular {
                            HStack { minimumValueLabel; Spacer(minLength: 0); maximumValueLabel }.font(Font(size: 8))
                        }
                    }
                    .foregroundStyle(ctx.text)
                    .padding(8)
                }
                .frame(width: 52, height: 52)
                .accessibilityAttributes { a in describe(&a) }
            } else {
                VStack(alignment: .leading, spacing: 3) {
                    label.font(ctx.textFont).foregroundStyle(ctx.text)
                    HStack(spacing: 6) {
                        minimumValueLabel.font(Font(size: 11)).foregroundStyle(Color.secondary)
                        ProgressBar(fraction: fraction, height: 6, tint: ctx.tint, track: ctx.track)
                        maximumValueLabel.font(Font(size: 11)).foregroundStyle(Color.secondary)
                    }
                    currentValueLabel.font(Font(size: 11)).foregroundStyle(Color.secondary)
                }
                .accessibilityAttributes { a in describe(&a) }
            }
        }
    }

    private func describe(_ a: inout AccessibilityAttributes) {
        a.role = .progressBar
        a.value = "\(Int((fraction * 100).rounded())) percent"
        a.range = AccessibilityValueRange(minimum: 0, maximum: 1, current: fraction, step: 0.01, set: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// How a ``Gauge`` draws, like SwiftUI's `GaugeStyle` (the built-in looks only).
public protocol GaugeStyle: Sendable {
    var _kind: _GaugeStyleKind { get }
}
/// The built-in gauge looks (``GaugeStyle``'s implementation detail).
public enum _GaugeStyleKind: Sendable, Hashable { case linear, circular, circularCapacity }
/// A bar (the default; SwiftUI's `.linearCapacity`, `.accessoryLinearCapacity`, `.automatic`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind { .linear }
}
/// A ring open at the bottom (SwiftUI's `.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind { .circular }
}
/// A closed ring (SwiftUI's `.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: _GaugeStyleKind { .circularCapacity }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: _GaugeStyleKind { .linear } }

extension EnvironmentValues {
    var gaugeStyleKind: _GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges below (SwiftUI's `gaugeStyle(_:)`).
    public func gaugeStyle(_ style: some GaugeStyle) -> some View { environment(\.gaugeStyleKind, style._kind) }
}
