import Foundation
import Testing
import TesseraApp

/// iOS 14's `onChange(of:perform:)` hands the closure the new value.
private struct Counter: View {
    @State private var count = 0
    @State private var seen: [Int] = []
    var body: some View {
        VStack {
            Text("add").id("add").onTapGesture { count += 1 }
            Text(seen.map(String.init).joined(separator: ",")).id("seen")
        }
        .onChange(of: count, perform: { value in seen.append(value) })
    }
}

/// `TapGesture(count:).onEnded { _ in }`, the closure taking the gesture's `Void` value.
private struct Tapped: View {
    @State private var taps = 0
    var body: some View {
        Text("taps \(taps)").id("tapped")
            .gesture(TapGesture(count: 1).onEnded({ _ in taps += 1 }))
    }
}

@MainActor
@Suite struct PastedSpellingsTests {
    @Test func onChangePerformGetsEachNewValue() {
        let host = makeHost(Counter())
        host.click("add")
        host.click("add")
        #expect(host.text("seen") == "1,2")
    }

    @Test func tapGestureOnEndedTakesTheVoidValue() {
        let host = makeHost(Tapped())
        host.click("tapped")
        #expect(host.text("tapped") == "taps 1")
    }

    @Test func coreGraphicsLineStylesAreStrokeStyleCases() {
        let style = StrokeStyle(lineWidth: 40, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel)
        #expect(style.lineCap == .round && style.lineJoin == .bevel)
    }

    @Test func uiKitFixedGreysAreThirdsOfWhite() {
        #expect(Color(.darkGray) == Color(white: 1.0 / 3.0))
        #expect(Color(.lightGray) == Color(white: 2.0 / 3.0))
    }

    @Test func uiScreenIsTheWindowAndIgnoresSizesThatAreNotPositive() {
        let screen = UIScreen.main
        screen.windowDidResize(to: CGSize(width: 640, height: 480))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        screen.windowDidResize(to: CGSize(width: -1, height: CGFloat.nan))
        #expect(screen.bounds.width == 640, "a size that is not positive and finite is ignored")
        #expect(screen.nativeBounds == screen.bounds && screen.scale == 1)
    }

    @Test func iosOnlyStylesAndModifiersAreAcceptedAndStillDraw() {
        struct Split: View {
            @State private var flavor = "Vanilla"
            var body: some View {
                NavigationSplitView {
                    List(0..<3) { i in Text("row \(i)") }.navigationBarHidden(true)
                } detail: {
                    Form {
                        Section {
                            Picker("Flavor", selection: $flavor) {
                                ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
                            }
                            .pickerStyle(.inline)
                            .id("picker")
                        } header: {
                            Text("Ice cream")
                        }
                        .headerProminence(.increased)
                    }
                }
                .navigationSplitViewStyle(.balanced)
            }
        }
        let host = makeHost(Split())
        #expect(host.texts("picker").contains("Vanilla"), "an inline picker is drawn, as a menu")
        #expect(host.node(withID: "picker")?.frame.width ?? 0 > 0)
    }
}
