// TesseraCompatibility: the names SwiftUI code uses that are not Tessera's own design —
// Core Graphics geometry Foundation lacks on Linux (`CGAffineTransform`, `CGVector`), the
// Combine-era state (`ObservableObject`, `@StateObject`, ...), `@AppStorage`, and the older
// and newer spellings of SwiftUI API — so code written for SwiftUI compiles with only
// `import SwiftUI` changed to `import TesseraApp` (which re-exports this module).
//
// `import SwiftUI` brings Foundation (with `URLSession`); so does this module. On Linux,
// `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking (which links
// libcurl, installed by `make deps`).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Tessera
@_exported import OpenCombine
