import Tessera

extension DemoScene {
    /// The first lazy grid most SwiftUI developers write: an adaptive photo gallery.
    /// 100,000 tiles, or `TESSERA_GALLERY_ITEMS` of them (``GalleryItemCount``).
    static let lazyGallery = DemoScene(
        id: "lazy-gallery", title: "LazyVGrid: an adaptive gallery of \(GalleryItemCount.grouped(LazyGalleryScene.tileCount)) photos",
        summary: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], pinnedViews: [.sectionHeaders]) in a ScrollView: \(GalleryItemCount.grouped(LazyGalleryScene.albumCount)) albums of 1,000 photos, the album's header stays on top; only the visible tiles exist. Wheel, drag, Up/Down, PageUp/PageDown, Home/End",
        content: { AnyView(LazyGalleryScene(settings: $0, count: LazyGalleryScene.tileCount)) })
}

/// An adaptive `LazyVGrid` of photo tiles (the honeycomb's portraits, cycled, each with its
/// index) in a `ScrollView`, in albums of 1,000 (a `Section` each, headers pinned). The
/// window's width decides the column count (GridRules §10: as many 120-point columns as fit,
/// widened to share the rest); `+`/`-` change the spacing.
struct LazyGalleryScene: View {
    let settings: SceneSettings
    let count: Int
    /// 100,000, or the count of `TESSERA_GALLERY_ITEMS` (``GalleryItemCount``).
    static let tileCount = GalleryItemCount.current.count
    static var albumCount: Int { (tileCount + albumSize - 1) / albumSize }
    static let tileHeight = 120.0
    static let albumSize = 1_000

    var body: some View {
        LazyGallery(count: count, spacing: settings.spacing(8) ?? 8, albumSize: Self.albumSize)
    }
}

/// Receives the `ScrollViewProxy` of a ``LazyGallery`` (benchmarks and tools scroll with it).
public final class ScrollProxyBox {
    public var proxy: ScrollViewProxy?
    public init() {}
}

/// The gallery of `lazy-gallery` for any item count (the scene shows 100,000 in albums of
/// 1,000; benchmarks use 1,000 and 1,000,000 without albums): tiles `tileN`, album headers
/// `albumN`, the grid `grid`, the scroll view `gallery` (focused when it appears, so the keys
/// scroll it).
public struct LazyGallery: View {
    let count: Int
    let spacing: Double
    let proxyBox: ScrollProxyBox?
    let albumSize: Int?

    public init(count: Int, spacing: Double = 8, albumSize: Int? = nil, proxyBox: ScrollProxyBox? = nil) {
        self.count = max(0, count); self.spacing = spacing; self.proxyBox = proxyBox
        self.albumSize = albumSize.map { max(1, $0) }
    }

    public var body: some View {
        let photos = HoneycombPhotos.bundled().photos
        ScrollViewReader { proxy in
            let _ = proxyBox?.proxy = proxy
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120), spacing: spacing)], spacing: spacing,
                          pinnedViews: [.sectionHeaders]) {
                    if let albumSize {
                        ForEach(0..<((count + albumSize - 1) / albumSize)) { a in
                            Section {
                                ForEach((a * albumSize)..<min(count, (a + 1) * albumSize)) { i in
                                    GalleryTile(index: i, photo: photos[i % max(1, photos.count)])
                                }
                            } header: {
                                AlbumHeader(album: a, first: a * albumSize, last: min(count, (a + 1) * albumSize) - 1)
                            }
                        }
                    } else {
                        ForEach(0..<count) { i in
                            GalleryTile(index: i, photo: photos[i % max(1, photos.count)])
                        }
                    }
                }
                .padding(12)
                .id("grid")
            }
            .id("gallery")
            .focusedOnAppear()
        }
    }
}

/// An album's header: its number and the range of its photos, across the grid's width on a
/// translucent bar (it stays on top while the album scrolls under it).
struct AlbumHeader: View {
    let album: Int
    let first: Int
    let last: Int
    @Environment(\.colorScheme) private var scheme
    @Environment(\.demoLanguage) private var language
    var body: some View {
        Text(language.pick("Album \(album + 1)  ·  photos #\(first) ... #\(last)", "相册 \(album + 1)  ·  照片 #\(first) … #\(last)"))
            .bold()
            .padding(.vertical, 6)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(scheme == .dark ? Color(white: 0.17, alpha: 0.94) : Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 0.94))
            .id("album\(album)")
    }
}

/// One tile: the photo filling the cell, its index in a label at the bottom-leading corner.
struct GalleryTile: View {
    let index: Int
    let photo: HoneycombPhoto

    var body: some View {
        Image(pixels: photo.image, key: photo.key)
            .resizable()
            .scaledToFill()
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: LazyGalleryScene.tileHeight, maxHeight: LazyGalleryScene.tileHeight)
            .clipped()
            .photoNumberBadge(index)
            .id("tile\(index)")
    }
}

extension View {
    /// The photo's number, white on a dark band in its bottom-leading corner (the lazy gallery's
    /// tiles and the waterfall's photos).
    func photoNumberBadge(_ index: Int) -> some View {
        overlay(alignment: .bottomLeading) {
            Text("#\(index)")
                .font(Font(size: 12))
                .foregroundColor(.white)
                .padding(4)
                .background(Color(red: 0, green: 0, blue: 0, alpha: 0.55))
        }
    }
}
