/// A preview of a view, like SwiftUI's `Preview`: what `#Preview` declares. The app finds every
/// preview of its executable at run time (see <doc:PreviewingViews>): `APP --previews DIR` renders them
/// all headless, `APP --preview NAME` opens one in the window.
///
/// You rarely make one yourself: `#Preview("Title", traits: ...) { ContentView() }` expands to
/// a type conforming to ``PreviewRegistry`` whose `makePreview()` calls this initializer with
/// the macro's arguments and its source location.
public struct Preview {
    /// The title given to `#Preview("Title")`, if any.
    public let name: String?
    /// The traits given to `#Preview(traits:)`: layout (size) and orientation.
    public let traits: [PreviewTrait]
    /// The `#fileID` of the `#Preview` (`Module/File.swift`).
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    /// Makes the previewed view (called on the main actor, once per render).
    public let makeContent: @MainActor () -> any View

    /// A preview titled `name` of the view `body` makes. `traits` choose the size
    /// (``PreviewTrait/fixedLayout(width:height:)``, ``PreviewTrait/sizeThatFitsLayout``) and
    /// the orientation; several traits combine, the last of a kind wins.
    public init(_ name: String? = nil, traits: PreviewTrait..., fileID: String = #fileID, line: Int = #line,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.makeContent = body
    }
}

/// A type `#Preview` generates: where the preview was declared and how to make it. Apps find
/// the conforming types by scanning the process's protocol conformance records (see
/// `PreviewDiscovery`); you do not conform to it yourself.
public protocol PreviewRegistry {
    /// The `#fileID` of the `#Preview`.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The preview, with its body.
    @MainActor static func makePreview() -> Preview
}

/// Declares a preview of a view, like SwiftUI's `#Preview` (Xcode 15):
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark") { ContentView().preferredColorScheme(.dark) }
/// #Preview("Button", traits: .sizeThatFitsLayout) { CalculatorButton("7") }
/// #Preview {
///     @Previewable @State var on = true      // SwiftUI 6: state owned by the preview
///     let title = "Wi-Fi"                    // setup statements are fine
///     Toggle(title, isOn: $on)
/// }
/// ```
/// The app finds it at run time (nothing to register): `APP --previews DIR` writes
/// `DIR/Dark.png`, `DIR/ContentView-12.png` (untitled previews are named `File-Line`), and
/// `APP --preview Dark` opens it in the window. See <doc:PreviewingViews>.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as the preview's own (SwiftUI 6's
/// `@Previewable`): `@Previewable @State var value = 5` keeps its value while the preview runs,
/// so controls bound to `$value` work. Only meaningful inside `#Preview`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TesseraMacros", type: "PreviewableMacro")
