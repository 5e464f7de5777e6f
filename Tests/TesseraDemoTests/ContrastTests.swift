import Testing
@testable import TesseraDemo
import Tessera
import TesseraDisplayList
import TesseraLayout
import TesseraSDLHost
import TesseraTesting

/// Issue 29: every text of every scene, light and dark, has a contrast of at least 4.5:1
/// against the colours painted behind it (WCAG 2.x, 1.4.3), computed from the display list's
/// colours by ``ContrastAudit``. Before: white captions on yellow (honeycomb back faces,
/// `content-mode`), Apple's 60% secondary label, the system blue and red as text colours, and
/// more failed; no run is exempt.
extension DemoTests {
    @Suite struct Contrast {
        static func audit(_ id: String, _ scheme: ColorScheme) throws -> ContrastAudit {
            let index = try #require(SceneCatalog.index(of: id))
            let measurer = try FontTextMeasurer()
            let size = Size(width: 1280, height: 800)
            let s = DemoSession(model: DemoModel(sceneIndex: index, size: size), textMeasurer: measurer, images: FileImageProvider())
            s.colorScheme = scheme
            let list = s.displayList()
            return ContrastAudit(list, background: s.windowBackground, size: size, measurer: measurer)
        }

        func check(_ id: String, _ scheme: ColorScheme) throws {
            let audit = try Self.audit(id, scheme)
            #expect(!audit.runs.isEmpty, "\(id): no text judged")
            let bad = audit.failures()
            #expect(bad.isEmpty, "\(id) \(scheme): \(bad.count) of \(audit.runs.count) below 4.5: \(bad.prefix(5).map(\.description).joined(separator: "; "))")
        }

        @Test(arguments: SceneCatalog.ids)
        func everyTextIsReadableInLight(_ id: String) throws { try check(id, .light) }

        @Test(arguments: SceneCatalog.ids)
        func everyTextIsReadableInDark(_ id: String) throws { try check(id, .dark) }

        /// The audit itself: black on white is 21:1, white on the demo's yellow fails, a
        /// half-transparent grey text composites over its background, and text over a photo
        /// is not judged.
        @Test func theAuditReadsColoursFromTheList() throws {
            let measurer = try FontTextMeasurer()
            var list = DisplayList()
            list.append(.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 40)), .color(.yellow)))
            list.append(.text(TextRun("on yellow", fontSize: 13, color: .white, origin: Point(x: 10, y: 10))))
            list.append(.text(TextRun("on white", fontSize: 13, color: .black, origin: Point(x: 10, y: 60))))
            list.append(.text(TextRun("faint", fontSize: 13, color: Color(white: 0, alpha: 0.3), origin: Point(x: 10, y: 100))))
            list.append(.image(ImageDraw(source: .file("/nonexistent.png"), rect: Rect(x: 0, y: 140, width: 200, height: 40), contentMode: .fill)))
            list.append(.text(TextRun("on photo", fontSize: 13, color: .white, origin: Point(x: 10, y: 150))))
            let audit = ContrastAudit(list, background: .white, size: Size(width: 200, height: 200), measurer: measurer)
            #expect(audit.runs.map(\.string) == ["on yellow", "on white", "faint"])
            #expect(audit.runs[0].ratio < 2)
            #expect(abs(audit.runs[1].ratio - 21) < 0.01)
            #expect(audit.runs[2].ratio > 1.5 && audit.runs[2].ratio < 4.5)
            #expect(audit.skippedOverImages == 1)
            #expect(audit.failures().map(\.string) == ["on yellow", "faint"])
        }
    }
}
