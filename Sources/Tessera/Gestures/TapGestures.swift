import Foundation
/// A tap that reports where it landed, like SwiftUI's `SpatialTapGesture`: `count` presses in
/// quick succession (a double click for 2) released within the tap slop of where the press
/// began. The location is in the view's own coordinates.
public struct SpatialTapGesture: Gesture {
    /// The tap's location.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        /// The tap at an engine point.
        init(location: Point) { self.location = CGPoint(location) }
    }
    /// How many presses make the tap.
    public var count: Int
    var ended: ((Value) -> Void)?

    /// A tap of `count` presses (at least 1).
    public init(count: Int = 1) { self.count = Swift.max(1, count) }

    /// Calls `action` when the tap is recognized.
    public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialTapGesture {
        var g = self
        let previous = g.ended
        g.ended = { previous?($0); action($0) }
        return g
    }

    public func makeRecognizer() -> any PointerRecognizer {
        let ended = ended
        return TapRecognizer(count: count) { ended?(Value(location: $0)) }
    }
}

/// A tap without a location, like SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    var ended: (() -> Void)?
    /// A tap of `count` presses (at least 1).
    public init(count: Int = 1) { self.count = Swift.max(1, count) }
    /// Calls `action` when the tap is recognized.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var g = self
        let previous = g.ended
        g.ended = { previous?(); action() }
        return g
    }
    public func makeRecognizer() -> any PointerRecognizer {
        let ended = ended
        return TapRecognizer(count: count) { _ in ended?() }
    }
}

/// Recognizes `count` presses released near where they began; reports the local location.
final class TapRecognizer: PointerRecognizer {
    let count: Int
    let action: (Point) -> Void
    private var start: Point?

    init(count: Int, action: @escaping (Point) -> Void) { self.count = count; self.action = action }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        switch event.phase {
        case .down:
            guard event.button == .primary, event.clickCount >= count, event.clickCount % count == 0 else { return .failed }
            start = event.location
            return .possible
        case .moved:
            guard let start, (event.location - start).length <= PointerInteraction.tapSlop else { return .failed }
            return .possible
        case .up:
            guard let start, (event.location - start).length <= PointerInteraction.tapSlop else { return .failed }
            action(Point(x: event.location.x - frame.minX, y: event.location.y - frame.minY))
            return .recognized
        }
    }
}
