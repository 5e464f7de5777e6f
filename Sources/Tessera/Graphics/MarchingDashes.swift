import TesseraAnimation

/// How a dashed stroke marches (`marchingDashes(by:every:)`): its dash phase moves by
/// `distance` points every `period` seconds, starting over each period, for ever.
public struct MarchingDashes: Hashable, Sendable {
    public var distance: Double
    public var period: Double

    /// Nil unless both are finite and the period is above zero.
    public init?(distance: Double, period: Double) {
        guard distance.isFinite, period.isFinite, period > 0 else { return nil }
        self.distance = distance; self.period = period
    }

    /// The repeating animation of the phase, from the stroke's own phase to it plus `distance`.
    var animation: Animation { .linear(duration: period).repeatForever(autoreverses: false) }
}

/// The layout value carrying a stroke's marching (read by the animation phase).
struct MarchingDashesKey: LayoutValueKey {
    static let defaultValue: MarchingDashes? = nil
}

struct MarchingDashesModifier: NodeModifier {
    var marching: MarchingDashes?
    var role: ModifierRole {
        let m = marching
        return .values { $0[MarchingDashesKey.self] = m }
    }
}

extension View {
    /// "Marching ants": the dash phase of this dashed stroke (`stroke(_:style:)` with a `dash`
    /// pattern) moves by `distance` points every `period` seconds, for ever, from the moment the
    /// view appears. The phase on screen at time `t` is `dashPhase + distance · frac((t − t0) /
    /// period)` for a view that appeared at `t0`, so a headless render at `--time t` is exact and
    /// a window shows the same pixels. Tessera's own modifier: SwiftUI apps write it as a
    /// `@State` phase set in `onAppear` with `.linear.repeatForever(autoreverses: false)`; here a
    /// view inserted by a change starts its marching with it. A non-finite distance or a period
    /// that is not above zero (or NaN) leaves the stroke still; on views that are not dashed
    /// strokes it does nothing. While a marching view is on screen, frames keep coming
    /// (`HostFrame.isAnimating`), but a headless replay does not wait for it to settle.
    public func marchingDashes(by distance: Double, every period: Double) -> some View {
        modifier(MarchingDashesModifier(marching: MarchingDashes(distance: distance, period: period)))
    }
}
