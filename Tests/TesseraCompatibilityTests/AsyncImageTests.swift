import Foundation
import Testing
import TesseraApp

/// A view that names each phase of an `AsyncImage`.
private struct PhaseView: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("empty").id("phase")
            case .success(let image): image.resizable().frame(width: 20, height: 20).overlay(Text("loaded").id("phase"))
            case .failure(let error): Text("failed \(error)").id("phase")
            }
        }
    }
}

/// The content-and-placeholder initializer.
private struct PlaceholderView: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().frame(width: 30, height: 30).id("image")
        } placeholder: {
            Text("waiting").id("placeholder")
        }
    }
}

@MainActor
@Suite struct AsyncImageTests {
    /// A file in a fresh temporary directory holding `bytes`.
    private func file(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-asyncimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }
    private let pngHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private func settle(_ host: ViewHost, until done: () -> Bool) async {
        for _ in 0..<2000 {
            host.refresh()
            if done() { return }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    @Test func aFileURLLoadsIntoTheSuccessPhase() async throws {
        let url = try file("dot.png", pngHeader)
        let host = makeHost(PhaseView(url: url))
        #expect(host.text("phase") == "empty", "the first frame shows the empty phase")
        await settle(host) { host.text("phase") != "empty" }
        #expect(host.text("phase") == "loaded")
    }

    @Test func failuresSayWhy() async throws {
        let text = try file("notes.txt", Array("hello".utf8))
        let cases: [(URL, String)] = [
            (text, "is not a PNG or JPEG image"),
            (URL(fileURLWithPath: "/nonexistent/tessera/x.png"), "cannot read /nonexistent/tessera/x.png"),
            (URL(string: "ftp://example.com/x.png")!, "is not a file, http or https URL"),
        ]
        for (url, reason) in cases {
            let host = makeHost(PhaseView(url: url))
            await settle(host) { host.text("phase") != "empty" }
            #expect(host.text("phase")?.contains(reason) == true, "\(url): \(host.text("phase") ?? "nil")")
        }
    }

    @Test func noURLStaysEmptyAndThePlaceholderShows() async throws {
        let host = makeHost(PhaseView(url: nil))
        await settle(host) { false }
        #expect(host.text("phase") == "empty")
        let waiting = makeHost(PlaceholderView(url: nil))
        #expect(waiting.text("placeholder") == "waiting")
        let url = try file("dot.png", pngHeader)
        let loaded = makeHost(PlaceholderView(url: url))
        await settle(loaded) { loaded.node(withID: "image") != nil }
        #expect(loaded.node(withID: "image")?.frame.size.width == 30)
        #expect(loaded.node(withID: "image")?.frame.size.height == 30)
        #expect(loaded.node(withID: "placeholder") == nil)
    }

    @Test func colourLiteralsMakeColors() {
        let literal = Color(#colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.5))
        #expect(literal == Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.5))
        let bare: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(bare == Color(red: 1, green: 0, blue: 0, opacity: 1))
    }
}
