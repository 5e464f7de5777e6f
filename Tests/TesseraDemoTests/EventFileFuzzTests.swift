import Foundation
import Testing
import TesseraFuzzing
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// Seeded fuzzing of event files (`make fuzz`, with `TESSERA_FUZZ_ITERATIONS` from
/// `TESSERA_FUZZ_SEED`; 300 in `make test`): random lists of events with hostile numbers,
/// names and fields, and byte mutations of them. Each is refused in one line without raw
/// control characters, or read; a file read has its work checked in bounded time, and its
/// events come out sorted by time.
@Suite struct EventFileFuzzTests {

    static let numbers = ["0", "0.5", "-1", "1e308", "-1e308", "1e-320", "16384", "16385", "60", "60.0001", "3", "1e9", "\"7\"", "null", "[]"]
    static let names = ["\"A\"", "\"Tab\"", "\"Keypad 7\"", "\"Ctrl++\"", "\"Shift+\"", "\"\(String(repeating: "Alt+", count: 300))B\"",
                        "\"\\u001b[2J\\n\"", "\"\\ud800\"", "\"\"", "\"Fnord\"", "5"]

    func number(_ r: inout SeededRandom) -> String { Self.numbers[r.next(Self.numbers.count)] }
    func point(_ r: inout SeededRandom) -> String { "{\"x\": \(number(&r)), \"y\": \(number(&r))}" }

    func event(_ r: inout SeededRandom) -> String {
        let at = "\"at\": \(number(&r))"
        switch r.next(8) {
        case 0: return "{\(at), \"key\": \(Self.names[r.next(Self.names.count)])}"
        case 1: return "{\(at), \"click\": \(point(&r)), \"button\": \(["\"left\"", "\"right\"", "\"middle\"", "\"back\""][r.next(4)])}"
        case 2: return "{\(at), \"scroll\": {\"dx\": \(number(&r)), \"dy\": \(number(&r))}}"
        case 3: return "{\(at), \"resize\": {\"width\": \(number(&r)), \"height\": \(number(&r))}}"
        case 4: return "{\(at), \"text\": \(Self.names[r.next(Self.names.count)])}"
        case 5: return "{\(at), \"drag\": {\"from\": \(point(&r)), \"to\": \(point(&r)), \"duration\": \(number(&r))}}"
        case 6: return "{\(at), \"click\": \(point(&r)), \"modifiers\": [\"shift\", \(Self.names[r.next(Self.names.count)])]}"
        default: return "{\(at), \"\\u001b]0;owned\\u0007\": 1}"
        }
    }

    @Test func randomEventFilesAreReadOrRefusedInOneLine() throws {
        let settings = try FuzzSettings(defaultIterations: 300, defaultSeed: 34)
        var r = settings.random
        for _ in 0..<settings.iterations {
            var text = "[" + (0..<(1 + r.next(30))).map { _ in event(&r) }.joined(separator: ", ") + "]"
            if r.next(3) == 0 {
                var bytes = Array(text.utf8)
                for _ in 0..<(1 + r.next(4)) { bytes[r.next(bytes.count)] = UInt8(r.next(256)) }
                text = String(decoding: bytes, as: UTF8.self)
            }
            do {
                let file = try EventFile(data: Data(text.utf8))
                for w in file.warnings { #expect(!w.unicodeScalars.contains { $0.value < 0x20 }, "\(w)") }
                let start = Date()
                var work = "ok"
                do { try file.checkWork(startingAt: Size(width: 1280, height: 800)) } catch { work = error.description }
                #expect(Date().timeIntervalSince(start) < 2)
                if work == "ok" {
                    let times = file.entries.map(\.at)
                    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
                } else {
                    #expect(MessageText.oneLine(work) == work, "\(work)")
                }
            } catch let e as EventFileError {
                #expect(!e.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(e.description)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
