import Testing
import TesseraApp

/// Three onboarding pages in a page-style tab view, with a selection binding.
private struct Onboarding: View {
    @State var page = 0
    let index: PageTabViewStyle.IndexDisplayMode
    var body: some View {
        VStack {
            Text("page \(page)").id("page")
            TabView(selection: $page) {
                Text("Welcome").tag(0)
                Text("Features").tag(1)
                Text("Start").tag(2)
            }
            .tabViewStyle(.page(indexDisplayMode: index))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(width: 400, height: 300)
            .id("tabs")
        }
    }
}

@MainActor
@Suite struct PageTabViewTests {
    private func drag(_ host: ViewHost, dx: Double) {
        guard let frame = host.node(withID: "tabs")?.frame else { Issue.record("no tab view"); return }
        let start = frame.center
        _ = host.handle(.pointer(PointerEvent(.down, at: start)))
        for step in 1...5 { _ = host.handle(.pointer(PointerEvent(.moved, at: .init(x: start.x + dx * Double(step) / 5, y: start.y)))) }
        _ = host.handle(.pointer(PointerEvent(.up, at: .init(x: start.x + dx, y: start.y))))
        host.refresh()
    }

    @Test func pagesShowOneTabWithDotsAndNoTabBar() {
        let host = makeHost(Onboarding(index: .always))
        #expect(host.node(withID: "tab-0") == nil, "a page view has no tab bar")
        #expect(host.node(withID: "page-dot-2") != nil, "one dot per page")
        #expect(host.allTexts.contains("Welcome"))
        let hidden = makeHost(Onboarding(index: .never))
        #expect(hidden.node(withID: "page-dot-0") == nil)
    }

    @Test func dragsKeysAndDotsChangeThePage() {
        let host = makeHost(Onboarding(index: .always))
        drag(host, dx: -200)
        #expect(host.text("page") == "page 1", "dragging left shows the next page")
        drag(host, dx: -30)
        #expect(host.text("page") == "page 1", "a short drag stays")
        drag(host, dx: 200)
        #expect(host.text("page") == "page 0")
        drag(host, dx: 200)
        #expect(host.text("page") == "page 0", "no page before the first")
        host.click("page-dot-2")
        #expect(host.text("page") == "page 2")
        host.click("tabs")
        _ = host.handle(.key(KeyPress("Left"))); host.refresh()
        #expect(host.text("page") == "page 1")
        _ = host.handle(.key(KeyPress("Right"))); host.refresh()
        _ = host.handle(.key(KeyPress("Right"))); host.refresh()
        #expect(host.text("page") == "page 2", "no page after the last")
    }
}
