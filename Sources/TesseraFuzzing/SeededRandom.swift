/// The one seeded random generator of Tessera's fuzzers, property tests, soak and benchmarks:
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014; the reference `splitmix64.c` by Sebastiano Vigna). The same seed gives the same
/// sequence on every machine and in every build, so a failing seed reproduces; it is not
/// cryptographic.
///
/// Its first outputs for seed 0 are the reference implementation's (`0xE220A8397B1DCDAF`,
/// `0x6E789E6AA1B965F4`, ...), and `Tools/chrome-diff/taffy_bench.py` draws the same sequence, so
/// the Taffy benchmark grid Chromium lays out is the grid Tessera lays out.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's whole state: the seed plus 0x9E3779B97F4A7C15 per number drawn.
    public private(set) var state: UInt64

    /// A generator whose sequence is determined by `seed` alone.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (the next bits modulo `bound`), or 0 when `bound` is 0 or
    /// negative, so a generator fed an empty range never traps.
    public mutating func next(_ bound: Int) -> Int {
        let draw = next()
        return bound > 0 ? Int(draw % UInt64(bound)) : 0
    }

    /// A number in 0..<100.
    public mutating func percent() -> Int { next(100) }

    /// `true` with probability `p` (to 1/10,000).
    public mutating func chance(_ p: Double) -> Bool { Double(next(10_000)) / 10_000 < p }

    /// One element of a non-empty array, uniformly.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        precondition(!elements.isEmpty, "SeededRandom.pick needs at least one element")
        return elements[next(elements.count)]
    }

    /// A random byte.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }
}
