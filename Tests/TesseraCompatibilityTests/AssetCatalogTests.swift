import Foundation
import Testing
import TesseraApp

@Suite struct AssetCatalogTests {
    /// Writes a colour set named `name` with `json` as its Contents.json into `catalog`.
    private func writeSet(_ name: String, _ json: String, in catalog: URL) throws {
        let set = catalog.appendingPathComponent("\(name).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    @Test func colourSetsOfACatalogAreFoundByName() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-assets-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        try writeSet("BrandTestColor", """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x40","green":"128","red":"0.500"}},"idiom":"universal"},
             {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1","blue":"1","green":"1","red":"1"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """, in: catalog)
        try writeSet("GreyTestColor", #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"0.5","white":"0.25"}},"idiom":"universal"}]}"#, in: catalog)
        try writeSet("SystemTestColor", #"{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}]}"#, in: catalog)
        try writeSet("BrokenTestColor", "{not json", in: catalog)
        #expect(AssetColors.loadCatalog(at: catalog) == 2, "the system reference and the broken file are skipped")
        let brand = Color("BrandTestColor")
        #expect(abs(brand.red - 0.5) < 1e-9)
        #expect(abs(brand.green - 128.0 / 255) < 1e-9)
        #expect(abs(brand.blue - 64.0 / 255) < 1e-9)
        #expect(brand.alpha == 1, "the universal (light) colour, not the dark one")
        let grey = Color("GreyTestColor")
        #expect(grey.red == 0.25 && grey.blue == 0.25 && grey.alpha == 0.5)
        #expect(Color("BrokenTestColor") == .clear, "a set that cannot be read draws nothing")
    }

    @Test func registeredNamesAndSwiftUINamesResolve() {
        AssetColors.register("RegisteredTestColor", .orange)
        #expect(Color("RegisteredTestColor") == .orange)
        #expect(Color("Blue") == .blue)
        #expect(Color("#00FF00") == Color(r8: 0, g8: 255, b8: 0))
        #expect(Color("NoSuchTestColor") == .clear)
    }
}
