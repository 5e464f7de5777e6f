import Tessera
import Foundation
import TesseraAccessibility

/// What a method call sees: the tree's snapshot, this app's bus name, the registry's desktop
/// (the application's parent) and the way to ask the main thread for a change.
struct ATSPIContext {
    let snapshot: ATSPISnapshot
    let bus: String
    let desktop: ATSPIRef
    let request: @Sendable (ATSPIRequest) -> Void

    /// The application object (the root path); its one child is the window (element 0).
    static let applicationID = -1
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"

    static func path(_ id: Int) -> String { id == applicationID ? rootPath : pathPrefix + String(id) }

    /// The element id a subtree node name stands for ("root" is the application).
    static func id(ofNode node: String) -> Int? {
        if node == "root" { return applicationID }
        guard let id = Int(node), id >= 0, String(id) == node else { return nil }
        return id
    }

    func ref(_ id: Int?) -> ATSPIRef {
        guard let id else { return .null(bus) }
        return ATSPIRef(bus: bus, path: Self.path(id))
    }

    /// A child index from a client, checked: nil when out of range (huge, negative).
    static func index(_ i: Int, count: Int) -> Int? { i >= 0 && i < count ? i : nil }
}

/// A change an assistive technology asked for, run on the main thread by the bridge.
enum ATSPIRequest: Sendable {
    case action(id: Int, name: String)
    case setValue(id: Int, value: Double)
    case setText(id: Int, text: String)
    case insertText(id: Int, position: Int, text: String)
    case deleteText(id: Int, start: Int, end: Int)
    case grabFocus(id: Int)
    case select(id: Int, index: Int)
}

/// AT-SPI's numbers for Tessera's roles and states (at-spi2-core `AtspiRole`, `AtspiStateType`).
enum ATSPICodes {
    static func role(_ r: AccessibilityRole) -> Int {
        switch r {
        case .application: 75
        case .window: 69
        case .frame: 23
        case .panel: 39
        case .filler: 20
        case .label: 29
        case .heading: 83
        case .image: 27
        case .link: 88
        case .pushButton: 43
        case .toggleButton, .switchControl: 62
        case .checkBox: 7
        case .radioButton: 44
        case .slider: 51
        case .spinButton: 52
        case .comboBox: 11
        case .menu: 33
        case .menuItem: 35
        case .entry: 79
        case .passwordText: 40
        case .text: 61
        case .list: 31
        case .listItem: 32
        case .table: 55
        case .tableCell: 56
        case .columnHeader: 10
        case .rowHeader: 47
        case .scrollPane: 49
        case .progressBar: 42
        case .pageTabList: 38
        case .pageTab: 37
        case .dialog: 16
        case .alert: 2
        case .toolBar: 63
        case .menuBar: 34
        case .separator: 50
        }
    }

    /// The role's AT-SPI name (a switch is a toggle button to AT-SPI 2.46, which has no switch).
    static func roleName(_ r: AccessibilityRole) -> String { r == .switchControl ? "toggle button" : r.rawValue }

    static func state(_ s: AccessibilityStates) -> Int {
        switch s {
        case .active: 1
        case .checked: 4
        case .editable: 7
        case .enabled: 8
        case .expandable: 9
        case .expanded: 10
        case .focusable: 11
        case .focused: 12
        case .horizontal: 14
        case .modal: 16
        case .multiselectable: 18
        case .selectable: 22
        case .selected: 23
        case .sensitive: 24
        case .showing: 25
        case .singleLine: 26
        case .visible: 30
        case .checkable: 41
        default: 0
        }
    }

    /// The two 32-bit words of `GetState`.
    static func stateWords(_ states: AccessibilityStates) -> [Int] {
        var words = [0, 0]
        for (s, _) in AccessibilityStates.named where states.contains(s) {
            let bit = state(s)
            if bit > 0 { words[bit / 32] |= 1 << (bit % 32) }
        }
        return words
    }

    /// The AT-SPI event detail of a state ("focused", "checked", …).
    static func stateName(_ s: AccessibilityStates) -> String {
        AccessibilityStates.named.first { $0.0 == s }?.1.replacingOccurrences(of: " ", with: "-") ?? ""
    }
}
