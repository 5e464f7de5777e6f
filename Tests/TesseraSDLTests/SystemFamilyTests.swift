import Testing
import TesseraLayout
@testable import TesseraSDL

/// The platform look's system family (`Font.systemFamily`, Inter on the desktop): the default
/// design is drawn in it when it is installed (the Makefile installs `fonts-inter`), bold and
/// italic from its own faces; a family that is not installed falls back to the bundled DejaVu
/// Sans; CJK and emoji keep their fallback faces.
@Suite struct SystemFamilyTests {
    func faces() throws -> TextFaces { TextFaces(fonts: try FontLibrary(assets: Assets.locate())) }

    func inter(_ weight: Font.Weight = .regular, italic: Bool = false) -> Font {
        var f = Font(size: 13, weight: weight, italic: italic)
        f.systemFamily = "Inter"
        return f
    }

    @Test func theDefaultDesignIsDrawnInTheSystemFamily() throws {
        let faces = try faces()
        let regular = faces.primary(inter())
        try #require(regular.info?.family == "Inter", "fonts-inter is not installed: run `make deps`")
        #expect(regular.face.id.path.contains("Inter") && !regular.face.syntheticBold)
        let semibold = faces.primary(inter(.semibold))
        #expect(semibold.face.id.path.contains("SemiBold") && !semibold.face.syntheticBold)
        let italic = faces.primary(inter(italic: true))
        #expect(italic.info?.isItalic == true && !italic.face.syntheticItalic)
        // Without a system family: the bundled DejaVu Sans, as before.
        #expect(faces.primary(Font(size: 13)).face.id == faces.fonts.bundledRegular)
    }

    @Test func aMissingSystemFamilyFallsBackToTheBundledFace() throws {
        let faces = try faces()
        var f = Font(size: 13)
        f.systemFamily = "No Such Family 29"
        #expect(faces.primary(f).face.id == faces.fonts.bundledRegular)
        var custom = inter()
        custom.family = "DejaVu Serif"
        #expect(faces.primary(custom).info?.family == "DejaVu Serif", "a custom family wins over the look's")
    }

    @Test func chineseAndEmojiKeepTheirFallbackFaces() throws {
        let faces = try faces()
        let font = inter()
        let primary = faces.primary(font)
        try #require(primary.info?.family == "Inter")
        let han = faces.face(for: "删", primary: primary, font: font, lang: "zh-cn")
        #expect(han != nil && han != primary.face && han?.id.path.contains("CJK") == true)
        let emoji = faces.face(for: "😀", primary: primary, font: font, lang: "")
        #expect(emoji?.strike != nil, "emoji from the colour face")
        #expect(faces.face(for: "a", primary: primary, font: font, lang: "") == primary.face)
    }
}
