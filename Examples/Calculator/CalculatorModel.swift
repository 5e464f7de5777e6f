import TesseraApp

/// The keys of exyte's calculator (`MathOperation` in their README) and the digits.
enum CalculatorKey: Hashable {
    case digit(Int), point
    case clear, sign, percent
    case divide, multiply, subtract, add, equal

    var label: String {
        switch self {
        case .digit(let d): "\(d)"
        case .point: "."
        case .clear: "AC"
        case .sign: "±"
        case .percent: "%"
        case .divide: "÷"
        case .multiply: "×"
        case .subtract: "−"
        case .add: "+"
        case .equal: "="
        }
    }
}

/// A pocket calculator's state machine: digits build the entry, an operation stores it, `=`
/// applies the pending operation (repeated `=` repeats it, as pocket calculators do).
/// Division by zero shows "Error" until AC.
@Observable
final class CalculatorModel {
    /// What the display shows.
    private(set) var display = "0"
    private var accumulator: Double?
    private var pending: CalculatorKey?
    private var lastOperand: Double?
    private var typing = false

    func press(_ key: CalculatorKey) {
        if display == "Error", key != .clear { return }
        switch key {
        case .digit(let d):
            if !typing || display == "0" { display = "\(d)" } else if display.count < 12 { display += "\(d)" }
            typing = true
        case .point:
            if !typing { display = "0."; typing = true } else if !display.contains(".") { display += "." }
        case .clear:
            display = "0"; accumulator = nil; pending = nil; lastOperand = nil; typing = false
        case .sign:
            show(-value)
        case .percent:
            show(value / 100)
        case .divide, .multiply, .subtract, .add:
            if typing, let acc = accumulator, let op = pending { accumulator = apply(op, acc, value) } else { accumulator = value }
            pending = key; typing = false; lastOperand = nil
            if let acc = accumulator { show(acc, typing: false) }
        case .equal:
            guard let op = pending else { return }
            let operand = typing || lastOperand == nil ? value : lastOperand!
            let result = apply(op, accumulator ?? 0, operand)
            lastOperand = operand
            accumulator = result
            typing = false
            show(result, typing: false)
        }
    }

    private var value: Double { Double(display) ?? 0 }

    private func apply(_ op: CalculatorKey, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .divide: b == 0 ? .nan : a / b
        case .multiply: a * b
        case .subtract: a - b
        default: a + b
        }
    }

    private func show(_ v: Double, typing: Bool? = nil) {
        if let typing { self.typing = typing }
        guard v.isFinite else { display = "Error"; return }
        if v == v.rounded(), abs(v) < 1e12 {
            display = String(Int64(v))
        } else {
            var s = String(format: "%.8g", v)
            if s.contains("e") == false, s.contains(".") {
                while s.hasSuffix("0") { s.removeLast() }
                if s.hasSuffix(".") { s.removeLast() }
            }
            display = s
        }
    }
}
