// Tessera: the SwiftUI-style DSL over a retained view tree.
//
// Pipeline (ARCHITECTURE.md, "The frame pipeline"): view values -> reconcile (`ViewNode`s, stable identity) -> retained
// `RenderNode`s, each owning one `LayoutNode` -> layout (frames) -> render attributes (a later
// animation phase may substitute interpolated ones) -> display list. Input flows back through
// `ViewHost.handle(_:)`: hit testing by content shape, then actions, then state.
//
// The view tree is single-threaded: a `ViewHost` and every node it owns must be used from one
// thread (the main thread in the demo). Nothing here is `Sendable` and nothing is global.
@_exported import TesseraGeometry
@_exported import TesseraLayout
@_exported import Observation
@_exported import TesseraAnimation
