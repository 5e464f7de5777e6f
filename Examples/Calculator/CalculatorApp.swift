import TesseraApp

/// exyte/Grid's calculator, working: `swift run Calculator`, or headless
/// `swift run Calculator --screenshot calc.png --events keys.json`.
@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup("Calculator") { CalculatorView() }
            .defaultSize(width: 420, height: 560)
    }
}
