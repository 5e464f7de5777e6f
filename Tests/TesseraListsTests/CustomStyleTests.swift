import Foundation
import Testing
@_spi(Lists) @testable import Tessera
@testable import TesseraLists

/// A list style of the user's own: rows as rounded cards 10 points inside, the selected one
/// marked by a text the test can find.
private struct CardRows: ListStyle {
    var inset = 12.0
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.content
            if configuration.isSelected { Text("✓").id("check") }
            if configuration.isFirstInSection { Text("first").id("first-mark") }
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray))
        .padding(.horizontal, inset)
    }
}

/// A label style of the user's own: the title, then the icon.
private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 20) { configuration.title; configuration.icon }
    }
}

@Suite struct CustomListStyleTests {
    let items = (0..<3).map { Item(id: $0) }

    @Test func aCustomStyleDrawsEachRowAndTheListKeepsSelection() throws {
        let selection = Box<Int?>(nil)
        let stage = ListStage(List(items, selection: selection.binding) { Text($0.name).id("row-\($0.id)") }.listStyle(CardRows()))
        let row = try #require(stage.rect("row-1"))
        #expect(row.minX >= 12 + 10 - 0.5, "the style's padding: \(row)")
        #expect(stage.rect("check") == nil)
        stage.click("row-1")
        #expect(selection.value == 1, "clicks still select")
        #expect(stage.rect("check") != nil, "the style sees the selection")
        stage.key("Down")
        #expect(selection.value == 2, "keys still move it")
        #expect(stage.host.node(withID: "first-mark") != nil)
    }

    @Test func aStylesPropertiesCountInItsIdentity() throws {
        struct Host: View {
            let inset: Double
            var body: some View { List((0..<2).map { Item(id: $0) }) { Text($0.name).id("row-\($0.id)") }.listStyle(CardRows(inset: inset)) }
        }
        let narrow = ListStage(Host(inset: 12)), wide = ListStage(Host(inset: 40))
        let a = try #require(narrow.rect("row-0")), b = try #require(wide.rect("row-0"))
        #expect(abs((b.minX - a.minX) - 28) < 0.5)
        #expect(CustomListRowStyle(CardRows(inset: 1)) != CustomListRowStyle(CardRows(inset: 2)))
        #expect(CustomListRowStyle(CardRows(inset: 1)) == CustomListRowStyle(CardRows(inset: 1)))
        #expect(CustomListRowStyle(PlainListStyle()) == nil, "built-in looks draw their own rows")
    }
}

@Suite struct CustomLabelStyleTests {
    private func frames(_ view: some View) -> (title: Rect, icon: Rect)? {
        let stage = ListStage(view)
        guard let t = stage.rect("title"), let i = stage.rect("icon") else { return nil }
        return (t, i)
    }
    private var label: some View { Label { Text("Inbox").id("title") } icon: { Rectangle().frame(width: 16, height: 16).id("icon") } }

    @Test func theDefaultPutsTheIconFirstAndACustomStyleDrawsItsOwn() throws {
        let plain = try #require(frames(label))
        #expect(plain.icon.maxX + 6 - plain.title.minX < 0.5, "icon, 6 points, title")
        let custom = try #require(frames(label.labelStyle(TrailingIcon())))
        #expect(abs(custom.icon.minX - (custom.title.maxX + 20)) < 0.5, "title, 20 points, icon")
    }

    @Test func titleOnlyAndIconOnlyLeaveOnePart() {
        let t = ListStage(label.labelStyle(.titleOnly)), i = ListStage(label.labelStyle(.iconOnly))
        #expect(t.rect("title") != nil && t.rect("icon") == nil)
        #expect(i.rect("icon") != nil && i.rect("title") == nil)
    }
}
