import TesseraGeometry

/// Drag to scroll: takes the interaction once the pointer moved beyond the tap slop along a
/// scrolling axis (so a tap on a button inside keeps working), then moves the content with the
/// pointer, following it past the content's edges with the elastic edge. On release the
/// offset goes on with the pointer's velocity (momentum, over the last 100 ms of moves) or
/// springs back from the elastic edge.
final class DragScrollRecognizer: PointerRecognizer {
    private let state: ScrollState
    private weak var registry: ScrollRegistry?
    private var start = Point.zero
    private var startOffset = Point.zero
    private var samples: [(time: Double, location: Point)] = []
    private var recognized = false

    init(state: ScrollState, registry: ScrollRegistry) { self.state = state; self.registry = registry }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        let now = state.now()
        switch event.phase {
        case .down:
            guard event.button == .primary else { return .failed }
            start = event.location
            // A press stops momentum where it is, like a finger on a flicked list.
            if state.motion != nil { state.motion = nil }
            startOffset = state.offset
            samples = [(now, event.location)]
            return .possible
        case .moved:
            // The moves of the last 100 ms (and at least the one before this) give the velocity.
            let keepFrom = samples.count >= 1 ? samples[samples.count - 1].time : now
            samples.append((now, event.location))
            samples.removeAll { now - $0.time > 0.1 && $0.time < keepFrom }
            let d = event.location - start
            if !recognized {
                let along = Point(x: state.axes.contains(.horizontal) ? d.x : 0, y: state.axes.contains(.vertical) ? d.y : 0)
                guard along.length > PointerInteraction.tapSlop else { return .possible }
                recognized = true
                registry?.dragging.insert(ObjectIdentifier(state))
            }
            follow(state.logical(d))
            return .recognized
        case .up:
            guard recognized else { return .failed }
            registry?.dragging.remove(ObjectIdentifier(state))
            release(at: now)
            return .recognized
        }
    }

    func cancel() {
        if recognized { registry?.dragging.remove(ObjectIdentifier(state)); release(at: state.now()) }
    }

    /// The offset for a drag of `d` from the press: the content follows the pointer, and past
    /// its edges by the elastic edge.
    private func follow(_ d: Point) {
        let raw = Point(x: startOffset.x - d.x, y: startOffset.y - d.y)
        let c = state.clamped(raw)
        var p = c
        for axis in Axis.allCases where state.axes.contains(axis) {
            p[axis] = c[axis] + rubberBand(raw[axis] - c[axis], length: state.viewport[axis])
        }
        state.setOffset(p)
    }

    private func release(at now: Double) {
        let c = state.clamped(state.offset)
        if c != state.offset {
            state.move(to: c, animation: .spring(response: 0.35, dampingFraction: 1))
            return
        }
        guard let first = samples.first, let last = samples.last, last.time - first.time > 0.001 else { return }
        let dt = last.time - first.time
        let v = state.logical(Point(x: -(last.location.x - first.location.x) / dt, y: -(last.location.y - first.location.y) / dt))
        let velocity = Point(x: state.axes.contains(.horizontal) ? v.x : 0, y: state.axes.contains(.vertical) ? v.y : 0)
        guard max(abs(velocity.x), abs(velocity.y)) > 50 else { return }
        state.motion = .momentum(start: state.offset, velocity: velocity, startTime: now)
        state.onChange()
    }
}
