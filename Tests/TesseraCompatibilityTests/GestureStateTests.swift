import Foundation
import Testing
import TesseraApp

/// A circle that reads "dragging" while a drag runs (SwiftUI's `@GestureState` example).
private struct DragHost: View {
    @GestureState private var isDragging = false
    @GestureState private var travel = CGSize.zero
    var body: some View {
        VStack {
            Text(isDragging ? "dragging \(Int(travel.width))" : "idle").id("status")
            Circle().fill(isDragging ? Color.red : Color.blue).frame(width: 100, height: 100).id("circle")
                .gesture(DragGesture()
                    .updating($isDragging) { _, state, _ in state = true }
                    .updating($travel) { value, state, _ in state = value.translation })
        }
    }
}

@MainActor
@Suite struct GestureStateTests {
    @Test func gestureStateHoldsWhileTheDragRunsAndResetsAtItsEnd() {
        let host = makeHost(DragHost())
        #expect(host.text("status") == "idle")
        guard let f = host.node(withID: "circle")?.frame else { Issue.record("no circle"); return }
        let start = CGPoint(x: f.midX, y: f.midY)
        _ = host.handle(.pointer(PointerEvent(.down, at: .init(x: start.x, y: start.y))))
        _ = host.handle(.pointer(PointerEvent(.moved, at: .init(x: start.x + 30, y: start.y))))
        host.refresh()
        #expect(host.text("status") == "dragging 30")
        _ = host.handle(.pointer(PointerEvent(.up, at: .init(x: start.x + 30, y: start.y))))
        host.refresh()
        #expect(host.text("status") == "idle")
    }

    @Test func materialsAreTheWindowBackgroundAtTheirOpacity() {
        #expect(AnyShapeStyle(.regularMaterial) == .color(Color.windowBackground.opacity(0.7)))
        #expect(Material.ultraThin.opacity < Material.thin.opacity)
        #expect(Material.thick.opacity < Material.ultraThick.opacity)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let resolved = Color.windowBackground.opacity(0.7).resolved(in: dark)
        #expect(resolved.red < 0.5 && abs(resolved.alpha - 0.7) < 1e-9, "follows the dark appearance")
    }
}
