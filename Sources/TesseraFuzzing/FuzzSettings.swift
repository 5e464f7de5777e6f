import Foundation

/// How long a seeded fuzz test runs and from which seed: `TESSERA_FUZZ_ITERATIONS` and
/// `TESSERA_FUZZ_SEED` from the environment (`make fuzz` sets both), or the test's own defaults
/// (what `make test` runs). A value that is not a whole number is refused with one line naming
/// the variable, not silently replaced by the default, so a typo never makes `make fuzz` run the
/// short default while it appears to run long.
public struct FuzzSettings: Sendable, Equatable {
    /// How many inputs the test generates.
    public var iterations: Int
    /// The seed of the test's ``SeededRandom``.
    public var seed: UInt64

    /// Settings given directly.
    public init(iterations: Int, seed: UInt64) {
        self.iterations = iterations
        self.seed = seed
    }

    /// The settings from `environment` (the process's by default), each variable falling back
    /// to the default given when unset or empty.
    public init(
        defaultIterations: Int, defaultSeed: UInt64,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(FuzzSettingsError) {
        iterations = try Self.value("TESSERA_FUZZ_ITERATIONS", in: environment, default: defaultIterations)
        seed = try Self.value("TESSERA_FUZZ_SEED", in: environment, default: defaultSeed)
    }

    /// A new generator seeded with ``seed``.
    public var random: SeededRandom { SeededRandom(seed: seed) }

    static func value<T: FixedWidthInteger>(_ name: String, in environment: [String: String], default value: T)
        throws(FuzzSettingsError) -> T
    {
        guard let text = environment[name], !text.isEmpty else { return value }
        guard let parsed = T(text, radix: 10), parsed >= 0 else { throw FuzzSettingsError(variable: name, value: text) }
        return parsed
    }
}

/// An environment variable of ``FuzzSettings`` that is not a whole number of the right range.
public struct FuzzSettingsError: Error, CustomStringConvertible, Equatable {
    /// The variable's name, such as `TESSERA_FUZZ_SEED`.
    public var variable: String
    /// The value it had.
    public var value: String

    /// The error for `variable` set to `value`.
    public init(variable: String, value: String) {
        self.variable = variable
        self.value = value
    }

    /// One line: the variable, its value (escaped, so a control character cannot reach the
    /// terminal) and what to do.
    public var description: String {
        let shown = value.unicodeScalars.map {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        }.joined()
        return "\(variable)=\"\(shown)\" is not a whole number of 0 or more; set it to one (such as 17) or unset it"
    }
}
