// `import Combine` on Linux: Apple's Combine exists on Apple's systems only, so this module of
// the same name re-exports OpenCombine (the same API: `ObservableObject`, `@Published`,
// `AnyCancellable`, `PassthroughSubject`, `sink`, ...), which `import TesseraApp` brings as
// well. Pasted code that imports Combine next to SwiftUI compiles unchanged.
@_exported import OpenCombine
