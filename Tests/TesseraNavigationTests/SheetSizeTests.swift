import Testing
@testable import Tessera
@testable import TesseraNavigation

/// A window (800x600 in `Stage`) presenting `content` in a sheet from the start.
private struct Presenting<Content: View>: View {
    let content: Content
    @State private var shown = true
    var body: some View {
        Color.gray.sheet(isPresented: $shown) { content }
    }
}

/// The sheet's size: its content's ideal size between 320x200 and the window less 48 points,
/// or the height of its detent.
@Suite struct SheetSizeTests {
    /// The frame of the view with id "content" once the sheet rests.
    private func restingFrame(_ content: some View) -> Rect? {
        let s = Stage(Presenting(content: content))
        return s.frame("content")
    }

    @Test func aSheetTakesItsContentsIdealSizeCentred() throws {
        let f = try #require(restingFrame(Color.blue.frame(idealWidth: 400, idealHeight: 300).id("content")))
        #expect(f.size == Size(width: 400, height: 300))
        #expect(f.midX == 400 && f.midY == 300, "centred in the 800x600 window: \(f)")
    }

    @Test func smallContentGetsTheSmallestSheetAndLargeContentTheWindowLess48() throws {
        // A colour has no ideal size of its own (10 points): the sheet's least size.
        let small = try #require(restingFrame(Color.blue.id("content")))
        #expect(small.size == Size(width: 320, height: 200))
        let large = try #require(restingFrame(Color.blue.frame(idealWidth: 3000, idealHeight: 3000).id("content")))
        #expect(large.size == Size(width: 752, height: 552))
    }

    @Test func textWrapsAtTheSheetsWidth() throws {
        let long = String(repeating: "word ", count: 400)
        let f = try #require(restingFrame(Text(long).id("content")))
        #expect(f.width <= 752 && f.width > 320, "\(f)")
        #expect(f.height > 20, "wrapped onto several lines: \(f)")
    }

    @Test(arguments: [
        (Set([PresentationDetent.medium, .large]), 276.0),   // the smallest: half of 552
        (Set([PresentationDetent.large]), 552.0),
        (Set([PresentationDetent.height(150)]), 150.0),
        (Set([PresentationDetent.fraction(0.25), .medium]), 138.0),
        (Set([PresentationDetent.height(5000)]), 552.0),
    ])
    func detentsSetTheHeight(_ detents: Set<PresentationDetent>, _ height: Double) throws {
        let f = try #require(restingFrame(Color.blue.frame(idealWidth: 400, idealHeight: 300).presentationDetents(detents).id("content")))
        #expect(f.height == height)
        #expect(f.width == 400, "the width still follows the content")
    }

    @Test func theSelectedDetentWinsAndChangingItResizesTheSheet() throws {
        struct Selecting: View {
            @State var detent = PresentationDetent.large
            var body: some View {
                VStack {
                    Button("smaller") { detent = .medium }.id("smaller")
                    Color.blue
                }
                .presentationDetents([.medium, .large], selection: $detent)
                .id("content")
            }
        }
        let s = Stage(Presenting(content: Selecting()))
        #expect(s.frame("content")?.height == 552)
        s.click("smaller")
        #expect(s.frame("content")?.height == 276)
    }
}
