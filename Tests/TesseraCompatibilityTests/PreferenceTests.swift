import Foundation
import Testing
import TesseraApp

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Children report widths; the parent shows the largest (a common "equal widths" pattern).
private struct WidestHost: View {
    @State var widest: CGFloat = 0
    @State var showWide = true
    var body: some View {
        VStack {
            Text("widest \(Int(widest))").id("widest")
            Text("toggle").id("toggle").onTapGesture { showWide.toggle() }
            Color.red.frame(width: 40, height: 10).preference(key: MaxWidthKey.self, value: 40)
            if showWide { Color.blue.frame(width: 90, height: 10).preference(key: MaxWidthKey.self, value: 90) }
        }
        .onPreferenceChange(MaxWidthKey.self) { widest = $0 }
    }
}

/// A geometry reader reporting its width.
private struct MeasuredHost: View {
    @State var width: CGFloat = 0
    var body: some View {
        VStack {
            Text("width \(Int(width))").id("width")
            GeometryReader { proxy in
                Color.green.preference(key: MaxWidthKey.self, value: proxy.size.width)
            }
            .frame(width: 321, height: 20)
        }
        .onPreferenceChange(MaxWidthKey.self) { width = $0 }
    }
}

@MainActor
@Suite struct PreferenceTests {
    private func settle(_ host: ViewHost) { for _ in 0..<4 { host.refresh() } }

    @Test func readerGetsTheReducedValueAndFollowsRemovals() {
        let host = makeHost(WidestHost())
        settle(host)
        #expect(host.text("widest") == "widest 90")
        host.click("toggle")
        settle(host)
        #expect(host.text("widest") == "widest 40", "a writer that left no longer counts")
        host.click("toggle")
        settle(host)
        #expect(host.text("widest") == "widest 90")
    }

    @Test func geometryReaderValuesArriveAfterLayout() {
        let host = makeHost(MeasuredHost())
        settle(host)
        #expect(host.text("width") == "width 321")
    }

    @Test func overlayPreferenceValueDrawsFromTheCombinedValue() {
        let host = makeHost(VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            Text("b").preference(key: NamesKey.self, value: ["b"])
        }
        .overlayPreferenceValue(NamesKey.self) { names in Text(names.joined(separator: "+")).id("joined") })
        settle(host)
        #expect(host.text("joined") == "a+b")
    }
}
