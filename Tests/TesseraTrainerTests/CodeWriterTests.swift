import Testing
@testable import TesseraTrainer

/// The generators' byte buffer prints numbers exactly as `String(n)` and
/// `TrainerNumber.oneDecimal` do, and its tokens classify the bytes they were given.
@Suite struct CodeWriterTests {
    @Test func numbersPrintAsTheirStrings() {
        let ints = [0, 7, 10, 99, 100, -1, -40, 1_234_567, .max, .min]
        let doubles = [0, 0.04, 0.05, -0.05, -0.04, 5, 12.5, 12.55, 80, 799.96, -3.25, 1e9, .nan, .infinity]
        var w = CodeWriter()
        var expected = ""
        for n in ints { w.append(n); w.plain(" "); expected += String(n) + " " }
        for x in doubles { w.appendOneDecimal(x); w.plain(" "); expected += TrainerNumber.oneDecimal(x) + " " }
        let code = w.code
        #expect(code.text == expected)
        #expect(code.tokens.count == ints.count + doubles.count && code.tokens.allSatisfy { $0.kind == .number })
        let words = expected.split(separator: " ").map(String.init)
        let bytes = Array(code.text.utf8)
        #expect(code.tokens.map { String(decoding: bytes[$0.start..<$0.start + $0.length], as: UTF8.self) } == words)
    }

    @Test func tokensCoverTheirText() {
        var w = CodeWriter()
        w.append("Grid", .type); w.plain("(网格 "); w.append(".", "leading", .member); w.plain(")\n")
        let code = w.code
        #expect(code.text == "Grid(网格 .leading)\n")
        let bytes = Array(code.text.utf8)
        #expect(code.tokens.map { String(decoding: bytes[$0.start..<$0.start + $0.length], as: UTF8.self) } == ["Grid", ".leading"])
        #expect(code.tokens.map(\.kind) == [.type, .member])
    }
}
