import TesseraGeometry

/// One participant in a pointer interaction (a press, the moves while it is held, the release),
/// made fresh for each interaction by a view's `.pointer` effect. This is the arbitration layer
/// under gestures, buttons, sliders and scroll views: every recognizer on the pressed path
/// (innermost first) sees each step while it is `.possible`; the first to answer `.recognized`
/// owns the rest of the interaction and the others are cancelled (`cancel()`), like SwiftUI's
/// exclusive gesture precedence of inner views over outer ones.
public protocol PointerRecognizer: AnyObject {
    /// Handles one step. `frame` is the recognizing view's frame in root coordinates when the
    /// interaction began (its local origin is `frame.origin`).
    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState
    /// The interaction went to another recognizer, or the view left the tree.
    func cancel()
}

extension PointerRecognizer {
    public func cancel() {}
}

/// A recognizer's answer to one step of an interaction.
public enum PointerRecognizerState: Equatable, Sendable {
    /// Still watching: keep sending steps.
    case possible
    /// It takes the interaction: it gets every later step, the others are cancelled.
    case recognized
    /// Not interested in this interaction: send it nothing more.
    case failed
}

/// The state of the interaction in progress on a host: who takes part, who owns it, and where
/// the press began (for tap slop and tap counts).
struct PointerInteraction {
    struct Participant {
        var node: RenderNode
        var recognizer: any PointerRecognizer
        var frame: Rect
        var state: PointerRecognizerState
    }
    /// Innermost first.
    var participants: [Participant]
    /// The path hit by the press, root first (for tap handlers).
    var path: [RenderNode]
    var start: Point
    var clickCount: Int
    var button: PointerEvent.Button
    var owner: Int?
    /// Whether the pointer went farther than the tap slop from `start`.
    var movedBeyondSlop = false

    /// How far a press may move and still count as a tap, in points.
    static let tapSlop = 10.0
}
