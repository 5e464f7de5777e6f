import Testing
import TesseraGeometry
import TesseraLayout

private enum TagKey: LayoutValueKey { static let defaultValue = "none" }

/// `LayoutValues` is a value: copies never see each other's writes (its storage is shared until
/// one of them writes).
@Suite struct LayoutValuesTests {
    @Test func defaults() {
        let v = LayoutValues()
        #expect(v.isEmpty)
        #expect(v.gridCellColumns == 1 && v.gridCellAnchor == nil && v.gridColumnAlignment == nil)
        #expect(v.gridCellUnsizedAxes.isEmpty && v.layoutPriority == 0 && !v.hasCustomValues)
        #expect(v[TagKey.self] == "none")
    }

    @Test func copiesAreIndependent() {
        var a = LayoutValues()
        a.gridCellColumns = 3
        a[TagKey.self] = "a"
        var b = a
        b.gridCellColumns = 2
        b.layoutPriority = 1
        b[TagKey.self] = "b"
        #expect(a.gridCellColumns == 3 && a.layoutPriority == 0 && a[TagKey.self] == "a")
        #expect(b.gridCellColumns == 2 && b.layoutPriority == 1 && b[TagKey.self] == "b")
        #expect(!a.isEmpty && a.hasCustomValues)
    }

    @Test func everyFieldIsKept() {
        var v = LayoutValues()
        v.gridCellAnchor = .bottomTrailing
        v.gridColumnAlignment = .trailing
        v.gridCellUnsizedAxes = .vertical
        #expect(v.gridCellAnchor == .bottomTrailing && v.gridColumnAlignment == .trailing)
        #expect(v.gridCellUnsizedAxes == .vertical)
    }

    /// A wrapper takes over the wrapped node's values; changing the wrapper's later leaves the
    /// wrapped node's alone.
    @Test func wrapperValuesAreACopy() {
        var inner = LayoutValues()
        inner.gridCellColumns = 2
        let child = LayoutNode(leaf: FlexibleLeaf(), values: inner)
        let wrapper = LayoutNode(wrapping: child, with: PaddingLayout(insets: EdgeInsets(all: 4)))
        #expect(wrapper.values.gridCellColumns == 2)
        wrapper.values.gridCellColumns = 4
        #expect(child.values.gridCellColumns == 2)
    }
}
