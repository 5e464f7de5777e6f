import TesseraGeometry

/// What a released view subtree keeps of its state, so that the same view made anew later gets
/// it back (a lazy container's item that scrolled away and comes back, as SwiftUI keeps a lazy
/// item's state by identity).
///
/// It mirrors the released subtree along the paths that lead to kept state only: each level
/// is one node (checked by view type when restored), holding that node's own state and its
/// children's, keyed by each child's *slot* (its place under its parent: a `ForEach` element's
/// id, a tuple position, the branch of an `if`, an explicit `.id`, an overlay's, pop-up's or
/// decoration's place; the single content of a stack, modifier or custom view has none).
/// What is kept:
/// - a custom view's `@State` storages, when one of them was set or holds an object (a state
///   never set is its initial value again when the view is made anew, so a million tiles
///   nobody touched keep nothing); `@FocusState` is not: the focused control left the tree
///   with the item, so its focus state comes back as "not focused";
/// - a scroll view's offset when it is not zero (a nested `ScrollView` inside an item);
/// - a nested lazy container's own kept items.
///
/// Restoring happens while the subtree is created again (``ViewNode/reconcile``): each node
/// created under a restored parent looks up its slot, so state inside content that only the
/// restored state shows (`if expanded { Detail() }`) comes back too. Nodes of another view
/// type, or state of another shape, start fresh; nothing is ever handed to another item.
final class ParkedState {
    /// The view type of the node it was taken from.
    let viewType: ObjectIdentifier?
    /// A custom view's `@State` / `@FocusState` storages, in declaration order.
    var states: [any AnyStateLocation] = []
    /// A scroll view's offset.
    var scrollOffset: Point?
    /// What the children keep, by slot.
    var children: [AnyHashable: ParkedState] = [:]

    init(viewType: ObjectIdentifier?) { self.viewType = viewType }

    /// What `node`'s subtree would lose when released, or nil when that is nothing (then
    /// nothing is allocated). The states taken leave their (about to be released) owner.
    static func taking(from node: ViewNode) -> ParkedState? {
        var parked: ParkedState?
        node.park(into: &parked)
        return parked
    }

    /// How many nodes of state it holds (itself and below; for tests).
    var nodeCount: Int { children.values.reduce(1) { $0 + $1.nodeCount } }
}

/// The slots of children that are not a node's single content.
enum NodeSlot: Hashable {
    /// The overlay, background or mask of the `index`th view of a modifier's content.
    case secondary(Int)
    /// The decoration of the `index`th view of a grid cell decoration's content.
    case decoration(Int)
    /// A popover's pop-up.
    case popup
}

/// The parked states of the subtrees being created again: the innermost restored node and
/// what it keeps (`HostContext.restoring`).
struct RestoreFrame {
    let node: ObjectIdentifier
    let parked: ParkedState
}

extension ViewNode {
    /// What a child about to be created in `slot` under this node kept, if this node is being
    /// restored (its children are created inside its restoring frame).
    func parkedChild(slot: AnyHashable?) -> ParkedState? {
        guard let frame = context?.restoring.last, frame.node == ObjectIdentifier(self),
              !frame.parked.children.isEmpty else { return nil }
        return frame.parked.children.removeValue(forKey: slot ?? AnyHashable(0))
    }

    /// Adds what every child keeps to `parked`, by slot (the default of ``park(into:)``).
    func parkChildren(into parked: inout ParkedState?) {
        forEachChild { slot, child in
            if let p = ParkedState.taking(from: child) { record(&parked).children[slot ?? AnyHashable(0)] = p }
        }
    }

    /// `parked`, made for this node when it is still nil.
    func record(_ parked: inout ParkedState?) -> ParkedState {
        if let parked { return parked }
        let p = ParkedState(viewType: viewType)
        parked = p
        return p
    }
}
