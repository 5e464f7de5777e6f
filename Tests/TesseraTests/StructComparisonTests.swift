import Testing
@testable import Tessera

// `StructComparison` compares structs in place from field offsets learned once per type; the
// rule must give exactly what comparing the values' mirrors child by child gives.

private final class Token {}
private protocol Shape2 {}
private struct Dot: Shape2, Equatable { var r = 1.0 }
private struct Box: Shape2 { var token: Token }
private struct Point3 { var x = 0.0, y = 0.0, z = 0.0 }   // not Equatable: field by field
private struct Inner { var point = Point3(); var label = "a"; var token = Token() }

private struct Everything {
    var title = "t"
    var count = 1
    var inner = Inner()
    var object = Token()
    var optional: Int? = 3
    var pair = (1, "x")
    var shape: any Shape2 = Dot()
    var views: [AnyView] = [AnyView(Text("a"))]
    var action: () -> Void = {}
    var builder: (() -> Int)?   // a closure returning a value, when set: always different
    @State var state = 0
    var binding: Binding<Int>
}

@Suite struct StructComparisonTests {
    /// Both ways of comparing agree on `b` against `a`; returns the answer.
    private func both(_ a: Everything, _ b: Everything) -> ViewMatch {
        let comparison = StructComparison.of(Everything.self)
        #expect(comparison != nil)
        let inPlace = comparison?.compare(a, b, depth: 0)
        let mirrored = mirroredFieldsMatch(a, b, depth: 0)
        #expect(inPlace == mirrored)
        return mirrored
    }

    private func base(_ binding: Binding<Int>, _ token: Token, _ inner: Inner, _ action: @escaping () -> Void) -> Everything {
        Everything(inner: inner, object: token, action: action, binding: binding)
    }

    @Test func inPlaceComparisonGivesTheMirrorsAnswerForEveryKindOfField() {
        let state = State(wrappedValue: 0)
        let a = base(state.projectedValue, Token(), Inner(), {})
        let cases: [(inout Everything) -> Void] = [
            { _ in },
            { $0.title = "u" },
            { $0.count = 2 },
            { $0.inner.point.y = 1 },
            { $0.inner.label = "b" },
            { $0.inner.token = Token() },
            { $0.object = Token() },
            { $0.optional = nil },
            { $0.pair.1 = "y" },
            { $0.shape = Dot(r: 2) },
            { $0.shape = Box(token: Token()) },
            { $0.views = [AnyView(Text("b"))] },
            { $0.views = [] },
            { $0.action = {} },
            { $0.builder = { 2 } },
            { $0.state = 5 },
            { $0.binding = State(wrappedValue: 0).projectedValue },
            { $0.binding = Binding(get: { 0 }, set: { _ in }) },
        ]
        for change in cases {
            var b = a
            change(&b)
            _ = both(a, b)
        }
    }

    @Test func answersFollowTheRule() {
        let state = State(wrappedValue: 0)
        let a = base(state.projectedValue, Token(), Inner(), {})
        var b = a
        #expect(both(a, b) == .sameExceptClosures)   // the action is a closure
        b.inner.point.z = 2
        #expect(both(a, b) == .different)
        b = a; b.state = 9
        #expect(both(a, b) == .sameExceptClosures)  // @State lives in the node
        b = a; b.inner.token = Token()
        #expect(both(a, b) == .different)
        b = a; b.shape = Dot(r: 1)
        #expect(both(a, b) == .sameExceptClosures)
        b = a; b.views = [AnyView(Text("a"))]
        #expect(both(a, b) == .sameExceptClosures)
        b = a; b.builder = { 1 }
        #expect(both(a, b) == .different)
        b = a; b.binding = state.projectedValue
        #expect(both(a, b) == .sameExceptClosures)   // same storage, same value
        b = a; b.binding = Binding(get: { 0 }, set: { _ in })
        #expect(both(a, b) == .different)            // no origin
    }

    @Test func typesWithWeakOrUnownedFieldsAreComparedThroughTheirMirrors() {
        struct Weak { var a = 1; weak var w: Token? }
        struct Unowned { var a = 1; unowned let u: Token }
        struct Strong { var a = 1; var t: Token?; var f: () -> Void = {} }
        #expect(StructComparison.of(Weak.self) == nil)
        #expect(StructComparison.of(Unowned.self) == nil)
        #expect(StructComparison.of(Strong.self) != nil)
        let token = Token(), other = Token()
        #expect(valuesMatch(Weak(w: token), Weak(w: token), depth: 0) == .same)
        #expect(valuesMatch(Weak(w: token), Weak(w: other), depth: 0) == .different)
        #expect(valuesMatch(Unowned(u: token), Unowned(u: token), depth: 0) == .same)
    }

    @Test func dynamicPropertiesAreFoundWhereTheMirrorFindsThem() {
        struct Holder { var a = 1; @State var s = "x"; var b = Token(); @State var t = 2 }
        let h = Holder()
        let found = StructComparison.of(Holder.self)?.dynamicProperties(of: h) ?? []
        let mirrored = Mirror(reflecting: h).children.map(\.value).filter { $0 is any StateProperty }
        #expect(found.count == 2)
        #expect(zip(found, mirrored).allSatisfy { x, y in
            ((x as? State<String>)?.location === (y as? State<String>)?.location) && (x is State<String>)
                || ((x as? State<Int>)?.location === (y as? State<Int>)?.location) && (x is State<Int>)
        })
    }
}
