import Testing
@testable import TesseraDemo

/// `TESSERA_GALLERY_ITEMS`: a whole number from 1 to 1,000,000 sets `lazy-gallery`'s tile count;
/// anything else keeps 100,000 and gives one warning line naming the variable and the value.
extension DemoTests {
    @Suite struct GalleryItemCountTests {
        @Test func validCounts() {
            #expect(GalleryItemCount(value: nil) == GalleryItemCount(value: nil))
            #expect(GalleryItemCount(value: nil).count == 100_000)
            #expect(GalleryItemCount(value: nil).warning == nil)
            #expect(GalleryItemCount(value: "1000000").count == 1_000_000)
            #expect(GalleryItemCount(value: "1_000_000").count == 1_000_000)
            #expect(GalleryItemCount(value: " 250 ").count == 250)
            #expect(GalleryItemCount(value: "1").count == 1)
            #expect(GalleryItemCount(value: "1000000").warning == nil)
        }

        @Test(arguments: ["", "abc", "0", "-5", "1000001", "1e6", "12.5", "5\n6", "99999999999999999999999", String(repeating: "9", count: 500)])
        func badValuesKeepTheDefaultWithOneLine(_ value: String) throws {
            let c = GalleryItemCount(value: value)
            #expect(c.count == 100_000)
            let w = try #require(c.warning)
            #expect(w.hasPrefix("tessera: warning: TESSERA_GALLERY_ITEMS="))
            #expect(!w.contains("\n"))
            #expect(w.count < 200, "a long value is shortened")
        }

        @Test func groupedDigits() {
            #expect(GalleryItemCount.grouped(1_000_000) == "1,000,000")
            #expect(GalleryItemCount.grouped(100_000) == "100,000")
            #expect(GalleryItemCount.grouped(999) == "999")
            #expect(GalleryItemCount.grouped(1_000) == "1,000")
        }
    }
}
