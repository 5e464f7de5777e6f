/// The code generators' output buffer: UTF-8 bytes and their syntax tokens, appended in place
/// (no `String` growth per token, numbers written digit by digit), made into a
/// ``GeneratedCode`` once at the end (`code`). The text is byte for byte what the same appends
/// to a string would give.
struct CodeWriter {
    private var bytes: [UInt8] = []
    private var tokens: [GeneratedCode.Token] = []

    /// A writer with room for about `cells` cells' code.
    init(cells: Int = 0) {
        bytes.reserveCapacity(1024 + 256 * cells)
        tokens.reserveCapacity(32 + 12 * cells)
    }

    /// The text written so far and its tokens.
    var code: GeneratedCode { GeneratedCode(text: String(decoding: bytes, as: UTF8.self), tokens: tokens) }

    private mutating func write(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: s.utf8) }
    }

    /// Appends plain text.
    mutating func plain(_ s: String) { write(s) }

    /// Appends `s` classified as `kind`.
    mutating func append(_ s: String, _ kind: GeneratedCode.Kind) {
        let start = bytes.count
        write(s)
        tokens.append(.init(kind: kind, start: start, length: bytes.count - start))
    }

    /// Appends `a` then `b` as one token of `kind` (no temporary string for the pair).
    mutating func append(_ a: String, _ b: String, _ kind: GeneratedCode.Kind) {
        let start = bytes.count
        write(a); write(b)
        tokens.append(.init(kind: kind, start: start, length: bytes.count - start))
    }

    /// Appends the decimal digits of `n` (not negative).
    private mutating func digits(_ n: Int) {
        if n >= 10 { digits(n / 10) }
        bytes.append(UInt8(48 + n % 10))
    }

    /// Appends `n` as a number token, as `String(n)` prints it.
    mutating func append(_ n: Int, _ kind: GeneratedCode.Kind = .number) {
        let start = bytes.count
        if n == .min {
            write(String(n))  // its magnitude does not fit an Int
        } else {
            if n < 0 { bytes.append(45) }
            digits(abs(n))
        }
        tokens.append(.init(kind: kind, start: start, length: bytes.count - start))
    }

    /// Appends `x` with one decimal as a number token (``TrainerNumber/oneDecimal(_:)``).
    mutating func appendOneDecimal(_ x: Double) {
        let start = bytes.count
        let tenths = x.isFinite ? Int((abs(x) * 10).rounded()) : 0
        if x < 0 && tenths != 0 { bytes.append(45) }
        digits(tenths / 10)
        bytes.append(46)
        bytes.append(UInt8(48 + tenths % 10))
        tokens.append(.init(kind: .number, start: start, length: bytes.count - start))
    }
}
