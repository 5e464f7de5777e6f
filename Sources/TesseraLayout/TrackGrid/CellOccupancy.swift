/// The cell-occupancy matrix used by auto-placement (CSS Grid 2 §8.5): one flag per grid cell,
/// stored row-major along the auto-placement axes. "Primary" is the axis the cursor moves along
/// first (columns for `grid-auto-flow: row`), "secondary" the axis that grows (rows).
///
/// Lines are origin-zero (line 1 of the explicit grid is 0, implicit lines before it are
/// negative). Cells outside the matrix are free; occupying them grows the matrix. Each
/// secondary line keeps a count of occupied cells, so `dense` packing skips full rows instead
/// of rescanning them: placement stays near-linear in the number of items, not quadratic.
struct CellOccupancy {
    private(set) var primaryStart: Int
    private(set) var primaryCount: Int
    private(set) var secondaryStart: Int
    private(set) var secondaryCount = 0
    private var cells: [Bool] = []
    private var filled: [Int] = []
    /// Secondary index (matrix-relative) before which every row is full.
    private var firstNonFull = 0

    init(primary: Range<Int>, secondaryStart: Int) {
        primaryStart = primary.lowerBound
        primaryCount = primary.count
        self.secondaryStart = secondaryStart
    }

    /// The primary lines covered by the matrix.
    var primaryRange: Range<Int> { primaryStart..<(primaryStart + primaryCount) }
    /// The secondary lines covered by the matrix.
    var secondaryRange: Range<Int> { secondaryStart..<(secondaryStart + secondaryCount) }

    /// Whether every cell of the area is free.
    func isFree(primary p: Range<Int>, secondary s: Range<Int>) -> Bool {
        let pLo = Swift.max(p.lowerBound, primaryStart), pHi = Swift.min(p.upperBound, primaryStart + primaryCount)
        let sLo = Swift.max(s.lowerBound, secondaryStart), sHi = Swift.min(s.upperBound, secondaryStart + secondaryCount)
        if pLo >= pHi || sLo >= sHi { return true }
        return cells.withUnsafeBufferPointer { buf in
            for row in (sLo - secondaryStart)..<(sHi - secondaryStart) {
                let base = row * primaryCount - primaryStart
                for col in pLo..<pHi where buf[base + col] { return false }
            }
            return true
        }
    }

    /// Marks the area as occupied, growing the matrix as needed.
    mutating func occupy(primary p: Range<Int>, secondary s: Range<Int>) {
        grow(primary: p, secondary: s)
        for row in (s.lowerBound - secondaryStart)..<(s.upperBound - secondaryStart) {
            let base = row * primaryCount - primaryStart
            for col in p where !cells[base + col] {
                cells[base + col] = true
                filled[row] += 1
            }
        }
    }

    /// The first secondary line whose row still has a free cell (rows before it are full).
    mutating func firstRowWithFreeCell() -> Int {
        while firstNonFull < secondaryCount && filled[firstNonFull] >= primaryCount { firstNonFull += 1 }
        return secondaryStart + firstNonFull
    }

    private mutating func grow(primary p: Range<Int>, secondary s: Range<Int>) {
        let newPStart = Swift.min(primaryStart, p.lowerBound)
        let newPEnd = Swift.max(primaryStart + primaryCount, p.upperBound)
        let newSStart = Swift.min(secondaryStart, s.lowerBound)
        let newSEnd = Swift.max(secondaryStart + secondaryCount, s.upperBound)
        if newPStart == primaryStart && newPEnd == primaryStart + primaryCount && newSStart == secondaryStart {
            // Fast path: only rows appended at the end.
            let extra = newSEnd - (secondaryStart + secondaryCount)
            if extra > 0 {
                cells.append(contentsOf: repeatElement(false, count: extra * primaryCount))
                filled.append(contentsOf: repeatElement(0, count: extra))
                secondaryCount += extra
            }
            return
        }
        let newPCount = newPEnd - newPStart, newSCount = newSEnd - newSStart
        var newCells = [Bool](repeating: false, count: newPCount * newSCount)
        var newFilled = [Int](repeating: 0, count: newSCount)
        for row in 0..<secondaryCount {
            let newRow = row + secondaryStart - newSStart
            newFilled[newRow] = filled[row]
            for col in 0..<primaryCount where cells[row * primaryCount + col] {
                newCells[newRow * newPCount + col + primaryStart - newPStart] = true
            }
        }
        cells = newCells; filled = newFilled
        primaryStart = newPStart; primaryCount = newPCount
        secondaryStart = newSStart; secondaryCount = newSCount
        firstNonFull = 0
    }
}
