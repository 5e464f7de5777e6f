// Three views written the way SwiftUI tutorials write them (our own code, in their style):
// the only change from the SwiftUI original is `import SwiftUI` -> `import TesseraApp`. This
// target compiles in the Swift 5 language mode, as pasted code often is.
import TesseraApp

@main
struct PastedSwiftUIApp: App {
    var body: some Scene {
        WindowGroup("Pasted SwiftUI") {
            ContentView().platformLook(.desktop)
        }
    }
}

struct ContentView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            CounterView()
            ShapesView()
            StopwatchView()
            DrawingView()
        }
        .padding()
    }
}
