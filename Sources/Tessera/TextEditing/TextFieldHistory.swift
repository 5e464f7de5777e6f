/// The undo and redo steps of a one-line text field (Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y
/// redoes, as GTK entries and macOS fields do): each step is the field's editing state before
/// an edit. A run of typed characters is one step, as is a run of deletions; a caret move, a
/// paste, a cut or a word deletion ends the run. A new edit clears the redo steps.
///
/// Bounded: at most ``limit`` steps and ``byteLimit`` bytes of saved text; the oldest go first.
struct TextFieldHistory {
    /// What kind of edit a step was, for coalescing runs.
    enum Run: Equatable { case typing, deleting }

    static let limit = 100
    static let byteLimit = 16 << 20
    private var undoSteps: [TextEditor] = []
    private var redoSteps: [TextEditor] = []
    private var bytes = 0
    private var run: Run?

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    /// Records the edit from `before` to `after`: nothing when the text did not change (a
    /// caret move then ends the run). `run` nil: an edit that stands alone.
    mutating func record(from before: TextEditor, to after: TextEditor, run: Run?) {
        guard before.text != after.text else {
            if before.caret != after.caret || before.anchor != after.anchor { self.run = nil }
            return
        }
        defer { self.run = run }
        redoSteps.removeAll()
        if let run, run == self.run, !undoSteps.isEmpty { return }   // the run's first step stays
        undoSteps.append(before)
        bytes += before.text.utf8.count
        while undoSteps.count > Self.limit || (bytes > Self.byteLimit && undoSteps.count > 1) {
            bytes -= undoSteps.removeFirst().text.utf8.count
        }
    }

    /// Ends the current run (the caret moved).
    mutating func endRun() { run = nil }

    /// The state to go back to from `current`, nil when there is nothing to undo.
    mutating func undo(from current: TextEditor) -> TextEditor? {
        guard let previous = undoSteps.popLast() else { return nil }
        bytes -= previous.text.utf8.count
        redoSteps.append(current)
        run = nil
        return previous
    }

    /// The state to go forward to from `current`, nil when there is nothing to redo.
    mutating func redo(from current: TextEditor) -> TextEditor? {
        guard let next = redoSteps.popLast() else { return nil }
        undoSteps.append(current)
        bytes += current.text.utf8.count
        run = nil
        return next
    }
}
