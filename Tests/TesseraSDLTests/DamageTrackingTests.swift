import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

/// Damage tracking (`Canvas+Damage.swift`): every frame of a sequence rendered by a tracking
/// renderer equals, pixel for pixel, the same frame drawn in full by a fresh renderer; frames
/// that change little repaint little.
@Suite(.serialized) struct DamageTrackingTests {
    let size = Size(width: 320, height: 240)

    /// Frame `t` of a small animated scene: a gradient background, a moving card at fractional
    /// positions, a label whose text changes, a clipped photo, a group at half opacity, a
    /// card mid-flip with perspective, and from frame 3 to 6 a pop-up over everything; a row
    /// of overlapping chips loses one chip at frame 5 and is painted in reverse order from frame 7.
    private func scene(_ t: Int, photo: PixelImage) -> DisplayList {
        var list = DisplayList()
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        list.append(.fill(.rect(bounds), .linearGradient(
            LinearGradient(colors: [Color(r8: 240, g8: 240, b8: 250), Color(r8: 200, g8: 210, b8: 230)],
                           startPoint: .top, endPoint: .bottom), in: bounds)))
        list.append(.fill(.roundedRect(Rect(x: 10 + Double(t) * 7.3, y: 12.5, width: 60.4, height: 30), cornerRadius: 8),
                          .color(Color(r8: 30, g8: 120, b8: 220))))
        list.append(.text(TextRun("Frame \(t < 4 ? 1 : t)", fontSize: 15, color: .black, origin: Point(x: 12, y: 60))))
        list.append(.text(TextRun("steady label", fontSize: 13, weight: .bold, color: .black, origin: Point(x: 200, y: 60))))
        list.withClip(.path(.roundedRect(Rect(x: 20, y: 90, width: 70, height: 70), radius: 35))) {
            $0.append(.image(ImageDraw(source: .bitmap(key: "photo", image: photo),
                                       rect: Rect(x: 20 + (t >= 6 ? 3 : 0), y: 90, width: 70, height: 70), contentMode: .fill)))
        }
        list.withOpacity(0.5) {
            $0.append(.fill(.rect(Rect(x: 100, y: 100, width: 50, height: 50)), .color(.red)))
            $0.append(.fill(.rect(Rect(x: 125, y: 125, width: 50, height: 50)), .color(t % 2 == 0 ? .blue : .green)))
        }
        let flip = Transform.rotation3D(.degrees(Double(t) * 11), axis: (0, 1, 0), anchor: Point(x: 240, y: 140), perspective: 1, size: Size(width: 60, height: 60))
        list.withTransform(flip) {
            $0.append(.fill(.rect(Rect(x: 210, y: 110, width: 60, height: 60)), .color(.orange)))
        }
        // Overlapping chips, drawn in reverse order from frame 7 (their overlaps change).
        let chips = Array((0..<6).filter { !(t >= 5 && $0 == 2) })
        for i in t >= 7 ? Array(chips.reversed()) : chips {
            list.append(.fill(.roundedRect(Rect(x: 10 + Double(i) * 40, y: 190, width: 50, height: 30), cornerRadius: 6),
                              .color(Color(r8: 40 * i, g8: 160, b8: 90))))
        }
        list.append(.stroke(.rect(Rect(x: 5.5, y: 185.5, width: 250, height: 40)), width: 1, color: .black))
        if (3...6).contains(t) {
            list.append(.fill(.roundedRect(Rect(x: 150.5, y: 30.25, width: 120, height: 90), cornerRadius: 10),
                              .color(Color(red: 1, green: 1, blue: 1, alpha: 0.92))))
            list.append(.text(TextRun("Pop-up", fontSize: 14, color: .black, origin: Point(x: 165, y: 45))))
        }
        return list
    }

    @Test func trackedFramesEqualFullRenders() throws {
        let photo = syntheticPhoto(3, size: 128)
        let tracking = try HeadlessRenderer()
        var partial = 0
        for t in [0, 0, 1, 2, 3, 4, 4, 5, 6, 7, 8, 8, 2, 0] {
            let list = scene(t, photo: photo)
            let tracked = try tracking.render(list, size: size)
            let fresh = try HeadlessRenderer()
            fresh.tracksDamage = false
            let full = try fresh.render(list, size: size)
            #expect(tracked == full, "frame \(t) differs from a full render")
            let area = tracking.lastDamage.reduce(0) { $0 + $1.width * $1.height }
            if area < 320 * 240 / 2 { partial += 1 }
        }
        // Most frames change a small part of the scene and repaint only that.
        #expect(partial >= 8)
    }

    @Test func anUnchangedFrameRepaintsNothing() throws {
        let tracking = try HeadlessRenderer()
        let list = scene(2, photo: syntheticPhoto(1, size: 64))
        let first = try tracking.render(list, size: size)
        #expect(tracking.lastDamage.count == 1 && tracking.lastDamage[0].width == 320)
        let second = try tracking.render(list, size: size)
        #expect(tracking.lastDamage.isEmpty)
        #expect(first == second)
    }

    @Test func aSmallChangeRepaintsItsRectangle() throws {
        let tracking = try HeadlessRenderer()
        var list = DisplayList([.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 240)), .color(.white)),
                                .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .color(.red)),
                                .fill(.rect(Rect(x: 200, y: 100, width: 30, height: 30)), .color(.blue))])
        _ = try tracking.render(list, size: size)
        list.items[1] = .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .color(.green))
        let img = try tracking.render(list, size: size)
        #expect(tracking.lastDamage.count == 1)
        #expect(tracking.lastDamage.first.map { ($0.x, $0.y, $0.width, $0.height) == (10, 10, 20, 20) } == true)
        #expect(img[15, 15].g > 150 && img[15, 15].r < 100)
        #expect(img[210, 110].b > 200)
    }

    @Test func sizeScaleAndBackgroundChangesRepaintEverything() throws {
        let tracking = try HeadlessRenderer()
        let list = scene(1, photo: syntheticPhoto(2, size: 64))
        _ = try tracking.render(list, size: size)
        let dark = try tracking.render(list, size: size, background: .black)
        #expect(tracking.lastDamage.count == 1 && tracking.lastDamage[0].width == 320)
        let fresh = try HeadlessRenderer()
        fresh.tracksDamage = false
        #expect(dark == (try fresh.render(list, size: size, background: .black)))
        let doubled = try tracking.render(list, size: size, scale: 2)
        #expect(tracking.lastDamage.count == 1 && tracking.lastDamage[0].width == 640)
        #expect(doubled == (try fresh.render(list, size: size, scale: 2)))
    }

    @Test func imagesHandedOutNeverChange() throws {
        let tracking = try HeadlessRenderer()
        let photo = syntheticPhoto(4, size: 64)
        let a = try tracking.render(scene(0, photo: photo), size: size)
        let copy = a
        _ = try tracking.render(scene(3, photo: photo), size: size)
        #expect(a == copy)
        let fresh = try HeadlessRenderer()
        fresh.tracksDamage = false
        #expect(a == (try fresh.render(scene(0, photo: photo), size: size)))
    }
}
