// Tessera: the SwiftUI-style DSL over a retained view tree.
//
// Pipeline (ARCHITECTURE.md, "The frame pipeline"): view values -> reconcile (`ViewNode`s, stable identity) -> retained
// `RenderNode`s, each owning one `LayoutNode` -> layout (frames) -> render attributes (a later
// animation phase may substitute interpolated ones) -> display list. Input flows back through
// `ViewHost.handle(_:)`: hit testing by content shape, then actions, then state.
//
// Folders by concern: Host/ (ViewHost, input, hit testing, display list building), Frame/ (the
// frame pipeline's steps and trace), Reconciler/ (view nodes, comparison, state parking), State/,
// Environment/, Views/ (View, builders, primitives), Modifiers/, Graphics/, TrackGrid/, Lazy/,
// Scrolling/, Lifecycle/, Animation/, Gestures/, Focus/, Controls/, TextEditing/, Popups/,
// Accessibility/, Symbols/, Masonry/.
//
// The view tree is single-threaded: a `ViewHost` and every node it owns must be used from one
// thread (the main thread in the demo). Nothing here is `Sendable` and nothing is global.
@_exported import TesseraGeometry
@_exported import TesseraLayout
@_exported import Observation
@_exported import TesseraAnimation
