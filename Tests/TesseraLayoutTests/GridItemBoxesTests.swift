import Testing
import TesseraGeometry
@testable import TesseraLayout

/// `GridItemBoxes` answers the solver's questions about item boxes from compact copies and
/// trait bits: every accessor must give exactly what the same question asked of
/// `styles[i].box` gives (doubles compared bit for bit, so a `-0` that became `0` fails).
@Suite struct TrackGridItemBoxesTests {
    /// Boxes that exercise every trait: plain, fixed and percentage sizes, min/max limits,
    /// aspect ratios, content-box sizing, scroll containers, auto margins on either side,
    /// percentage and negative-zero edges, and the other per-item facts.
    static func variedStyles() -> [TrackGridItemStyle] {
        var out: [TrackGridItemStyle] = []
        out.append(TrackGridItemStyle())
        var s = TrackGridItemStyle()
        s.box.size = GridAxisPair(horizontal: .px(20), vertical: .px(20))
        out.append(s)
        s = TrackGridItemStyle()
        s.box.size = GridAxisPair(horizontal: .percent(0.5), vertical: .maxContent)
        s.box.minSize = GridAxisPair(horizontal: .px(10), vertical: .auto)
        s.box.maxSize = GridAxisPair(horizontal: .auto, vertical: .percent(0.25))
        s.box.boxSizing = .contentBox
        s.box.padding = GridEdges(top: .px(1), left: .percent(0.1), bottom: .px(3), right: .px(4))
        s.box.border = GridEdges(.px(2))
        s.justifySelf = GridItemAlignment(.center)
        out.append(s)
        s = TrackGridItemStyle()
        s.box.aspectRatio = 2
        s.box.isScrollContainer = GridAxisPair(horizontal: true, vertical: false)
        s.box.margin = GridEdges(top: .auto, left: .px(5), bottom: .px(0), right: .auto)
        s.alignSelf = GridItemAlignment(.lastBaseline)
        s.direction = .rtl
        out.append(s)
        s = TrackGridItemStyle()
        s.box.padding = GridEdges(top: .px(-0.0), left: .px(0), bottom: .px(0), right: .px(0))
        s.box.margin = GridEdges(top: .px(0), left: .px(-0.0), bottom: .percent(0.5), right: .px(0))
        s.box.isScrollContainer = GridAxisPair(horizontal: false, vertical: true)
        s.box.size = GridAxisPair(horizontal: .stretch, vertical: .px(.infinity))
        s.isAbsolutelyPositioned = true
        out.append(s)
        s = TrackGridItemStyle()
        s.box.minSize = GridAxisPair(horizontal: .auto, vertical: .px(-3))
        s.box.margin = GridEdges(top: .px(0), left: .auto, bottom: .auto, right: .px(0))
        s.isHidden = true
        s.isAbsolutelyPositioned = true
        out.append(s)
        return out
    }

    static func same(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }
    static func same(_ a: (start: Double, end: Double), _ b: (start: Double, end: Double)) -> Bool {
        a.start.bitPattern == b.start.bitPattern && a.end.bitPattern == b.end.bitPattern
    }

    @Test func accessorsEqualTheBoxes() {
        let styles = Self.variedStyles()
        styles.withUnsafeBufferPointer { buffer in
            let boxes = GridItemBoxes(buffer)
            #expect(boxes.count == styles.count)
            for (i, st) in styles.enumerated() {
                let b = st.box
                #expect(Self.same(boxes.aspectRatio(i), b.aspectRatio), "item \(i) aspect ratio")
                #expect(boxes.boxSizing(i) == b.boxSizing, "item \(i) box-sizing")
                #expect(boxes.selfAlignments[i] == GridAxisPair(horizontal: st.justifySelf, vertical: st.alignSelf))
                #expect(boxes.directions[i] == st.direction)
                for a in Axis.allCases {
                    #expect(boxes.size(i, a) == b.size[a], "item \(i) size \(a)")
                    #expect(boxes.minSize(i, a) == b.minSize[a], "item \(i) min size \(a)")
                    #expect(boxes.maxSize(i, a) == b.maxSize[a], "item \(i) max size \(a)")
                    #expect(boxes.isScrollContainer(i, a) == b.isScrollContainer[a], "item \(i) scroll \(a)")
                    for basis in [nil, 0, 100.0] as [Double?] {
                        #expect(Self.same(boxes.paddingBorder(i, a, widthBasis: basis), b.paddingBorder(a, widthBasis: basis)),
                                "item \(i) padding+border \(a) basis \(String(describing: basis))")
                        for rtl in [false, true] {
                            #expect(Self.same(boxes.logicalMargins(i, a, rtl: rtl, widthBasis: basis),
                                              b.logicalMargins(a, rtl: rtl, widthBasis: basis)), "item \(i) margins \(a)")
                        }
                        for value in [b.size[a], b.minSize[a], b.maxSize[a], .px(7), .percent(0.5), .auto] as [GridSize] {
                            #expect(Self.same(boxes.borderBoxLength(i, value, basis: basis, paddingBorder: 3),
                                              b.borderBoxLength(value, basis: basis, paddingBorder: 3)), "item \(i) length \(a)")
                        }
                    }
                    for rtl in [false, true] {
                        let x = boxes.autoMargins(i, a, rtl: rtl), y = b.autoMargins(a, rtl: rtl)
                        #expect(x.start == y.start && x.end == y.end, "item \(i) auto margins \(a) rtl \(rtl)")
                    }
                }
            }
            #expect(boxes.hasPercent == styles.map { st in
                let b = st.box
                let lengths = [b.padding.top, b.padding.left, b.padding.bottom, b.padding.right,
                               b.border.top, b.border.left, b.border.bottom, b.border.right]
                let margins = [b.margin.top, b.margin.left, b.margin.bottom, b.margin.right]
                return lengths.contains { $0.isPercent } || margins.contains { if case .percent = $0 { return true } else { return false } }
            })
            #expect(boxes.hasAbsoluteItems)
            #expect(boxes.hasBaselineSelfAlignment)
            #expect(boxes.mayHaveInvalidSizes)
        }
    }

    /// The grid-wide facts are false when nothing in the styles calls for them.
    @Test func gridWideFactsOfPlainItems() {
        var hiddenAbsolute = TrackGridItemStyle()
        hiddenAbsolute.isAbsolutelyPositioned = true
        hiddenAbsolute.isHidden = true
        let styles = [TrackGridItemStyle(), hiddenAbsolute]
        styles.withUnsafeBufferPointer { buffer in
            let boxes = GridItemBoxes(buffer)
            #expect(!boxes.hasAbsoluteItems)
            #expect(!boxes.hasBaselineSelfAlignment)
            #expect(!boxes.mayHaveInvalidSizes)
            #expect(boxes.hasPercent == [false, false])
        }
    }
}
