import TesseraGeometry

/// The explicit grid of one axis (CSS Grid 2 §7.1–7.2): the expanded track list of
/// `grid-template-rows/columns`, the names of its lines, and which tracks came from an
/// automatic `repeat()` (for `auto-fit` collapsing, §7.2.3.2).
struct ExplicitTrackList {
    var tracks: [TrackSizingFunction] = []
    /// Names of each explicit line, `tracks.count + 1` entries (line 1 is index 0).
    var lineNames: [[String]] = [[]]
    /// Track indices produced by an `auto-fill`/`auto-fit` repetition.
    var autoRepeatTracks: Range<Int> = 0..<0
    var autoFit = false
    /// Trailing tracks that only `grid-template-areas` defines (TemplateAreas.swift).
    var areaTracks = 0
    /// The tracks each entry of the track list produced, with its pattern size (a track: 1,
    /// a `repeat()`: its body's track count), and the tracks only `grid-template-areas`
    /// defines (the `grid-auto-*` pattern); Chrome's sets follow them (TrackSets.swift).
    var patterns: [TrackPattern] = []
}

/// What the container offers an automatic repetition to fill (§7.2.3.2).
enum AutoRepeatSpace {
    /// A definite size or maximum size: the largest count that does not overflow it.
    case atMost(Double)
    /// Only a definite minimum size: the smallest count that fills it.
    case atLeast(Double)
    /// Neither: one repetition.
    case indefinite
}

/// Expands a track list into the explicit grid (§7.2.3 `repeat()`, §7.2.3.2 the number of
/// automatic repetitions). `percentBasis` is what percentages count against when counting
/// automatic repetitions (the container's definite content-box size, else its minimum, else
/// zero, as Chromium); tracks keep their percentages.
func resolveExplicitGrid(
    _ template: [GridTrackListItem], space: AutoRepeatSpace, gap: Double, percentBasis: Double?,
    warnings: inout [TrackGridWarning]
) -> ExplicitTrackList {
    var result = ExplicitTrackList()
    // Room for a template without repeat() (most) up front: appending grew each list several
    // times per layout, and nested grids resolve their templates thousands of times.
    result.tracks.reserveCapacity(template.count)
    result.lineNames.reserveCapacity(template.count + 1)
    result.patterns.reserveCapacity(template.count)
    var sawAutoRepeat = false
    var repeated = 0

    // The number of automatic repetitions needs the sizes of every other track first.
    let autoRepeatCount = countAutoRepetitions(template, space: space, gap: gap, basis: percentBasis)

    func appendNames(_ names: [String]) {
        for n in names where !result.lineNames[result.lineNames.count - 1].contains(n) {
            result.lineNames[result.lineNames.count - 1].append(n)
        }
    }
    func appendTrack(_ t: TrackSizingFunction) {
        result.tracks.append(sanitize(t, warnings: &warnings))
        result.lineNames.append([])
    }
    func appendRepeatBody(_ body: [GridTrackListItem]) {
        for entry in body {
            switch entry {
            case .track(let t): appendTrack(t)
            case .lineNames(let n): appendNames(n)
            case .repeat:
                warnings.append(TrackGridWarning(.invalidTrackSize, "nested repeat() is invalid; ignored"))
            }
        }
    }

    for entry in template {
        let entryStart = result.tracks.count
        defer {
            if result.tracks.count > entryStart {
                var size = 1
                if case .repeat(_, let body) = entry { size = Swift.max(1, body.filter { if case .track = $0 { true } else { false } }.count) }
                result.patterns.append(TrackPattern(tracks: entryStart..<result.tracks.count, size: size))
            }
        }
        switch entry {
        case .track(let t): appendTrack(t)
        case .lineNames(let n): appendNames(n)
        case .repeat(.count(let n), let body):
            var count = n
            if count < 1 {
                warnings.append(TrackGridWarning(.invalidTrackSize, "repeat(\(n), …) needs a positive count; using 1"))
                count = 1
            }
            // The limit counts every repeat() of the list together: 2,000 entries of 10,000
            // tracks each made 20 M tracks when it was checked per entry.
            let perRepeat = Swift.max(1, body.count)
            let left = Swift.max(0, TrackGridLimits.maxRepeatedTracks - repeated)
            if count > left / perRepeat {
                count = Swift.max(repeated == 0 ? 1 : 0, left / perRepeat)
                warnings.append(TrackGridWarning(.tooManyTracks, "repeat(\(n), …) clamped to \(count) repetitions "
                                                 + "(at most \(TrackGridLimits.maxRepeatedTracks) repeated tracks in a track list)"))
            }
            repeated += count * perRepeat
            for _ in 0..<count { appendRepeatBody(body) }
        case .repeat(let kind, let body):
            if sawAutoRepeat {
                warnings.append(TrackGridWarning(.multipleAutoRepeats, "only one automatic repeat() is allowed per track list; extra ones ignored"))
                continue
            }
            sawAutoRepeat = true
            for _ in 0..<autoRepeatCount { appendRepeatBody(body) }
            result.autoRepeatTracks = entryStart..<result.tracks.count
            result.autoFit = kind == .autoFit
        }
    }
    return result
}

