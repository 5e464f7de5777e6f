import Foundation
import Testing
import TesseraFuzzing
import TesseraTrainer

/// Seeded fuzzing of the Trainer's state reader (`make fuzz`, with `TESSERA_FUZZ_ITERATIONS`
/// from `TESSERA_FUZZ_SEED`; 200 in `make test`): saved states mutated byte by byte and field
/// by field with hostile values. Every file is read or refused with one line (its JSON path,
/// no raw control character) and a file that is read saves and loads back to the same text.
@Suite struct TrainerStateFuzzTests {

    static let hostileValues = ["1e308", "-1e308", "0", "-0", "1e-320", "20.000000001", "801", "null", "true", "[]", "{}",
                                "\"\\u0000\"", "\"\\n\\u001b[2J\"", "\"\\ud800\"", "\"top\"", "\"\(String(repeating: "x", count: 5000))\"",
                                "[[0, 1], [1e9, -1]]", "{\"fr\": 1e308}", "{\"minmax\": [\"auto\", {\"fr\": -1}]}", "99999999999999999999"]

    @Test func mutatedStatesAreReadOrRefusedInOneLine() throws {
        let settings = try FuzzSettings(defaultIterations: 200, defaultSeed: 34)
        var random = settings.random
        let base = TrainerStateFile.encode(TrainerStateFileTests.everything)
        var read = 0, refused = 0
        for _ in 0..<settings.iterations {
            var text = base
            for _ in 0..<(1 + random.next(3)) { text = mutate(text, &random) }
            do {
                let state = try TrainerStateFile.decode(Data(text.utf8))
                let saved = TrainerStateFile.encode(state)
                let again = try TrainerStateFile.decode(Data(saved.utf8))
                #expect(TrainerStateFile.encode(again) == saved)
                read += 1
            } catch let e as TrainerStateError {
                #expect(!e.message.contains("\n"), "\(e)")
                refused += 1
            } catch {
                Issue.record("unexpected error \(error) for \(text.prefix(200))")
            }
        }
        #expect(read + refused == settings.iterations)
    }

    /// One mutation: a number or string value replaced by a hostile one, a byte flipped, a
    /// stretch deleted or duplicated.
    func mutate(_ text: String, _ random: inout SeededRandom) -> String {
        var bytes = Array(text.utf8)
        switch random.next(4) {
        case 0, 1:
            // Replace the value after a random ": ".
            let colons = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
            guard let c = colons.isEmpty ? nil : colons[random.next(colons.count)] else { return text }
            var end = c + 1
            while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end]) { end += 1 }
            bytes.replaceSubrange((c + 1)..<end, with: Array((" " + Self.hostileValues[random.next(Self.hostileValues.count)]).utf8))
        case 2:
            if !bytes.isEmpty { bytes[random.next(bytes.count)] = UInt8(random.next(256)) }
        default:
            let a = random.next(bytes.count), b = min(bytes.count, a + random.next(40))
            if random.next(2) == 0 { bytes.removeSubrange(a..<b) } else { bytes.insert(contentsOf: bytes[a..<b], at: a) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
