import Foundation

/// A title with an icon, like SwiftUI's `Label`: the icon, then the title, on one baseline
/// row, 6 points apart.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label from any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: some View {
        HStack(spacing: 6) { icon; title }
    }
}

/// A label with a text title and a `SystemIcon`.
public typealias IconLabel = Label<Text, SystemIcon>

extension Label where Title == Text, Icon == SystemIcon {
    /// `title` after the icon named `systemImage` (see `SystemIcon` for the names drawn).
    public init(_ title: String, systemImage: String) {
        self.title = Text(title); self.icon = SystemIcon(systemImage)
    }
}

/// A small icon standing in for an SF Symbol (Tessera bundles no symbol font), drawn with
/// shapes in the foreground style at about the size of a capital letter of the control font:
/// `star`, `heart`, `circle`, `square`, `plus`, `minus`, `checkmark`, `xmark`, `chevron.up`,
/// `chevron.down`, `trash`, `gear` (also `gearshape`), `bell`, `person`, `globe`,
/// `magnifyingglass`, `house`. Other names draw a rounded square outline.
public struct SystemIcon: View {
    public let name: String
    public init(_ name: String) { self.name = name }

    public var body: some View {
        ControlContextReader { ctx in
            let side = (ctx.env.font?.size ?? ctx.env.controls.size.fontSize) * 0.95
            icon.frame(width: side, height: side)
        }
    }

    @ViewBuilder private var icon: some View {
        switch name {
        case "star", "star.fill": StarShape()
        case "heart", "heart.fill": HeartShape()
        case "circle", "circle.fill": Circle()
        case "square", "square.fill": RoundedRectangle(cornerRadius: 2)
        case "plus": SignShape(plus: true)
        case "minus": SignShape(plus: false)
        case "checkmark": CheckmarkShape()
        case "xmark": SignShape(plus: true).rotationEffect(.degrees(45))
        case "chevron.up": ChevronShape(up: true).padding(2)
        case "chevron.down": ChevronShape(up: false).padding(2)
        case "trash":
            VStack(spacing: 1) { Capsule().frame(height: 2); RoundedRectangle(cornerRadius: 2).padding(.horizontal, 2) }
        case "gear", "gearshape":
            ZStack { StarShape(points: 8, inner: 0.72); Circle().fill(Color.white).padding(5) }
        case "bell":
            VStack(spacing: 1) { RoundedRectangle(cornerRadius: 5).padding(.horizontal, 2); Capsule().frame(width: 4, height: 3) }
        case "person":
            VStack(spacing: 1) { Circle().padding(.horizontal, 3); Capsule() }
        case "globe":
            ZStack { Circle().stroke(Color.primary, lineWidth: 1.5); Ellipse().stroke(Color.primary, lineWidth: 1.5).padding(.horizontal, 4) }
        case "magnifyingglass":
            ZStack(alignment: .topLeading) {
                Circle().stroke(Color.primary, lineWidth: 2).padding(.trailing, 5).padding(.bottom, 5)
                Capsule().frame(width: 7, height: 2.5).rotationEffect(.degrees(45)).offset(x: 9, y: 11)
            }
        case "house":
            VStack(spacing: 0) { TriangleShape().frame(height: 7); Rectangle().padding(.horizontal, 2) }
        default:
            RoundedRectangle(cornerRadius: 3).stroke(Color.primary, lineWidth: 1.5)
        }
    }
}

/// A star of `points` points; `inner` is the inner radius as a fraction of the outer one.
struct StarShape: Shape {
    var points = 5
    var inner = 0.45
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        let c = Point(x: r.midX, y: r.midY), outer = min(r.width, r.height) / 2
        var poly: [Point] = []
        for i in 0..<(2 * points) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let radius = i % 2 == 0 ? outer : outer * inner
            poly.append(Point(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle)))
        }
        return Path(polygon: poly)
    }
}

/// A heart: two circles over a triangle, as a polygon.
struct HeartShape: Shape {
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        var poly: [Point] = []
        let s = min(r.width, r.height)
        for i in 0...40 {
            let t = Double(i) / 40 * 2 * .pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            poly.append(Point(x: r.midX + x / 34 * s, y: r.midY - y / 34 * s - s * 0.03))
        }
        return Path(polygon: poly)
    }
}

/// A triangle pointing up.
struct TriangleShape: Shape {
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        return Path(polygon: [Point(x: r.midX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)])
    }
}
