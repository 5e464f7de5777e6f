import Foundation
import Tessera
import TesseraDisplayList
import TesseraLayoutSpec
import TesseraSDL
import TesseraSDLHost
import TesseraTrainer

/// The running demo, for a window or a headless replay alike: the model, the view host built
/// from it, and the path input takes (`handle(_:)` -> `perform(_:)` -> model -> views).
/// Use it on one thread.
public final class DemoSession {
    /// The app state.
    public private(set) var model: DemoModel
    let host: ViewHost
    /// Where animation time comes from: display time in the window, simulated time headless.
    public let clock: any AnimationClock
    /// The animation of changes made from the keyboard (alignment, spacing, the scene toggle).
    public var keyAnimation: Animation = .default
    private var status = ""
    private var outline: Rect?
    private var laidOut = false
    private let photos: HoneycombPhotos?
    /// Where the primary button went down, while it is held.
    private var pressStart: Point?
    /// Set by input in a window (not in a replay, whose pictures must not depend on timing):
    /// the next frame's duration goes to `FrameTiming` (shown by `eager-vs-lazy`).
    private var timesNextFrame = false
    /// Trims the heap after a scene switch (``SceneMemory``).
    private var sceneMemory = SceneMemory()
    /// The honeycomb scene's state (flips, step, focus, scroll), made on first use from the
    /// session's photos (`--photos`) or the bundled portraits.
    public private(set) lazy var honeycomb = HoneycombModel(photos: photos ?? .bundled())
    /// The Trainer's state (the `trainer` scene; `tessera trainer --state` loads it).
    public let trainer: TrainerModel
    /// Whether the window shows the Trainer alone (`tessera trainer`), without the demo's frame.
    public let trainerOnly: Bool
    /// Where the Trainer's Save button writes its state (the `--state` file), if anywhere.
    public var trainerStatePath: String?
    /// What the last Trainer save or copy reported.
    public private(set) var trainerMessage: String?

    /// A session on `model`, measuring with `textMeasurer` and `images`; the honeycomb shows
    /// `photos` (nil: the bundled portraits).
    public init(model: DemoModel, textMeasurer: any TextMeasuring, images: any ImageProviding = NoImages(),
                clock: any AnimationClock = SimulatedClock(), photos: HoneycombPhotos? = nil,
                trainer: TrainerModel = TrainerModel(), trainerOnly: Bool = false) {
        self.model = model
        self.trainer = trainer
        self.trainerOnly = trainerOnly
        self.clock = clock
        self.photos = photos
        host = ViewHost(EmptyView(), textMeasurer: textMeasurer, images: images)
        host.scrollClock = clock
        host.tabNavigation = false  // Tab switches scenes in the demo; Ctrl+Tab or a click focuses controls
        status = Self.status(model, selectionFrame: nil)
        rebuild()
    }

    /// The window title: the scene's title and id.
    public var title: String { "\(DemoStrings(model.language).title(model.scene)) (\(model.scene.id)) - Tessera" }

    /// Turns an input event into an action and performs it. Events reach the views through
    /// the one mapping every window uses (`HostEvent(_:)`); what no view takes falls back to the
    /// demo: keys to ``DemoKeymap``, a click (press and release within 10 points) to selecting
    /// the cell or grid under the pointer.
    @discardableResult
    public func handle(_ event: InputEvent) -> DemoModel.Effect {
        if !(clock is SimulatedClock) { timesNextFrame = true }
        switch event {
        case .click(let p):
            _ = handle(.pointerDown(p, button: .primary, clickCount: 1))
            return handle(.pointerUp(p, button: .primary))
        case .resize(let s): return perform(.resize(s))
        case .quit: return perform(.quit)
        case .pointerDown, .pointerUp: layoutIfNeeded()
        case .pointerMoved(let p): host.pointerLocation = p
        default: break
        }
        guard let hostEvent = HostEvent(event) else { return .none }
        let handled = host.handle(hostEvent)
        switch (event, hostEvent) {
        case let (.key(name, shift, modifiers), .key(press)):
            if handled { return afterHandlers() }
            // Tab switches scenes; Ctrl+Tab / Ctrl+Shift+Tab move focus between the controls,
            // so a keyboard or screen reader user reaches them without a click.
            if press.control, press.matches("Tab"), host.moveFocus(forward: !shift) { return afterHandlers() }
            guard modifiers.isEmpty,
                  let action = DemoKeymap.action(key: name, shift: shift, helpShown: model.showHelp) else { return .none }
            return perform(action)
        case let (.pointerDown(p, button, _, _, _), _):
            pressStart = button == .primary ? p : nil
            return afterHandlers()
        case let (.pointerUp(p, button), _):
            let start = pressStart
            pressStart = nil
            guard !handled, button == .primary, let start, (p - start).length <= 10 else { return afterHandlers() }
            return perform(.select(selectableID(at: p)))
        case (.text, _), (.textEditing, _):
            return handled ? afterHandlers() : .none
        default:
            return afterHandlers()
        }
    }

