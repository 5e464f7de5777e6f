// TesseraApp: write a desktop app the SwiftUI way — `@main struct MyApp: App` with a
// `WindowGroup` — and get a window on SDL plus headless tools (`--screenshot`, `--layout`) from
// the app's own command line. `import TesseraApp` is the one import an app needs: it brings
// Tessera, Foundation and the SwiftUI-compatibility names (`TesseraCompatibility`), as
// `import SwiftUI` brings Foundation.
@_exported import Tessera
@_exported import TesseraCompatibility
@_exported import TesseraNavigation
@_exported import TesseraLists
@_exported import TesseraControls
@_exported import TesseraAccessibility
