import Foundation
import Tessera

/// One drawing call of a ``Canvas``, with the context's state when it was made, and the view
/// that draws it: a view the size of the canvas, its top-leading corner at the canvas's.
struct CanvasOperation {
    enum Kind {
        case fill(Path, GraphicsContext.Shading)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        /// A view whose `anchor` sits at a point of the canvas.
        case view(AnyView, at: CGPoint, anchor: UnitPoint)
    }
    let kind: Kind
    let transform: CGAffineTransform
    let opacity: Double
    let clips: [Path]

    /// The operation's view in a canvas of `size`.
    func view(in size: CGSize) -> AnyView {
        var view: AnyView
        switch kind {
        case .fill(let path, let shading):
            view = AnyView(path.fill(shading.resolve(transform, size)))
        case .stroke(let path, let shading, let style):
            view = AnyView(path.stroke(shading.resolve(transform, size), style: style))
        case .view(let content, let point, let anchor):
            view = AnyView(placed(content, at: point, anchor: anchor, in: size))
        }
        if opacity < 1 { view = AnyView(view.opacity(opacity)) }
        for clip in clips { view = AnyView(view.clipShape(clip)) }
        return view
    }

    /// `content` turned and scaled as the transform does, its anchor at `point`.
    private func placed(_ content: AnyView, at point: CGPoint, anchor: UnitPoint, in size: CGSize) -> some View {
        let angle = atan2(Double(transform.b), Double(transform.a))
        let scaleX = hypot(Double(transform.a), Double(transform.b)), scaleY = hypot(Double(transform.c), Double(transform.d))
        return content
            .scaleEffect(x: scaleX, y: scaleY)
            .rotationEffect(.radians(angle))
            .frame(width: 0, height: 0, alignment: Self.alignment(of: anchor))
            .offset(x: Double(point.x), y: Double(point.y))
            .frame(width: Double(size.width), height: Double(size.height), alignment: .topLeading)
    }

    /// The frame alignment nearest to `anchor` (the nine standard unit points are exact): the
    /// content's point at that alignment sits on the zero-size frame, that is at the point.
    static func alignment(of anchor: UnitPoint) -> Alignment {
        let h: HorizontalAlignment = anchor.x < 1.0 / 3 ? .leading : anchor.x > 2.0 / 3 ? .trailing : .center
        let v: VerticalAlignment = anchor.y < 1.0 / 3 ? .top : anchor.y > 2.0 / 3 ? .bottom : .center
        return Alignment(horizontal: h, vertical: v)
    }
}
