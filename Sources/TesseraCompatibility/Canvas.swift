import Tessera

/// A view you draw into with immediate-mode calls, like SwiftUI's `Canvas`:
/// `Canvas { context, size in context.fill(path, with: .color(.red)) }`. It takes the space it
/// is offered (as SwiftUI's does) and calls `renderer` with a ``GraphicsContext`` and that size
/// whenever the view is evaluated.
///
/// How it differs from SwiftUI: the drawing calls are recorded and turned into Tessera views
/// (a path per `fill`/`stroke`, a positioned view per `draw`), so a canvas costs what the same
/// shapes and texts would cost as views; curves are flattened like every Tessera `Path`; a
/// transform moves, rotates and scales drawn texts and images about their anchor; the
/// `opaque`, `colorMode` and `rendersAsynchronously` arguments are accepted and change nothing;
/// `symbols` are not supported.
public struct Canvas: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }

    public var body: some View {
        let renderer = self.renderer
        return GeometryReader { proxy in
            let operations = GraphicsContext.record(size: proxy.size, renderer)
            ZStack(alignment: .topLeading) {
                ForEach(operations.indices, id: \.self) { index in
                    operations[index].view(in: proxy.size)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
    }
}

/// How a canvas blends colours, SwiftUI's `ColorRenderingMode` (accepted: Tessera draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
