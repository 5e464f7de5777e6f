import Testing
import TesseraGeometry

/// The checked conversions never trap: NaN, infinities and values beyond Int's range have an
/// answer (nil, or the nearest bound).
@Suite struct CheckedConversionTests {
    @Test func checkingRejectsWhatIntWouldTrapOn() {
        for bad in [Double.nan, .infinity, -.infinity, 1e19, -1e19, 9_223_372_036_854_775_808.0] {
            #expect(Int(checking: bad) == nil)
        }
        #expect(Int(checking: 2.9) == 2)
        #expect(Int(checking: -2.9) == -2)
        #expect(Int(checking: -9_223_372_036_854_775_808.0) == Int.min)
    }

    @Test func clampingGoesToTheNearestBound() {
        #expect(Int(clamping: 1e300, to: 0...100) == 100)
        #expect(Int(clamping: -.infinity, to: 0...100) == 0)
        #expect(Int(clamping: .nan, to: 0...100) == 0)
        #expect(Int(clamping: .nan, to: 0...100, nan: 7) == 7)
        #expect(Int(clamping: 41.7, to: 0...100) == 41)
        #expect(Int32(clamping: 2.2e9, to: Int32.min...Int32.max) == Int32.max)
    }
}
