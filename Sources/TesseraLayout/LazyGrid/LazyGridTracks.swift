import TesseraGeometry

/// The columns of a `LazyVGrid` (rows of a `LazyHGrid`) for one length across, following the
/// column algorithm of GridRules §10:
///
/// 1. `remaining = length − Σ fixed − Σ spacing of every item but the last`;
/// 2. non-fixed items in declaration order take `remaining / itemsLeft`: a flexible item clamped
///    to its bounds, an adaptive item the share as is; each subtracts what it took;
/// 3. an adaptive item of length `W` becomes `n = max(1, ⌊(W + s) / (min + s)⌋)` tracks of
///    `(W − (n − 1)·s) / n` each, clamped to its maximum (`s` its own spacing); when `W < min`
///    it is one track of `W` (the minimum is ignored);
/// 4. the grid's length across is the sum of the tracks and spacing, even beyond the proposal.
///
/// SwiftUI runs the algorithm a second time at placement with the grid's own reported width,
/// which moves columns when the first run overflowed (GridRules §10, third worked example: 96/120
/// measured, 108/120 drawn). Tessera does not copy that quirk: the tracks a grid reports are the
/// tracks it places.
///
/// However many items and however narrow their minimum, a grid has at most
/// ``maximumTrackCount`` tracks in all (an `.adaptive(minimum: 1)` item in 10^9 points asked for
/// 10^9 columns and more than 2 GB): an adaptive item gets what the items before it left,
/// with its tracks widened to share its length.
///
/// An unspecified length across is read as 0 (every flexible item at its minimum, one adaptive
/// track of its minimum); an infinite one gives flexible items their maximum when it is finite,
/// else their minimum, and adaptive items one track of their minimum (or finite maximum). NaN
/// reads as unspecified.
public struct LazyGridTracks: Equatable, Sendable {
    /// One track: its start (from the grid's leading edge), length and alignment inside.
    public struct Track: Equatable, Sendable {
        public var offset: Double
        public var length: Double
        public var alignment: Alignment?
    }
    public private(set) var tracks: [Track]
    /// The grid's length across: the last track's end (0 when there are none).
    public private(set) var length: Double

    /// The most tracks a grid has, counted over all its items (see the type's contract).
    public static let maximumTrackCount = 10_000

    /// The tracks for `items` in `available` points across (nil: unspecified).
    public init(items rawItems: [GridItem], available rawAvailable: Double?) {
        let available = rawAvailable?.isNaN == true ? nil : rawAvailable
        let items = rawItems.map(\.sanitized)
        tracks = []; length = 0
        guard !items.isEmpty else { return }
        let infinite = available?.isInfinite == true
        let proposal = available.map { $0.isInfinite ? 0 : max(0, $0) } ?? 0
        // 1. What fixed items and spacing leave.
        var remaining = proposal
        for (i, item) in items.enumerated() {
            if case .fixed(let w) = item.size { remaining -= w }
            if i < items.count - 1 { remaining -= item.resolvedSpacing }
        }
        // 2. Shares for the others, in declaration order.
        var lengths = [Double](repeating: 0, count: items.count)
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let w):
                lengths[i] = w
                continue
            case .flexible(let lo, let hi):
                let share = max(0, remaining / Double(left))
                lengths[i] = infinite ? (hi.isFinite ? hi : lo) : min(max(share, lo), hi)
            case .adaptive(let lo, let hi):
                lengths[i] = infinite ? (hi.isFinite ? hi : lo) : (available == nil ? lo : max(0, remaining / Double(left)))
            }
            remaining -= lengths[i]
            left -= 1
        }
        // 3. Adaptive items become tracks; 4. offsets.
        var position = 0.0
        // Tracks still allowed: one for each item after the current one is kept in reserve.
        var allowance = max(items.count, Self.maximumTrackCount)
        for (i, item) in items.enumerated() {
            let spacing = item.resolvedSpacing
            var pieces: [Double] = [lengths[i]]
            let reserved = items.count - i - 1
            if case .adaptive(let lo, let hi) = item.size, lengths[i] >= lo {
                let w = lengths[i]
                let fit = ((w + spacing) / (lo + spacing)).rounded(.down)
                let n = max(1, Int(min(fit.isNaN ? 1 : fit, Double(allowance - reserved))))
                pieces = Array(repeating: min(hi, (w - Double(n - 1) * spacing) / Double(n)), count: n)
            }
            allowance -= pieces.count
            for (k, piece) in pieces.enumerated() {
                tracks.append(Track(offset: position, length: piece, alignment: item.alignment))
                position += piece
                let last = i == items.count - 1 && k == pieces.count - 1
                if !last { position += spacing }
            }
        }
        length = position
    }
}
