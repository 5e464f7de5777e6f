import Testing
@testable import TesseraDemo
@testable import TesseraTrainer

/// The code panel's chunks (`TrainerCodeSlice`): their lines are exactly the lines the whole
/// code splits into (`TrainerCodeLine.lines(of:)`, the reference), and two chunks compare equal
/// exactly when they would draw the same lines, so skipping an equal chunk never leaves stale
/// text.
extension DemoTests {
    @Suite struct TrainerCodeSlices {
        static func states() -> [TrainerState] {
            var wide = TrainerState()
            wide.grid.horizontalSpacing = 6
            var track = TrainerState()
            track.mode = .track
            var big = TrainerState(rows: (0..<5).map { r in
                TrainerRow(id: 100 + r, alignment: .top, cells: (0..<7).map { c in
                    var cell = TrainerCell(id: r * 7 + c, color: TrainerColor.allCases[c % 6])
                    cell.width = 80 + Double(c); cell.columnAlignment = .trailing; cell.unsized = .horizontal
                    return cell
                })
            })
            big.grid.alignment = .topLeading
            return [TrainerState(), wide, track, big]
        }

        static func codes() -> [GeneratedCode] {
            states().flatMap { [SwiftUICodeGenerator.code(for: $0), ExyteCodeGenerator.code(for: $0), CSSCodeGenerator.code(for: $0)] } + [
                GeneratedCode(),
                GeneratedCode(text: "a\n\n", tokens: []),
                GeneratedCode(text: "\nx", tokens: [.init(kind: .number, start: 1, length: 1)]),
                // A token across a line feed and across a chunk boundary (chunks of 2 below).
                GeneratedCode(text: "ab\ncd\nef\ngh\n", tokens: [.init(kind: .comment, start: 1, length: 6),
                                                               .init(kind: .keyword, start: 9, length: 2)]),
            ]
        }

        @Test(arguments: [1, 2, 8])
        func chunksHoldExactlyTheCodesLines(linesPerChunk: Int) {
            for code in Self.codes() {
                let slices = TrainerCodeSlice.chunks(of: code, linesPerChunk: linesPerChunk)
                #expect(slices.flatMap(\.lines) == TrainerCodeLine.lines(of: code), "\(code.text.prefix(40))")
                #expect(slices.map(\.firstLine) == Array(stride(from: 0, to: TrainerCodeLine.lines(of: code).count, by: linesPerChunk)))
            }
        }

        /// Over every pair of chunks at the same place in two codes, equality is the equality of
        /// their lines (a spacing step changes the first chunk only).
        @Test func chunksAreEqualExactlyWhenTheirLinesAre() {
            let codes = Self.codes()
            var equalPairs = 0, differentPairs = 0
            for a in codes {
                for b in codes {
                    let sa = TrainerCodeSlice.chunks(of: a, linesPerChunk: 2), sb = TrainerCodeSlice.chunks(of: b, linesPerChunk: 2)
                    for (x, y) in zip(sa, sb) {
                        #expect((x == y) == (x.lines == y.lines && x.lineRanges.count == y.lineRanges.count))
                        if x == y { equalPairs += 1 } else { differentPairs += 1 }
                    }
                }
            }
            #expect(equalPairs > 100 && differentPairs > 100)
            let before = TrainerCodeSlice.chunks(of: SwiftUICodeGenerator.code(for: Self.states()[0]), linesPerChunk: 8)
            let after = TrainerCodeSlice.chunks(of: SwiftUICodeGenerator.code(for: Self.states()[1]), linesPerChunk: 8)
            #expect(zip(before, after).map { $0 == $1 } == [false] + Array(repeating: true, count: before.count - 1))
        }
    }
}
