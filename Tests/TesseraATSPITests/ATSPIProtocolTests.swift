import CGio
import Testing
import Tessera
import TesseraAccessibility
@testable import TesseraATSPI

@Suite struct ATSPIProtocolTests {
    @Test func everyInterfaceParsesAsIntrospection() throws {
        for iface in ATSPIInterface.allCases {
            let info = try #require(atspiInterfaceInfos[iface], "\(iface.rawValue) did not parse")
            #expect(String(cString: info.pointee.name) == iface.rawValue)
        }
        // Out arguments AT-SPI declares as several values stay several; structures stay one.
        #expect(ATSPIInterface.component.xml.contains("<method name=\"GetExtents\"><arg direction=\"in\" type=\"u\"/><arg direction=\"out\" type=\"(iiii)\"/>"))
        #expect(ATSPIInterface.component.xml.contains("<method name=\"GetPosition\"><arg direction=\"in\" type=\"u\"/><arg direction=\"out\" type=\"i\"/><arg direction=\"out\" type=\"i\"/>"))
        #expect(ATSPIInterface.split("(so)ia{ss}a(sss)u") == ["(so)", "i", "a{ss}", "a(sss)", "u"])
    }

    @Test(arguments: [
        ("/org/a11y/atspi/accessible/root", ATSPIContext.applicationID as Int?),
        ("/org/a11y/atspi/accessible/0", 0), ("/org/a11y/atspi/accessible/42", 42),
        ("/org/a11y/atspi/accessible/-1", nil), ("/org/a11y/atspi/accessible/007", nil),
        ("/org/a11y/atspi/accessible/99999999999999999999999", nil), ("/org/a11y/atspi/accessible/", nil),
        ("/org/a11y/atspi/null", nil), ("/elsewhere/1", nil),
    ])
    func pathsNameOnlyTheirElements(_ path: String, _ id: Int?) {
        #expect(ATSPIServer.id(ofPath: path) == id)
    }

    @Test func statesUseAtspiBitNumbers() {
        let words = ATSPICodes.stateWords([.focused, .checkable, .sensitive])
        #expect(words[0] == (1 << 12 | 1 << 24))
        #expect(words[1] == 1 << (41 - 32))
        #expect(ATSPICodes.role(.pushButton) == 43 && ATSPICodes.role(.tableCell) == 56 && ATSPICodes.role(.entry) == 79)
    }

    @Test func snapshotAnswersTheAccessibleInterface() throws {
        let host = ViewHost(Grid { GridRow { Text("A"); Button("B") {} } }, textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 400, height: 300))
        let tree = AccessibilityTree(host: host, title: "T")
        tree.update()
        let snapshot = ATSPISnapshot.make(tree, appName: "App")
        let context = ATSPIContext(snapshot: snapshot, bus: ":1.5", desktop: ATSPIRef(bus: ":1.0", path: "/org/a11y/atspi/accessible/root"),
                                   request: { _ in })
        let table = try #require(tree.root.first(role: .table))
        // A huge or negative index is an error, never a crash.
        for index in [Int(Int32.max), -1] {
            guard case .error(let name, _) = context.call(id: table.id, interface: "org.a11y.atspi.Accessible", method: "GetChildAtIndex",
                                                          params: GV.tuple([GV.i(index)])) else { Issue.record("index \(index) answered"); continue }
            #expect(name == "org.freedesktop.DBus.Error.InvalidArgs")
        }
        guard case .error = context.call(id: 123_456, interface: "org.a11y.atspi.Accessible", method: "GetRole", params: GV.tuple([])) else {
            Issue.record("a vanished element answered"); return
        }
        guard case .value(let reply) = context.call(id: table.id, interface: "org.a11y.atspi.Table", method: "GetAccessibleAt",
                                                    params: GV.tuple([GV.i(0), GV.i(1)])) else { Issue.record("no cell (0, 1)"); return }
        let ref = GV.child(reply, 0)
        #expect(GV.string(ref, 1) == ATSPIContext.path(table.children[1].id))
        g_variant_unref(ref)
        g_variant_unref(g_variant_ref_sink(reply))
    }

    /// A list answers `Selection` from its items' selected states; extents follow the
    /// coordinate type (screen adds the window's position, parent subtracts the parent's).
    @Test func listSelectionAndScreenExtents() throws {
        let host = ViewHost(VStack(spacing: 0) {
            Text("Inbox").frame(height: 20)
            Text("Drafts").frame(height: 20).accessibilityAddTraits(.isSelected)
        }.accessibilityAttributes { $0.role = .list }, textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 400, height: 300))
        let tree = AccessibilityTree(host: host, title: "T")
        tree.update()
        let snapshot = ATSPISnapshot.make(tree, appName: "App", windowOrigin: Point(x: 100, y: 50))
        let context = ATSPIContext(snapshot: snapshot, bus: ":1.5", desktop: ATSPIRef(bus: ":1.0", path: "/org/a11y/atspi/accessible/root"),
                                   request: { _ in })
        let list = try #require(tree.root.first(role: .list))
        let drafts = try #require(list.children.last)
        #expect(snapshot.nodes[list.id]?.interfaces.contains(.selection) == true)
        let count = try #require(context.property(id: list.id, interface: "org.a11y.atspi.Selection", name: "NSelectedChildren"))
        #expect(g_variant_get_int32(count) == 1)
        g_variant_unref(g_variant_ref_sink(count))
        guard case .value(let selected) = context.call(id: list.id, interface: "org.a11y.atspi.Selection", method: "GetSelectedChild",
                                                       params: GV.tuple([GV.i(0)])) else { Issue.record("no selected child"); return }
        let ref = GV.child(selected, 0)
        #expect(GV.string(ref, 1) == ATSPIContext.path(drafts.id))
        g_variant_unref(ref); g_variant_unref(g_variant_ref_sink(selected))
        guard case .error = context.call(id: list.id, interface: "org.a11y.atspi.Selection", method: "GetSelectedChild",
                                         params: GV.tuple([GV.i(1)])) else { Issue.record("a second selected child answered"); return }
        // Screen (0), window (1) and parent (2) coordinates of the selected item.
        var seen: [[Int]] = []
        for coordType in [0, 1, 2] {
            guard case .value(let reply) = context.call(id: drafts.id, interface: "org.a11y.atspi.Component", method: "GetExtents",
                                                        params: GV.tuple([GV.u(coordType)])) else { Issue.record("no extents"); return }
            let box = GV.child(reply, 0)
            seen.append((0..<4).map { GV.int32(box, $0) })
            g_variant_unref(box); g_variant_unref(g_variant_ref_sink(reply))
        }
        let f = drafts.frame, parent = list.frame
        func r(_ v: Double) -> Int { Int(v.rounded()) }
        #expect(seen[1] == [r(f.minX), r(f.minY), r(f.width), r(f.height)])
        #expect(seen[0] == [r(f.minX + 100), r(f.minY + 50), r(f.width), r(f.height)])
        #expect(seen[2] == [r(f.minX - parent.minX), r(f.minY - parent.minY), r(f.width), r(f.height)])
        #expect(f.minY >= 20)
    }
}
