import Synchronization
import TesseraGeometry

/// What a node's `box` holds: an ``AnyLeafBox`` or an ``AnyLayoutBox``.
class NodeBox {
    /// The registered box of a leaf or layout type when `reuse` accepts it, else `make()`'s,
    /// registered in its place. Only boxes that never change once made are registered (a
    /// stateless leaf's, a cache-free layout's), so one box serves many nodes on any thread.
    static func shared<B: NodeBox>(for type: Any.Type, reuse: (B) -> Bool, make: () -> B) -> B {
        let key = ObjectIdentifier(type)
        let found = sharedBoxes.withLock { boxes in
            if let last = boxes[key], reuse(unsafeDowncast(last.box, to: B.self)) { return last }
            let made = SharedBox(box: make())
            boxes[key] = made
            return made
        }
        return unsafeDowncast(found.box, to: B.self)
    }
}

/// A registered box (see ``NodeBox/shared(for:reuse:make:)``): immutable, so shared freely.
private struct SharedBox: @unchecked Sendable {
    let box: NodeBox
}
/// Per leaf or layout type, the box nodes share.
private let sharedBoxes = Mutex<[ObjectIdentifier: SharedBox]>([:])

/// Type-erased storage of a leaf rule (a class, so calls need no existential copies).
class AnyLeafBox: NodeBox {
    func dimensions(for p: ProposedSize) -> ViewDimensions { fatalError("abstract") }
    var providesGuides: Bool { false }
    var answersCheaply: Bool { false }
    var erased: any LeafLayout { fatalError("abstract") }
}

final class LeafBox<L: LeafLayout>: AnyLeafBox {
    let leaf: L
    private init(_ leaf: L) { self.leaf = leaf; super.init() }

    /// The box for `leaf`. A leaf type without stored properties (a shape's `FlexibleLeaf`)
    /// has one box shared by every node of that type: its boxes could not differ, and a large
    /// tree of shapes then holds one box instead of one per node.
    static func make(_ leaf: L) -> AnyLeafBox {
        guard MemoryLayout<L>.size == 0 else { return LeafBox(leaf) }
        return shared(for: L.self, reuse: { (_: LeafBox<L>) in true }, make: { LeafBox(leaf) })
    }
    override func dimensions(for p: ProposedSize) -> ViewDimensions { leaf.dimensions(for: p) }
    override var providesGuides: Bool { leaf.providesGuides }
    override var answersCheaply: Bool { leaf.answersCheaply }
    override var erased: any LeafLayout { leaf }
}
