// TesseraCompatibility: the names SwiftUI code uses that are not Tessera's own design —
// Core Graphics geometry Foundation lacks on Linux (`CGAffineTransform`, `CGVector`), the
// Combine-era state (`ObservableObject`, `@StateObject`, ...), `@AppStorage`, and the older
// and newer spellings of SwiftUI API — so code written for SwiftUI compiles with only
// `import SwiftUI` changed to `import TesseraApp` (which re-exports this module).
//
// `import SwiftUI` brings Foundation; so does this module.
@_exported import Foundation
@_exported import Tessera
@_exported import OpenCombine
