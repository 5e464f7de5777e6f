/// Optional forms of the eager grid's cell modifiers, for views built from data (an editor's
/// "Unspecified" choice): `nil` leaves the value unset, exactly as not applying the modifier,
/// while keeping the view's structure (and so its identity) the same whichever value it has.
struct OptionalGridCellModifier: NodeModifier {
    enum Value: Equatable { case anchor(UnitPoint?), columnAlignment(HorizontalAlignment?) }
    var value: Value
    var role: ModifierRole {
        let v = value
        return .values { values in
            switch v {
            case .anchor(let a): if let a, !values.isSet(.anchor) { values.gridCellAnchor = a }
            case .columnAlignment(let h): if let h, !values.isSet(.columnAlignment) { values.gridColumnAlignment = h }
            }
        }
    }
}

extension View {
    /// `gridCellAnchor(_:)` when `anchor` is not nil; nothing otherwise.
    public func gridCellAnchor(_ anchor: UnitPoint?) -> some View { modifier(OptionalGridCellModifier(value: .anchor(anchor))) }
    /// `gridColumnAlignment(_:)` when `guide` is not nil; nothing otherwise.
    public func gridColumnAlignment(_ guide: HorizontalAlignment?) -> some View {
        modifier(OptionalGridCellModifier(value: .columnAlignment(guide)))
    }
}
