import Testing
import TesseraGeometry
import TesseraLayout

/// `ProposedSize` keeps SwiftUI's meaning per dimension in its compact storage.
@Suite struct ProposedSizeTests {
    @Test func dimensionsRoundTrip() {
        let values: [Double?] = [nil, 0, 1.5, -3, .infinity, 1e300]
        for w in values {
            for h in values {
                let p = ProposedSize(width: w, height: h)
                #expect(p.width == w && p.height == h, "\(String(describing: w)) x \(String(describing: h))")
            }
        }
    }

    @Test func nanMeansUnspecified() {
        let p = ProposedSize(width: .nan, height: 4)
        #expect(p.width == nil)
        #expect(p == ProposedSize(width: nil, height: 4))
        var q = ProposedSize.zero
        q.height = .nan
        #expect(q == ProposedSize(width: 0, height: nil))
    }

    @Test func negativeZeroEqualsZero() {
        #expect(ProposedSize(width: -0.0, height: 0) == .zero)
        #expect(ProposedSize(width: -0.0, height: 0).hashValue == ProposedSize.zero.hashValue)
    }

    @Test func distinctProposalsDiffer() {
        #expect(ProposedSize(width: nil, height: nil) != ProposedSize(width: 0, height: nil))
        #expect(ProposedSize.infinity != ProposedSize(width: .infinity, height: nil))
        #expect(Set([ProposedSize.zero, .unspecified, .infinity, ProposedSize(width: 10, height: nil)]).count == 4)
    }

    @Test func setterAlongAnAxis() {
        var p = ProposedSize.unspecified
        p[.horizontal] = 12
        p[.vertical] = nil
        #expect(p == ProposedSize(width: 12, height: nil))
        #expect(ProposedSize(.vertical, 5, 7) == ProposedSize(width: 7, height: 5))
    }
}
