import Tessera

/// The keys of a focused ``TextEditor``: arrows (with Shift to select, Ctrl or Alt for words),
/// Up/Down by row, Home/End (row), Ctrl+Home/End (text), Page Up/Down, Return, Tab (a tab
/// character; Ctrl+Tab leaves), Backspace/Delete (Ctrl+Backspace a word), Ctrl+A, C, X, V,
/// Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo. Cmd answers as Ctrl. Every other key without a
/// modifier is taken (typed characters arrive as text events).
enum TextEditorKeys {
    /// Handles `press`; true when taken. `changed` runs after the text or caret changed.
    static func handle(_ press: KeyPress, model: TextEditorModel, clipboard: any Clipboard, changed: () -> Void) -> Bool {
        let key = press.key.lowercased()
        if press.control || press.command {
            guard shortcut(key, shift: press.shift, model: model, clipboard: clipboard) else { return false }
            changed()
            return true
        }
        if press.alt {
            guard key == "left" || key == "right" else { return false }
            model.buffer.move(left: key == "left", extend: press.shift, word: true)
            changed()
            return true
        }
        let page = max(1, Int(model.viewportHeight / max(1, model.lineHeight)) - 1)
        switch key {
        case "left", "right": model.buffer.move(left: key == "left", extend: press.shift)
        case "up": model.moveVertically(by: -1, extend: press.shift)
        case "down": model.moveVertically(by: 1, extend: press.shift)
        case "pageup": model.moveVertically(by: -page, extend: press.shift)
        case "pagedown": model.moveVertically(by: page, extend: press.shift)
        case "home", "end": model.moveToRowEdge(end: key == "end", extend: press.shift)
        case "backspace": model.buffer.deleteBackward()
        case "delete": model.buffer.deleteForward()
        case "return", "keypad enter": model.insert("\n")
        case "tab": model.insert("\t", typing: true)
        case "escape": return false
        default: return true
        }
        changed()
        return true
    }

    private static func shortcut(_ key: String, shift: Bool, model: TextEditorModel, clipboard: any Clipboard) -> Bool {
        switch key {
        case "a": model.buffer.selectAll()
        case "c":
            if model.buffer.hasSelection { clipboard.writeText(model.buffer.selectedText) }
        case "x":
            if model.buffer.hasSelection, clipboard.writeText(model.buffer.selectedText) { model.insert("") }
        case "v":
            if let pasted = clipboard.readText() { model.insert(pasted) }
        case "z":
            if shift { model.buffer.redo() } else { model.buffer.undo() }
        case "y": model.buffer.redo()
        case "left", "right": model.buffer.move(left: key == "left", extend: shift, word: true)
        case "home": model.buffer.place(at: 0, extend: shift); model.buffer.goalX = nil
        case "end": model.buffer.place(at: model.buffer.utf8Count, extend: shift); model.buffer.goalX = nil
        case "backspace": model.buffer.deleteBackward(word: true)
        default: return false
        }
        return true
    }
}
