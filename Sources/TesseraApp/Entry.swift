/// Declares an environment value with its default in one line, like SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardSpacing: Double = 8
/// }
/// ```
/// then `.environment(\.cardSpacing, 12)` and `@Environment(\.cardSpacing) var spacing`. It
/// expands to a private `EnvironmentKey` with the initial value as its default, and the
/// accessors reading and writing through it. (Needs `import TesseraApp`; with `Tessera` alone,
/// declare the `EnvironmentKey` by hand.)
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TesseraMacros", type: "EntryMacro")
