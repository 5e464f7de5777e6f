import Testing
import TesseraDisplayList
import TesseraLayout
@testable import Tessera

/// The platform looks (DESIGN.md §3.8): text styles resolve to macOS sizes on the desktop and
/// iOS sizes on touch, the system font is drawn in the look's family, fixed sizes stay fixed,
/// and a host's override wins over the views' own choice.
@Suite struct PlatformLookTests {
    func spans(_ view: some View) -> [TextSpan] {
        let list = makeHost(view).displayList()
        return list.items.flatMap { item -> [TextSpan] in
            if case .text(let r) = item { return r.text.spans }
            return []
        }
    }

    @Test func textStylesTakeEachLooksSizes() {
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
        let desktop = styles.map { PlatformLook.desktop.resolve($0).size }
        let touch = styles.map { PlatformLook.touch.resolve($0).size }
        // Apple HIG, Typography: macOS and iOS (Large) built-in text styles.
        #expect(desktop == [26, 22, 17, 15, 13, 11, 13, 12, 10, 10, 10])
        #expect(touch == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(PlatformLook.desktop.resolve(.headline).weight == .bold)
        #expect(PlatformLook.desktop.resolve(.caption2).weight == .medium)
        #expect(PlatformLook.desktop.resolve(.caption2.weight(.light)).weight == .light)
    }

    @Test func fixedSizesAndCustomFamiliesKeepWhatTheyAskFor() {
        let fixed = PlatformLook.desktop.resolve(.system(size: 20, weight: .semibold))
        #expect(fixed.size == 20 && fixed.weight == .semibold && fixed.systemFamily == "Inter")
        #expect(PlatformLook.touch.resolve(.system(size: 20)).systemFamily == nil)
        let custom = PlatformLook.desktop.resolve(.custom("Noto Serif", size: 15))
        #expect(custom.family == "Noto Serif" && custom.size == 15)
        // Resolving twice changes nothing, in either order of looks.
        let once = PlatformLook.desktop.resolve(.caption2)
        #expect(PlatformLook.desktop.resolve(once) == once)
        #expect(PlatformLook.touch.resolve(PlatformLook.desktop.resolve(.title)).size == 28)
    }

    @Test func textIsSizedByTheLookOfItsView() {
        let desktop = spans(Text("a").font(.title).platformLook(.desktop))
        let touch = spans(Text("a").font(.title).platformLook(.touch))
        #expect(desktop.map(\.font.size) == [22] && touch.map(\.font.size) == [28])
        // The environment's font (no font on the text) and the default body resolve too.
        #expect(spans(Text("b").platformLook(.desktop)).map(\.font.size) == [13])
        #expect(spans(VStack { Text("c") }.font(.largeTitle).platformLook(.desktop)).map(\.font.size) == [26])
        #expect(spans(Text("d").platformLook(.desktop)).first?.font.systemFamily == "Inter")
    }

    @Test func theDefaultLookIsTheDocumentedOne() {
        #expect(EnvironmentValues().platformLook == PlatformLook.default)
        #expect(spans(Text("a")).map(\.font.size) == [PlatformLook.default == .desktop ? 13 : 17])
    }

    @Test func aHostsOverrideWinsOverTheViewsChoice() {
        let forced = spans(Text("a").font(.body).platformLook(.desktop)._platformLookOverride(.touch))
        #expect(forced.map(\.font.size) == [17])
        let unforced = spans(Text("a").font(.body).platformLook(.desktop)._platformLookOverride(nil))
        #expect(unforced.map(\.font.size) == [13])
        var env = EnvironmentValues()
        env._platformLookOverride = .desktop
        env.platformLook = .touch
        #expect(env.platformLook == .desktop)
    }

    @Test func controlsUseTheLooksControlFont() {
        let desktop = spans(Button("OK") {}.platformLook(.desktop)).first?.font
        let touch = spans(Button("OK") {}.platformLook(.touch)).first?.font
        #expect(desktop?.size == 13 && desktop?.systemFamily == "Inter")
        #expect(touch?.size == 17)   // iOS controls use .body
    }

    @Test func lookArgumentsParse() {
        #expect(PlatformLook(argument: "Desktop") == .desktop && PlatformLook(argument: "touch") == .touch)
        #expect(PlatformLook(argument: "phone") == nil)
    }
}
