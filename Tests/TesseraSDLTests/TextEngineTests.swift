import CSDL2
import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// The text engine against the rules it follows: fontconfig fallback (the fonts `make`
/// installs: Noto Sans CJK, Noto Color Emoji, Lohit Devanagari), UAX #9 visual order, UAX #14
/// break opportunities, truncation and baselines from the faces used.
@Suite(.serialized) struct TextEngineTests {
    let m: TextMeasurer
    init() throws { m = try TextMeasurer() }

    func runs(_ s: String, font: Font = Font(size: 20), width: Double? = nil, options: TextLayoutOptions = TextLayoutOptions())
        -> [[(text: String, fontFile: String, script: String, rightToLeft: Bool, x: Double, width: Double)]] {
        m.lines(StyledText(s, font: font, options: options), proposedWidth: width)
    }

    func file(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    // MARK: Fallback

    @Test func charactersTheBundledFontLacksComeFromInstalledFaces() throws {
        let line = try #require(runs("Grid 网格 😀 ग्रिड").first)
        let files = line.map { ($0.text, file($0.fontFile)) }
        #expect(files.first?.1 == "DejaVuSans.ttf")                         // Latin: the bundled face
        #expect(files.contains { $0.0.contains("网格") && $0.1.hasPrefix("NotoSansCJK") })
        #expect(files.contains { $0.0.contains("😀") && $0.1 == "NotoColorEmoji.ttf" })
        #expect(files.contains { $0.0.contains("ग्रिड") && $0.1.hasPrefix("Lohit-Devanagari") })
    }

    @Test func aCharacterNoFontHasDrawsTheMissingGlyphBox() throws {
        // U+0378 is unassigned: no installed face has it, so the bundled face draws its .notdef box.
        let line = try #require(runs("a\u{378}b").first)
        #expect(line.allSatisfy { file($0.fontFile) == "DejaVuSans.ttf" })
        let withBox = line.map(\.width).reduce(0, +), without = try #require(runs("ab").first?.first).width
        #expect(withBox > without)
        let r = try HeadlessRenderer(assets: Assets.locate())
        var list = DisplayList()
        list.append(.text(TextRun("\u{378}", fontSize: 40, origin: Point(x: 10, y: 10))))
        let img = try r.render(list, size: Size(width: 80, height: 80))
        var dark = 0
        for y in 0..<img.height { for x in 0..<img.width where img[x, y].0 < 128 { dark += 1 } }
        #expect(dark > 40)   // the box's outline is drawn
    }

    @Test func fallbackFollowsTheRequestedWeight() throws {
        let regular = try #require(runs("网").first?.first), bold = try #require(runs("网", font: Font(size: 20, weight: .bold)).first?.first)
        #expect(file(regular.fontFile) == "NotoSansCJK-Regular.ttc")
        #expect(file(bold.fontFile) == "NotoSansCJK-Bold.ttc")
        // A bold run first must not make later regular text bold.
        let again = try #require(runs("网").first?.first)
        #expect(again.fontFile == regular.fontFile)
    }

    @Test func hanGlyphsFollowTheParagraphsLanguage() throws {
        // The CJK collection's faces differ by language: with kana the paragraph is Japanese.
        let zh = try #require(runs("直").first?.first), ja = try #require(runs("直す").first?.first)
        #expect(zh.fontFile == ja.fontFile)   // one .ttc ...
        let engine = m.engine
        let zhFace = engine.layout(StyledText("直", font: Font(size: 20)), maxWidth: nil).lines[0].runs[0].face
        let jaFace = engine.layout(StyledText("直す", font: Font(size: 20)), maxWidth: nil).lines[0].runs[0].face
        #expect(zhFace.id.index != jaFace.id.index)   // ... but another face in it
    }

    @Test func aMissingFamilyFallsBackWithOneWarning() {
        let lines = Mutex2<[String]>([])
        TextWarnings.shared.redirect { msg in lines.mutate { $0.append(msg) } }
        defer { TextWarnings.shared.redirect(nil) }
        let system = m.measure(StyledText("Grid", font: Font(size: 20)), proposedWidth: nil)
        let a = m.measure(StyledText("Grid", font: Font(size: 20, family: "No Such Family 16")), proposedWidth: nil)
        let b = m.measure(StyledText("Grid cell", font: Font(size: 20, family: "No Such Family 16")), proposedWidth: nil)
        #expect(a == system)
        #expect(b.size.width > a.size.width)
        #expect(lines.value.filter { $0.contains("No Such Family 16") }.count == 1)
    }

    @Test func aCorruptFontFileIsReportedOnceAndNotOpened() throws {
        let path = NSTemporaryDirectory() + "tessera-corrupt-\(getpid()).ttf"
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = Mutex2<[String]>([])
        TextWarnings.shared.redirect { msg in lines.mutate { $0.append(msg) } }
        defer { TextWarnings.shared.redirect(nil) }
        let face = FaceID(path: path, index: 0)
        #expect(m.fonts.handle(face, pixelSize: 17, strike: false, style: 0) == nil)
        #expect(m.fonts.handle(face, pixelSize: 20, strike: false, style: 0) == nil)
        #expect(lines.value.count == 1 && lines.value[0].contains(path))
    }

    // MARK: Bidi (UAX #9)

    @Test func rightToLeftRunsAreOrderedVisually() throws {
        // LTR paragraph: "abc " L0; Hebrew and the space after it R1 (N1); digits after R stay
        // EN and go up to level 2 (W7, I1). L2 reverses levels >= 1: the digits come first.
        let ltr = try #require(runs("abc אבג 123").first)
        #expect(ltr.map(\.text) == ["abc ", "123", "אבג "])
        #expect(ltr.map(\.rightToLeft) == [false, false, true])
        #expect(zip(ltr, ltr.dropFirst()).allSatisfy { abs($0.x + $0.width - $1.x) < 1e-9 })
        // RTL paragraph (first strong is R): the Latin word is level 2 and is drawn leftmost.
        let rtl = try #require(runs("שלום abc").first)
        #expect(rtl.map(\.text) == ["abc", "שלום "])
        #expect(rtl.map(\.rightToLeft) == [false, true])
    }

    @Test func arabicIsShapedAsJoinedLetters() throws {
        // Joined (medial/final) forms are narrower than the isolated letters side by side.
        let word = try #require(runs("سلام").first?.first)
        #expect(word.rightToLeft && word.script == "Arab")
        let isolated = ["س", "ل", "ا", "م"].map { try! #require(runs($0).first?.first).width }.reduce(0, +)
        #expect(word.width < isolated)
    }

    @Test func levelsMatchTheAlgorithmsRules() {
        let s = Array("a\u{5D0}1".unicodeScalars)
        let (levels, base) = Bidi.levels(s)
        #expect(base == 0)
        #expect(levels == [0, 1, 2])
        #expect(Bidi.visualOrder([0, 1, 2]) == [0, 2, 1])
        #expect(Bidi.visualOrder([1, 1, 1]) == [2, 1, 0])
        #expect(Bidi.levels(Array("\u{5D0} a".unicodeScalars)).baseLevel == 1)
    }

    // MARK: Line breaking (UAX #14)

    @Test func breakOpportunities() {
        func breaks(_ s: String) -> [Int] {
            let o = LineBreakRules.opportunities(Array(s))
            return o.indices.filter { o[$0] }
        }
        #expect(breaks("hello world") == [6])                // LB18: after spaces only
        #expect(breaks("你好，世界") == [1, 3, 4])            // ID: between ideographs; LB13: not before "，"
        #expect(breaks("（网格）布局") == [2, 4, 5])           // LB14: not after "（"; LB13: not before "）"
        #expect(breaks("a\u{A0}b c") == [4])                  // LB12: never around NBSP
        #expect(breaks("ひらがなっ") == [1, 2, 3])            // small kana (NS) never starts a line
        #expect(breaks("co-op") == [3])                      // after a hyphen between letters
    }

    @Test func chineseWrapsBetweenIdeographs() throws {
        let one = try #require(runs("网").first?.first).width
        let lines = runs("网格布局网格布局网", width: 4 * one)
        #expect(lines.map { $0.map(\.text).joined() } == ["网格布局", "网格布局", "网"])
        // "，" stays with the ideograph before it even when that overflows the fit by one.
        let punct = runs("网格布局，网格", width: 4 * one)
        #expect(punct.map { $0.map(\.text).joined() }.first?.hasSuffix("，") == false)
        #expect(punct.allSatisfy { !($0.first?.text.hasPrefix("，") ?? false) })
    }

    @Test func spacesAreKeptInsideAndHangAtTheEnd() throws {
        let full = try #require(runs("aa  bb").first).map(\.width).reduce(0, +)
        let aa = try #require(runs("aa").first).map(\.width).reduce(0, +)
        let wrapped = runs("aa  bb", width: full - 1)
        #expect(wrapped.count == 2)
        #expect(wrapped[0].map(\.width).reduce(0, +) == aa)   // trailing spaces not counted
    }

    // MARK: Truncation

    @Test func truncationModes() throws {
        let text = "网格 Grid: the article's seven steps"
        let limit = 150.0
        func line(_ mode: TruncationMode) throws -> String {
            let l = runs(text, width: limit, options: TextLayoutOptions(lineLimit: 1...1, truncationMode: mode))
            #expect(l.count == 1)
            #expect(try #require(l.first).map(\.width).reduce(0, +) <= limit)
            return try #require(l.first).map(\.text).joined()
        }
        let tail = try line(.tail), head = try line(.head), middle = try line(.middle)
        #expect(tail.hasSuffix("…") && tail.hasPrefix("网格 Grid"))
        #expect(head.hasPrefix("…") && head.hasSuffix("steps"))
        #expect(middle.hasPrefix("网") && middle.hasSuffix("s") && middle.contains("…") && !middle.hasSuffix("…"))
        // Two lines kept of many: the second ends in the ellipsis.
        let two = runs(String(repeating: "网格布局", count: 20), width: limit, options: TextLayoutOptions(lineLimit: 1...2))
        #expect(two.count == 2 && two[1].last?.text.hasSuffix("…") == true && two[0].last?.text.hasSuffix("…") == false)
    }

    @Test func lineLimitRangesReserveLines() {
        let one = m.measure(StyledText("a", font: Font(size: 20)), proposedWidth: nil)
        let three = m.measure(StyledText("a", font: Font(size: 20), options: TextLayoutOptions(lineLimit: 3...5)), proposedWidth: nil)
        let skip = Double(TTF_FontLineSkip(m.fonts.font(.regular, pixelSize: 20)!))
        #expect(three.size.height == one.size.height + 2 * skip)
        let spaced = m.measure(StyledText("a\nb", font: Font(size: 20), options: TextLayoutOptions(lineSpacing: 7)), proposedWidth: nil)
        #expect(spaced.lastBaseline - spaced.firstBaseline == skip + 7)
    }

    // MARK: Baselines

    @Test func baselinesComeFromTheFacesOnTheLine() throws {
        let latin = m.measure(StyledText("Ag", font: Font(size: 20)), proposedWidth: nil)
        let mixed = m.measure(StyledText("Ag网", font: Font(size: 20)), proposedWidth: nil)
        let cjk = try #require(TTF_OpenFontIndex("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 20, 0))
        defer { TTF_CloseFont(cjk) }
        let dejavu = try #require(m.fonts.font(.regular, pixelSize: 20))
        #expect(latin.firstBaseline == Double(TTF_FontAscent(dejavu)))
        #expect(mixed.firstBaseline == Double(max(TTF_FontAscent(dejavu), TTF_FontAscent(cjk))))
        // Two lines, CJK only on the second: the first baseline is the Latin one, the last is
        // below a line box as tall as the CJK face.
        let twoLines = m.measure(StyledText("Ag\n网", font: Font(size: 20)), proposedWidth: nil)
        #expect(twoLines.firstBaseline == latin.firstBaseline)
        #expect(twoLines.lastBaseline == Double(TTF_FontLineSkip(dejavu)) + Double(max(TTF_FontAscent(dejavu), TTF_FontAscent(cjk))))
    }

    // MARK: Emoji

    @Test func colourEmojiAreScaledFromTheirStrike() throws {
        let r = try HeadlessRenderer(assets: Assets.locate())
        var list = DisplayList()
        list.append(.text(TextRun("😀", fontSize: 40, origin: Point(x: 10, y: 10))))
        let img = try r.render(list, size: Size(width: 120, height: 80))
        var coloured = 0, rows = Set<Int>()
        for y in 0..<img.height { for x in 0..<img.width {
            let p = img[x, y]
            if Int(p.0) - Int(p.2) > 60 { coloured += 1; rows.insert(y) }    // yellow: red high, blue low
        } }
        #expect(coloured > 300)
        // Drawn at about the font size (a 40 pt emoji is ~40 px tall), not at the 109 px strike.
        #expect(rows.count > 25 && rows.count < 60)
    }
}

/// A tiny lock-protected box for collecting warnings from a `@Sendable` closure.
final class Mutex2<T>: @unchecked Sendable {
    private var v: T
    private let lock = NSLock()
    init(_ v: T) { self.v = v }
    var value: T { lock.lock(); defer { lock.unlock() }; return v }
    func mutate(_ f: (inout T) -> Void) { lock.lock(); f(&v); lock.unlock() }
}
