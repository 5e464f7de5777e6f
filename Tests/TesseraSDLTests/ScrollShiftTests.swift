import CSDL2
import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

/// The scroll fast path of damage tracking (`Canvas+ScrollShift.swift`): over a sequence of
/// scroll offsets (whole and fractional steps, both directions, a pause, a jump), every frame
/// of a tracking renderer equals a full render by a fresh renderer, and whole-pixel steps move
/// pixels instead of repainting the viewport.
@Suite(.serialized) struct ScrollShiftTests {
    let size = Size(width: 320, height: 240)

    /// A window with a fixed title bar, and a scroll viewport (y 40 to 220) holding rows of
    /// photo tiles (clipped, scaled to fill), each with a label on a translucent plate and a
    /// translucent pinned header on top; a scroll indicator whose place follows the offset.
    private func scene(offset: Double, photos: [PixelImage]) -> DisplayList {
        var list = DisplayList()
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 240)), .color(Color(r8: 236, g8: 238, b8: 244))))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 36)), .color(Color(r8: 40, g8: 60, b8: 90))))
        list.append(.text(TextRun("Gallery", fontSize: 14, color: .white, origin: Point(x: 10, y: 10))))
        let viewport = Rect(x: 10, y: 40, width: 300, height: 180)
        list.withClip(.rect(viewport)) { list in
            for row in 0..<12 {
                let y = viewport.minY + 6 + Double(row) * 52 - offset
                guard y + 46 >= viewport.minY, y <= viewport.maxY else { continue }
                for column in 0..<4 {
                    let n = row * 4 + column
                    let tile = Rect(x: viewport.minX + 6 + Double(column) * 73, y: y, width: 68, height: 46)
                    list.withClip(.rect(tile)) {
                        $0.append(.image(ImageDraw(source: .bitmap(key: "photo\(n % photos.count)", image: photos[n % photos.count]),
                                                   rect: tile, contentMode: .fill)))
                    }
                    list.append(.fill(.rect(Rect(x: tile.minX, y: tile.maxY - 15, width: 28, height: 15)),
                                      .color(Color(red: 0, green: 0, blue: 0, alpha: 0.55))))
                    list.append(.text(TextRun("#\(n)", fontSize: 10, color: .white, origin: Point(x: tile.minX + 2, y: tile.maxY - 14))))
                }
            }
            list.append(.fill(.rect(Rect(x: viewport.minX, y: viewport.minY, width: viewport.width, height: 16)),
                              .color(Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 0.9))))
            list.append(.text(TextRun("Album 1", fontSize: 10, color: .black, origin: Point(x: 14, y: 41))))
            list.append(.fill(.roundedRect(Rect(x: viewport.maxX - 5, y: viewport.minY + offset * 0.3, width: 3, height: 40), cornerRadius: 1.5),
                              .color(Color(red: 0, green: 0, blue: 0, alpha: 0.4))))
        }
        return list
    }

    /// Renders the scene at each offset with one tracking renderer, expects every frame to equal a
    /// full render, and returns how many frames took the scroll shift.
    private func shiftedFramesMatchingFullRenders(_ offsets: [Double], photos: [PixelImage]) throws -> Int {
        let tracking = try HeadlessRenderer()
        var shifted = 0
        for offset in offsets {
            let list = scene(offset: offset, photos: photos)
            let tracked = try tracking.render(list, size: size)
            let fresh = try HeadlessRenderer()
            fresh.tracksDamage = false
            #expect(tracked == (try fresh.render(list, size: size)), "offset \(offset) differs from a full render")
            if tracking.lastScrollShift != nil { shifted += 1 }
        }
        return shifted
    }

    @Test func scrolledFramesEqualFullRenders() throws {
        let photos = (0..<3).map { syntheticPhoto($0 + 1, size: 96) }
        let shifted = try shiftedFramesMatchingFullRenders(
            [0, 10, 20, 20, 30, 52, 104, 103, 33.5, 43.5, 44.25, 60, 45, 300, 290, 290.5, 0], photos: photos)
        // The whole-pixel steps of up to a viewport's height (10, 10, 10, 22, 52, 1, 10, 15, 10).
        #expect(shifted >= 6)
    }

    /// With as many photos as columns, a step of one row leaves the same photo in place at
    /// most tiles: primitives equal in place, which the move has to account for as well.
    @Test func photosRepeatingPerRowStayExact() throws {
        let photos = (0..<4).map { syntheticPhoto($0 + 1, size: 96) }
        let shifted = try shiftedFramesMatchingFullRenders([0, 52, 104, 52, 60, 8, 8, 0], photos: photos)
        // Steps of whole rows leave most tiles equal in place: their ordinary damage is small
        // and smaller than the shift's, so those frames repaint it instead (Canvas+Damage);
        // the 8-point steps still take the shift.
        #expect(shifted >= 2)
    }

    /// Sprites that left the screen for a few frames are kept (`Canvas.evict`: idle textures
    /// stay for a while within a byte budget): scrolled back, the tiles' photos are reused, not
    /// rasterized again, and every frame still equals a full render.
    @Test func spritesComingBackAreReusedAndExact() throws {
        let photos = (0..<48).map { syntheticPhoto($0 + 1, size: 96) }   // a photo per tile
        let shifted = try shiftedFramesMatchingFullRenders([0, 300, 290, 280, 0], photos: photos)
        #expect(shifted >= 1)
        let tracking = try HeadlessRenderer()
        for offset in [0.0, 300, 290, 280] { _ = try tracking.render(scene(offset: offset, photos: photos), size: size) }
        _ = try tracking.render(scene(offset: 0, photos: photos), size: size)
        #expect(tracking.lastFrameStatistics.rasterized == 0, "rows 0-3 came back after three frames away")
    }

    @Test func aShiftedFrameRepaintsLessThanTheViewport() throws {
        let photos = (0..<3).map { syntheticPhoto($0 + 1, size: 96) }
        let tracking = try HeadlessRenderer()
        _ = try tracking.render(scene(offset: 0, photos: photos), size: size)
        _ = try tracking.render(scene(offset: 8, photos: photos), size: size)
        #expect(tracking.lastScrollShift.map { $0.dx == 0 && $0.dy == -8 } == true)
        // The labels inside the viewport were taken as moved (`MovedTexts`), not run dry again.
        #expect(tracking.lastMovedTexts >= 4, "\(tracking.lastMovedTexts) texts taken as moved")
        // So were the 16 photos on screen in both frames, also the 8 of rows 0 and 3, which the
        // viewport's edge cuts in one frame or both.
        #expect(tracking.lastMovedImages == 16, "\(tracking.lastMovedImages) images taken as moved")
        // Damage besides the moved region (the last rectangle): well under the viewport's area.
        let repainted = tracking.lastDamage.dropLast().reduce(0) { $0 + $1.width * $1.height }
        #expect(repainted < 300 * 180 / 2)
    }

    /// An edit that is not a scroll (the Trainer's cells moving apart, a few by the same step,
    /// far from each other, most of what lies between them still): pairing the moved few under
    /// one translation would move a large region and repaint everything that stayed in it, so
    /// the ordinary damage, smaller, is repainted instead, and the frame is exact.
    @Test func anEditThatIsNoScrollRepaintsOnlyWhatChanged() throws {
        func cells(moved: Bool) -> DisplayList {
            var list = DisplayList()
            list.append(.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 240)), .color(.white)))
            for row in 0..<4 {
                for column in 0..<5 {
                    // The first cell of the top row and the last of the second move by 2 points;
                    // the eight cells between them stay (paired, the two would move a 292x102
                    // region and repaint those eight: under half the target, but more than the
                    // two cells' own damage).
                    let moves = moved && ((row == 0 && column == 0) || (row == 1 && column == 4))
                    let x = 10 + Double(column) * 60 + (moves ? 2 : 0)
                    let shade = Double(row * 5 + column) / 20
                    list.append(.fill(.roundedRect(Rect(x: x, y: 10 + Double(row) * 56, width: 50, height: 46), cornerRadius: 6),
                                      .color(Color(red: shade, green: 0.5, blue: 1 - shade, alpha: 1))))
                }
            }
            return list
        }
        let tracking = try HeadlessRenderer()
        _ = try tracking.render(cells(moved: false), size: size)
        let tracked = try tracking.render(cells(moved: true), size: size)
        let fresh = try HeadlessRenderer()
        fresh.tracksDamage = false
        #expect(tracked == (try fresh.render(cells(moved: true), size: size)))
        #expect(tracking.lastScrollShift == nil)
        // Two cells' old and new places: about 2 x 52 x 46 pixels, far below the 320 x 240 target.
        let repainted = tracking.lastDamage.reduce(0) { $0 + $1.width * $1.height }
        #expect(repainted <= 2 * 56 * 50)
    }

    /// The frame lives in the image handed out, not in the surface: a shift moves the image's
    /// pixels and repaints the surface only where the move cannot give them (the surface is
    /// stale elsewhere). Images the caller keeps never change; a frame after a render of another
    /// size, or one without damage tracking, starts from a full repaint; every frame equals a
    /// full render, and the later whole-pixel steps still take the shift.
    @Test func heldImagesAndInterruptionsStayExact() throws {
        let photos = (0..<3).map { syntheticPhoto($0 + 1, size: 96) }
        let tracking = try HeadlessRenderer()
        let fresh = try HeadlessRenderer()
        fresh.tracksDamage = false
        var kept: [(PixelImage, PixelImage)] = []
        var shifted = 0
        let steps: [(offset: Double, size: Size?, tracks: Bool)] = [
            (0, nil, true), (10, nil, true), (20, nil, true), (30, Size(width: 200, height: 120), true),
            (40, nil, true), (50, nil, true), (60, nil, false), (70, nil, true), (80, nil, true), (81.5, nil, true), (90, nil, true),
        ]
        for step in steps {
            let at = step.size ?? size
            tracking.tracksDamage = step.tracks
            let list = scene(offset: step.offset, photos: photos)
            let image = try tracking.render(list, size: at)
            if tracking.lastScrollShift != nil { shifted += 1 }
            let reference = try fresh.render(list, size: at)
            #expect(image == reference, "offset \(step.offset) differs from a full render")
            kept.append((image, reference))
        }
        for (i, (image, reference)) in kept.enumerated() { #expect(image == reference, "image \(i) changed after it was handed out") }
        // 10 -> 20, 40 -> 50 and 70 -> 80 (the frames after the size change and the untracked one repaint in full).
        #expect(shifted >= 3)
    }

    @Test func theShiftMovesPixelsInsideTheRectangleOnly() throws {
        let surface = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_RGB888.rawValue)!
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        let stride = Int(surface.pointee.pitch) / 4
        for y in 0..<8 { for x in 0..<8 { pixels[y * stride + x] = UInt32(y * 8 + x) } }
        HeadlessRenderer.movePixels(surface, PixelRect(x: 2, y: 2, width: 4, height: 4), 0, -1)
        #expect(pixels[2 * stride + 3] == UInt32(3 * 8 + 3))   // from one row below
        #expect(pixels[4 * stride + 3] == UInt32(5 * 8 + 3))
        #expect(pixels[5 * stride + 3] == UInt32(5 * 8 + 3))   // its source is outside: unchanged
        #expect(pixels[1 * stride + 3] == UInt32(1 * 8 + 3))   // outside the rectangle
        HeadlessRenderer.movePixels(surface, PixelRect(x: 2, y: 2, width: 4, height: 4), 1, 1)
        #expect(pixels[3 * stride + 3] == UInt32(3 * 8 + 2))  // from (2,2), which held (2,3) after the first move
    }
}
