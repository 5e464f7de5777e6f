import Testing
@testable import TesseraDemo
import Tessera
import TesseraDisplayList
import TesseraSDLHost

/// Issue 29: the demo in `--lang zh-Hans` says every word in Chinese. A visible text run is
/// English prose when it has no CJK character, is not code (no `(`, `.`, `:`, `[`, `=` or
/// camelCase), and holds a word of three or more letters that is not a name or a key.
extension DemoTests {
    @Suite struct ChineseCoverage {
        /// Words that stay as written in Chinese text: key names, names of people and places,
        /// and code names shown as themselves.
        static let kept: Set<String> = ["Tab", "Shift", "Esc", "Ctrl", "Alt", "Grid", "GridRow", "SwiftUI", "Tessera",
                                        "Ada", "Lovelace", "Byron", "Emoji", "Latin", "LazyVGrid", "TrackGrid"]

        static func isEnglishProse(_ s: String) -> Bool {
            if s.unicodeScalars.contains(where: { (0x2E80...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }) { return false }
            if s.contains(/[A-Za-z]\(|\.[a-z]|\[\.|#[0-9]/) { return false }  // code: Grid(, .fit, [.pt, #12
            let words = s.split { !$0.isLetter }.map(String.init)
            return words.contains { w in
                w.count >= 3 && w.allSatisfy(\.isASCII) && !kept.contains(w)
                    && !(w.dropFirst().contains { $0.isUppercase })  // camelCase code names
            }
        }

        static func englishRuns(_ id: String) throws -> [String] {
            let index = try #require(SceneCatalog.index(of: id))
            let s = DemoSession(model: DemoModel(sceneIndex: index, language: .simplifiedChinese),
                                textMeasurer: try FontTextMeasurer(), images: FileImageProvider())
            var out: [String] = []
            for case let .text(run) in s.displayList().items where isEnglishProse(run.string) { out.append(run.string) }
            return out
        }

        /// Runs that stay in their language on purpose: the `text` scene's Latin and emoji
        /// sample rows (it shows every script), and `content-mode`'s filler words (exyte's
        /// `randomText()`, generated once with the scene's model, not per language).
        static func isSample(_ id: String, _ string: String) -> Bool {
            (id == "text" && (string.hasPrefix("Ünïcödé") || string.contains("family, "))) || id == "content-mode"
        }

        @Test(arguments: SceneCatalog.ids)
        func everyWordIsChinese(_ id: String) throws {
            let english = try Self.englishRuns(id).filter { !Self.isSample(id, $0) }
            #expect(english.isEmpty, "\(id): \(english.count) English runs: \(english.prefix(8).map { "\"\($0.prefix(40))\"" }.joined(separator: ", "))")
        }

        /// Whether `s` puts a half-width `,` `:` `;` `(` `)` next to a Chinese character
        /// (Chinese text takes full-width `，` `：` `；` `（` `）`).
        static func mixesPunctuation(_ s: String) -> Bool {
            let chars = Array(s)
            func isCJK(_ c: Character) -> Bool { c.unicodeScalars.contains { (0x2E80...0x9FFF).contains($0.value) } }
            for (i, c) in chars.enumerated() where ",:;()".contains(c) {
                let before = i > 0 ? chars[i - 1] : " ", after = i + 1 < chars.count ? chars[i + 1] : " "
                if isCJK(before) || (isCJK(after) && c != ")") { return true }
            }
            return false
        }

        @Test(arguments: SceneCatalog.ids)
        func chinesePunctuationInChineseText(_ id: String) throws {
            let index = try #require(SceneCatalog.index(of: id))
            let s = DemoSession(model: DemoModel(sceneIndex: index, language: .simplifiedChinese),
                                textMeasurer: try FontTextMeasurer(), images: FileImageProvider())
            var mixed: [String] = []
            for case let .text(run) in s.displayList().items where Self.mixesPunctuation(run.string) { mixed.append(run.string) }
            #expect(mixed.isEmpty, "\(id): \(mixed.prefix(6).map { "\"\($0.prefix(50))\"" }.joined(separator: ", "))")
        }

        @Test func theDetectorTellsProseFromCodeAndNames() {
            #expect(Self.isEnglishProse("Button styles"))
            #expect(!Self.isEnglishProse("按钮样式"))
            #expect(!Self.isEnglishProse("Grid(tracks: 3)"))
            #expect(!Self.isEnglishProse("Ada Lovelace"))
            #expect(!Self.isEnglishProse("gridCellUnsizedAxes"))
            #expect(Self.isEnglishProse("spacing 2 pt (horizontal and vertical)"))
            #expect(Self.mixesPunctuation("列宽,行高") && Self.mixesPunctuation("轨道尺寸:") && !Self.mixesPunctuation("列宽，行高"))
            #expect(!Self.mixesPunctuation("Grid(tracks: 3)"))
        }
    }
}
