@_spi(Presentation) import Tessera

/// One visible row of an outline: its element, depth, and whether it has children and shows them.
struct OutlineRow<Element, ID: Hashable>: Identifiable {
    let element: Element
    let id: ID
    let depth: Int
    let parent: ID?
    let hasChildren: Bool
    let isExpanded: Bool
}

/// A tree given as roots and a `children` key path (SwiftUI's outline data: nil children is a
/// leaf, a collection, even empty, is an expandable row), flattened into the rows that show
/// given the expanded ids: depth first, children only under expanded rows. Runs per update,
/// so it walks the visible rows (not collapsed subtrees). Trees deeper than ``maxDepth`` (a
/// cycle through reference types, say) stop there with one warning instead of looping.
struct OutlineTree<Data: RandomAccessCollection, ID: Hashable> {
    let roots: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    static var maxDepth: Int { 64 }

    func rows(expanded: Set<AnyHashable>) -> [OutlineRow<Data.Element, ID>] {
        var out: [OutlineRow<Data.Element, ID>] = []
        var tooDeep = false
        func visit(_ items: Data, depth: Int, parent: ID?) {
            guard depth < Self.maxDepth else { tooDeep = true; return }
            for item in items {
                let key = item[keyPath: id]
                let kids = item[keyPath: children]
                let open = kids != nil && expanded.contains(AnyHashable(key))
                out.append(OutlineRow(element: item, id: key, depth: depth, parent: parent, hasChildren: kids != nil, isExpanded: open))
                if open, let kids { visit(kids, depth: depth + 1, parent: key) }
            }
        }
        visit(roots, depth: 0, parent: nil)
        if tooDeep {
            ListDiagnostics.warn("OutlineGroup: the tree is deeper than \(Self.maxDepth) levels (a cycle?); rows below are not shown")
        }
        return out
    }
}

/// Content a `List` flattens itself (an ``OutlineGroup`` given as the list's whole content):
/// the list keeps which rows are expanded and makes the visible rows lazily.
protocol ListOutlineContent {
    /// A `ForEach` of the visible rows; `toggle` expands or collapses a row by id.
    func listRows(expanded: Set<AnyHashable>, toggle: @escaping (AnyHashable) -> Void) -> AnyView
    /// The visible rows' ids with whether each has children, is expanded, and its parent.
    func rowInfo(expanded: Set<AnyHashable>) -> [(id: AnyHashable, hasChildren: Bool, isExpanded: Bool, parent: AnyHashable?)]
}

/// An outline row as drawn: indented 16 points a level, a disclosure chevron (right when
/// collapsed, down when expanded; a click toggles it) or the chevron's room for leaves, then the
/// row's content. The chevron has the id `disclosure-<row id>`.
struct OutlineRowView<Leaf: View>: View {
    let depth: Int
    let hasChildren: Bool
    let isExpanded: Bool
    let disclosureID: String
    let toggle: () -> Void
    let leaf: Leaf

    var body: some View {
        HStack(spacing: 4) {
            if hasChildren {
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .frame(width: 14, height: 14)
                    .contentShape(Rectangle())
                    .onPointerInteraction { DisclosureClickRecognizer(toggle: toggle) }
                    .id(disclosureID)
            } else {
                Color.clear.frame(width: 14, height: 14)
            }
            leaf
        }
        .padding(.leading, Double(depth) * 16)
    }
}

/// A click on an outline row's chevron: toggles the row on release, and (being inside the row)
/// takes the click before the row's selection does.
final class DisclosureClickRecognizer: PointerRecognizer {
    private let toggle: () -> Void
    private var start: Point?
    init(toggle: @escaping () -> Void) { self.toggle = toggle }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        guard event.button == .primary else { return .failed }
        switch event.phase {
        case .down:
            start = event.location
            return .possible
        case .moved:
            guard let start else { return .failed }
            return (event.location - start).length > 6 ? .failed : .possible
        case .up:
            toggle()
            return .recognized
        }
    }
}
