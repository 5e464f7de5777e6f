/// The controls of the `controls` scene and their keys, for the help overlay and the README.
/// In the demo a control takes focus by click or Ctrl+Tab (Tab stays the scene key); apps move
/// focus with Tab / Shift+Tab.
enum ControlsHelp {
    static let rows: [(control: String, keys: String)] = [
        ("Button", "click (release inside); Space / Return when focused"),
        ("Toggle (switch, checkbox)", "click anywhere on it; Space / Return"),
        ("Slider", "press and drag; Left/Down, Right/Up step; Home / End"),
        ("Stepper", "click − / +; Down/Left, Up/Right"),
        ("Picker, segmented", "click a segment; Left / Right"),
        ("Picker, menu", "click to open; Up / Down, Return; Esc or a click outside closes"),
        ("TextField, SecureField", "type; Left/Right (Shift selects, Ctrl/Alt by word), Home/End, Backspace/Delete"),
        ("", "Ctrl+A / C / X / V select all, copy, cut, paste; Return submits; drag selects"),
        ("Focus", "click a control or Ctrl+Tab / Ctrl+Shift+Tab; Esc leaves it; Tab / Shift+Tab in apps (the demo keeps Tab for scenes)"),
    ]
}
