@_spi(Controls) import Tessera
import TesseraLayout

/// A multi-line editable text view, like SwiftUI's `TextEditor(text:)`: it takes the space
/// offered, wraps lines at its width, scrolls vertically (wheel, drag, and to keep the caret in
/// view), and edits with the keyboard and the mouse: selection with Shift and the arrows, a
/// drag, a double click (word) or a triple click (line); Ctrl+A, C, X, V through the host's
/// `Clipboard`; Ctrl+Z undo and Ctrl+Shift+Z (or Ctrl+Y) redo, typing coalesced by words;
/// Ctrl+Backspace deletes a word; Return inserts a line break and Tab a tab. Every edit writes
/// the binding; text set from outside puts the caret at the end and clears the history.
///
/// Speed: lines are rows of a lazy stack in a `ScrollView`, so only the lines on screen are
/// made and measured; a keystroke edits one `String` in place (line starts kept by the edit,
/// never re-scanned) and re-evaluates the edited line only (release: well under 2 ms a
/// keystroke in a 10,000-line text, benchmark `text-editor-keystroke-10k`).
///
/// Bad input: CR LF and CR become LF, control characters other than tab are dropped; a paste
/// that would take the text past 8 MB is cut there with one warning on standard error (the
/// clipboard keeps it all); the undo history keeps at most 500 steps and 32 MB.
///
/// Not yet: input-method composition is committed as typed (no marked text shown), and
/// `.scrollContentBackground`, `.findNavigator` and attributed text are not supported.
public struct TextEditor: View {
    let text: Binding<String>
    @State private var model = TextEditorModel()
    @State private var revision = 0
    @State private var isFocused = false

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    public var body: some View {
        _ControlContextReader { ctx in
            let _ = revision
            let model = self.model
            let _ = model.buffer.adopt(text.wrappedValue)
            let focused = isFocused && ctx.isEnabled
            let _ = configure(model, ctx)
            GeometryReader { geo in
                let _ = model.viewportHeight = geo.size.height
                ScrollViewReader { proxy in
                    ScrollView(.vertical) {
                        lines(model: model, width: max(1, geo.size.width - 2 * Self.inset), focused: focused, proxy: proxy)
                            .padding(Self.inset)
                            .frame(minHeight: geo.size.height, alignment: .top)
                            .contentShape(Rectangle())
                            ._focusableControl(isEnabled: ctx.isEnabled, focusChanged: { isFocused = $0 }, key: { press in
                                TextEditorKeys.handle(press, model: model, clipboard: ctx.clipboard) { commit(model, proxy: proxy) }
                            }, text: { typed in
                                model.insert(typed, typing: true)
                                commit(model, proxy: proxy)
                            })
                    }
                }
            }
            .frame(minWidth: 40, idealWidth: 300, maxWidth: .infinity, minHeight: 40, idealHeight: 200, maxHeight: .infinity)
            .background(ctx.surface)
            .overlay(Rectangle().strokeBorder(focused ? ctx.tint : ctx.border, lineWidth: 1)._passesHits())
            .opacity(ctx.isEnabled ? 1 : _ControlContext.disabledOpacity)
            .accessibilityAttributes { a in
                let buffer = model.buffer
                a.role = .entry
                a.isEnabled = ctx.isEnabled
                a.value = buffer.text
                // Character offsets cost a pass over the text: given up to 64 KB (AT-SPI's Text
                // interface); a larger text keeps only its value, so typing stays fast.
                guard buffer.utf8Count <= 65_536 else { return }
                func characters(_ utf8: Int) -> Int { buffer.text[..<buffer.index(utf8)].count }
                a.text = AccessibilityEditableText(string: buffer.text, caret: characters(buffer.caret),
                                                   selection: characters(buffer.selection.lowerBound)..<characters(buffer.selection.upperBound),
                                                   isSecure: false, replace: { new in text.wrappedValue = new; revision += 1 })
            }
        }
    }

    /// Space between the border and the text.
    static let inset = 5.0

    private func configure(_ model: TextEditorModel, _ ctx: _ControlContext) {
        model.font = ctx.textFont
        model.measurer = ctx.measurer
        model.lineHeight = ctx.measurer.measure("Ag", font: ctx.textFont, proposedWidth: nil).size.height
    }

    private func lines(model: TextEditorModel, width: Double, focused: Bool, proxy: ScrollViewProxy) -> some View {
        let buffer = model.buffer
        model.width = width
        let selection = buffer.selection
        let changed = { commit(model, proxy: proxy) }
        return LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(0..<buffer.lineCount, id: \.self) { i in
                let range = buffer.lineRange(i)
                let caret = buffer.caret >= range.lowerBound && buffer.caret <= range.upperBound ? buffer.caret - range.lowerBound : nil
                let selected = selection.isEmpty || selection.upperBound < range.lowerBound || selection.lowerBound > range.upperBound
                    ? nil : (max(selection.lowerBound, range.lowerBound) - range.lowerBound)..<(min(selection.upperBound, range.upperBound + 1) - range.lowerBound)
                TextEditorLine(index: i, text: String(buffer.lineText(i)), width: width, caret: caret, selection: selected,
                               focused: focused, model: model, changed: changed)
            }
        }
    }

    /// Writes the buffer to the binding, re-evaluates, and scrolls the caret's line into view.
    private func commit(_ model: TextEditorModel, proxy: ScrollViewProxy) {
        if model.buffer.text != text.wrappedValue { text.wrappedValue = model.buffer.text }
        revision += 1
        proxy.scrollTo(model.buffer.line(containing: model.buffer.caret))
    }
}
