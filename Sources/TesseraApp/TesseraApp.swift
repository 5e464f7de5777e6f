// TesseraApp: write a desktop app the SwiftUI way — `@main struct MyApp: App` with a
// `WindowGroup` — and get a window on SDL plus headless tools (`--screenshot`, `--layout`) from
// the app's own command line. `import TesseraApp` is the one import an app needs.
@_exported import Tessera
@_exported import TesseraNavigation
@_exported import TesseraAccessibility