    /// The innermost cell on the hit path at `p`; on an empty part of the grid, the grid.
    private func selectableID(at p: Point) -> String? {
        let id = host.hitTest(p).reversed().compactMap(\.id).first { Self.isSelectable($0) }
        if id == nil, host.node(withID: "grid")?.frame.contains(p) == true { return "grid" }
        return id
    }

    /// Applies an action to the model and updates the views: the one function every state
    /// change of the app goes through (an animation layer wraps this).
    @discardableResult
    public func perform(_ action: DemoAction) -> DemoModel.Effect {
        let wasHoneycomb = showsHoneycomb
        let effect = model.apply(action)
        guard effect == .redraw else { return effect }
        // Leaving the honeycomb: its state moves to a fresh model object (HoneycombModel.copy).
        if wasHoneycomb && !showsHoneycomb { honeycomb = honeycomb.copy() }
        if action.animates { withAnimation(keyAnimation) { rebuild() } } else { rebuild() }
        return effect
    }

    /// Lays the views out at the model's size if something changed since the last layout.
    public func layoutIfNeeded() {
        if host.needsUpdate { host.update(); laidOut = false }
        guard !laidOut else { return }
        host.layout(size: model.size)
        measureHoneycombOverflow()
        // The status line and the outline describe the selection's frame after this layout;
        // when they change, the (one-line, fixed-height) status is redrawn and laid out again.
        let frame = model.selection.flatMap { host.node(withID: $0)?.frame }
        let newStatus = Self.status(model, selectionFrame: frame.map { relativeToGrid($0) })
        if newStatus != status || frame != outline {
            status = newStatus; outline = frame
            host.setRoot(rootView)
            host.layout(size: model.size)
        }
        laidOut = true
    }

    /// The frame on screen at the clock's time: the display list and whether something still
    /// moves. `scale` is the device pixels per point (frames snap to that pixel grid).
    public func frame(scale: Double = 1) -> HostFrame {
        let start = timesNextFrame ? ProcessClock.now() : nil
        timesNextFrame = false
        layoutIfNeeded()
        let frame = host.frame(size: model.size, at: clock.now, scale: scale)
        if let start { FrameTiming.shared.record(ProcessClock.now() - start) }
        sceneMemory.shown(model.scene.id)
        return frame
    }

    /// The frame on screen at `time` (seconds of the session's clock), whatever the clock says
    /// now: for benchmarks and tools that revisit moments of an animation.
    public func frame(at time: Double, scale: Double = 1) -> HostFrame {
        layoutIfNeeded()
        return host.frame(size: model.size, at: time, scale: scale)
    }

    /// The display list of the current frame.
    public func displayList(scale: Double = 1) -> DisplayList { frame(scale: scale).displayList }

    /// The colour scheme the whole window is drawn in (light unless set; the contrast tests
    /// audit both). The window's background follows it (``windowBackground``).
    public var colorScheme: ColorScheme {
        get { host.colorScheme }
        set {
            var env = host.environment
            env.colorScheme = newValue
            host.environment = env
            laidOut = false
        }
    }

    /// The window's background colour in the current colour scheme.
    public var windowBackground: Color { host.windowBackground }

    /// When the running animations end (nil when nothing moves); animations that repeat for
    /// ever (the Trainer's marching ants) do not count, as they never end.
    public var animationEnd: Double? {
        let end = max(host.animator.settleTime, host.scrollingEndTime)
        return end > clock.now ? end : nil
    }

    /// The frames of every view with an id, in window points, in tree order (Contracts.md, "Layout specs and layout output").
    public func layoutResult() -> LayoutResult {
        layoutIfNeeded()
        return host.layoutResult()
    }

