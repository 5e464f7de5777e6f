import Testing
@testable import Calculator
@testable import TesseraApp
import TesseraTesting

@Suite(.serialized) @MainActor struct CalculatorTests {
    private func run(_ keys: [CalculatorKey]) -> String {
        let m = CalculatorModel()
        for k in keys { m.press(k) }
        return m.display
    }

    @Test func arithmetic() {
        #expect(run([.digit(7), .add, .digit(8), .equal]) == "15")
        #expect(run([.digit(9), .subtract, .digit(1), .digit(2), .equal]) == "-3")
        #expect(run([.digit(6), .multiply, .digit(7), .equal]) == "42")
        #expect(run([.digit(1), .divide, .digit(4), .equal]) == "0.25")
        // Left to right, like a pocket calculator: (2 + 3) × 4.
        #expect(run([.digit(2), .add, .digit(3), .multiply, .digit(4), .equal]) == "20")
        // Repeated = repeats the last operation.
        #expect(run([.digit(2), .add, .digit(3), .equal, .equal]) == "8")
        #expect(run([.digit(5), .sign]) == "-5")
        #expect(run([.digit(5), .digit(0), .percent]) == "0.5")
        #expect(run([.digit(1), .point, .point, .digit(5)]) == "1.5")
    }

    @Test func divisionByZeroShowsErrorUntilClear() {
        #expect(run([.digit(1), .divide, .digit(0), .equal]) == "Error")
        #expect(run([.digit(1), .divide, .digit(0), .equal, .digit(3)]) == "Error")
        #expect(run([.digit(1), .divide, .digit(0), .equal, .clear, .digit(3)]) == "3")
    }

    @Test func buttonsComputeThroughClicks() throws {
        let s = try session(CalculatorApp())
        for key in ["7", "+", "8", "="] { s.click("key-\(key)") }
        #expect(s.text("display") == "15")
    }

    @Test func golden() throws {
        let image = try screenshot(CalculatorApp())
        try GoldenImages().assertMatches(image, golden: goldens + "/calculator.png")
    }

    @Test func goldenAfterClicksFromAnEventFile() throws {
        // 7 + 8 = clicked at the keys' centres (see `--layout`).
        let events = """
        [{"at": 0.1, "click": {"x": 60, "y": 241}}, {"at": 0.2, "click": {"x": 359, "y": 417}},
         {"at": 0.3, "click": {"x": 160, "y": 241}}, {"at": 0.4, "click": {"x": 359, "y": 505}}]
        """
        let image = try screenshot(CalculatorApp(), events: events)
        try GoldenImages().assertMatches(image, golden: goldens + "/calculator-7-plus-8.png")
    }
}
