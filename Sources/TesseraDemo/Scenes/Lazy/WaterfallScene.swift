import Tessera

extension DemoScene {
    /// A waterfall photo wall (瀑布流): 100,000 photos of mixed aspect ratios in a lazy masonry.
    static let waterfall = DemoScene(
        id: "waterfall", title: "LazyMasonryGrid: a waterfall of 100,000 photos",
        summary: "LazyMasonryGrid(columns:) in a ScrollView: photos of mixed shapes stacked into the shortest column (CSS grid-lanes); only the visible photos exist. Wheel, drag, Up/Down, PageUp/PageDown, Home/End; click a photo to open it, click again to close; resize the window: the columns re-flow",
        content: { AnyView(WaterfallWall(count: WaterfallWall.defaultCount, spacing: $0.spacing(8) ?? 8)) })
}

/// The wall of `waterfall` for any photo count (the scene shows 100,000; benchmarks use 1,000
/// too): photos `photoN` (the honeycomb's portraits, cycled, each cropped to one of
/// ``ratios``) in columns of at least ``minimumColumn`` points that re-flow with an animation
/// when the width changes; a click opens a photo (`viewer`) growing out of its tile, a click
/// on the opened photo closes it. The scroll view is `wall`, focused when it appears.
public struct WaterfallWall: View {
    let count: Int
    let spacing: Double
    let proxyBox: ScrollProxyBox?
    @State private var opened: WaterfallOpened?
    @Environment(\.demoLanguage) private var language
    private let geometry = LazyMasonryGeometry()

    /// The scene's photo count.
    public static let defaultCount = 100_000
    /// The narrowest column: as many as fit, widened to share the rest.
    public static let minimumColumn = 180.0
    /// Width over height of photo `i` (portrait, square and landscape crops, in a scrambled order).
    public static let ratios = [0.75, 1.0, 1.5, 0.8, 1.33, 0.66, 1.2, 0.9]
    public static func ratio(_ i: Int) -> Double { ratios[(i &* 2_654_435_761 >> 7) % ratios.count] }

    public init(count: Int, spacing: Double = 8, proxyBox: ScrollProxyBox? = nil) {
        self.count = max(0, count); self.spacing = max(0, spacing); self.proxyBox = proxyBox
    }

    /// The columns for `width` (12-point margins): as many ``minimumColumn`` columns as fit.
    static func columnCount(width: Double, spacing: Double) -> Int {
        max(1, Int((max(0, width - 24) + spacing) / (minimumColumn + spacing)))
    }

    public var body: some View {
        let photos = HoneycombPhotos.bundled().photos
        GeometryReader { space in
            let width = Double(space.size.width), height = Double(space.size.height)
            let columns = Self.columnCount(width: width, spacing: spacing)
            let frame = space.frame(in: .global)
            let origin = Point(x: Double(frame.minX), y: Double(frame.minY))
            ZStack(alignment: .topLeading) {
                ScrollViewReader { proxy in
                    let _ = proxyBox?.proxy = proxy
                    ScrollView {
                        LazyMasonryGrid(columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns),
                                        spacing: spacing, geometry: geometry) {
                            ForEach(0..<count) { i in
                                WaterfallTile(index: i, photo: photos[i % max(1, photos.count)], ratio: Self.ratio(i))
                                    .onTapGesture { open(i, origin: origin) }
                            }
                        }
                        .padding(12)
                        .animation(.easeInOut(duration: 0.35), value: columns)
                    }
                    .id("wall")
                    .focusedOnAppear()
                }
                if let opened {
                    WaterfallViewer(opened: opened, photo: photos[opened.index % max(1, photos.count)],
                                    space: Size(width: width, height: height), language: language) {
                        self.opened = nil
                    }
                    .transition(.opacity)
                }
            }
        }
    }

    /// Opens photo `i` from where its tile is (window coordinates less the wall's `origin`).
    private func open(_ i: Int, origin: Point) {
        guard let f = geometry.frame(ofItem: i) else { return }
        opened = WaterfallOpened(index: i, ratio: Self.ratio(i),
                                 source: Rect(x: f.minX - origin.x, y: f.minY - origin.y, width: f.width, height: f.height))
    }
}

/// The opened photo: its index, shape and the tile's frame in the wall it grows out of.
struct WaterfallOpened: Hashable {
    var index: Int
    var ratio: Double
    var source: Rect
}

/// One photo: the portrait cropped to `ratio` (width over height) across its column, its
/// number in a label at the bottom-leading corner.
struct WaterfallTile: View {
    let index: Int
    let photo: HoneycombPhoto
    let ratio: Double

    var body: some View {
        Color(white: 0.5)
            .aspectRatio(ratio, contentMode: .fit)
            .overlay { Image(pixels: photo.image, key: photo.key).resizable().scaledToFill() }
            .clipped()
            .photoNumberBadge(index)
            .id("photo\(index)")
    }
}

/// The opened photo over a dimmed wall: it starts at its tile's frame and grows (a spring) to
/// the largest frame of its shape that fits the wall with 40-point margins, its caption below.
struct WaterfallViewer: View {
    let opened: WaterfallOpened
    let photo: HoneycombPhoto
    let space: Size
    let language: DemoLanguage
    let close: () -> Void
    @State private var expanded = false

    /// Where the photo ends: aspect-fit in the wall less margins (and the caption's line).
    var target: Rect {
        let w = max(1, space.width - 80), h = max(1, space.height - 110)
        let scale = min(w / opened.ratio, h)
        let size = Size(width: scale * opened.ratio, height: scale)
        return Rect(x: (space.width - size.width) / 2, y: 40 + (h - size.height) / 2, width: size.width, height: size.height)
    }

    var body: some View {
        let r = expanded ? target : opened.source
        ZStack(alignment: .topLeading) {
            Color(red: 0, green: 0, blue: 0, alpha: expanded ? 0.85 : 0)
                .frame(width: space.width, height: space.height)
            Image(pixels: photo.image, key: photo.key)
                .resizable()
                .scaledToFill()
                .frame(width: r.width, height: r.height)
                .clipped()
                .offset(x: r.minX, y: r.minY)
            Text(language.pick("Photo #\(opened.index) · click to close", "照片 #\(opened.index) · 点击关闭"))
                .foregroundColor(.white)
                .frame(width: space.width)
                .offset(y: space.height - 50)
                .opacity(expanded ? 1 : 0)
        }
        .frame(width: space.width, height: space.height, alignment: .topLeading)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { close() } }
        .onAppear { withAnimation(.spring(response: 0.45, dampingFraction: 0.86)) { expanded = true } }
        .id("viewer")
    }
}
