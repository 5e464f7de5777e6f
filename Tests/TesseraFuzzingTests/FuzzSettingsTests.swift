import TesseraFuzzing
import Testing

@Suite struct FuzzSettingsTests {
    @Test func unsetOrEmptyVariablesGiveTheDefaults() throws {
        #expect(
            try FuzzSettings(defaultIterations: 300, defaultSeed: 34, environment: [:])
                == FuzzSettings(iterations: 300, seed: 34))
        let empty = ["TESSERA_FUZZ_ITERATIONS": "", "TESSERA_FUZZ_SEED": ""]
        #expect(
            try FuzzSettings(defaultIterations: 3, defaultSeed: 4, environment: empty)
                == FuzzSettings(iterations: 3, seed: 4))
    }

    @Test func setVariablesWin() throws {
        let set = ["TESSERA_FUZZ_ITERATIONS": "10000", "TESSERA_FUZZ_SEED": "18446744073709551615"]
        #expect(
            try FuzzSettings(defaultIterations: 300, defaultSeed: 34, environment: set)
                == FuzzSettings(iterations: 10_000, seed: .max))
    }

    /// A typo is refused in one line naming the variable, with control characters escaped.
    @Test(arguments: [
        ("TESSERA_FUZZ_ITERATIONS", "10k"), ("TESSERA_FUZZ_ITERATIONS", "-5"), ("TESSERA_FUZZ_SEED", "0x11"),
        ("TESSERA_FUZZ_SEED", "1\n\u{1B}[2J"), ("TESSERA_FUZZ_SEED", "99999999999999999999"),
    ])
    func malformedValuesAreRefusedInOneLine(variable: String, value: String) {
        #expect(throws: FuzzSettingsError(variable: variable, value: value)) {
            try FuzzSettings(defaultIterations: 300, defaultSeed: 34, environment: [variable: value])
        }
        let message = FuzzSettingsError(variable: variable, value: value).description
        #expect(message.hasPrefix(variable + "="))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }
}
