import Foundation
import Testing
@testable import Tessera
@testable import TesseraControls
import TesseraDisplayList

/// The strings of the text runs `stage` draws.
private func drawnTexts(_ stage: ControlStage) -> [String] {
    stage.host.frame(size: stage.size, at: stage.time).displayList.items.compactMap { item in
        guard case .text(let run) = item else { return nil }
        return run.string
    }
}

/// The URLs a test's `openURL` action received.
private final class OpenedURLs: @unchecked Sendable {
    var urls: [URL] = []
}

@Suite struct LinkTests {
    @Test func clickingALinkOpensItsDestinationWithTheEnvironmentsAction() throws {
        let opened = OpenedURLs()
        let url = try #require(URL(string: "https://swift.org/documentation"))
        let stage = ControlStage(
            Link("Swift", destination: url).id("link")
                .environment(\.openURL, OpenURLAction { opened.urls.append($0); return .handled }))
        #expect(opened.urls.isEmpty)
        stage.click("link")
        #expect(opened.urls == [url])
    }

    @Test func aDiscardedURLIsNotHandedToTheSystem() throws {
        // .discarded must not reach xdg-open; .handled neither. Only the result differs.
        let action = OpenURLAction { _ in .discarded }
        action(try #require(URL(string: "https://example.org")))
        #expect(OpenURLAction.Result.discarded != .systemAction)
    }

    @Test func shareLinkCopiesSubjectMessageAndItemToTheClipboard() throws {
        let url = try #require(URL(string: "https://example.org/a"))
        let stage = ControlStage(ShareLink(item: url, subject: Text("Look"), message: Text("at this")).id("share"))
        let clipboard = MemoryClipboard()
        stage.host.clipboard = clipboard
        stage.click("share")
        #expect(clipboard.text == "Look\nat this\nhttps://example.org/a")
    }

    @Test func buttonToggleStyleFlipsOnClickAndFillsWhileOn() {
        let on = Box(false)
        let stage = ControlStage(Toggle("Bold", isOn: on.binding).toggleStyle(.button).id("bold"))
        let off = stage.host.frame(size: stage.size, at: stage.time).displayList
        stage.click("bold")
        #expect(on.value == true)
        let lit = stage.host.frame(size: stage.size, at: stage.time).displayList
        #expect(off != lit, "the on state draws differently")
        stage.click("bold")
        #expect(on.value == false)
    }
}

@Suite struct ContentUnavailableViewTests {
    @Test func searchVariantNamesTheSearchedText() {
        let stage = ControlStage(ContentUnavailableView.search(text: "kiwi"))
        let texts = drawnTexts(stage)
        #expect(texts.contains { $0.contains("No Results for \u{201C}kiwi\u{201D}") })
        #expect(texts.contains { $0.contains("Check the spelling") })
    }

    @Test func itCentresItsContentInTheSpaceGiven() throws {
        let stage = ControlStage(ContentUnavailableView("No Mail", systemImage: "tray").id("empty"), size: Size(width: 400, height: 300))
        let frame = try #require(stage.rect("empty"))
        #expect(frame.width == 400 && frame.height == 300)
    }
}
