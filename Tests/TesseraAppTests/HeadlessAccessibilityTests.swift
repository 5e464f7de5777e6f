import Foundation
import Testing
@testable import TesseraApp

/// A switch and a text counting seconds on the app clock.
private struct PowerView: View {
    @State private var on = false
    @State private var seconds = 0
    var body: some View {
        VStack {
            Toggle("Power", isOn: $on).toggleStyle(.switch)
            Text("\(seconds) s")
                .task {
                    while !Task.isCancelled {
                        do { try await Task.sleep(for: .seconds(1), clock: .app) } catch { return }
                        seconds += 1
                    }
                }
        }
    }
}

private struct PowerApp: App {
    var body: some Scene { WindowGroup("Power") { PowerView() }.defaultSize(width: 300, height: 200) }
}

/// `--accessibility` prints the tree as Contracts.md's JSON, also after `--events` and at `--time`.
@Suite(.serialized) @MainActor struct HeadlessAccessibilityTests {
    private func tree(_ args: [String]) throws -> [String: Any] {
        var out: [String] = [], err: [String] = []
        let status = AppRunner.run(PowerApp(), arguments: ["--accessibility"] + args,
                                   output: AppOutput(out: { out.append($0) }, err: { err.append($0) }))
        #expect(status == 0, "\(err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(out.joined().utf8)) as? [String: Any])
    }

    private func element(_ node: [String: Any], role: String) -> [String: Any]? {
        if node["role"] as? String == role { return node }
        for c in node["children"] as? [[String: Any]] ?? [] { if let e = element(c, role: role) { return e } }
        return nil
    }

    @Test func printsTheTreeAndFollowsEventsAndTime() throws {
        let first = try tree([])
        #expect(first["role"] as? String == "frame" && first["name"] as? String == "Power")
        let power = try #require(element(first, role: "switch"))
        #expect(power["name"] as? String == "Power")
        #expect((power["states"] as? [String])?.contains("checked") == false)
        let frame = try #require(power["frame"] as? [String: Double])
        let (x, y) = (frame["x"]! + frame["width"]! / 2, frame["y"]! + frame["height"]! / 2)

        let path = NSTemporaryDirectory() + "tessera-a11y-events-\(getpid()).json"
        try #"[{"at": 0.5, "click": {"x": \#(x), "y": \#(y)}}]"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let after = try tree(["--events", path, "--time", "2.5"])
        #expect((element(after, role: "switch")?["states"] as? [String])?.contains("checked") == true)
        // (Tasks on the app clock at --time are checked with the built example in ExamplesTests:
        // in the test runner nobody drains the main queue between steps.)
    }
}
