import Foundation
import Testing
@testable import TesseraLayout

/// Limits that count totals, not entries (issue 34): `repeat()` tracks of a whole track list
/// (2,000 entries of 10,000 tracks made 20 M tracks, > 2 GB) and `grid-template-areas` cells
/// (1000 x 1000 names with 20,000 items took over two minutes).
@Suite struct HostileTotalsTests {
    @Test func repeatedTracksAreCountedOverTheWholeList() {
        let entry = GridTrackListItem.repeat(.count(10_000), [.track(.px(1))])
        var warnings: [TrackGridWarning] = []
        let start = Date()
        let list = resolveExplicitGrid(Array(repeating: entry, count: 2_000), space: .indefinite, gap: 0, percentBasis: nil, warnings: &warnings)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(list.tracks.count == TrackGridLimits.maxRepeatedTracks)
        #expect(warnings.contains { $0.kind == .tooManyTracks })
        // A list within the limit is expanded in full, without a warning.
        var none: [TrackGridWarning] = []
        let small = resolveExplicitGrid([.repeat(.count(3), [.track(.px(1)), .track(.fr(1))]), .track(.auto), .repeat(.count(2), [.track(.px(2))])],
                                        space: .indefinite, gap: 0, percentBasis: nil, warnings: &none)
        #expect(small.tracks.count == 9 && none.isEmpty)
    }

    @Test func templateAreasAreLimitedByTheirCells() {
        let row = (0..<101).map { "a\($0)" }.joined(separator: " ")
        #expect(GridTemplateAreas(rows: Array(repeating: row, count: 100)) == nil)   // 10,100 cells
        let fits = (0..<100).map { "a\($0)" }.joined(separator: " ")
        #expect(GridTemplateAreas(rows: (0..<100).map { r in fits.replacingOccurrences(of: "a", with: "r\(r)x") }) != nil)
    }
}