    private var rootView: AnyView {
        if trainerOnly { return AnyView(trainerView) }
        return AnyView(DemoRootView(model: model, status: status, outline: outline, honeycomb: showsHoneycomb ? honeycomb : nil,
                                    trainer: model.scene.id == DemoScene.trainer.id ? trainerView : nil))
    }

    /// The Trainer's screen, copying to the host's clipboard and saving to `trainerStatePath`.
    private var trainerView: TrainerView {
        TrainerView(model: trainer, copy: { [weak self] text in self?.copyTrainerCode(text) },
                    save: trainerStatePath == nil ? nil : { [weak self] in self?.saveTrainerState() })
    }

    /// Puts `text` on the clipboard (a failure is reported, never fatal).
    func copyTrainerCode(_ text: String) {
        trainerMessage = host.clipboard.writeText(text) ? "copied \(text.utf8.count) bytes of code" : "could not copy: the clipboard refused the text"
    }

    /// Writes the Trainer's state to `trainerStatePath` atomically (the old file stays on failure).
    func saveTrainerState() {
        guard let path = trainerStatePath else { return }
        let text = TrainerStateFile.encode(trainer.state)
        do {
            try AtomicFile.replace(path, write: { try text.write(toFile: $0, atomically: false, encoding: .utf8) })
            trainerMessage = "saved \(path)"
        } catch {
            trainerMessage = "could not save \(path): \(error)"
        }
    }

    /// Whether the current scene is the honeycomb (whose state the session owns).
    private var showsHoneycomb: Bool { model.scene.id == DemoScene.honeycomb.id }

    /// Tells the honeycomb how much taller than its viewport it is (so scrolling stops at its
    /// bottom), and lays out again when that moved it.
    private func measureHoneycombOverflow() {
        guard showsHoneycomb, let viewport = host.node(withID: HoneycombGeometry.viewportID)?.frame,
              let grid = host.node(withID: "grid")?.frame else { return }
        honeycomb.setOverflow(grid.height - viewport.height)
        if host.needsUpdate { host.update(); host.layout(size: model.size) }
    }

    private func rebuild() {
        host.setRoot(rootView)
        laidOut = false
    }

    private func afterHandlers() -> DemoModel.Effect {
        guard host.needsUpdate else { return .none }
        laidOut = false
        return .redraw
    }

    private func relativeToGrid(_ r: Rect) -> Rect {
        guard let g = host.node(withID: "grid")?.frame else { return r }
        return Rect(x: r.minX - g.minX, y: r.minY - g.minY, width: r.width, height: r.height)
    }

    /// Cells (`rRcC`) and grids can be selected.
    static func isSelectable(_ id: String) -> Bool {
        if id == "grid" { return true }
        guard id.first == "r", let c = id.firstIndex(of: "c") else { return false }
        return Int(id[id.index(after: id.startIndex)..<c]) != nil && Int(id[id.index(after: c)...]) != nil
    }

    static func status(_ m: DemoModel, selectionFrame: Rect?) -> String {
        let s = m.settings
        if m.language != .english {
            let strings = DemoStrings(m.language)
            return strings.status(alignment: AlignmentName.of(s.alignment), own: m.alignmentOverride == nil, spacingDelta: m.spacingDelta,
                                  toggle: strings.toggleHint(m.scene).map { ($0, s.toggle) }, selection: m.selection,
                                  frame: selectionFrame.map { (n($0.minX), n($0.minY), n($0.width), n($0.height)) })
        }
        var parts = ["alignment \(AlignmentName.of(s.alignment))" + (m.alignmentOverride == nil ? " (the scene's own)" : "")]
        parts.append(m.spacingDelta == 0 ? "spacing as published" : String(format: "spacing %+g pt", m.spacingDelta))
        if let hint = m.scene.toggleHint { parts.append("Space (\(hint)): \(s.toggle ? "on" : "off")") }
        if let id = m.selection {
            if let f = selectionFrame {
                parts.append("selected \(id): x \(n(f.minX)) y \(n(f.minY)) w \(n(f.width)) h \(n(f.height)) (grid coordinates)")
            } else {
                parts.append("selected \(id)")
            }
        } else {
            parts.append("click a cell to see its frame")
        }
        return parts.joined(separator: "   ·   ")
    }

    private static func n(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }
}