/// Repairs sizing functions the spec forbids: a negative length or flex factor, `fr` as a
/// minimum (not constructible here), non-finite values.
private func sanitize(_ t: TrackSizingFunction, warnings: inout [TrackGridWarning]) -> TrackSizingFunction {
    var t = t
    func bad(_ v: Double) -> Bool { !v.isFinite || v < 0 }
    switch t.min {
    case .length(.px(let v)) where bad(v), .length(.percent(let v)) where bad(v):
        warnings.append(TrackGridWarning(.invalidTrackSize, "track minimum \(v) is invalid; using auto"))
        t.min = .auto
    default: break
    }
    switch t.max {
    case .length(.px(let v)) where bad(v), .length(.percent(let v)) where bad(v):
        warnings.append(TrackGridWarning(.invalidTrackSize, "track maximum \(v) is invalid; using auto"))
        t.max = .auto
    case .fr(let f) where bad(f):
        warnings.append(TrackGridWarning(.invalidTrackSize, "flex factor \(f) is invalid; using 0fr"))
        t.max = .fr(0)
    case .fitContent(.px(let v)) where bad(v), .fitContent(.percent(let v)) where bad(v):
        warnings.append(TrackGridWarning(.invalidTrackSize, "fit-content(\(v)) is invalid; using auto"))
        t.max = .auto
    default: break
    }
    return t
}

/// The size a track counts for when fitting automatic repetitions: its maximum sizing function
/// if definite, else its minimum if definite, else zero (§7.2.3.2).
private func fixedSizeForRepetition(_ t: TrackSizingFunction, basis: Double?) -> Double {
    if case .length(let l) = t.max, let v = l.resolve(basis) {
        if case .length(let m) = t.min, let mv = m.resolve(basis) { return Swift.max(v, mv) }
        return v
    }
    if case .length(let l) = t.min, let v = l.resolve(basis) { return v }
    return 0
}

/// §7.2.3.2: "the largest possible positive integer that does not cause the grid to overflow
/// the content box", or with only a minimum size "the smallest possible positive integer that
/// fulfills that minimum requirement"; otherwise 1.
private func countAutoRepetitions(_ template: [GridTrackListItem], space: AutoRepeatSpace, gap: Double, basis: Double?) -> Int {
    var otherSize = 0.0, otherCount = 0
    var repeatSize = 0.0, repeatCount = 0
    var hasAuto = false
    for entry in template {
        switch entry {
        case .track(let t):
            otherSize += fixedSizeForRepetition(t, basis: basis); otherCount += 1
        case .lineNames: break
        case .repeat(.count(let n), let body):
            for case .track(let t) in body {
                otherSize += Double(Swift.max(1, n)) * fixedSizeForRepetition(t, basis: basis)
                otherCount += Swift.max(1, n)
            }
        case .repeat(_, let body):
            guard !hasAuto else { continue }
            hasAuto = true
            // Each repeated track counts at least 1px (§7.2.3.2's floor against a division by
            // zero; Chromium's choice): `repeat(auto-fill, 0%)` under `max-height: 100px` is 100.
            for case .track(let t) in body {
                repeatSize += Swift.max(1, fixedSizeForRepetition(t, basis: basis)); repeatCount += 1
            }
        }
    }
    guard hasAuto, repeatCount > 0 else { return 1 }
    let limit = Swift.max(1, TrackGridLimits.maxRepeatedTracks / repeatCount)
    // Total size of the grid with k repetitions, gaps included.
    func total(_ k: Int) -> Double {
        let tracks = otherCount + k * repeatCount
        return otherSize + Double(k) * repeatSize + Double(Swift.max(0, tracks - 1)) * gap
    }
    let step = repeatSize + Double(repeatCount) * gap
    guard step > 0 else { return 1 }
    switch space {
    case .indefinite:
        return 1
    case .atMost(let s) where !s.isFinite, .atLeast(let s) where !s.isFinite:
        return 1
    case .atMost(let s):
        // total(k) = total(1) + (k - 1) * step
        // Checked: a 1e-300-point track makes the quotient far beyond Int's range.
        let k = Int(clamping: ((s - total(1)) / step).rounded(.down), to: 0...limit) + 1
        return Swift.min(limit, Swift.max(1, k))
    case .atLeast(let s):
        let k = Int(clamping: ((s - total(1)) / step).rounded(.up), to: 0...limit) + 1
        return Swift.min(limit, Swift.max(1, k))
    }
}
