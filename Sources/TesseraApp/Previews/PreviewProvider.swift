/// A type that produces previews, like SwiftUI's `PreviewProvider` (the pre-Xcode-15 way):
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///         ContentView().previewDisplayName("Empty").previewLayout(.fixed(width: 400, height: 300))
///     }
/// }
/// ```
/// Apps find every conforming type at run time (see <doc:PreviewingViews>). Each view of `previews`
/// is a preview of its own: the children of a `Group`, of a block of several views and of a
/// `ForEach` are split, as Xcode shows them. A preview is named by `.previewDisplayName`, else
/// by the type's name (`ContentView_Previews`, then `ContentView_Previews-2`, ... when there
/// are several). `.previewLayout` sizes it; `.previewDevice` and `.previewInterfaceOrientation`
/// are accepted (see ``PreviewTrait`` for what orientation does on a desktop).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// What a preview modifier says about the view it wraps.
enum PreviewAttribute: Sendable, Equatable {
    case displayName(String?)
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case device(PreviewDevice?)
}

/// A view with a preview attribute (`previewDisplayName(_:)` and its siblings): draws
/// `content` unchanged; the preview catalog reads the attribute.
public struct PreviewAttributedView<Content: View>: View {
    let content: Content
    let attribute: PreviewAttribute
    public var body: Content { content }
}

/// Reads the attribute of a ``PreviewAttributedView`` without knowing its content type.
protocol PreviewAttributed {
    var attribute: PreviewAttribute { get }
    var attributedContent: any View { get }
}

extension PreviewAttributedView: PreviewAttributed {
    var attributedContent: any View { content }
}

extension View {
    /// The preview's name (SwiftUI's `previewDisplayName`): its PNG's name under `--previews`
    /// and the name `--preview NAME` takes.
    public func previewDisplayName(_ name: String?) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attribute: .displayName(name))
    }
    /// How the preview is sized (SwiftUI's `previewLayout`).
    public func previewLayout(_ layout: PreviewLayout) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attribute: .layout(layout))
    }
    /// The device to preview on (SwiftUI's `previewDevice`): accepted, no effect on a desktop.
    public func previewDevice(_ device: PreviewDevice?) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attribute: .device(device))
    }
    /// The preview's orientation (SwiftUI's `previewInterfaceOrientation`): turns the default
    /// size (see ``PreviewTrait``).
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attribute: .orientation(orientation))
    }
}
