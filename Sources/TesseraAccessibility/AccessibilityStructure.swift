import Tessera

/// What a container's role says about its direct children and its name, as AT-SPI clients
/// (Orca, pyatspi) expect the structure of GTK's dialogs, lists, tab bars and menus:
/// - the children of a `list` are `list item`s, of a `page tab list` `page tab`s, of a `menu`
///   or `menu bar` `menu item`s (a plain text, image, group or button child takes that role,
///   a button keeping its action as GTK's activatable list rows do; controls of other kinds
///   keep theirs);
/// - items marked `isSelected` are selected, and then every item of the container is selectable
///   (AT-SPI `Selection` lists them);
/// - a `dialog` or `alert` without an `accessibilityLabel` is named by its first heading, else
///   its first text, as GTK names a message dialog by its title.
///
/// So a view needs only its container's role (`accessibilityAttributes { $0.role = .list }`,
/// or the `isModal` trait for a sheet) and `isSelected` on the selected rows; the item roles
/// follow. SwiftUI has no public roles: its `List`, `TabView`, `Menu` and `.sheet` report
/// these to VoiceOver from inside the framework, as Tessera's views do through these rules.
enum AccessibilityStructure {
    /// The role a direct child with role `child` takes inside `container`, nil to keep its own.
    static func childRole(_ child: AccessibilityRole, in container: AccessibilityRole) -> AccessibilityRole? {
        let plain: Set<AccessibilityRole> = [.panel, .label, .image]
        switch container {
        case .list: return plain.union([.pushButton, .link]).contains(child) ? .listItem : nil
        case .pageTabList: return plain.union([.pushButton, .toggleButton]).contains(child) ? .pageTab : nil
        case .menu, .menuBar: return plain.union([.pushButton, .link]).contains(child) ? .menuItem : nil
        default: return nil
        }
    }

    /// The roles whose children are items (what ``childRole(_:in:)`` changes).
    static let itemContainers: Set<AccessibilityRole> = [.list, .pageTabList, .menu, .menuBar]

    /// Gives `container`'s children their item roles and selectable states, and a dialog its
    /// name. Run after the container's own attributes were applied.
    static func shape(_ container: AccessibilityElement) {
        if itemContainers.contains(container.role), container.choices == nil {
            for child in container.children {
                if let role = childRole(child.role, in: container.role) { child.role = role }
            }
            if container.children.contains(where: { $0.states.contains(.selected) }) {
                for child in container.children { child.states.insert(.selectable) }
            }
        }
        if container.role == .dialog || container.role == .alert, container.name.isEmpty {
            container.name = title(in: container) ?? ""
        }
    }

    /// A focused tab list hands its focus to its selected tab, as GTK's tab bars do: the arrow
    /// keys that choose another tab then move the focus, and the screen reader says the new
    /// tab ("Dark, page tab") instead of nothing. `elements` are those a derivation reached
    /// (the others kept their states); `touch` is told before one is changed.
    static func focusSelectedTabs(in elements: [AccessibilityElement], touch: (AccessibilityElement) -> Void) {
        for e in elements {
            guard e.role == .pageTabList, e.states.contains(.focused),
                  let tab = e.children.first(where: { $0.states.contains(.selected) }) else { continue }
            touch(e); touch(tab)
            e.states.remove(.focused)
            tab.states.formUnion([.focusable, .focused])
        }
    }

    /// The first heading below `e` (depth first), else its first text.
    static func title(in e: AccessibilityElement) -> String? {
        var heading: String?
        var label: String?
        e.forEach { d in
            guard d !== e, !d.name.isEmpty else { return }
            if d.role == .heading, heading == nil { heading = d.name }
            if d.role == .label, label == nil { label = d.name }
        }
        return heading ?? label
    }

    /// How a ``AccessibilityRole/listItem`` without `accessibilityElement(children:)` treats its
    /// children: one combined element when they are only text and images, else it keeps them
    /// (a row with a toggle stays navigable).
    static func itemBehavior(_ kids: [AccessibilityElement]) -> AccessibilityChildBehavior {
        kids.allSatisfy { [.label, .heading, .image].contains($0.role) && $0.children.isEmpty } ? .combine : .contain
    }

    /// The indices of `e`'s selected children (a picker's choice, or the children in state
    /// `selected` of a list, tab list or menu): what AT-SPI `Selection` reports.
    static func selectedChildren(of e: AccessibilityElement) -> [Int] {
        if let choice = e.selectedChoice { return e.children.indices.contains(choice) ? [choice] : [] }
        guard itemContainers.contains(e.role) || e.role == .table else { return [] }
        return e.children.indices.filter { e.children[$0].states.contains(.selected) }
    }
}

extension AccessibilityElement {
    /// The indices of the selected children (AT-SPI `Selection`): a picker's chosen option, or
    /// the children in state `selected` of a list, tab list, menu or table.
    public var selectedChildIndices: [Int] { AccessibilityStructure.selectedChildren(of: self) }

    /// Whether the element implements AT-SPI `Selection` (choice controls and item containers).
    public var isSelectionContainer: Bool {
        choices != nil || AccessibilityStructure.itemContainers.contains(role) || role == .comboBox
    }
}
