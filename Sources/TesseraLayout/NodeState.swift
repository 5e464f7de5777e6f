import TesseraGeometry

/// The mutable state of a ``LayoutNode``, stored inline in the node. Field order is memory
/// order (Swift lays out stored properties in declaration order), chosen for a cold pass over
/// a large tree, where reaching a node costs a cache miss: what a pass *reads* before it can go
/// on (the flags, the children, the box) comes first, in the object's first 48 bytes, so one
/// line usually holds all of it; what a pass mostly *writes* (the counters, the frame and
/// proposal) follows, since stores to a missing line do not hold up the work after them; then
/// the measuring fields (the answers' block); the rest (the children array, the parent, the
/// layout values, the id) after that. The state is 136 bytes and the object 152 with its
/// header, which the allocator serves from 160-byte blocks; each byte more costs on a cold pass
/// over a large tree (ARCHITECTURE.md, Speed), so the box is owned through `boxRef` alone, a
/// fixed frame's size is read from its (shared) box, and the rare view id lives out of line
/// (``LayoutValues`` is one reference, answers live out of line, stateless leaves and equal
/// cache-free layouts share one box).
struct NodeState {
    var placedValid = false
    var needsGuides = false
    /// The layout's cache is current (always true for layouts without a cache).
    var cacheValid = false
    /// The layout has no cache (`Cache == Void`): nothing to build or drop.
    var cacheTrivial = true
    /// The layout's answer ignores the proposal: `fixedSize` (see ``ProposalIndependentLayout``).
    var hasFixedSize = false
    /// `box` is an ``AnyLeafBox`` (else an ``AnyLayoutBox``).
    var isLeaf = false
    /// A leaf whose answers cost less to compute than to remember (``LeafLayout/answersCheaply``):
    /// it is asked every time and nothing is stored.
    var measuresDirectly = false
    /// The measurement ring (`answers`): entries in use and the slot the next answer goes to.
    var answerCount: UInt8 = 0
    var answerNext: UInt8 = 0
    /// The values carry no grid value (span 1, no anchor, no column alignment, no unsized
    /// axes, priority 0): grids need not read them.
    var gridDefaults = true
    /// The node places its children mirrored left to right in its frame (right-to-left
    /// layout, ``LayoutNode/mirrorsChildren``). Fits in the padding before `childCount`.
    var mirrorsChildren = false
    var childCount: UInt32 = 0
    /// The first of `children`, unretained: see ``adopt(_:)``.
    var childBase: UnsafePointer<Unmanaged<LayoutNode>>?
    /// The leaf rule's or layout's box, owned by hand: retained when set (``replaceBox(_:)``),
    /// released when replaced and by the node's `deinit`. Calls go through it without
    /// reference counting (layouts never replace their own node's box while it is working).
    var boxRef: Unmanaged<NodeBox>
    // Written, rarely read, during a pass.
    /// Uncached measurements (a counter for tests; a cheap leaf counts each answer).
    var measureCount: UInt32 = 0
    /// Placements that ran the layout (a counter for tests, containers only).
    var placeCount: UInt32 = 0
    var frame = Rect.zero
    var placedProposal = ProposedSize.unspecified
    /// The remembered answers, allocated at the first one and kept (nodes that answer
    /// without remembering, fixed frames and cheap leaves, never allocate it).
    var answers: UnsafeMutablePointer<Answer>?
    // Cold.
    /// The children (owning; read through `childBase` during layout).
    var children: [LayoutNode]
    /// Counts changes of the children's shape (``LayoutNode/childrenChangedShape()``).
    var childShapeStamp: UInt32 = 0
    unowned(unsafe) var parent: LayoutNode?
    /// The view id, when the node has one (see ``LayoutNode/id``), and the tracks a parent
    /// track grid gave the node when it is a subgrid: both rare, so out of line.
    var identity: NodeIdentity?
    var values: LayoutValues {
        didSet { gridDefaults = Self.hasGridDefaults(values) }
    }

    typealias Answer = (key: ProposedSize, value: ViewDimensions)
    /// How many answers a node remembers: layouts probe a child with few distinct proposals
    /// per pass (min, ideal, max, final), but a grid cell holding a control sits under a stack
    /// and a chain of frames and wrappers, each probing with the grid's proposals and its own:
    /// with 6 answers such chains re-measured each other ~35-100 times per pass; 12 halves the
    /// settings form's frame (7.8 to 3.6 ms CPU). The block is allocated only by nodes that
    /// remember answers (not by fixed frames or cheap leaves, so not by plain grid cells).
    static let answerCapacity: UInt8 = 12

