/// The keys of a focused text field, with undo (``TextFieldHistory``: Ctrl+Z, Ctrl+Shift+Z,
/// Ctrl+Y). Every key without Ctrl, Alt or Cmd except Tab and Escape is taken (typed
/// characters arrive as text events; their key presses must not reach an app's own shortcuts).
enum TextFieldKeys {
    static func handle(_ press: KeyPress, editing: TextFieldEditing, secure: Bool, clipboard: any Clipboard,
                       submit: (() -> Void)?, changed: () -> Void) -> Bool {
        let before = editing.editor
        let handled = handleEdit(press, editing: editing, secure: secure, clipboard: clipboard, submit: submit, changed: changed)
        let key = press.key.lowercased()
        let run: TextFieldHistory.Run? = press.control || press.command || press.alt ? nil
            : key == "backspace" || key == "delete" ? .deleting : nil
        if key != "z" && key != "y" { editing.history.record(from: before, to: editing.editor, run: run) }
        return handled
    }

    /// Ctrl+Z undoes the last step, Ctrl+Shift+Z or Ctrl+Y redoes it; true when it applied.
    private static func undoOrRedo(_ press: KeyPress, editing: TextFieldEditing) -> Bool {
        let redo = press.key.lowercased() == "y" || press.shift
        let state = redo ? editing.history.redo(from: editing.editor) : editing.history.undo(from: editing.editor)
        guard let state else { return false }
        editing.editor = state
        return true
    }

    private static func handleEdit(_ press: KeyPress, editing: TextFieldEditing, secure: Bool, clipboard: any Clipboard,
                                   submit: (() -> Void)?, changed: () -> Void) -> Bool {
        let key = press.key.lowercased()
        let shortcut = press.control || press.command
        if shortcut {
            switch key {
            case "z", "y":
                guard undoOrRedo(press, editing: editing) else { return true }
            case "a": editing.editor.selectAll()
            case "c":
                guard !secure, editing.editor.hasSelection else { return true }
                clipboard.writeText(editing.editor.selectedText)
                return true
            case "x":
                guard !secure, editing.editor.hasSelection else { return true }
                if clipboard.writeText(editing.editor.selectedText) { editing.editor.insert("") }
            case "v":
                guard let pasted = clipboard.readText() else { return true }
                editing.editor.insert(pasted)
            case "left", "right":
                editing.editor.move(left: key == "left", extend: press.shift, word: true)
            case "backspace":
                editing.editor.move(left: true, extend: true, word: true); editing.editor.deleteBackward()
            default: return false
            }
            changed()
            return true
        }
        if press.alt {
            guard key == "left" || key == "right" else { return false }
            editing.editor.move(left: key == "left", extend: press.shift, word: true)
            changed()
            return true
        }
        if !editing.editor.marked.isEmpty { return key != "tab" }  // the input method owns keys while composing
        switch key {
        case "left", "right": editing.editor.move(left: key == "left", extend: press.shift)
        case "home", "up": editing.editor.moveToEnd(false, extend: press.shift)
        case "end", "down": editing.editor.moveToEnd(true, extend: press.shift)
        case "backspace": editing.editor.deleteBackward()
        case "delete": editing.editor.deleteForward()
        case "return", "keypad enter":
            submit?()
            return true
        case "tab", "escape": return false
        default: return true
        }
        changed()
        return true
    }
}

/// The pointer side of a text field: a press puts the caret at the character nearest the
/// pointer (two presses select a word, three select everything), a drag extends the selection.
final class TextFieldRecognizer: PointerRecognizer {
    let editing: TextFieldEditing
    let geometry: TextFieldGeometry
    let secure: Bool
    let font: Font
    let measurer: any TextMeasuring
    let padding: Double
    let isEnabled: Bool
    let changed: () -> Void

    init(editing: TextFieldEditing, geometry: TextFieldGeometry, secure: Bool, font: Font, measurer: any TextMeasuring,
         padding: Double, isEnabled: Bool, changed: @escaping () -> Void) {
        self.editing = editing; self.geometry = geometry; self.secure = secure; self.font = font; self.measurer = measurer
        self.padding = padding; self.isEnabled = isEnabled; self.changed = changed
    }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        guard isEnabled, event.button == .primary else { return .failed }
        let x = event.location.x - frame.minX - padding + editing.scroll.offset
        let offset = TextFieldGeometry.offset(at: x, in: editing.editor, windowStart: geometry.windowStart,
                                              windowEnd: geometry.windowEnd, secure: secure, font: font, measurer: measurer)
        switch event.phase {
        case .down:
            editing.editor.setMarked("", cursor: 0)
            if event.clickCount >= 3 || (event.clickCount == 2 && secure) {
                editing.editor.selectAll()
            } else if event.clickCount == 2 {
                editing.editor.place(at: offset, extend: false)
                editing.editor.move(left: true, extend: false, word: true)
                let start = editing.editor.caret
                editing.editor.move(left: false, extend: false, word: true)
                let end = editing.editor.caret
                editing.editor.place(at: start, extend: false)
                editing.editor.place(at: end, extend: true)
            } else {
                editing.editor.place(at: offset, extend: false)
            }
        case .moved:
            editing.editor.place(at: offset, extend: true)
        case .up:
            break
        }
        changed()
        return .recognized
    }
}
