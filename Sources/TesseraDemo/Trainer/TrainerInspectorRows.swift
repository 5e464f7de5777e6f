import Tessera
import TesseraTrainer

/// The inspector's building blocks: a labelled row (a ⚠ after the title marks mixed values
/// across the selection), a menu picker over named choices with "Unspecified", and a slider
/// with its value printed with one decimal.
enum TrainerInspectorRows {
    static let titleWidth = 112.0

    static func title(_ text: String, mixed: Bool = false) -> some View {
        Text(mixed ? "\(text) ⚠" : text).font(.callout).frame(width: titleWidth, alignment: .leading)
    }

    /// A menu picker whose options are `choices` (by name), with "Unspecified" (tag "") first
    /// when `unspecified` is true.
    static func picker(_ label: String, id: String, mixed: Bool = false, selection: Binding<String>,
                       choices: [String], unspecified: Bool = true) -> some View {
        HStack(spacing: 6) {
            title(label, mixed: mixed)
            Picker(label, selection: selection) {
                if unspecified { Text("Unspecified").tag("") }
                ForEach(choices, id: \.self) { Text($0).tag($0) }
            }
            .labelsHidden()
            .id(id)
        }
    }

    /// A segmented picker over `choices`.
    static func segmented(_ label: String, id: String, selection: Binding<String>, choices: [String]) -> some View {
        HStack(spacing: 6) {
            title(label)
            Picker(label, selection: selection) {
                ForEach(choices, id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .id(id)
        }
    }

    /// A slider over `range` with the value shown with one decimal (or "—" when mixed).
    static func slider(_ label: String, id: String, mixed: Bool = false, value: Binding<Double>, in range: ClosedRange<Double>,
                       disabled: Bool = false, onEditingChanged: @escaping (Bool) -> Void = { _ in }) -> some View {
        HStack(spacing: 6) {
            title(label, mixed: mixed)
            Slider(value: value, in: range, onEditingChanged: onEditingChanged).id(id)
            Text(mixed ? "—" : TrainerNumber.oneDecimal(value.wrappedValue)).font(.callout).frame(width: 52, alignment: .trailing)
        }
        .disabled(disabled)
    }

    /// A spring-loaded slider (``SpringLoadedSlider``) over `range` with the value shown with one
    /// decimal (or "—" when mixed); its knob is `ID-knob`.
    static func springSlider(_ label: String, id: String, mixed: Bool = false, value: Binding<Double>, in range: ClosedRange<Double>,
                             disabled: Bool = false, onEditingChanged: @escaping (Bool) -> Void = { _ in }) -> some View {
        HStack(spacing: 6) {
            title(label, mixed: mixed)
            SpringLoadedSlider(value: value, range: range, knobID: "\(id)-knob", onEditingChanged: onEditingChanged).id(id)
            Text(mixed ? "—" : TrainerNumber.oneDecimal(value.wrappedValue)).font(.callout).frame(width: 52, alignment: .trailing)
        }
        .disabled(disabled)
    }

    /// A section title.
    static func header(_ text: String) -> some View {
        Text(text).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension Binding where Value == String {
    /// A string binding over an optional raw-representable choice ("" is nil).
    static func choice<T: RawRepresentable>(_ get: @escaping () -> T?, _ set: @escaping (T?) -> Void) -> Binding<String> where T.RawValue == String {
        Binding(get: { get()?.rawValue ?? "" }, set: { set(T(rawValue: $0)) })
    }
}