    static func hasGridDefaults(_ v: LayoutValues) -> Bool {
        v.isEmpty || (v.gridCellColumns == 1 && v.gridCellAnchor == nil && v.gridColumnAlignment == nil
            && v.gridCellUnsizedAxes.isEmpty && v.layoutPriority == 0)
    }

    var layoutBox: AnyLayoutBox? {
        @inline(__always) get { isLeaf ? nil : unsafeDowncast(box, to: AnyLayoutBox.self) }
    }
    var leafBox: AnyLeafBox? {
        @inline(__always) get { isLeaf ? unsafeDowncast(box, to: AnyLeafBox.self) : nil }
    }

    /// The size a node with `hasFixedSize` answers every proposal with (its layout box holds it).
    var fixedSize: Size {
        @inline(__always) get { boxRef._withUnsafeGuaranteedRef { unsafeDowncast($0, to: AnyLayoutBox.self).fixedSize.unsafelyUnwrapped } }
    }

    /// The box (see `boxRef`).
    var box: NodeBox { @inline(__always) get { boxRef.takeUnretainedValue() } }

    /// Takes `newBox` (retained) in place of the current box (released).
    mutating func replaceBox(_ newBox: NodeBox) {
        let old = boxRef
        boxRef = Unmanaged.passRetained(newBox)
        old.release()
    }

    init(children: [LayoutNode], values: LayoutValues, box: NodeBox, id: String?) {
        self.children = children; self.values = values
        identity = id.map { NodeIdentity(id: $0, subgridStyle: nil) }
        boxRef = Unmanaged.passRetained(box)
        gridDefaults = Self.hasGridDefaults(values)
    }

    /// Takes `nodes` as the children. `childBase` points at the elements of the stored array:
    /// its buffer is only ever replaced here, never mutated in place, so the pointer stays valid
    /// until the next call (a native array's elements do not move while its buffer lives).
    mutating func adopt(_ nodes: [LayoutNode]) {
        children = nodes
        childCount = UInt32(truncatingIfNeeded: nodes.count)
        childBase = children.withUnsafeBufferPointer { buf in
            buf.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: Unmanaged<LayoutNode>.self) }
        }
    }

    mutating func setLeaf(_ box: AnyLeafBox) {
        replaceBox(box); isLeaf = true; measuresDirectly = box.answersCheaply
        hasFixedSize = false; cacheValid = true; cacheTrivial = true
        answerCount = 0; answerNext = 0
    }

    mutating func setLayout(_ box: AnyLayoutBox) {
        replaceBox(box); isLeaf = false; measuresDirectly = false
        cacheTrivial = box.hasTrivialCache
        cacheValid = cacheTrivial
        hasFixedSize = box.fixedSize != nil
    }

    /// Drops cached answers and the placement, and marks the layout's cache out of date (it is
    /// updated, reusing its storage, before the layout is next asked anything).
    @inline(__always) mutating func forget() {
        answerCount = 0; answerNext = 0
        placedValid = false
        cacheValid = cacheTrivial
    }


    // MARK: Measurement ring

    @inline(__always) mutating func store(_ p: ProposedSize, _ d: ViewDimensions) {
        if answers == nil {
            let m = UnsafeMutablePointer<Answer>.allocate(capacity: Int(Self.answerCapacity))
            m.initialize(repeating: (p, d), count: Int(Self.answerCapacity))
            answers = m
        }
        answers.unsafelyUnwrapped[Int(answerNext)] = (p, d)
        answerNext = answerNext + 1 == Self.answerCapacity ? 0 : answerNext + 1
        if answerCount < Self.answerCapacity { answerCount += 1 }
    }

    /// Frees the out-of-line answers (the node is going away).
    mutating func releaseAnswers() {
        if let all = answers {
            all.deinitialize(count: Int(Self.answerCapacity))
            all.deallocate()
        }
        answers = nil; answerCount = 0; answerNext = 0
    }
}

/// A node's rare fields, out of line: its view id (see ``LayoutNode/id``) and, for a track
/// grid laid out as a subgrid, the style its parent grid resolved for it (CSS Grid 2 §9,
/// ``LayoutNode/subgridStyle``). Immutable: a change makes a new record.
final class NodeIdentity: Sendable {
    let id: String?
    let subgridStyle: TrackGridStyle?
    init(id: String?, subgridStyle: TrackGridStyle?) { self.id = id; self.subgridStyle = subgridStyle }
    /// The record for `id` and `subgridStyle`, nil when both are nil.
    static func make(id: String?, subgridStyle: TrackGridStyle?) -> NodeIdentity? {
        id == nil && subgridStyle == nil ? nil : NodeIdentity(id: id, subgridStyle: subgridStyle)
    }
}
