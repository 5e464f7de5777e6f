import Testing
import TesseraApp
import TesseraDisplayList
import TesseraSDLHost

/// Damage tracking through the whole frame pipeline: a small app is driven through clicks,
/// typing, an animated switch, a menu pop-up opening and closing and rows removed with an
/// animated transition; at every step the frame rendered by a renderer that repaints only what
/// changed equals the same frame drawn in full by another renderer.
@Suite(.serialized) struct DamageTrackingFrameTests {
    private struct Panel: View {
        @State private var on = false
        @State private var name = "Ada"
        @State private var size = "Medium"
        @State private var rows = [1, 2, 3, 4]
        @State private var level = 0.4

        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Toggle("Notifications", isOn: $on).id("switch")
                TextField("Name", text: $name).id("name").frame(width: 220)
                Picker("Size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Medium").tag("Medium")
                    Text("Large").tag("Large")
                }
                .pickerStyle(.menu).id("picker")
                Slider(value: $level, in: 0...1).frame(width: 200).id("slider")
                ForEach(rows, id: \.self) { row in
                    HStack {
                        Circle().fill(Color(hue: Double(row) / 5, saturation: 0.6, brightness: 0.9)).frame(width: 18, height: 18)
                        Text("Row \(row)")
                    }
                    .transition(.opacity)
                }
                Button("Remove a row") { withAnimation(.easeInOut(duration: 0.3)) { _ = rows.popLast() } }.id("remove")
            }
            .padding(20)
        }
    }

    @Test func trackedFramesEqualFullRenders() throws {
        let size = Size(width: 480, height: 420)
        let tracking = try ViewRenderer()
        let full = try ViewRenderer()
        full.tracksDamage = false
        let host = tracking.makeHost(Panel())
        var time = 0.0
        var partial = 0
        func check(_ label: String) throws {
            let list = host.frame(size: size, at: time).displayList
            let a = try tracking.render(list, size: size)
            let b = try full.render(list, size: size)
            #expect(a == b, "\(label) at \(time) s differs from a full render")
            if tracking.lastDamageArea < Int(size.width * size.height) / 2 { partial += 1 }
        }
        func click(_ id: String, dx: Double = 0) {
            guard let f = host.node(withID: id)?.frame else { Issue.record("no view \(id)"); return }
            host.handle(.click(Point(x: f.midX + dx, y: f.midY)))
        }
        try check("first frame")
        try check("unchanged frame")
        click("switch")
        for _ in 0..<6 { time += 0.05; try check("switch animating") }
        click("name")
        for ch in ["r", "a", "!"] { host.handle(.text(ch)); time += 0.02; try check("typing \(ch)") }
        click("slider", dx: 60)
        time += 0.02; try check("slider moved")
        click("picker")
        for _ in 0..<3 { time += 0.1; try check("menu open") }
        host.handle(.key(KeyPress("Escape")))
        time += 0.1; try check("menu closed")
        for _ in 0..<2 {
            click("remove")
            for _ in 0..<5 { time += 0.08; try check("row leaving") }
        }
        time += 1; try check("settled")
        #expect(partial >= 15, "most frames repaint a small part (\(partial))")
    }
}
