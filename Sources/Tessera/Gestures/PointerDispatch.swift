import TesseraGeometry

/// Routing of pointer input on a host: a press starts an interaction with the recognizers on
/// the hit path (see `PointerRecognizer`); a release that no recognizer took is a tap, given
/// to the innermost `onTapGesture` on the pressed path whose count divides the press's click
/// count (so `count: 2` fires on the second press of a double click, `count: 1` on every press).
extension ViewHost {
    /// Delivers one pointer step; returns whether a recognizer or tap handler took it.
    func handlePointer(_ event: PointerEvent) -> Bool {
        switch event.phase {
        case .down:
            cancelPointerInteraction()
            let path = hitTest(event.location)
            updateHover(at: event.location)
            // A press outside the open pop-ups closes them and does nothing else.
            let popups = context.ui.livePopups
            if !popups.isEmpty, !path.contains(where: { context.ui.isLayer($0) }) {
                for p in popups.reversed() { p.entry.dismiss() }
                return true
            }
            // A press in a modal layer closes the anchored pop-ups opened above it.
            if let hit = popups.lastIndex(where: { p in path.contains { $0 === context.ui.layers[p.key] } }),
               hit < popups.count - 1, popups[hit].entry.isModal {
                let above = popups[(hit + 1)...].filter { !$0.entry.isModal }
                if !above.isEmpty, !path.contains(where: { n in above.contains { context.ui.layers[$0.key] === n } }) {
                    for p in above.reversed() { p.entry.dismiss() }
                    return true
                }
            }
            if event.button == .primary { focusOnPress(path); forgetHits() }
            var participants: [PointerInteraction.Participant] = []
            for node in path.reversed() {
                guard case .pointer(let make)? = node.effect else { continue }
                let frame = animator.attributes(of: node).frame
                participants.append(.init(node: node, recognizer: make(), frame: frame, state: .possible))
            }
            pointerInteraction = PointerInteraction(participants: participants, path: path, start: event.location,
                                                    clickCount: event.clickCount, button: event.button)
            return deliver(event)
        case .moved:
            guard var interaction = pointerInteraction else { return updateHover(at: event.location) }
            if (event.location - interaction.start).length > PointerInteraction.tapSlop { interaction.movedBeyondSlop = true }
            pointerInteraction = interaction
            return deliver(event)
        case .up:
            guard let interaction = pointerInteraction else { return false }
            let taken = deliver(event)
            forgetHits()   // handlers ran
            pointerInteraction = nil
            updateHover(at: event.location)
            if taken { return true }
            guard interaction.button == .primary, !interaction.movedBeyondSlop else { return false }
            for node in interaction.path.reversed() {
                if case .tap(let count, let action)? = node.effect, interaction.clickCount % max(1, count) == 0 {
                    action()
                    return true
                }
            }
            return false
        }
    }

    /// Ends the interaction in progress, cancelling its recognizers (a view update removed
    /// them, or a new press began without a release).
    func cancelPointerInteraction() {
        guard let interaction = pointerInteraction else { return }
        pointerInteraction = nil
        forgetHits()
        for p in interaction.participants where p.state == .possible || p.state == .recognized { p.recognizer.cancel() }
    }

    /// Sends a step to the owner, or to every recognizer still in the running (innermost
    /// first) until one recognizes; returns whether a recognizer owns the interaction.
    private func deliver(_ event: PointerEvent) -> Bool {
        guard var interaction = pointerInteraction else { return false }
        defer { pointerInteraction = interaction }
        if let owner = interaction.owner {
            let p = interaction.participants[owner]
            _ = p.recognizer.handle(event, frame: p.frame)
            return true
        }
        for i in interaction.participants.indices where interaction.participants[i].state == .possible {
            let p = interaction.participants[i]
            let state = p.recognizer.handle(event, frame: p.frame)
            interaction.participants[i].state = state
            if state == .recognized {
                interaction.owner = i
                for j in interaction.participants.indices where j != i && interaction.participants[j].state == .possible {
                    interaction.participants[j].state = .failed
                    interaction.participants[j].recognizer.cancel()
                }
                return true
            }
        }
        return false
    }
}
