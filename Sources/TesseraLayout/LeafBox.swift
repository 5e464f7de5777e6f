import Synchronization
import TesseraGeometry

/// A box of a leaf type without stored properties: immutable and stateless, so shared freely.
struct SharedLeafBox: @unchecked Sendable {
    let box: AnyLeafBox
}
/// The shared boxes of stateless leaf types, by type (see ``LeafBox/make(_:)``).
private let statelessLeafBoxes = Mutex<[ObjectIdentifier: SharedLeafBox]>([:])

/// What a node's `box` holds: an ``AnyLeafBox`` or an ``AnyLayoutBox``.
class NodeBox {}

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
        let key = ObjectIdentifier(L.self)
        return statelessLeafBoxes.withLock { boxes in
            if let shared = boxes[key] { return shared }
            let box = SharedLeafBox(box: LeafBox(leaf))
            boxes[key] = box
            return box
        }.box
    }
    override func dimensions(for p: ProposedSize) -> ViewDimensions { leaf.dimensions(for: p) }
    override var providesGuides: Bool { leaf.providesGuides }
    override var answersCheaply: Bool { leaf.answersCheaply }
    override var erased: any LeafLayout { leaf }
}
