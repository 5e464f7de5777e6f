import Tessera
import TesseraTrainer

/// The inspector's building blocks: a labelled row (a ⚠ after the title marks mixed values
/// across the selection), a menu picker over named choices with "Unspecified", and a slider
/// with its value printed with one decimal.
///
/// Each row is a view of its own holding the value it shows (read once from the binding it is
/// given) and an action that writes through that binding, so a row whose value did not change
/// compares equal to the last one (actions do not count) and its control is not rebuilt: a
/// slider step re-evaluates only the row of the slider (and rows showing values it changed),
/// not every control of the inspector.
enum TrainerInspectorRows {
    static let titleWidth = 112.0

    static func title(_ text: String, mixed: Bool = false) -> some View {
        TrainerWord(text, suffix: mixed ? " ⚠" : "").font(.callout).frame(width: titleWidth, alignment: .leading)
    }

    /// A menu picker whose options are `choices` (by name), with "Unspecified" (tag "") first
    /// when `unspecified` is true.
    static func picker(_ label: String, id: String, mixed: Bool = false, selection: Binding<String>,
                       choices: [String], unspecified: Bool = true) -> some View {
        TrainerPickerRow(row: .init(label: label, id: id, mixed: mixed, selection: selection.wrappedValue, choices: choices,
                                    unspecified: unspecified, segmented: false),
                         select: { selection.wrappedValue = $0 })
    }

    /// A segmented picker over `choices`.
    static func segmented(_ label: String, id: String, selection: Binding<String>, choices: [String]) -> some View {
        TrainerPickerRow(row: .init(label: label, id: id, mixed: false, selection: selection.wrappedValue, choices: choices,
                                    unspecified: false, segmented: true),
                         select: { selection.wrappedValue = $0 })
    }

    /// A slider over `range` with the value shown with one decimal (or "—" when mixed).
    static func slider(_ label: String, id: String, mixed: Bool = false, value: Binding<Double>, in range: ClosedRange<Double>,
                       disabled: Bool = false, onEditingChanged: @escaping (Bool) -> Void = { _ in }) -> some View {
        TrainerSliderRow(row: .init(label: label, id: id, mixed: mixed, value: value.wrappedValue, range: range, disabled: disabled,
                                    springLoaded: false),
                         set: { value.wrappedValue = $0 }, onEditingChanged: onEditingChanged)
    }

    /// A spring-loaded slider (``SpringLoadedSlider``) over `range` with the value shown with one
    /// decimal (or "—" when mixed); its knob is `ID-knob`.
    static func springSlider(_ label: String, id: String, mixed: Bool = false, value: Binding<Double>, in range: ClosedRange<Double>,
                             disabled: Bool = false, onEditingChanged: @escaping (Bool) -> Void = { _ in }) -> some View {
        TrainerSliderRow(row: .init(label: label, id: id, mixed: mixed, value: value.wrappedValue, range: range, disabled: disabled,
                                    springLoaded: true),
                         set: { value.wrappedValue = $0 }, onEditingChanged: onEditingChanged)
    }

    /// A section title.
    static func header(_ text: String) -> some View {
        TrainerWord(text).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A picker row of the inspector: the title and a menu (or segmented) picker over named
/// choices showing `row.selection`; choosing calls `select`. What it shows is one `Equatable`
/// value, so comparing rows (closures aside) is one `==`.
struct TrainerPickerRow: View {
    struct Row: Equatable {
        var label: String
        var id: String
        var mixed: Bool
        var selection: String
        var choices: [String]
        var unspecified: Bool
        var segmented: Bool
    }
    let row: Row
    let select: (String) -> Void
    @Environment(\.demoLanguage) private var language

    var body: some View {
        let r = row, select = select
        let binding = Binding(get: { r.selection }, set: { select($0) })
        HStack(spacing: 6) {
            TrainerInspectorRows.title(r.label, mixed: r.mixed)
            if r.segmented {
                Picker(r.label, selection: binding) {
                    ForEach(r.choices, id: \.self) { Text(language.trainerWord($0)).tag($0) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .id(r.id)
            } else {
                Picker(r.label, selection: binding) {
                    if r.unspecified { Text(language.trainerWord("Unspecified")).tag("") }
                    ForEach(r.choices, id: \.self) { Text(language.trainerWord($0)).tag($0) }
                }
                .labelsHidden()
                .id(r.id)
            }
        }
    }
}

/// A slider row of the inspector: the title, a slider (or a ``SpringLoadedSlider``) showing
/// `row.value`, whose moves call `set`, and the value with one decimal ("—" when mixed). What
/// it shows is one `Equatable` value, so comparing rows (closures aside) is one `==`.
struct TrainerSliderRow: View {
    struct Row: Equatable {
        var label: String
        var id: String
        var mixed: Bool
        var value: Double
        var range: ClosedRange<Double>
        var disabled: Bool
        var springLoaded: Bool
    }
    let row: Row
    let set: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    var body: some View {
        let r = row, set = set
        let binding = Binding(get: { r.value }, set: { set($0) })
        HStack(spacing: 6) {
            TrainerInspectorRows.title(r.label, mixed: r.mixed)
            if r.springLoaded {
                SpringLoadedSlider(value: binding, range: r.range, knobID: "\(r.id)-knob", onEditingChanged: onEditingChanged)
                    .accessibilityAttributes { $0.label = r.label }.id(r.id)  // "H Spacing slider 5"
            } else {
                Slider(value: binding, in: r.range, onEditingChanged: onEditingChanged)
                    .accessibilityAttributes { $0.label = r.label }.id(r.id)
            }
            Text(r.mixed ? "—" : TrainerNumber.oneDecimal(r.value)).font(.callout).frame(width: 52, alignment: .trailing)
        }
        .disabled(r.disabled)
    }
}

extension Binding where Value == String {
    /// A string binding over an optional raw-representable choice ("" is nil).
    static func choice<T: RawRepresentable>(_ get: @escaping () -> T?, _ set: @escaping (T?) -> Void) -> Binding<String> where T.RawValue == String {
        Binding(get: { get()?.rawValue ?? "" }, set: { set(T(rawValue: $0)) })
    }
}
