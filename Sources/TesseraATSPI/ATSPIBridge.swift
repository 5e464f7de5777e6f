import Foundation
import Synchronization
import Tessera
import TesseraAccessibility
import TesseraGeometry

/// Makes a window's views visible to screen readers over AT-SPI (the Linux accessibility
/// protocol GTK and Qt speak): the main-thread side of ``ATSPIServer``. After each frame the
/// window draws, and only while an assistive technology listens (`org.a11y.Status`), it derives
/// the accessibility tree again, publishes it to the D-Bus thread and sends the events screen
/// readers listen to (`focus`, `state-changed`, `children-changed`, `property-change` of name
/// and value, `text-changed`, `text-caret-moved`, `window:activate`). Requests from assistive
/// technologies (actions, values, text, focus, selection) run here, on the main thread, between
/// frames. Set `TESSERA_ACCESSIBILITY=0` to never touch D-Bus, `=1` to serve the tree even when
/// the desktop's status says no assistive technology runs. Use it on the window's thread.
public final class AccessibilityBridge {
    public let tree: AccessibilityTree
    let appName: String
    /// Whether an assistive technology listens (the tree is kept up to date only then).
    public private(set) var isActive = false
    private let inbox = ATSPIInbox()
    /// Where the window's content starts on the screen (`WindowHost.position`), read after
    /// each frame: AT-SPI screen extents are window points plus it.
    public var windowOrigin: () -> Point = { .zero }
    private var publishedOrigin = Point.zero
    /// The snapshot last handed to the D-Bus thread.
    private var published: ATSPISnapshot?

    /// Starts serving `host`'s window named `title` for the application `appName`; nil when
    /// `TESSERA_ACCESSIBILITY=0`. `wake` (called from the D-Bus thread) must make the window's
    /// loop call ``performPending()`` soon (`WindowHost.wake`).
    public init?(host: ViewHost, title: String, appName: String, wake: @escaping @Sendable () -> Void) {
        if ProcessInfo.processInfo.environment["TESSERA_ACCESSIBILITY"] == "0" { return nil }
        tree = AccessibilityTree(host: host, title: title)
        self.appName = appName
        let inbox = self.inbox
        ATSPIServer.shared.start(activeChanged: { active in
            inbox.post(.active(active)); wake()
        }, request: { request in
            inbox.post(.request(request)); wake()
        })
    }

    /// Runs what the D-Bus thread queued (status changes, requests); true when a request was
    /// carried out (the window should update and draw).
    public func performPending() -> Bool {
        var acted = false
        for message in inbox.take() {
            switch message {
            case .active(let active): setActive(active)
            case .request(let request): acted = perform(request) || acted
            }
        }
        return acted
    }

    private func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        guard active else { return }
        tree.update()
        publish()
        ATSPIServer.shared.emit(id: 0, interface: "org.a11y.atspi.Event.Window", member: "Activate", detail: "", any: GV.s(tree.title))
        if let focused = tree.focusedElement { emitFocus(focused) }
    }

    /// After a drawn frame: derives the tree again and sends what changed (nothing while no
    /// assistive technology listens).
    public func frameDrawn() {
        guard isActive else { return }
        let changes = tree.update()
        guard !changes.isEmpty || windowOrigin() != publishedOrigin || tree.lastDelta?.changed.isEmpty == false else { return }
        publish(delta: tree.lastDelta)
        for change in changes { emit(change) }
    }

    /// Hands the D-Bus thread a snapshot of the tree as it is now: the last one updated with
    /// what changed when the last update says (`AccessibilityTree.lastDelta`), else made anew.
    private func publish(delta: (changed: [AccessibilityElement], removed: [Int])? = nil) {
        publishedOrigin = windowOrigin()
        let snapshot: ATSPISnapshot
        if let delta, let last = published {
            snapshot = last.updated(changed: delta.changed, removed: delta.removed, windowOrigin: publishedOrigin)
        } else {
            snapshot = ATSPISnapshot.make(tree, appName: appName, windowOrigin: publishedOrigin)
        }
        published = snapshot
        ATSPIServer.shared.publish(snapshot)
    }

    private func emit(_ change: AccessibilityChange) {
        let server = ATSPIServer.shared
        let object = "org.a11y.atspi.Event.Object"
        switch change {
        case let .childrenChanged(e, removed, added):
            for (i, id) in removed {
                server.emit(id: e.id, interface: object, member: "ChildrenChanged", detail: "remove", i, 0, any: GV.ref(server.ref(id)))
            }
            for (i, c) in added {
                server.emit(id: e.id, interface: object, member: "ChildrenChanged", detail: "add", i, 0, any: GV.ref(server.ref(c.id)))
            }
        case .nameChanged(let e):
            server.emit(id: e.id, interface: object, member: "PropertyChange", detail: "accessible-name", any: GV.s(e.name))
        case .valueChanged(let e):
            server.emit(id: e.id, interface: object, member: "PropertyChange", detail: "accessible-value",
                        any: e.range.map { GV.d($0.current) } ?? GV.s(e.value ?? ""))
        case let .stateChanged(e, state, on):
            server.emit(id: e.id, interface: object, member: "StateChanged", detail: ATSPICodes.stateName(state), on ? 1 : 0)
        case .focused(let e):
            emitFocus(e)
        case let .textChanged(e, old):
            let new = e.text?.isSecure == true ? String(repeating: "•", count: e.text?.string.count ?? 0) : e.text?.string ?? ""
            server.emit(id: e.id, interface: object, member: "TextChanged", detail: "delete", 0, old.count, any: GV.s(e.text?.isSecure == true ? "" : old))
            server.emit(id: e.id, interface: object, member: "TextChanged", detail: "insert", 0, new.count, any: GV.s(new))
        case let .caretMoved(e, offset):
            server.emit(id: e.id, interface: object, member: "TextCaretMoved", detail: "", offset)
        case .removed:
            break
        }
    }

    private func emitFocus(_ e: AccessibilityElement) {
        ATSPIServer.shared.emit(id: e.id, interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: "")
    }

    /// Runs an assistive technology's request on the element it names, if it is still there.
    private func perform(_ request: ATSPIRequest) -> Bool {
        let done: Bool
        switch request {
        case let .action(id, name): done = tree.element(id: id).map { tree.perform(name, on: $0) } ?? false
        case let .setValue(id, value): done = tree.element(id: id).map { tree.setValue(value, on: $0) } ?? false
        case let .setText(id, text): done = tree.element(id: id).map { tree.setText(text, on: $0) } ?? false
        case let .insertText(id, position, text): done = tree.element(id: id).map { tree.insertText(text, at: position, on: $0) } ?? false
        case let .deleteText(id, start, end): done = tree.element(id: id).map { tree.deleteText(from: start, to: end, on: $0) } ?? false
        case let .grabFocus(id): done = tree.element(id: id).map { tree.grabFocus($0) } ?? false
        case let .select(id, index): done = tree.element(id: id).map { tree.selectChild(index, of: $0) } ?? false
        }
        return done
    }
}

/// What the D-Bus thread hands the main thread.
final class ATSPIInbox: Sendable {
    enum Message: Sendable { case active(Bool), request(ATSPIRequest) }
    private let messages = Mutex<[Message]>([])
    func post(_ m: Message) { messages.withLock { $0.append(m) } }
    func take() -> [Message] { messages.withLock { m in defer { m = [] }; return m } }
}
