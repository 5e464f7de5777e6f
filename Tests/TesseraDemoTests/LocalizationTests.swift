import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDLHost
import TesseraSDL
import TesseraTesting

/// The demo in Simplified Chinese: language choice, translated words, and goldens of the `text`
/// scene in both languages and of a Chinese header (`Goldens/*.zh-Hans.png`), compared exactly.
extension DemoTests {
    @Suite struct Localization {
        @Test func languageFromArgumentsAndEnvironment() throws {
            #expect(try DemoLanguage.parse("zh-Hans") == .simplifiedChinese)
            #expect(try DemoLanguage.parse("en") == .english)
            #expect(throws: UsageError.self) { try DemoLanguage.parse("klingon") }
            #expect(DemoLanguage.fromEnvironment(["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
            #expect(DemoLanguage.fromEnvironment(["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .english)
            #expect(DemoLanguage.fromEnvironment(["LANG": "fr_FR.UTF-8"]) == .english)
            #expect(DemoLanguage.fromEnvironment([:]) == .english)
        }

        @Test func badLangIsOneLineAndExit2() {
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--scene", "text", "--out", "/tmp/x.png", "--lang", "xx"], output: c.output) == 2)
            #expect(c.err.count == 1 && c.err[0].contains("--lang"))
        }

        @Test func everySceneHasAChineseTitleAndSummary() {
            let zh = DemoStrings(.simplifiedChinese)
            for scene in SceneCatalog.all {
                #expect(zh.title(scene) != scene.title || scene.id == "unsized", "\(scene.id) has no Chinese title")
                #expect(zh.summary(scene) != scene.summary, "\(scene.id) has no Chinese summary")
                #expect((zh.toggleHint(scene) == nil) == (scene.toggleHint == nil))
            }
            // The article's own section titles (seeds/eager-grids-article.zh.txt).
            #expect(zh.title(.firstGrid) == "我们的第一个网格")
            #expect(zh.title(.baseline) == "文本基线对齐")
        }

        static let folder = packageRoot + "/Tests/TesseraDemoTests/Goldens"

        @Test(arguments: ["text", "first-grid"])
        func chineseGolden(_ id: String) throws {
            let goldens = try GoldenImages()
            let index = try #require(SceneCatalog.index(of: id))
            let zh = DemoSession(model: DemoModel(sceneIndex: index, language: .simplifiedChinese),
                                 textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
            let image = try goldens.renderer.render(zh.displayList(), size: zh.model.size)
            try goldens.assertMatches(image, golden: Self.folder + "/\(id).zh-Hans.png")
        }
    }
}

extension DemoTests {
    /// The `text` scene's rows (SwiftUI: `Grid(alignment: .leadingFirstTextBaseline)`): each
    /// row's three labels of different sizes and scripts put their first baselines on one line,
    /// with baselines from the faces actually used (CJK, Arabic, Devanagari, emoji), also when
    /// the samples wrap.
    @Suite struct TextSceneLayout {
        func check(toggle: Bool) throws {
            let s = try session("text")
            if toggle { _ = s.perform(.toggle) }
            let f = try GridFrames(s)
            let m = try FontTextMeasurer()
            for (i, row) in TextScene.rows.enumerated() {
                let width = toggle ? 380.0 : nil
                let texts = [(row.name, Font.caption), (row.word, Font.system(size: 30)), (row.sentence, Font.body)]
                var baselines: [Double] = []
                for (c, (string, font)) in texts.enumerated() {
                    let frame = try #require(f["r\(i)c\(c)"])
                    let metrics = m.measure(StyledText(string, font: PlatformLook.desktop.resolve(font)), proposedWidth: c == 2 ? width : nil)
                    baselines.append(frame.minY + metrics.firstBaseline)
                }
                #expect(baselines.allSatisfy { abs($0 - baselines[0]) < 0.51 }, "row \(i) (\(row.name)): \(baselines)")
            }
        }

        @Test func firstBaselinesLineUp() throws { try check(toggle: false) }
        @Test func firstBaselinesLineUpWhenWrapped() throws { try check(toggle: true) }
    }
}
