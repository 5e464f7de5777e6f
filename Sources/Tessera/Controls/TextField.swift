/// A one-line editable text field, like SwiftUI's `TextField`: click or Tab to focus it, then
/// type. It shows a caret, the selection (mouse drag, double click for a word, Shift with the
/// arrows, Home, End, Ctrl/Cmd+A) and an input method's composition underlined at the caret;
/// Backspace and Delete erase; Ctrl/Cmd+C, X, V copy, cut and paste through the host's
/// `Clipboard`; Return runs the `onSubmit` action. `prompt` (or the title when there is no
/// prompt) is shown in grey while the text is empty. The caret does not blink (an idle window
/// draws nothing).
///
/// Bad input: line breaks and tabs typed or pasted become spaces and other control characters
/// are dropped; a paste of any size is one linear insertion (the field draws only a window of
/// about 1 KB around the caret); a clipboard that fails to read pastes nothing and one that
/// fails to write leaves the text as it was (a cut keeps the selection). Text set from
/// outside while editing puts the caret at its end.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let placeholder: String
    var isSecure = false
    /// SwiftUI 1's `onEditingChanged:` and `onCommit:` (TesseraCompatibility's initializers).
    @_spi(Compatibility) public var legacyOnEditingChanged: ((Bool) -> Void)?
    @_spi(Compatibility) public var legacyOnCommit: (() -> Void)?
    @State private var editing = TextFieldEditing()
    @State private var revision = 0
    @State(followsInput: true) private var isFocused = false
    @State(followsInput: true) private var isHovered = false

    /// A field editing `text`, with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text; self.prompt = prompt; self.label = label(); placeholder = prompt?.string ?? ""
    }

    public var body: some View {
        ControlContextReader { ctx in
            let c = ctx.env.controls
            let submit = Self.submitAction(ctx.env.submitAction, legacyOnCommit)
            let _ = revision
            let font = c.textFont
            let model = editing
            let _ = model.editor.adopt(text.wrappedValue)
            let geometry = TextFieldGeometry(model.editor, secure: isSecure, font: font, measurer: ctx.measurer)
            let empty = model.editor.text.isEmpty && model.editor.marked.isEmpty
            let focused = isFocused && c.isEnabled
            let lineHeight = ctx.measurer.measure("Ag", font: font, proposedWidth: nil).size.height
            let commit: () -> Void = {
                if model.editor.text != text.wrappedValue { text.wrappedValue = model.editor.text }
                revision += 1
            }
            HStack(spacing: 8) {
                if !c.labelsHidden && prompt != nil && !(Label.self == EmptyView.self) { label.font(font) }
                ControlLayoutView(TextFieldLayout(caretX: geometry.caretX, runWidth: geometry.runWidth, selection: geometry.selection,
                                                  marked: geometry.marked, window: geometry.windowStart, padding: 8,
                                                  lineHeight: lineHeight, scroll: model.scroll), mirrors: false) {
                    Rectangle().fill(focused ? c.palette.selection : c.palette.track)
                    Text(verbatim: empty ? placeholder : geometry.run).font(font)
                        .foregroundStyle(empty ? c.palette.placeholder : c.palette.text)
                    Rectangle().fill(c.palette.text)
                    Rectangle().fill(focused ? c.palette.text : Color.clear)
                }
                .frame(minWidth: 60, idealWidth: 200, maxWidth: .infinity)
                .frame(height: c.metrics.fieldHeight)
                .clipped()
                .background(RoundedRectangle(cornerRadius: c.metrics.cornerRadius).fill(c.palette.surface))
                .overlay(RoundedRectangle(cornerRadius: c.metrics.cornerRadius)
                    .strokeBorder(focused ? c.tint : isHovered && c.isEnabled ? ControlPalette.shade(c.palette.border, by: -0.2)
                                  : c.palette.border, lineWidth: 1).passesHits())
                .focusRing(focused, cornerRadius: c.metrics.cornerRadius)
                .contentShape(Rectangle())
                .onHover { isHovered = $0 }
                .onPointerInteraction {
                    TextFieldRecognizer(editing: model, geometry: geometry, secure: isSecure, font: font, measurer: ctx.measurer,
                                        padding: 8, isEnabled: c.isEnabled, clipboard: ctx.ui.clipboard, changed: commit)
                }
            }
            .opacity(c.isEnabled ? 1 : ControlPalette.disabledOpacity)
            .focusableControl(FocusableControl(
                isEnabled: c.isEnabled,
                focusChanged: { f in
                    isFocused = f
                    legacyOnEditingChanged?(f)
                    // Tabbing into a field selects its text (a click places the caret instead).
                    if f && ctx.ui.focusVisible { model.editor.selectAll(); revision += 1 }
                    if !f { model.editor.setMarked("", cursor: 0) }  // the selection stays, drawn grey
                },
                key: { press in
                    TextFieldKeys.handle(press, editing: model, secure: isSecure, clipboard: ctx.ui.clipboard,
                                         submit: submit, changed: commit)
                },
                text: { typed in
                    let before = model.editor
                    model.editor.insert(typed)
                    model.history.record(from: before, to: model.editor, run: .typing)
                    commit()
                },
                textEditing: { composing, cursor in model.editor.setMarked(composing, cursor: cursor); commit() }))
            .accessibilityAttributes { a in
                let editor = model.editor
                a.role = isSecure ? .passwordText : .entry
                a.isEnabled = c.isEnabled
                a.label = accessibilityTitle(of: label).flatMap { $0.isEmpty ? nil : $0 } ?? placeholder
                if !isSecure { a.value = editor.text }
                func characters(_ utf8: Int) -> Int { editor.text[..<editor.index(utf8)].count }
                a.text = AccessibilityEditableText(string: editor.text, caret: characters(editor.caret),
                                                   selection: characters(editor.selection.lowerBound)..<characters(editor.selection.upperBound),
                                                   isSecure: isSecure, replace: { new in
                                                       let clean = TextEditor.sanitized(new)
                                                       if clean != text.wrappedValue { text.wrappedValue = clean }
                                                       revision += 1
                                                   })
                if c.isEnabled, let submit { a.actions = [AccessibilityActionHandler(name: "activate", handler: { submit() })] }
            }
        }
    }
}

extension TextField {
    /// What Return runs: the field's own `onCommit`, then the `onSubmit` actions around it.
    static func submitAction(_ environment: (() -> Void)?, _ own: (() -> Void)?) -> (() -> Void)? {
        guard let own else { return environment }
        return { own(); environment?() }
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, showing `title` in grey while empty (or as its label when a
    /// `prompt` is given).
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: { Text(title) }, placeholder: prompt?.string ?? title, isSecure: false)
    }
}

extension TextField {
    init(text: Binding<String>, prompt: Text?, label: () -> Label, placeholder: String, isSecure: Bool) {
        self.text = text; self.prompt = prompt; self.label = label(); self.placeholder = placeholder; self.isSecure = isSecure
    }
}

/// A text field whose text is drawn as bullets and cannot be copied or cut, like SwiftUI's
/// `SecureField`.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    /// A secure field editing `text`, with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label, placeholder: prompt?.string ?? "", isSecure: true)
    }
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field editing `text`, showing `title` in grey while empty.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, prompt: prompt, label: { Text(title) }, placeholder: prompt?.string ?? title, isSecure: true)
    }
}

/// A text field's editing state, kept across evaluations (a reference in `@State`).
final class TextFieldEditing {
    var editor = TextEditor()
    /// Undo and redo (Ctrl+Z, Ctrl+Shift+Z).
    var history = TextFieldHistory()
    let scroll = TextFieldScroll()
}
