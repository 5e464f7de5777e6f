import Testing
@testable import SettingsForm
@testable import TesseraApp
import TesseraTesting

@Suite(.serialized) @MainActor struct SettingsFormTests {
    @Test func golden() throws {
        try GoldenImages().assertMatches(try screenshot(SettingsFormApp()), golden: goldens + "/settings-form.png")
    }

    @Test func darkAppearanceFromTheSegmentedPicker() throws {
        let s = try session(SettingsFormApp())
        #expect(s.host.colorScheme == .light)
        _ = s.frame()
        let picker = s.host.node(withID: "appearance")!.frame
        _ = s.handle(.click(Point(x: picker.maxX - picker.width / 4, y: picker.midY)))
        _ = s.frame()
        #expect(s.host.colorScheme == .dark)
        #expect(s.host.windowBackground.red < 0.2)
    }

    @Test func saveButtonCountsAndStatusShowsIt() throws {
        let s = try session(SettingsFormApp())
        #expect(s.text("status") == "Not saved yet")
        s.click("save")
        s.click("save")
        #expect(s.text("status") == "Saved just now" || s.text("status") == "Saved 2×")
    }

    @Test func goldenInDarkModeWithTheMenuOpen() throws {
        let events = """
        [{"at": 0.1, "click": {"x": 477, "y": 304}}, {"at": 0.5, "click": {"x": 370, "y": 346}}]
        """
        try GoldenImages().assertMatches(try screenshot(SettingsFormApp(), events: events), golden: goldens + "/settings-form-dark-menu.png")
    }

    /// The built app, run as a user would: its status says "Saved just now" for two seconds of
    /// (simulated) time after Save, then "Saved 1×" (a task sleeping on `AppClock`).
    @Test func savedStatusTimesOutOnTheSimulatedClock() throws {
        let s = try session(SettingsFormApp())
        _ = s.frame()
        let save = s.host.node(withID: "save")!.frame
        let events = "[{\"at\": 0.5, \"click\": {\"x\": \(save.midX), \"y\": \(save.midY)}}]"
        let during = try runExample("SettingsForm", events: events, time: 1.5)
        let after = try runExample("SettingsForm", events: events, time: 2.6)
        let again = try runExample("SettingsForm", events: events, time: 2.6)
        #expect(ImageComparison(during, after).differingPixels > 0)
        #expect(ImageComparison(after, again).differingPixels == 0, "the same --time gives the same pixels")
        try GoldenImages().assertMatches(during, golden: goldens + "/settings-form-saved-just-now.png")
        try GoldenImages().assertMatches(after, golden: goldens + "/settings-form-saved.png")
    }
}
