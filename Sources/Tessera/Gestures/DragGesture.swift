import Foundation
/// A press that moves, like SwiftUI's `DragGesture`: recognized once the pointer has moved
/// `minimumDistance` points from where it went down (0: at once), then reports every move to
/// `onChanged` and the release to `onEnded`. Locations are in the view's own coordinates (its
/// frame's top-left corner is 0,0) as it was when the press began.
public struct DragGesture: Gesture {
    /// One step of a drag.
    public struct Value: Equatable, Sendable {
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the press began.
        public var startLocation: CGPoint
        /// `location - startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end: Tessera has no velocity yet, so the current location.
        public var predictedEndLocation: CGPoint { location }
        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation: CGSize { translation }
        /// The drag step from engine points.
        init(location: Point, startLocation: Point) {
            self.location = CGPoint(location)
            self.startLocation = CGPoint(startLocation)
        }
    }

    /// How far (points) the pointer must move before the drag begins.
    public var minimumDistance: Double
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    /// A drag that begins after `minimumDistance` points (negative or NaN counts as 0).
    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance.isNaN ? 0 : Swift.max(0, minimumDistance)
    }

    /// Calls `action` at every move of the recognized drag.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var g = self
        let previous = g.changed
        g.changed = { previous?($0); action($0) }
        return g
    }

    /// Calls `action` when the recognized drag ends (the release).
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var g = self
        let previous = g.ended
        g.ended = { previous?($0); action($0) }
        return g
    }

    public func makeRecognizer() -> any PointerRecognizer { DragRecognizer(gesture: self) }
}

/// The recognizer of a `DragGesture`.
final class DragRecognizer: PointerRecognizer {
    let gesture: DragGesture
    private var start: Point?
    private var recognized = false

    init(gesture: DragGesture) { self.gesture = gesture }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        let local = Point(x: event.location.x - frame.minX, y: event.location.y - frame.minY)
        switch event.phase {
        case .down:
            guard event.button == .primary else { return .failed }
            start = local
            if gesture.minimumDistance == 0 {
                recognized = true
                gesture.changed?(DragGesture.Value(location: local, startLocation: local))
                return .recognized
            }
            return .possible
        case .moved:
            guard let start else { return .failed }
            if !recognized {
                guard (local - start).length >= gesture.minimumDistance else { return .possible }
                recognized = true
            }
            gesture.changed?(DragGesture.Value(location: local, startLocation: start))
            return .recognized
        case .up:
            guard let start else { return .failed }
            if recognized { gesture.ended?(DragGesture.Value(location: local, startLocation: start)) }
            return recognized ? .recognized : .failed
        }
    }
}
