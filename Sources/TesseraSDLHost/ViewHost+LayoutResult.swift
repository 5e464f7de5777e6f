import Tessera
import TesseraJSON

extension ViewHost {
    /// The frames of every view with an id (`.id(_:)`), in window points, in tree order, and
    /// the window's size (the frames' coordinate space, as for `tessera layout --scene`; the root
    /// view's own size before the first layout): the layout JSON of Contracts.md, "Layout specs and layout output"
    /// (`layoutResult().json()`). Lays out nothing: call after `layout(size:)`.
    public func layoutResult() -> LayoutResult {
        var frames: [LayoutResult.Frame] = []
        renderRoot.forEachNode { n in if let id = n.id { frames.append(.init(id: id, rect: n.frame)) } }
        return LayoutResult(size: layoutSize ?? renderRoot.frame.size, frames: frames)
    }
}
