import Foundation
import Testing
@testable import Contacts
@testable import TesseraApp
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost
import TesseraTesting

/// The Contacts example in the bordered table style and dark (goldens of both looks).
private struct DarkBorderedContactsApp: App {
    var body: some Scene {
        WindowGroup("Contacts") { ContactsView().tableStyle(.bordered).preferredColorScheme(.dark) }.defaultSize(width: 800, height: 520)
    }
}

/// The app's `--screenshot` at `scale`.
@MainActor
private func contactsScreenshot(_ app: some App, scale: Int) throws -> PixelImage {
    try withScreenshotArguments(events: nil, time: nil) { out, arguments in
        var errors: [String] = []
        let status = AppRunner.run(app, arguments: arguments + ["--scale", String(scale)],
                                   output: AppOutput(out: { _ in }, err: { errors.append($0) }))
        guard status == 0 else { throw ScreenshotFailed(description: "exit \(status): \(errors.joined(separator: "; "))") }
        return try ImageCodec.decode(contentsOf: out)
    }
}

@Suite(.serialized) @MainActor struct ContactsTests {
    /// The texts of the first table row, left to right.
    private func firstRow(_ s: AppSession) -> [String] {
        _ = s.frame()
        guard let header = s.host.node(withID: "table-header-0") else { Issue.record("no table header"); return [] }
        let top = s.host.animator.attributes(of: header).frame.maxY
        var texts: [(x: Double, string: String)] = []
        s.host.renderRoot.forEachNode { n in
            guard case .text(let t) = n.content else { return }
            let f = s.host.animator.attributes(of: n).frame
            if f.minY > top, f.minY < top + 30 { texts.append((f.minX, t.string)) }
        }
        return texts.sorted { $0.x < $1.x }.map(\.string)
    }

    private func clickRowText(_ s: AppSession, _ string: String, shift: Bool = false) {
        var frame: Rect?
        s.host.renderRoot.forEachNode { n in
            if frame == nil, case .text(let t) = n.content, t.string == string { frame = s.host.animator.attributes(of: n).frame }
        }
        guard let frame else { Issue.record("no text \(string)"); return }
        let p = Point(x: frame.midX, y: frame.midY)
        _ = s.handle(.pointerDown(p, button: .primary, clickCount: 1, shift: shift))
        _ = s.handle(.pointerUp(p, button: .primary))
        _ = s.frame()
    }

    @Test func sortingByEachColumnPutsItsSmallestThenLargestValueFirst() throws {
        let s = try session(ContactsApp())
        let all = Contact.sample(count: 10_000)
        #expect(firstRow(s).first == all.map(\.familyName).min())
        let expectations: [(header: Int, column: Int, ascending: String, descending: String)] = [
            (1, 1, all.map(\.givenName).min()!, all.map(\.givenName).max()!),
            (3, 3, all.map(\.city).min()!, all.map(\.city).max()!),
            (4, 4, String(all.map(\.age).min()!), String(all.map(\.age).max()!)),
        ]
        for e in expectations {
            s.click("table-header-\(e.header)")
            #expect(firstRow(s)[e.column] == e.ascending)
            s.click("table-header-\(e.header)")
            #expect(firstRow(s)[e.column] == e.descending)
        }
    }

    @Test func shiftClickSelectsARangeAndDeleteRemovesIt() throws {
        let s = try session(ContactsApp())
        _ = s.frame()
        let first = firstRow(s)
        clickRowText(s, first[2])
        #expect(s.text("selected") == "1 selected")
        s.click("table-header-4")   // sorting keeps the selection
        #expect(s.text("selected") == "1 selected")
        // The app sorted by family name, then (the Age click) by [age, family name].
        let rows = Contact.sample(count: 10_000).sorted(using: KeyPathComparator(\Contact.familyName))
            .sorted(using: [KeyPathComparator(\Contact.age), KeyPathComparator(\Contact.familyName)])
        clickRowText(s, rows[0].email)
        clickRowText(s, rows[3].email, shift: true)
        #expect(s.text("selected") == "4 selected")
        s.click("delete")
        #expect(s.text("count") == "9996 contacts")
        #expect(!firstRow(s).contains(rows[0].email))
    }

    @Test func theRowContextMenuDeletesTheSelectionOrTheClickedRow() throws {
        let s = try session(ContactsApp())
        let first = firstRow(s)
        clickRowText(s, first[2])
        var frame: Rect?
        s.host.renderRoot.forEachNode { n in
            if frame == nil, case .text(let t) = n.content, t.string == first[2] { frame = s.host.animator.attributes(of: n).frame }
        }
        let p = try #require(frame.map { Point(x: $0.midX, y: $0.midY) })
        _ = s.handle(.pointerDown(p, button: .secondary, clickCount: 1))
        _ = s.handle(.pointerUp(p, button: .secondary))
        _ = s.frame()
        s.click("context-delete")
        #expect(s.text("count") == "9999 contacts")
        #expect(s.text("selected") == "")
        #expect(!firstRow(s).contains(first[2]))
    }

    @Test func lightAndDarkGoldens() throws {
        try GoldenImages().assertMatches(try contactsScreenshot(ContactsApp(), scale: 1), golden: goldens + "/contacts.png")
        try GoldenImages().assertMatches(try contactsScreenshot(DarkBorderedContactsApp(), scale: 2), golden: goldens + "/contacts-bordered-dark@2x.png")
    }
}
