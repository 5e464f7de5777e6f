import Testing
@testable import TesseraApp

/// The live preview's error window reads the compiler's first errors out of a build log.
@Suite struct BuildLogTests {
    private let log = """
    Building for debugging...
    /pkg/Sources/App/View.swift:3:5: error: cannot find 'Txt' in scope
     1 | import TesseraApp
     2 | struct V: View {
     3 |     Txt("x")
       |     `- error: cannot find 'Txt' in scope
     4 | }

    /pkg/Sources/App/View.swift:3:5: error: cannot find 'Txt' in scope
    /pkg/Sources/App/Model.swift:9:1: warning: unused
    /pkg/Sources/App/Model.swift:10:2: error: expected '}'
    error: emit-module command failed with exit code 1 (use -v to see invocation)
    """

    @Test func firstErrorsWithTheirExcerpts() {
        let parsed = BuildLog(log: log, currentDirectory: "/pkg")
        #expect(parsed.errorCount == 2)
        #expect(parsed.errors.map(\.headline) == ["Sources/App/View.swift:3:5: error: cannot find 'Txt' in scope",
                                                   "Sources/App/Model.swift:10:2: error: expected '}'"])
        #expect(parsed.errors[0].excerpt.count == 5)
        #expect(parsed.errors[0].excerpt[3].contains("`- error"))
        #expect(parsed.tail.isEmpty)
    }

    @Test func manyErrorsKeepTheFirstFive() {
        let many = (1...9).map { "/pkg/a.swift:\($0):1: error: e\($0)" }.joined(separator: "\n")
        let parsed = BuildLog(log: many, currentDirectory: "/pkg")
        #expect(parsed.errorCount == 9)
        #expect(parsed.errors.count == BuildLog.maximumErrors)
        #expect(parsed.errors.last?.headline == "a.swift:5:1: error: e5")
    }

    @Test func aLogWithoutCompilerErrorsShowsItsEnd() {
        let parsed = BuildLog(log: "Linking App\n/usr/bin/ld: undefined reference to `foo'\nclang: error: linker command failed with exit code 1\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.tail.last?.contains("linker command failed") == true)
    }
}
