import CGio
import Foundation
import Synchronization
import Testing
import Tessera
import TesseraAccessibility
@testable import TesseraATSPI

/// Every method of every interface, on every element and on vanished ones, with hostile
/// arguments (the extremes of each integer type, NaN and infinities, empty and 100,000-character
/// strings): each gets a reply or a D-Bus error, never a crash; the requests they queue, run on
/// the tree as the bridge runs them, change nothing they should not.
@Suite struct ATSPIHostileCallTests {
    @Observable final class Model {
        var name = "Ada"
        var secret = "pw"
        var volume = 0.5
        var count = 3
        var choice = "a"
    }

    struct Form: View {
        let m: Model
        var body: some View {
            VStack {
                TextField("Name", text: Binding(get: { m.name }, set: { m.name = $0 }))
                SecureField("Secret", text: Binding(get: { m.secret }, set: { m.secret = $0 }))
                Slider(value: Binding(get: { m.volume }, set: { m.volume = $0 }), in: 0...1) { Text("Volume") }
                Stepper("Count", value: Binding(get: { m.count }, set: { m.count = $0 }), in: 0...10)
                Picker("Pick", selection: Binding(get: { m.choice }, set: { m.choice = $0 })) { Text("A").tag("a"); Text("B").tag("b") }
                Grid { GridRow { Text("H").accessibilityAddTraits(.isHeader); Button("Go") {} } }
                VStack { Text("One"); Text("Two").accessibilityAddTraits(.isSelected) }.accessibilityAttributes { $0.role = .list }
                Image(systemName: "star")
            }
        }
    }

    /// Hostile values for one D-Bus type, nil for types the in signatures do not use.
    static func hostile(_ type: String, _ variant: Int) -> GV.Value? {
        switch type {
        case "i": return GV.i([Int(Int32.max), Int(Int32.min), -1][variant])
        case "u": return GV.u([Int(UInt32.max), 0, 7][variant])
        case "s": return GV.s(["", String(repeating: "x", count: 100_000), "\u{0}\u{FFFF}é"][variant])
        case "d": return GV.d([Double.nan, .infinity, -.infinity][variant])
        case "b": return GV.b(variant == 0)
        default: return nil
        }
    }

    @Test func everyMethodWithHostileArgumentsAnswersOrFails() throws {
        let m = Model()
        let host = ViewHost(Form(m: m), textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 600, height: 800))
        let tree = AccessibilityTree(host: host, title: "T")
        tree.update()
        let snapshot = ATSPISnapshot.make(tree, appName: "App", windowOrigin: Point(x: 1e9, y: -1e9))
        let requests = Mutex<[ATSPIRequest]>([])
        let context = ATSPIContext(snapshot: snapshot, bus: ":1.5", desktop: ATSPIRef(bus: ":1.0", path: "/org/a11y/atspi/accessible/root"),
                                   request: { r in requests.withLock { $0.append(r) } })
        let ids = Array(snapshot.nodes.keys) + [ATSPIContext.applicationID, 987_654, -3]
        var calls = 0, errors = 0
        for id in ids {
            for iface in ATSPIInterface.allCases {
                for (method, signature) in iface.methods {
                    let types = signature == "-" ? [] : ATSPIInterface.split(signature)
                    for variant in 0..<3 {
                        let args = types.compactMap { Self.hostile($0, variant) }
                        guard args.count == types.count else { continue }
                        let params = g_variant_ref_sink(GV.tuple(args))!
                        switch context.call(id: id, interface: iface.rawValue, method: method, params: params) {
                        case .value(let reply): g_variant_unref(g_variant_ref_sink(reply))
                        case .error: errors += 1
                        }
                        g_variant_unref(params)
                        calls += 1
                    }
                }
                for name in iface.properties {
                    if let v = context.property(id: id, interface: iface.rawValue, name: name) { g_variant_unref(g_variant_ref_sink(v)) }
                }
            }
        }
        #expect(calls > 1_000 && errors > 0, "\(calls) calls, \(errors) errors")
        // What the calls queued, run on the tree as the bridge runs it: nothing crashes, values
        // stay finite and in range, texts stay what a clamped edit can make.
        for request in requests.withLock({ $0 }) {
            switch request {
            case let .action(id, name): _ = tree.element(id: id).map { tree.perform(name, on: $0) }
            case let .setValue(id, value): _ = tree.element(id: id).map { tree.setValue(value, on: $0) }
            case let .setText(id, text): _ = tree.element(id: id).map { tree.setText(text, on: $0) }
            case let .insertText(id, position, text): _ = tree.element(id: id).map { tree.insertText(text, at: position, on: $0) }
            case let .deleteText(id, start, end): _ = tree.element(id: id).map { tree.deleteText(from: start, to: end, on: $0) }
            case let .grabFocus(id): _ = tree.element(id: id).map { tree.grabFocus($0) }
            case let .select(id, index): _ = tree.element(id: id).map { tree.selectChild(index, of: $0) }
            }
            host.update()
            host.layout(size: Size(width: 600, height: 800))
            tree.update()
        }
        #expect(m.volume.isFinite && (0...1).contains(m.volume), "volume \(m.volume)")
        #expect((0...10).contains(m.count), "count \(m.count)")
        #expect(["a", "b"].contains(m.choice))
        #expect(!requests.withLock { $0 }.isEmpty)
    }

    /// `Value.CurrentValue` set to NaN or an infinity is refused (a D-Bus error), never stored.
    @Test func nonFiniteValuesAreRefused() throws {
        let m = Model()
        let host = ViewHost(Form(m: m), textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 600, height: 800))
        let tree = AccessibilityTree(host: host, title: "T")
        tree.update()
        let snapshot = ATSPISnapshot.make(tree, appName: "App")
        let context = ATSPIContext(snapshot: snapshot, bus: ":1.5", desktop: ATSPIRef(bus: ":1.0", path: "/org/a11y/atspi/accessible/root"),
                                   request: { _ in })
        let slider = try #require(snapshot.nodes.values.first { $0.role == .slider })
        for v in [Double.nan, .infinity, -.infinity] { #expect(!context.setValue(slider, v)) }
        #expect(context.setValue(slider, 0.25))
    }
}
