import Tessera
import TesseraDisplayList
import TesseraGeometry

/// Replays a display list's state (transforms, clips, opacities) for ``ContrastAudit`` and
/// records where each fill and image lands in window points, so the colour behind any point
/// can be composited afterwards.
struct ContrastPainter {
    /// One painted area: a fill's outline with its colour and effective alpha, or an image.
    struct Area {
        let outline: Path
        let clips: [Path]
        let color: Color?
        let alpha: Double
    }

    let window: Rect
    let windowBackground: Color
    private(set) var areas: [Area] = []

    init(window: Rect, background: Color) {
        self.window = window
        windowBackground = background
    }

    /// A text run with the state current at it: transform, clips (window points), opacity, and
    /// how many areas were painted before it (the ones that can lie behind it).
    struct PlacedText {
        let run: TextRun
        let transform: Transform
        let clips: [Path]
        let opacity: Double
        let areasBefore: Int
    }

    /// Walks `items`, recording fills and images, and returns the text runs in paint order.
    mutating func run(_ items: [DisplayItem]) -> [PlacedText] {
        var texts: [PlacedText] = []
        var transforms: [Transform] = [.identity]
        var clips: [[Path]] = [[]]
        var opacities: [Double] = [1]
        var stack: [Int] = []  // 0 clip, 1 opacity, 2 transform, 3 layer
        for item in items {
            let t = transforms.last!, o = opacities.last!
            switch item {
            case let .fill(shape, paint):
                areas.append(Area(outline: shape.path.applying(t), clips: clips.last!, color: Self.color(of: paint), alpha: o))
            case let .image(draw):
                areas.append(Area(outline: Path.rect(draw.rect).applying(t), clips: clips.last!, color: nil, alpha: o))
            case let .text(run):
                texts.append(PlacedText(run: run, transform: t, clips: clips.last!, opacity: o, areasBefore: areas.count))
            case let .pushClip(shape):
                clips.append(clips.last! + [shape.path.applying(t)]); stack.append(0)
            case let .pushOpacity(v):
                opacities.append(o * v); stack.append(1)
            case let .pushTransform(next):
                transforms.append(next.concatenating(t)); stack.append(2)
            case .pushLayer:
                stack.append(3)
            case .popClip, .popOpacity, .popTransform, .popLayer:
                guard let kind = stack.popLast() else { continue }
                switch kind {
                case 0: clips.removeLast()
                case 1: opacities.removeLast()
                case 2: transforms.removeLast()
                default: break
                }
            case .stroke:
                break
            }
        }
        return texts
    }

    /// The opaque colour behind `p` from the first `count` areas; nil when an image shows there
    /// (not covered by a later opaque fill).
    func background(at p: Point, areas count: Int) -> Color? {
        var color = windowBackground
        var overImage = false
        for area in areas.prefix(count) where area.outline.bounds.contains(p) && area.outline.contains(p) && area.clips.allSatisfy({ $0.contains(p) }) {
            guard let c = area.color else { overImage = true; continue }
            let a = c.alpha * area.alpha
            if a >= 0.999 { overImage = false }
            color = ContrastAudit.over(c, alpha: a, color)
        }
        return overImage ? nil : color
    }

    /// A paint's colour: a solid colour, or the mean of a gradient's stops.
    static func color(of paint: Paint) -> Color {
        switch paint {
        case let .color(c): return c
        case let .linearGradient(g, _):
            let stops = g.stops.map(\.color)
            guard !stops.isEmpty else { return .clear }
            let n = Double(stops.count)
            return Color(red: stops.map(\.red).reduce(0, +) / n, green: stops.map(\.green).reduce(0, +) / n,
                         blue: stops.map(\.blue).reduce(0, +) / n, alpha: stops.map(\.alpha).reduce(0, +) / n)
        }
    }
}
