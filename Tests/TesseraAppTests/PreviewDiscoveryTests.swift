import Foundation
import Testing
@testable import TesseraApp

/// The fixture file whose previews these tests find (Tests/PreviewFixtures, linked into this
/// test runner as into its own executable).
let fixturePreviewsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PreviewFixtures/FixturePreviews.swift").path

/// The line of the first line of the fixture file that is `text`.
func fixtureLine(_ text: String) throws -> Int {
    let lines = try String(contentsOfFile: fixturePreviewsFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0 == text }) + 1
}

/// `#Preview` and `PreviewProvider` are found at run time, named and sized as documented.
@Suite @MainActor struct PreviewDiscoveryTests {
    private let catalog = PreviewCatalog.discover()
    private func entry(_ name: String) throws -> PreviewEntry { try #require(catalog.entry(named: name)) }

    @Test func findsEveryPreviewOfTheFixtureWithItsName() throws {
        let untitled = "FixturePreviews-\(try fixtureLine("#Preview {"))"
        let names = catalog.entries.map(\.name)
        for expected in ["Greeting", untitled, "Fits", "Fixed", "Portrait", "Counter", "Crashes", "Light_Dark", "Greeting-2",
                         "Provider_one", "Fixture_Previews-2"] {
            #expect(names.contains(expected), "missing \(expected) in \(names)")
        }
        #expect(Set(names).count == names.count, "names are unique")
    }

    @Test func macroPreviewsKnowWhereTheyAreDeclared() throws {
        let line = try fixtureLine("#Preview(\"Greeting\") {")
        #expect(try entry("Greeting").source == "PreviewFixtures/FixturePreviews.swift:\(line)")
        // Sorted by file and line: the duplicate title, further down, is the second.
        let names = catalog.entries.map(\.name)
        #expect(try #require(names.firstIndex(of: "Greeting")) < #require(names.firstIndex(of: "Greeting-2")))
    }

    @Test func traitsBecomeLayoutAndOrientation() throws {
        #expect(try entry("Fits").layout == .sizeThatFits)
        #expect(try entry("Fixed").layout == .fixed(width: 200, height: 120))
        #expect(try entry("Portrait").layout == .device)
        #expect(try entry("Portrait").orientation == .portrait)
        #expect(try entry("Greeting").orientation == nil)
        let app = Size(width: 320, height: 200)
        #expect(PreviewWindow.size(of: try entry("Portrait"), appSize: app) == Size(width: 200, height: 320))
        #expect(PreviewWindow.size(of: try entry("Fixed"), appSize: app) == Size(width: 200, height: 120))
        #expect(PreviewWindow.size(of: try entry("Greeting"), appSize: app) == app)
    }

    @Test func providerViewsAreSplitWithInheritedAttributes() throws {
        // The group's .previewLayout(.sizeThatFits) reaches both views; the second's own
        // .previewLayout wins over it.
        #expect(try entry("Provider one").layout == .sizeThatFits)
        #expect(try entry("Fixture_Previews-2").layout == .fixed(width: 100, height: 50))
        #expect(try entry("Fixture_Previews-2").source.hasSuffix("Fixture_Previews"))
    }

    @Test func namesAreSanitisedAndMadeUnique() {
        #expect(PreviewCatalog.sanitised("Light / Dark") == "Light_Dark")
        #expect(PreviewCatalog.sanitised("../../etc/passwd") == "etc_passwd")
        #expect(PreviewCatalog.sanitised("Größe 2") == "Größe_2")
        #expect(PreviewCatalog.sanitised("///") == "Preview")
        var taken: Set<String> = []
        #expect(PreviewCatalog.unique("A", &taken) == "A")
        #expect(PreviewCatalog.unique("A", &taken) == "A-2")
        #expect(PreviewCatalog.unique("a", &taken) == "a-3")
    }

    @Test func previewableStateKeepsItsValue() throws {
        let window = try PreviewWindow.description(for: AppOptions(arguments: ["--preview", "Counter"]),
                                                   app: FixtureTestApp().body.windowDescription, catalog: { catalog })
        let session = AppSession(root: window.makeContent(), size: Size(width: 200, height: 120), textMeasurer: MonospaceTextMeasurer(),
                                 images: NoImages(), clock: SimulatedClock(), timeline: nil)
        func count() -> String? {
            _ = session.frame()
            var t: String?
            session.host.node(withID: "count")?.forEachNode { n in if t == nil, case .text(let c) = n.content { t = c.string } }
            return t
        }
        #expect(count() == "Count: 3")
        let add = try #require(session.host.node(withID: "add")?.frame)
        _ = session.handle(.click(Point(x: add.midX, y: add.midY)))
        #expect(count() == "Count: 4")
    }
}

/// An app for in-process runs; the previews are the process's (the fixture's).
struct FixtureTestApp: App {
    var body: some Scene { WindowGroup("Test") { Text("app") }.defaultSize(width: 320, height: 200) }
}
