import TesseraGeometry
import TesseraLayout

/// Keyboard navigation in grids, as in a table: while focus is on a control inside a `Grid`,
/// a lazy grid or a track grid with other focusable cells, the arrow keys move focus to the
/// nearest focusable cell in that direction (by the cells' laid-out frames, so spans, gaps and
/// right-to-left need no special case), Home and End to the first and last focusable cell of
/// the row (with Ctrl: of the grid), Page Up and Page Down to the first and last of the column.
/// Runs after the focused control and the `onKeyPress` handlers declined the key (a slider
/// keeps its arrows, an app's handler wins), before scroll views and the app's key handler.
extension ViewHost {
    func handleGridFocusKey(_ press: KeyPress) -> Bool {
        guard !press.alt, !press.command, !press.shift, let focused = focusedNode else { return false }
        let key = press.key.lowercased()
        guard ["up", "down", "left", "right", "home", "end", "page up", "page down", "pageup", "pagedown"].contains(key),
              let grid = enclosingGrid(of: focused) else { return false }
        let stops = Set(focusableNodes().map(ObjectIdentifier.init))
        var cells: [(node: RenderNode, frame: Rect)] = []
        var current: Rect?
        for child in grid.children {
            child.forEachNode { n in
                guard stops.contains(ObjectIdentifier(n)) else { return }
                cells.append((n, child.frame))
                if n === focused { current = child.frame }
            }
        }
        guard let from = current, cells.count > 1,
              let target = Self.gridTarget(key: key, control: press.control, from: from, cells: cells), target !== focused else { return false }
        setFocus(target)
        return true
    }

    /// The cell `key` moves to from the cell at `from`.
    static func gridTarget(key: String, control: Bool, from: Rect, cells: [(node: RenderNode, frame: Rect)]) -> RenderNode? {
        let (cx, cy) = (from.midX, from.midY)
        func sameRow(_ r: Rect) -> Bool { r.minY < from.maxY && r.maxY > from.minY }
        func sameColumn(_ r: Rect) -> Bool { r.minX < from.maxX && r.maxX > from.minX }
        let readingOrder = cells.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        switch key {
        case "home": return control ? readingOrder.first?.node : readingOrder.first { sameRow($0.frame) }?.node
        case "end": return control ? readingOrder.last?.node : readingOrder.last { sameRow($0.frame) }?.node
        case "page up", "pageup": return readingOrder.first { sameColumn($0.frame) }?.node
        case "page down", "pagedown": return readingOrder.last { sameColumn($0.frame) }?.node
        default: break
        }
        // The nearest cell whose centre lies that way; cells in line with this one first.
        var best: (node: RenderNode, score: Double)?
        for c in cells {
            let (dx, dy) = (c.frame.midX - cx, c.frame.midY - cy)
            let (along, across, inLine): (Double, Double, Bool)
            switch key {
            case "left": (along, across, inLine) = (-dx, abs(dy), sameRow(c.frame))
            case "right": (along, across, inLine) = (dx, abs(dy), sameRow(c.frame))
            case "up": (along, across, inLine) = (-dy, abs(dx), sameColumn(c.frame))
            default: (along, across, inLine) = (dy, abs(dx), sameColumn(c.frame))
            }
            guard along > 0.5 else { continue }
            let score = (inLine ? 0 : 1e6) + along + 2 * across
            if best.map({ score < $0.score }) ?? true { best = (c.node, score) }
        }
        return best?.node
    }

    /// The innermost grid (`Grid`, lazy grid, track grid) whose subtree holds `node`.
    private func enclosingGrid(of node: RenderNode) -> RenderNode? {
        var path: [RenderNode] = []
        func find(_ n: RenderNode) -> Bool {
            path.append(n)
            if n === node { return true }
            for c in n.children where find(c) { return true }
            path.removeLast()
            return false
        }
        guard find(renderRoot) else { return nil }
        return path.dropLast().last { n in
            guard let layout = n.layout.layout else { return false }
            if layout is GridLayout || layout is TrackGridLayout { return true }
            if let lazy = layout as? LazyGridLayout, case .items = lazy.tracks { return true }
            return false
        }
    }
}
