import Foundation
import Testing
import TesseraLayout
@testable import TesseraConformance

/// A conformance case with a line number of 1e19 trapped in `Int(_:)`; the checked
/// conversion clamps it (to ±1,000,000, then the grid's own ±10,000 line clamp applies).
@Suite struct HostileCaseTests {
    @Test func hugeLineNumbersAndRepeatCountsAreClamped() {
        var dec = StyleDecoder()
        guard case .line(let n) = dec.placement(["kind": "line", "value": 1e19]) else { Issue.record("not a line"); return }
        #expect(n == 1_000_000)
        guard case .line(let m) = dec.placement(["kind": "line", "value": -Double.infinity]) else { Issue.record("not a line"); return }
        #expect(m == -1_000_000)
        guard case .span(let s) = dec.placement(["kind": "span", "value": Double.nan]) else { Issue.record("not a span"); return }
        #expect(s == 1)
        let list = dec.trackList([["type": "repeat", "count": 1e300, "items": [["type": "track", "size": ["kind": "px", "value": 10]]]]])
        guard case .repeat(.count(let c), _) = list.first else { Issue.record("not a repeat"); return }
        #expect(c == 1_000_000)
    }
}
