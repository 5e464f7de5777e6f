import Foundation

/// The delete and move actions a `ForEach` carries for the list it is in (SwiftUI's
/// `onDelete(perform:)` and `onMove(perform:)` on `DynamicViewContent`), set and read by
/// TesseraLists. The list decides how rows are deleted or moved (keys, menus, drags); the
/// actions receive the element offsets in the `ForEach`'s data, as SwiftUI's do.
@_spi(Lists)
public struct _ForEachEditActions {
    public var onDelete: ((IndexSet) -> Void)?
    public var onMove: ((IndexSet, Int) -> Void)?
    public init() {}
}

/// A `ForEach` whose edit actions can be read and replaced, with its element type erased.
@_spi(Lists)
public protocol _EditableForEach {
    var _editActions: _ForEachEditActions { get }
    func _withEditActions(_ actions: _ForEachEditActions) -> Self
    /// Every element's id, in order (walks the data: for keyboard actions, not per frame).
    var _elementIDs: [AnyHashable] { get }
}

@_spi(Lists)
extension ForEach: _EditableForEach {
    public var _editActions: _ForEachEditActions { editActions }
    public var _elementIDs: [AnyHashable] { data.map { AnyHashable(idOf($0)) } }
    public func _withEditActions(_ actions: _ForEachEditActions) -> Self {
        var copy = self
        copy.editActions = actions
        return copy
    }
}
