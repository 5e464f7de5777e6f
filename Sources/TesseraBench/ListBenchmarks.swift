import Foundation
import Tessera
import TesseraLists

/// The list and table benchmarks of issue 28 (DESIGN §3.8): one frame while scrolling, headless
/// at 1280x800 (a wheel step of about one row, so every frame makes a row and releases one;
/// update, layout, display list and pixels with the software renderer), turning at the ends:
///
/// - `list-scroll-frame-100k` / `-1k`: an inset `List` of 100,000 (1,000) rows of a title and a
///   secondary line with a badge, single selection.
/// - `table-scroll-frame-100k` / `-1k`: a `Table` of 100,000 (1,000) rows in four sortable
///   columns with multiple selection and alternating row backgrounds.
///
/// The goal: ≤ 3 ms CPU per frame, and the 100k frame within 1.3x of the 1k frame.
func listBenchmarks() -> [Benchmark] {
    [
        Benchmark("list-scroll-frame-100k") { scrollingFrames(BenchList(count: 100_000), step: 1) },
        Benchmark("list-scroll-frame-1k") { scrollingFrames(BenchList(count: 1_000), step: 1) },
        Benchmark("table-scroll-frame-100k") { scrollingFrames(BenchTable(count: 100_000), step: 1) },
        Benchmark("table-scroll-frame-1k") { scrollingFrames(BenchTable(count: 1_000), step: 1) },
    ]
}

private struct BenchRow: Identifiable {
    let id: Int
    var name: String { "Person \(id)" }
    var email: String { "person\(id)@example.org" }
    var city: String { ["Lisbon", "Oslo", "Nairobi", "Osaka", "Quito"][id % 5] }
    var age: Int { 18 + id % 70 }
}

/// A lazy collection of rows (made on demand, so building the view costs nothing per row).
private struct BenchRows: RandomAccessCollection {
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> BenchRow { BenchRow(id: i) }
}

private struct BenchList: View {
    let count: Int
    @State private var selection: Int?
    var body: some View {
        List(BenchRows(count: count), selection: $selection) { row in
            VStack(alignment: .leading, spacing: 2) {
                Text(row.name)
                Text(row.email).font(.footnote).foregroundStyle(.secondary)
            }
            .badge(row.age)
        }
    }
}

private struct BenchTable: View {
    let count: Int
    @State private var selection = Set<Int>()
    @State private var sortOrder = [KeyPathComparator(\BenchRow.id)]
    var body: some View {
        Table(BenchRows(count: count), selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
            TableColumn("City", value: \.city).width(min: 60, ideal: 120)
            TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
        }
    }
}
