import Testing
@testable import Tessera
@testable import TesseraNavigation

private struct Route: Hashable { let n: Int }

/// A stack on a typed path binding, with buttons that change the path from outside.
private struct TypedPathStack: View {
    @State private var path: [Int] = []
    var body: some View {
        VStack {
            Text("path \(path.map(String.init).joined(separator: ","))").id("path")
            Button("push 7") { path.append(7) }.id("push7")
            Button("root") { path.removeAll() }.id("toRoot")
            NavigationStack(path: $path) {
                Text("root").id("root")
                    .navigationDestination(for: Int.self) { n in
                        VStack {
                            Text("number \(n)").id("n\(n)")
                            NavigationLink("next", value: n + 1).id("next\(n)")
                            NavigationLink("wrong type", value: "text").id("wrong\(n)")
                        }
                    }
            }
        }
    }
}

@Suite struct NavigationPathTests {
    @Test func aTypedPathIsTheStack() {
        let s = Stage(TypedPathStack())
        s.click("push7")
        #expect(s.isVisible("n7") && !s.isVisible("root"))
        s.click("next7")
        #expect(s.text("path") == "path 7,8")
        s.key("Left", alt: true)
        #expect(s.text("path") == "path 7")
        s.click("toRoot")
        #expect(s.isVisible("root") && s.host.node(withID: "n7") == nil)
    }

    @Test func aLinkWhoseValueTheTypedPathCannotHoldDoesNothingAndWarnsOnce() {
        let warnings = collectingWarnings {
            let s = Stage(TypedPathStack())
            s.click("push7")
            s.click("wrong7"); s.click("wrong7")
            #expect(s.text("path") == "path 7")
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("String") == true)
    }

    @Test func aValueWithoutDestinationShowsThePlaceholderAndOneWarning() {
        struct Unresolved: View {
            @State var path = NavigationPath([Route(n: 1)])
            var body: some View {
                NavigationStack(path: $path) {
                    Text("root").navigationDestination(for: Int.self) { Text("int \($0)") }
                }
                .onAppear { path.append(Route(n: 2)) }
            }
        }
        let warnings = collectingWarnings {
            let s = Stage(Unresolved())
            #expect(s.visibleTexts.contains("No destination for this value"))
            s.key("Escape")
            #expect(s.visibleTexts.contains("No destination for this value"), "the screen below is a placeholder too")
        }
        #expect(warnings.count == 1, "one line per type: \(warnings)")
        #expect(warnings.first?.contains("Route") == true)
    }

    @Test func navigationPathAppendsAndCounts() {
        var path = NavigationPath()
        path.append(1); path.append("two"); path.append(Route(n: 3))
        #expect(path.count == 3 && !path.isEmpty)
        path.removeLast(2)
        #expect(path == NavigationPath([1]))
        path.removeLast(5)
        #expect(path.isEmpty)
    }
}

/// A screen that pushes with `navigationDestination(isPresented:)` and pops with `dismiss`.
private struct PresentedStack: View {
    @State private var showing = false
    var body: some View {
        NavigationStack {
            VStack {
                Text("showing \(showing ? "yes" : "no")").id("flag")
                Button("show") { showing = true }.id("show")
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showing) { Detail() }
        }
    }
}

private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("close") { dismiss() }.id("close").navigationTitle("Detail")
    }
}

@Suite struct PresentedDestinationTests {
    @Test func isPresentedPushesAndGoingBackSetsItFalse() {
        let s = Stage(PresentedStack())
        s.click("show")
        #expect(s.isVisible("close"))
        s.key("Left", alt: true)
        #expect(!s.isVisible("close"))
        #expect(s.text("flag") == "showing no")
    }

    @Test func dismissPopsThePushedScreen() {
        let s = Stage(PresentedStack())
        s.click("show")
        s.click("close")
        #expect(s.isVisible("show") && s.host.node(withID: "close") == nil)
        #expect(s.text("flag") == "showing no")
    }

    @Test func navigationViewIsAStackAroundItsFirstView() {
        struct Old: View {
            var body: some View {
                NavigationView {
                    VStack {
                        Text("list").id("list")
                        NavigationLink("open", destination: Text("opened").id("opened")).id("open")
                    }
                    .navigationTitle("Old style")
                }
                .navigationViewStyle(.stack)
            }
        }
        let s = Stage(Old())
        #expect(s.visibleTexts.contains("Old style"))
        s.click("open")
        #expect(s.isVisible("opened") && !s.isVisible("list"))
        #expect(s.visibleTexts.contains("Old style"), "the back button shows the previous title")
        s.key("[", control: true)
        #expect(s.isVisible("list"))
    }

    @Test func backButtonHiddenTurnsTheBackKeysOff() {
        struct Locked: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("go", value: 1).id("go")
                        .navigationDestination(for: Int.self) { _ in
                            Text("locked").id("locked").navigationBarBackButtonHidden().navigationBarTitleDisplayMode(.inline)
                        }
                }
            }
        }
        let s = Stage(Locked())
        s.click("go")
        s.key("Left", alt: true); s.key("Escape")
        #expect(s.isVisible("locked"))
        #expect(!s.visibleTexts.contains("Back"))
    }
}
