import Foundation
import Testing
import TesseraDisplayList
@testable import Tessera

/// SwiftUI's text API on `Text`: concatenation keeps per-run styles, the innermost modifier wins,
/// paragraph modifiers come from the environment, and formatted values use Foundation.
@Suite struct TextViewTests {
    func run(_ view: some View) throws -> TextRun {
        let host = makeHost(view)
        let list = host.displayList()
        for item in list.items { if case .text(let r) = item { return r } }
        Issue.record("no text in \(list)")
        throw CancellationError()
    }

    @Test func concatenationKeepsEachRunsStyle() throws {
        let r = try run((Text("a").bold() + Text("b").italic() + Text("c").foregroundColor(.red)).font(.title).fontWeight(.light))
        let spans = r.text.spans
        #expect(spans.map(\.string) == ["a", "b", "c"])
        #expect(spans.map(\.font.weight) == [.bold, .light, .light])     // innermost wins: "a" keeps bold
        #expect(spans.map(\.font.isItalic) == [false, true, false])
        #expect(spans.map(\.font.size) == [22, 22, 22])   // .title in the default (desktop) look
        #expect(spans[2].color == .red && spans[0].color == nil)
    }

    @Test func paragraphModifiersComeFromTheEnvironment() throws {
        let r = try run(Text("abc").lineLimit(2...3).truncationMode(.middle).multilineTextAlignment(.center).lineSpacing(4).italic())
        #expect(r.text.options == TextLayoutOptions(lineLimit: 2...3, truncationMode: .middle, alignment: .center, lineSpacing: 4))
        #expect(r.text.spans[0].font.isItalic)
        let single = try run(Text("abc").lineLimit(1))
        #expect(single.text.options.lineLimit == 1...1)
    }

    @Test func fontsAsInSwiftUI() {
        #expect(Font.system(size: 20, weight: .semibold, design: .serif) == Font(size: 20, weight: .semibold, design: .serif))
        #expect(Font.custom("Noto Sans CJK SC", size: 15).family == "Noto Sans CJK SC")
        #expect(Font.body.italic().isItalic && Font.body.monospaced().design == .monospaced)
        #expect(Font.system(.title, design: .rounded).size == 28)
    }

    @Test func formattedValues() throws {
        let value = 1234.5
        let r = try run(Text(value, format: .number))
        #expect(r.string == value.formatted(.number))
        #expect(r.string.contains("1") && r.string.contains("5"))
    }
}
