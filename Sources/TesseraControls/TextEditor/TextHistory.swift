/// One edit of a ``TextBuffer``: at UTF-8 offset `location`, `old` was replaced by `new`;
/// the selection before it, restored by undo.
struct TextEdit: Equatable {
    var location: Int
    var old: String
    var new: String
    var caretBefore: Int
    var anchorBefore: Int
}

/// The undo and redo stacks of a text editor, as `UndoManager` keeps them for SwiftUI's
/// `TextEditor`: typing coalesces into one step per run of characters on one line (a line
/// break, a move of the caret elsewhere or a deletion ends the run); a new edit clears redo.
///
/// Bounded: at most ``limit`` steps and ``byteLimit`` bytes of removed and inserted text are
/// kept; the oldest steps go first.
struct TextHistory {
    static let limit = 500
    static let byteLimit = 32 << 20
    private(set) var undoStack: [TextEdit] = []
    private(set) var redoStack: [TextEdit] = []
    private var bytes = 0

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    mutating func record(_ edit: TextEdit, coalescing: Bool) {
        redoStack.removeAll()
        if coalescing, edit.old.isEmpty, var last = undoStack.last, last.old.isEmpty, !last.new.isEmpty,
           !last.new.hasSuffix(" ") || edit.new == " ",
           last.location + last.new.utf8.count == edit.location, !last.new.contains("\n") {
            last.new += edit.new
            undoStack[undoStack.count - 1] = last
            bytes += edit.new.utf8.count
        } else {
            undoStack.append(edit)
            bytes += edit.old.utf8.count + edit.new.utf8.count
        }
        while undoStack.count > Self.limit || (bytes > Self.byteLimit && undoStack.count > 1) {
            let dropped = undoStack.removeFirst()
            bytes -= dropped.old.utf8.count + dropped.new.utf8.count
        }
    }

    mutating func popUndo() -> TextEdit? {
        guard let e = undoStack.popLast() else { return nil }
        bytes -= e.old.utf8.count + e.new.utf8.count
        redoStack.append(e)
        return e
    }

    mutating func popRedo() -> TextEdit? {
        guard let e = redoStack.popLast() else { return nil }
        undoStack.append(e)
        bytes += e.old.utf8.count + e.new.utf8.count
        return e
    }
}
