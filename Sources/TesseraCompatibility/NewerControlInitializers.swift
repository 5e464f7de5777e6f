import Tessera
import TesseraControls

extension Button where Label == IconLabel {
    /// A button showing `title` after the symbol `systemImage`, with a role, SwiftUI's
    /// `Button(_:systemImage:role:action:)` (2024).
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { IconLabel(title, systemImage: systemImage) }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// SwiftUI's `.accessoryLinear` (a thin bar with a marker on watchOS and widgets): Tessera
    /// draws it as its bar gauge.
    public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
