import Foundation
import TesseraGeometry
import TesseraLayout

/// Decoding of the `style` objects of taffy-grid-cases/1 (see `conventions.style_values` in
/// the cases file) into the track grid's style model. Unknown or unsupported values are
/// recorded, so that a case using them is known to depend on a missing feature.
struct StyleDecoder {
    var unsupported: [String] = []

    /// A specified length as Chrome stores it: in layout units of 1/64 px, truncated toward
    /// zero (`36.3333px` lays out as 36.328125px), so fractional lengths give Chrome's sizes.
    func chromeLength(_ value: Double) -> Double { layoutUnit(value) }

    mutating func length(_ v: Any?) -> GridLength? {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return nil }
        let value = number(d["value"]) ?? 0
        switch kind {
        case "px": return .px(chromeLength(value))
        case "percent": return .percent(value / 100)
        default: unsupported.append("length \(kind)"); return nil
        }
    }

    mutating func lengthAuto(_ v: Any?) -> GridLengthAuto {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return .px(0) }
        let value = number(d["value"]) ?? 0
        switch kind {
        case "px": return .px(chromeLength(value))
        case "percent": return .percent(value / 100)
        case "auto": return .auto
        default: unsupported.append("margin \(kind)"); return .px(0)
        }
    }

    mutating func size(_ v: Any?) -> GridSize {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return .auto }
        let value = number(d["value"]) ?? 0
        switch kind {
        case "px": return .px(chromeLength(value))
        case "percent": return .percent(value / 100)
        case "auto", "none": return .auto
        case "min-content": return .minContent
        case "max-content": return .maxContent
        case "fit-content": return .fitContent
        case "stretch": return .stretch
        default: unsupported.append("size \(kind)"); return .auto
        }
    }

    mutating func minSizing(_ v: Any?) -> MinTrackSizing {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return .auto }
        switch kind {
        case "px", "percent": return .length(length(d) ?? .zero)
        case "auto": return .auto
        case "min-content": return .minContent
        case "max-content": return .maxContent
        case "fr": return .auto   // invalid as a minimum; treated as auto
        default: unsupported.append("track min \(kind)"); return .auto
        }
    }

    mutating func maxSizing(_ v: Any?) -> MaxTrackSizing {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return .auto }
        switch kind {
        case "px", "percent": return .length(length(d) ?? .zero)
        case "auto": return .auto
        case "min-content": return .minContent
        case "max-content": return .maxContent
        case "fr": return .fr(number(d["value"]) ?? 1)
        case "fit-content": return .fitContent(length(d["limit"]) ?? .px(0))
        default: unsupported.append("track max \(kind)"); return .auto
        }
    }

    mutating func track(_ v: Any?) -> TrackSizingFunction {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return .auto }
        switch kind {
        case "minmax": return .minmax(minSizing(d["min"]), maxSizing(d["max"]))
        case "fr": return .fr(number(d["value"]) ?? 1)
        case "fit-content": return .fitContent(length(d["limit"]) ?? .px(0))
        default: return TrackSizingFunction(min: minSizing(d), max: maxSizing(d))
        }
    }

    /// Whether a track list is `subgrid [names]*` (chrome-diff's `{type: subgrid}` entry first).
    func isSubgrid(_ v: Any?) -> Bool {
        ((v as? [Any])?.first as? [String: Any])?["type"] as? String == "subgrid"
    }

    /// The line name lists after `subgrid` (`subgrid [a] [b c]`: [["a"], ["b", "c"]], CSS Grid 2
    /// §9); empty for any other track list.
    func subgridLineNames(_ v: Any?) -> [[String]] {
        guard isSubgrid(v), let list = v as? [Any] else { return [] }
        return list.dropFirst().compactMap { entry in
            guard let e = entry as? [String: Any], e["type"] as? String == "names" else { return nil }
            return e["names"] as? [String] ?? []
        }
    }

    mutating func trackList(_ v: Any?) -> [GridTrackListItem] {
        guard let list = v as? [Any] else { return [] }
        if isSubgrid(list) { return [] }
        return list.compactMap { entry -> GridTrackListItem? in
            guard let e = entry as? [String: Any], let type = e["type"] as? String else { return nil }
            switch type {
            case "track": return .track(track(e["size"]))
            case "names": return .lineNames(e["names"] as? [String] ?? [])
            case "repeat":
                let count: GridRepeatCount
                if let n = number(e["count"]) { count = .count(Int(clamping: n, to: -1_000_000...1_000_000)) }
                else if e["count"] as? String == "auto-fit" { count = .autoFit }
                else { count = .autoFill }
                return .repeat(count, trackList(e["items"]))
            default: unsupported.append("track list entry \(type)"); return nil
            }
        }
    }

    mutating func autoTracks(_ v: Any?) -> [TrackSizingFunction] {
        guard let list = v as? [Any] else { return [] }
        return list.map { track($0) }
    }

    mutating func placement(_ v: Any?) -> GridPlacement {
        guard let d = v as? [String: Any], let kind = d["kind"] as? String else { return .auto }
        let value = Int(clamping: number(d["value"]) ?? 1, to: -1_000_000...1_000_000, nan: 1)
        switch kind {
        case "auto": return .auto
        case "line": return .line(value)
        case "span":
            // `{kind: span, value, name?}`: `span N` or `span name N` (CSS Grid 2 §8.3).
            if let name = d["name"] as? String, !name.isEmpty { return .namedSpan(name, value) }
            return .span(value)
        case "named":
            // `{kind: named, name, value?}` (chrome-diff's extension): `name N`, or a bare name.
            guard let name = d["name"] as? String, !name.isEmpty else { unsupported.append("placement named without a name"); return .auto }
            return .named(name, d["value"] == nil ? 0 : value)
        default: unsupported.append("placement \(kind)"); return .auto
        }
    }

    mutating func itemAlignment(_ v: Any?) -> GridItemAlignment? {
        // `auto` defers to the container's `*-items`; `normal` is a value of its own.
        guard let s = v as? String, s != "auto" else { return nil }
        var words = s.split(separator: " ").map(String.init)
        var safety = GridOverflowSafety.default
        if words.first == "safe" { safety = .safe; words.removeFirst() }
        else if words.first == "unsafe" { safety = .unsafe; words.removeFirst() }
        let p: GridItemAlignment.Position
        switch words.joined(separator: " ") {
        case "normal": p = .normal
        case "stretch": p = .stretch
        case "start": p = .start
        case "end": p = .end
        case "center": p = .center
        case "self-start": p = .selfStart
        case "self-end": p = .selfEnd
        case "flex-start": p = .flexStart
        case "flex-end": p = .flexEnd
        case "left": p = .left
        case "right": p = .right
        case "baseline", "first baseline": p = .baseline
        case "last baseline": p = .lastBaseline
        default: unsupported.append("alignment \(s)"); return nil
        }
        return GridItemAlignment(p, safety)
    }

    mutating func contentAlignment(_ v: Any?) -> GridContentAlignment {
        guard let s = v as? String else { return .normal }
        var words = s.split(separator: " ").map(String.init)
        var safety = GridOverflowSafety.default
        if words.first == "safe" { safety = .safe; words.removeFirst() }
        else if words.first == "unsafe" { safety = .unsafe; words.removeFirst() }
        let p: GridContentAlignment.Position
        switch words.joined(separator: " ") {
        case "normal": p = .normal
        case "start": p = .start
        case "end": p = .end
        case "center": p = .center
        case "stretch": p = .stretch
        case "flex-start": p = .flexStart
        case "flex-end": p = .flexEnd
        case "left": p = .left
        case "right": p = .right
        case "space-between": p = .spaceBetween
        case "space-around": p = .spaceAround
        case "space-evenly": p = .spaceEvenly
        default: unsupported.append("content alignment \(s)"); return .normal
        }
        return GridContentAlignment(p, safety)
    }

    func number(_ v: Any?) -> Double? {
        if let d = v as? Double { return d }
        if let i = v as? Int { return Double(i) }
        if let n = v as? NSNumber { return n.doubleValue }
        return nil
    }
}
