/// The choices of the Grid Trainer's pickers (reference swiftui-grid.md §9), by their SwiftUI
/// names. Each raw value is the name used in the state file, the layout spec and the code:
/// `.topLeading` in Swift is `"topLeading"` in JSON. An "Unspecified" choice is `nil`.

/// A value of SwiftUI's `Alignment`: the nine box alignments in keypad order, then the six
/// text-baseline ones (the grid's alignment picker offers all fifteen; cell anchors and exyte's
/// item alignments only the first nine).
public enum TrainerAlignment: String, CaseIterable, Sendable, Hashable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
    case leadingFirstTextBaseline, centerFirstTextBaseline, trailingFirstTextBaseline
    case leadingLastTextBaseline, centerLastTextBaseline, trailingLastTextBaseline

    /// The nine box alignments (also the nine named `UnitPoint`s of a cell anchor).
    public static let box: [TrainerAlignment] = Array(allCases.prefix(9))

    /// Whether this is one of the nine box alignments.
    public var isBox: Bool { TrainerAlignment.box.contains(self) }

    /// The short name the Trainer overlays on a cell: (LT), (Top), (TT), (L), (C), (Tr), (BL),
    /// (B), (BT); baselines get a short name of their own.
    public var shortName: String {
        switch self {
        case .topLeading: return "(LT)"
        case .top: return "(Top)"
        case .topTrailing: return "(TT)"
        case .leading: return "(L)"
        case .center: return "(C)"
        case .trailing: return "(Tr)"
        case .bottomLeading: return "(BL)"
        case .bottom: return "(B)"
        case .bottomTrailing: return "(BT)"
        case .leadingFirstTextBaseline: return "(L1st)"
        case .centerFirstTextBaseline: return "(C1st)"
        case .trailingFirstTextBaseline: return "(Tr1st)"
        case .leadingLastTextBaseline: return "(Llast)"
        case .centerLastTextBaseline: return "(Clast)"
        case .trailingLastTextBaseline: return "(Trlast)"
        }
    }

    /// The horizontal part as a CSS keyword (`start`, `center`, `end`).
    public var cssHorizontal: String {
        switch self {
        case .topLeading, .leading, .bottomLeading, .leadingFirstTextBaseline, .leadingLastTextBaseline: return "start"
        case .topTrailing, .trailing, .bottomTrailing, .trailingFirstTextBaseline, .trailingLastTextBaseline: return "end"
        default: return "center"
        }
    }

    /// The vertical part as a CSS keyword (`start`, `center`, `end`, `baseline`, `last baseline`).
    public var cssVertical: String {
        switch self {
        case .topLeading, .top, .topTrailing: return "start"
        case .bottomLeading, .bottom, .bottomTrailing: return "end"
        case .leading, .center, .trailing: return "center"
        case .leadingFirstTextBaseline, .centerFirstTextBaseline, .trailingFirstTextBaseline: return "baseline"
        case .leadingLastTextBaseline, .centerLastTextBaseline, .trailingLastTextBaseline: return "last baseline"
        }
    }
}

/// `GridRow(alignment:)`: a `VerticalAlignment`.
public enum TrainerRowAlignment: String, CaseIterable, Sendable, Hashable {
    case top, center, bottom

    /// The CSS `align-self` keyword.
    public var css: String { switch self { case .top: "start"; case .center: "center"; case .bottom: "end" } }
}

/// `gridColumnAlignment(_:)`: a `HorizontalAlignment`.
public enum TrainerColumnAlignment: String, CaseIterable, Sendable, Hashable {
    case leading, center, trailing

    /// The CSS `justify-self` keyword.
    public var css: String { switch self { case .leading: "start"; case .center: "center"; case .trailing: "end" } }
}

/// `gridCellUnsizedAxes(_:)`.
public enum TrainerUnsizedAxes: String, CaseIterable, Sendable, Hashable {
    case horizontal, vertical, both

    /// The overlay text: unsize(H), unsize(V), unsize(H+V).
    public var shortName: String {
        switch self { case .horizontal: "unsize(H)"; case .vertical: "unsize(V)"; case .both: "unsize(H+V)" }
    }
}

/// A cell's frame: a fixed size, or flexible along one or both axes (a flexible axis omits that
/// dimension from `.frame(width:height:)`, so the shape takes what the grid proposes).
public enum TrainerFrameMode: String, CaseIterable, Sendable, Hashable {
    case fixed, flexibleWidth, flexibleHeight, flexibleBoth

    public var flexibleWidth: Bool { self == .flexibleWidth || self == .flexibleBoth }
    public var flexibleHeight: Bool { self == .flexibleHeight || self == .flexibleBoth }

    /// The mode with the given flexible axes.
    public init(flexibleWidth: Bool, flexibleHeight: Bool) {
        switch (flexibleWidth, flexibleHeight) {
        case (false, false): self = .fixed
        case (true, false): self = .flexibleWidth
        case (false, true): self = .flexibleHeight
        case (true, true): self = .flexibleBoth
        }
    }

    /// The overlay text: flex W+H, flex W, flex H (nothing for a fixed frame).
    public var shortName: String? {
        switch self { case .fixed: nil; case .flexibleWidth: "flex W"; case .flexibleHeight: "flex H"; case .flexibleBoth: "flex W+H" }
    }
}

/// A cell's colour, drawn as `<colour>.gradient`. New cells take the next (or previous) colour of
/// this cycle after their neighbour's.
public enum TrainerColor: String, CaseIterable, Sendable, Hashable {
    case green, yellow, orange, red, purple, blue

    /// The colour `steps` places further along the cycle (negative: back).
    public func advanced(by steps: Int) -> TrainerColor {
        let all = TrainerColor.allCases
        let n = all.count
        return all[((all.firstIndex(of: self)! + steps) % n + n) % n]
    }
}

/// The Trainer's two grid engines: SwiftUI's eager `Grid` or exyte/Grid's track grid (CSS engine).
public enum TrainerMode: String, CaseIterable, Sendable, Hashable {
    case eager, track
}

/// What the code panel shows in track mode: the exyte Swift code or the equivalent CSS.
public enum TrainerCodeLanguage: String, CaseIterable, Sendable, Hashable {
    case swift, css
}
