import Foundation
import Observation
import Tessera

/// The honeycomb's data, as in the article: people with a name, a photo and a colour, laid out
/// as 7 rows of 6 cells by `idx = r * 6 + c` (person `idx % people`, colour `idx % 8`), each
/// cell with its own `flipped` flag; plus what the demo adds: the article's step being shown
/// (1-7), the keyboard focus and the scroll position. `@Observable`, so a change re-evaluates
/// the views that read it, and a change made inside `withAnimation` animates.
///
/// Owned by the `DemoSession` (window and headless replay alike); use it on one thread.
@Observable
public final class HoneycombModel {
    /// One cell's person, like the article's `Person`.
    public struct Person: Hashable, Sendable {
        public var name: String
        /// The index of the photo in `photos`.
        public var image: Int
        public var color: Color
        public var flipped = false
    }

    /// A cell position.
    public struct Cell: Hashable, Sendable {
        public var row: Int, column: Int
        public init(row: Int, column: Int) { self.row = row; self.column = column }
    }

    /// The article's colour cycle.
    public static let colors: [Color] = [.yellow, .orange, .red, .purple, .blue, .pink, .green, .indigo]
    /// The article's starter: 7 rows of 6 cells.
    public static let rowCount = 7, columnCount = 6
    /// The article's steps, from the square grid (1) to the finished honeycomb (7).
    public static let steps = 1...7

    /// The photos (and the people's names).
    @ObservationIgnored public let photos: HoneycombPhotos
    /// The cells, row by row (`buildDemoCells` of the article).
    public private(set) var rows: [[Person]]
    /// The step shown (1...7); the scene opens on the finished honeycomb.
    public private(set) var step = 7
    /// The cell with the keyboard focus ring, if any.
    public private(set) var focus: Cell?
    /// How far the honeycomb is scrolled down, in points (0: its top is shown).
    public private(set) var scroll = 0.0
    /// How much taller the honeycomb is than its viewport (negative when it fits); the session
    /// sets it after each layout, so scrolling stops at the bottom.
    public internal(set) var overflow = 0.0

    /// A model on `photos` (default: the bundled portraits).
    public init(photos: HoneycombPhotos = .bundled()) {
        self.photos = photos
        rows = Self.buildDemoCells(people: photos.photos.map(\.name))
    }

    /// A new model object with this one's state. Observation keeps a view's registrations in
    /// the model until a property it read changes, so a long-lived model shown again and
    /// again collects them; the session hands each visit of the scene a fresh copy, and the
    /// registrations go away with the old object (scene switching stays flat in memory).
    public func copy() -> HoneycombModel {
        let m = HoneycombModel(photos: photos, rows: rows)
        m.step = step; m.focus = focus; m.scroll = scroll; m.overflow = overflow
        return m
    }

    private init(photos: HoneycombPhotos, rows: [[Person]]) {
        self.photos = photos
        self.rows = rows
    }

    /// The article's `buildDemoCells`: 7 rows of 6, person `idx % people`, colour `idx % 8`.
    static func buildDemoCells(people names: [String]) -> [[Person]] {
        (0..<rowCount).map { r in
            (0..<columnCount).map { c in
                let idx = r * columnCount + c
                let person = names.isEmpty ? 0 : idx % names.count
                return Person(name: names.isEmpty ? "" : names[person], image: person, color: colors[idx % colors.count])
            }
        }
    }

    /// The person of a cell.
    public func person(_ cell: Cell) -> Person { rows[cell.row][cell.column] }

    // MARK: Changes (wrap them in withAnimation to animate)

    /// Flips one cell (a click, `Return`).
    public func toggle(_ cell: Cell) {
        guard rows.indices.contains(cell.row), rows[cell.row].indices.contains(cell.column) else { return }
        rows[cell.row][cell.column].flipped.toggle()
    }

    /// Flips every cell to its back (`true`, key `F`) or its front (`false`, `Space`).
    public func setAllFlipped(_ flipped: Bool) {
        guard rows.joined().contains(where: { $0.flipped != flipped }) else { return }
        rows = rows.map { $0.map { var p = $0; p.flipped = flipped; return p } }
    }

    /// Moves to the previous (-1) or next (+1) step; false at either end.
    @discardableResult
    public func changeStep(by delta: Int) -> Bool {
        let next = min(Self.steps.upperBound, max(Self.steps.lowerBound, step + delta))
        guard next != step else { return false }
        step = next
        return true
    }

    /// Moves the focus ring by rows and columns (it appears on the first cell); clamped.
    public func moveFocus(rows dr: Int, columns dc: Int) {
        guard let f = focus else { focus = Cell(row: 0, column: 0); return }
        let next = Cell(row: min(Self.rowCount - 1, max(0, f.row + dr)), column: min(Self.columnCount - 1, max(0, f.column + dc)))
        if next != f { focus = next }
    }

    /// Scrolls by wheel lines (positive `lines`: the wheel turned away, towards the top), 40
    /// points a line, within the overflow.
    public func scroll(lines: Double) {
        let next = clampedScroll(scroll - lines * 40)
        if next != scroll { scroll = next }
    }

    /// `value` within 0...overflow.
    func clampedScroll(_ value: Double) -> Double { max(0, min(max(0, overflow), value)) }

    /// Records the overflow measured by a layout (and keeps the scroll position inside it).
    func setOverflow(_ value: Double) {
        guard abs(value - overflow) > 1e-9 else { return }
        overflow = value
        let s = clampedScroll(scroll)
        if s != scroll { scroll = s }
    }

    // MARK: Keys

    /// The animation of a flip (the article's).
    public static let flipAnimation = Animation.easeInOut(duration: 0.5)
    /// The animation of a step change.
    public static let stepAnimation = Animation.easeInOut(duration: 0.6)

    /// Handles the honeycomb's keys: `[` `]` steps, arrows move the focus, `Return` flips the
    /// focused cell, `F` flips all, `Space` flips all back. Other keys are left to the app.
    public func handle(_ press: KeyPress) -> KeyPress.Result {
        var key = press.key
        if key.hasPrefix("Keypad ") { key.removeFirst(7) }
        switch key.lowercased() {
        case "[": withAnimation(Self.stepAnimation) { changeStep(by: -1) }
        case "]": withAnimation(Self.stepAnimation) { changeStep(by: 1) }
        case "left": moveFocus(rows: 0, columns: -1)
        case "right": moveFocus(rows: 0, columns: 1)
        case "up": moveFocus(rows: -1, columns: 0)
        case "down": moveFocus(rows: 1, columns: 0)
        case "return", "enter", "return2":
            guard let f = focus else { return .ignored }
            withAnimation(Self.flipAnimation) { toggle(f) }
        case "f": withAnimation(Self.flipAnimation) { setAllFlipped(true) }
        case "space": withAnimation(Self.flipAnimation) { setAllFlipped(false) }
        default: return .ignored
        }
        return .handled
    }
}
