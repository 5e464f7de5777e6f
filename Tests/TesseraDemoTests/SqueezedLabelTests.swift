import Testing
@testable import TesseraDemo
import Tessera
import TesseraLayout
import TesseraSDLHost

/// Issue 29: button labels in a squeezed stack (the `controls` scene's 删除 in Chinese). What
/// SwiftUI does, derived from its rules: an `HStack` offers its children space from the least
/// flexible (the smallest difference between ideal and minimum width) to the most, each the
/// fair share of what is left, so a short label beside a long text keeps its one line and the
/// long text wraps; text wraps only at line-break opportunities (UAX 14), which in Chinese lie
/// between any two ideographs (class ID) and in English at spaces. So a two-ideograph label
/// squeezed below its width breaks between 删 and 除, and "Delete all" breaks at its space,
/// never inside "Delete".
extension DemoTests {
    @Suite struct SqueezedLabels {
        let measurer: FontTextMeasurer

        init() throws { measurer = try FontTextMeasurer() }

        /// A host of `view` laid out in a window of `width` x 400 points.
        func host(_ view: some View, width: Double) -> ViewHost {
            let host = ViewHost(view, textMeasurer: measurer)
            host.layout(size: Size(width: width, height: 400))
            return host
        }

        /// The text leaf at or under the view with id `id`: its string and frame.
        func textNode(_ host: ViewHost, _ id: String) throws -> (string: String, frame: Rect) {
            var found: (String, Rect)?
            try #require(host.node(withID: id)).forEachNode { n in
                if found == nil, case .text(let t) = n.content { found = (t.string, n.frame) }
            }
            return try #require(found)
        }

        /// The height of one line of `string` at the desktop look's control font.
        func lineHeight(_ string: String) -> Double {
            measurer.measure(string, font: PlatformLook.desktop.resolve(Font(size: 13)), proposedWidth: nil).size.height
        }

        @Test func aShortLabelBesideALongTextKeepsItsLine() throws {
            let long = "轨道尺寸决定每一列的宽度，剩余的空间按比例分给弹性轨道，内容不会被裁切。"
            let h = host(HStack(spacing: 10) {
                Text(long).id("long")
                Button("删除", role: .destructive) {}.id("delete")
            }.platformLook(.desktop), width: 300)
            let label = try textNode(h, "delete"), text = try textNode(h, "long")
            #expect(label.string == "删除")
            #expect(abs(label.frame.height - lineHeight("删除")) < 0.5, "删除 is \(label.frame.height) pt tall: broken")
            #expect(text.frame.height > 2 * lineHeight(long) - 0.5, "the long text wraps instead")
        }

        @Test func aLabelNarrowerThanItsWidthBreaksBetweenIdeographs() throws {
            let one = measurer.measure("删", font: PlatformLook.desktop.resolve(Font(size: 13)), proposedWidth: nil).size.width
            // The button's bezel pads its label by 12 points each side: leave the label one
            // ideograph and a half.
            let h = host(HStack { Button("删除", role: .destructive) {}.id("delete") }.frame(width: 24 + one * 1.5).platformLook(.desktop),
                         width: 400)
            let label = try textNode(h, "delete")
            #expect(abs(label.frame.height - 2 * lineHeight("删除")) < 0.5, "two lines of one ideograph: \(label.frame)")
            #expect(label.frame.width <= one + 0.5)
        }

        @Test func anEnglishLabelBreaksAtItsSpaceNotInsideAWord() throws {
            let font = PlatformLook.desktop.resolve(Font(size: 13))
            let word = measurer.measure("Delete", font: font, proposedWidth: nil).size.width
            let whole = measurer.measure("Delete all", font: font, proposedWidth: nil).size.width
            let h = host(HStack { Button("Delete all") {}.id("delete") }.frame(width: 24 + (word + whole) / 2).platformLook(.desktop),
                         width: 400)
            let label = try textNode(h, "delete")
            #expect(abs(label.frame.height - 2 * lineHeight("Delete all")) < 0.5, "\"Delete\" / \"all\": \(label.frame)")
            #expect(abs(label.frame.width - word) < 0.5, "the first line is the whole word \"Delete\": \(label.frame.width) vs \(word)")
        }
    }
}
