import TesseraApp

/// exyte/Grid's calculator, working: `swift run Calculator`, or headless
/// `swift run Calculator --screenshot calc.png --events keys.json`. It is an iPhone app: it
/// draws in the touch look (iOS text sizes and controls).
@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup("Calculator") { CalculatorView().platformLook(.touch) }
            .defaultSize(width: 420, height: 560)
    }
}
