import CSDL2
import Testing
import TesseraGeometry
@testable import TesseraSDL

/// The headless renderer's opaque-row and transparent-hole shortcut depends on a detail of
/// SDL's blend (alpha 255 copied, alpha 0 untouched) only through ``SoftwareBlendProbe``: the
/// probe finds the detail on this SDL, notices a blend that is not a copy, and without it the
/// renderer takes no shortcut and draws the reference pixels.
@Suite(.serialized) struct SoftwareBlendProbeTests {
    func version() -> String {
        var v = SDL_version()
        SDL_GetVersion(&v)
        return "\(v.major).\(v.minor).\(v.patch)"
    }

    @Test func theProbeFindsExactBlendsOnThisSDL() {
        #expect(SoftwareBlendProbe.opaquePixelsCopied(alphaMod: 255), "SDL \(version())")
        #expect(SoftwareBlendProbe.clearPixelsUntouched(alphaMod: 255), "SDL \(version())")
        #expect(SoftwareBlendProbe.clearPixelsUntouched(alphaMod: 128), "SDL \(version())")
        #expect(SoftwareBlendProbe.blendIsExactAtFullAndZeroAlpha)
    }

    @Test func theProbeNoticesABlendThatIsNotACopy() {
        // Real SDL blends that change pixels: the probe must report them.
        #expect(!SoftwareBlendProbe.opaquePixelsCopied(alphaMod: 254), "alpha 255 at a 254 modulation blends")
        #expect(!SoftwareBlendProbe.blend(alpha: 128, alphaMod: 255) { source, _ in source }, "alpha 128 is no copy")
        #expect(!SoftwareBlendProbe.blend(alpha: 1, alphaMod: 255) { _, background in background },
                "alpha 1 changes some backgrounds")
    }

    @Test func withoutAnExactBlendNoShortcutAndTheReferencePixels() throws {
        let scene = OpaqueRowsBlitTests()
        let probed = try HeadlessRenderer()
        probed.tracksDamage = false
        let refused = try HeadlessRenderer()
        refused.tracksDamage = false
        refused.blendIsExact = false
        let reference = try HeadlessRenderer()
        reference.tracksDamage = false
        reference.blitsOpaqueRows = false
        for t in 0..<3 {
            let expected = try reference.render(scene.scene(t), size: scene.size)
            #expect(try probed.render(scene.scene(t), size: scene.size) == expected, "frame \(t)")
            #expect(try refused.render(scene.scene(t), size: scene.size) == expected, "frame \(t) without the shortcut")
        }
        #expect(probed.shortcutCopies > 10, "this SDL blends exactly: the shortcut is taken")
        #expect(refused.shortcutCopies == 0)
        #expect(reference.shortcutCopies == 0)
    }
}
