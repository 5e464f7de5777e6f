/// Whether controls spread across a form row: the label at the leading edge and the control at
/// the trailing edge, as SwiftUI lays out a `Toggle`, `Picker` or `Stepper` in a grouped
/// `Form`. Set by TesseraLists' `Form`; off everywhere else.
struct FormRowLayoutKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls spread across a form row (set by `Form`).
    public var _spreadsControlsInRow: Bool {
        get { self[FormRowLayoutKey.self] }
        set { self[FormRowLayoutKey.self] = newValue }
    }
}
