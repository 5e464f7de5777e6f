import Tessera
import TesseraAccessibility
import TesseraGeometry

/// `Accessible`, `Application` and `Component` (at-spi2-core `Accessible.xml`,
/// `Application.xml`, `Component.xml`) for the application root and the tree's elements.
extension ATSPIContext {
    /// The children of `id` (the application's is the window).
    func children(_ id: Int) -> [Int] {
        id == Self.applicationID ? (snapshot.nodes[0] == nil ? [] : [0]) : snapshot.nodes[id]?.children ?? []
    }

    func accessible(_ id: Int, _ method: String, _ p: GV.Value) -> ATSPIReply {
        let node = snapshot.nodes[id]
        let isApp = id == Self.applicationID
        let kids = children(id)
        switch method {
        case "GetChildAtIndex":
            guard let i = Self.index(GV.int32(p, 0), count: kids.count) else { return .invalid("no child at that index") }
            return .out(GV.ref(ref(kids[i])))
        case "GetChildren": return .out(GV.array("(so)", kids.map { GV.ref(ref($0)) }))
        case "GetIndexInParent": return .out(GV.i(isApp ? -1 : node?.indexInParent ?? -1))
        case "GetRelationSet": return .out(GV.array("(ua(so))", []))
        case "GetRole": return .out(GV.u(isApp ? 75 : node.map { ATSPICodes.role($0.role) } ?? 0))
        case "GetRoleName", "GetLocalizedRoleName":
            return .out(GV.s(isApp ? "application" : node.map { ATSPICodes.roleName($0.role) } ?? "invalid"))
        case "GetState": return .out(GV.array("u", ATSPICodes.stateWords(node?.states ?? []).map(GV.u)))
        case "GetAttributes":
            var attributes = [("toolkit", "Tessera")]
            if let n = node, n.role == .heading, n.headingLevel > 0 { attributes.append(("level", String(n.headingLevel))) }
            if let identifier = node?.identifier { attributes.append(("id", identifier)) }
            if let n = node, n.tableSize != nil { attributes.append(Self.tableKind(n)) }
            return .out(GV.dict(attributes))
        case "GetApplication": return .out(GV.ref(ref(Self.applicationID)))
        case "GetInterfaces":
            let names = isApp ? [ATSPIInterface.accessible, .application] : node?.interfaces ?? []
            return .out(GV.array("s", names.map { GV.s($0.rawValue) }))
        case "GetLocale": return .out(GV.s("en_US"))
        default: return .unknownMethod
        }
    }

    func accessibleProperty(_ id: Int, _ name: String) -> GV.Value? {
        let node = snapshot.nodes[id]
        let isApp = id == Self.applicationID
        switch name {
        case "Name": return GV.s(isApp ? snapshot.appName : node?.name ?? "")
        case "Description": return GV.s(node?.description ?? "")
        case "HelpText": return GV.s("")
        case "Parent":
            if isApp { return GV.ref(desktop) }
            return GV.ref(ref(node?.parent ?? Self.applicationID))
        case "ChildCount": return GV.i(children(id).count)
        case "Locale": return GV.s("en_US")
        case "AccessibleId": return GV.s(node?.identifier ?? "")
        case "ToolkitName": return GV.s("Tessera")
        case "Version": return GV.s("1.0")
        case "AtspiVersion": return GV.s("2.1")
        case "Id": return GV.i(0)
        default: return nil
        }
    }

    /// The attribute that tells a screen reader whether a table holds data, as browsers do
    /// for HTML tables: `layout-guess: true` (Firefox's mark for a table it judges to be layout)
    /// for a layout table, `xml-roles: table` (the ARIA role) for a data table. Orca reads a
    /// table without a name or header cells as layout unless `xml-roles` says `table`
    /// (`script_utilities.isLayoutOnly`), and announces the row and column of a data table's
    /// cells only (the Accessibility article, "Data tables and layout").
    static func tableKind(_ node: ATSPINode) -> (String, String) {
        node.isLayoutTable ? ("layout-guess", "true") : ("xml-roles", "table")
    }

    /// Where AT-SPI coordinates of `coordType` start, in window points: the screen's corner
    /// (`ATSPI_COORD_TYPE_SCREEN`, 0: minus the window's position), the window's (1), or the
    /// parent's (2).
    func coordinateOrigin(_ coordType: Int, of node: ATSPINode) -> Point {
        switch coordType {
        case 0: return Point(x: -snapshot.windowOrigin.x, y: -snapshot.windowOrigin.y)
        case 2: return node.parent.flatMap { snapshot.nodes[$0]?.frame.origin } ?? .zero
        default: return .zero
        }
    }

    /// `node`'s rectangle in `coordType` coordinates, rounded to whole units.
    func extents(_ node: ATSPINode, _ coordType: Int) -> (x: Int, y: Int, w: Int, h: Int) {
        let f = node.frame, o = coordinateOrigin(coordType, of: node)
        return (Int((f.minX - o.x).rounded()), Int((f.minY - o.y).rounded()), Int(f.width.rounded()), Int(f.height.rounded()))
    }

    func component(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        let f = node.frame
        switch method {
        case "GetExtents":
            let (x, y, w, h) = extents(node, GV.uint32(p, 0))
            return .out(GV.tuple([GV.i(x), GV.i(y), GV.i(w), GV.i(h)]))
        case "GetPosition":
            let (x, y, _, _) = extents(node, GV.uint32(p, 0))
            return .out(GV.i(x), GV.i(y))
        case "GetSize": return .out(GV.i(Int(f.width.rounded())), GV.i(Int(f.height.rounded())))
        case "Contains":
            let o = coordinateOrigin(GV.uint32(p, 2), of: node)
            let px = Double(GV.int32(p, 0)) + o.x, py = Double(GV.int32(p, 1)) + o.y
            return .out(GV.b(px >= f.minX && px < f.maxX && py >= f.minY && py < f.maxY))
        case "GetAccessibleAtPoint":
            let o = coordinateOrigin(GV.uint32(p, 2), of: node)
            let point = Point(x: Double(GV.int32(p, 0)) + o.x, y: Double(GV.int32(p, 1)) + o.y)
            return .out(GV.ref(ref(deepest(at: point, in: node.id))))
        case "GetLayer": return .out(GV.u(node.id == 0 ? 7 : 3))
        case "GetMDIZOrder": return .out(GV.n(node.id == 0 ? 0 : -1))
        case "GetAlpha": return .out(GV.d(1))
        case "GrabFocus":
            guard node.states.contains(.focusable) else { return .out(GV.b(false)) }
            request(.grabFocus(id: node.id))
            return .out(GV.b(true))
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint": return .out(GV.b(false))
        default: return .unknownMethod
        }
    }

    /// The deepest element under `point` below `id` (the last child wins, as it paints on top).
    private func deepest(at point: Point, in id: Int) -> Int? {
        guard let node = snapshot.nodes[id], node.frame.contains(point) else { return nil }
        for c in node.children.reversed() { if let hit = deepest(at: point, in: c) { return hit } }
        return id
    }
}
