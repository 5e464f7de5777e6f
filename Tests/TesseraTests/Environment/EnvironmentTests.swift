import Observation
import Testing
@testable import Tessera

private struct SpacingKey: EnvironmentKey { static let defaultValue = 7.0 }
private extension EnvironmentValues {
    var cardSpacing: Double {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
}

@Observable private final class Profile { var name = "Ada" }

/// A view that shows the custom value as its width, so the layout shows what it read.
private struct SpacingProbe: View {
    @Environment(\.cardSpacing) var spacing
    let log: Log
    var body: some View {
        log.hit("probe")
        return Color.red.frame(width: spacing, height: 10).id("probe")
    }
}

private struct SchemeProbe: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light").id("scheme") }
}

private struct ProfileProbe: View {
    @Environment(Profile.self) var profile
    var body: some View { Text(profile.name).id("name") }
}

private struct OptionalProfileProbe: View {
    @Environment(Profile.self) var profile: Profile?
    var body: some View { Text(profile?.name ?? "none").id("name") }
}

@Suite struct EnvironmentTests {
    @Test func customKeyReadsItsDefaultWhereNotSet() {
        let host = makeHost(SpacingProbe(log: Log()))
        #expect(host.frame("probe").width == SpacingKey.defaultValue)
    }

    @Test func customKeyReadsTheValueSetAbove() {
        let host = makeHost(VStack { SpacingProbe(log: Log()) }.environment(\.cardSpacing, 42))
        #expect(host.frame("probe").width == 42)
    }

    @Test func innerValueOverridesOuter() {
        let host = makeHost(VStack { SpacingProbe(log: Log()).environment(\.cardSpacing, 3) }.environment(\.cardSpacing, 42))
        #expect(host.frame("probe").width == 3)
    }

    @Test func readBeforeTheViewIsInATreeIsTheDefault() {
        let probe = SpacingProbe(log: Log())
        #expect(probe.spacing == SpacingKey.defaultValue)
        #expect(SchemeProbe().scheme == .light)
        #expect(OptionalProfileProbe().profile == nil)
    }

    @Test func changedValueReevaluatesReaderAndUnchangedDoesNot() {
        struct Root: View {
            @State var spacing = 10.0
            @State var other = 0
            let log: Log
            var body: some View {
                VStack {
                    SpacingProbe(log: log)
                    Text("\(other)")
                }
                .environment(\.cardSpacing, spacing)
                .onTapGesture { spacing = 20 }
                .onKeyPress { _ in other += 1; return .handled }
            }
        }
        let log = Log()
        let host = makeHost(Root(log: log))
        #expect(log["probe"] == 1)
        host.handle(.key(KeyPress("A")))
        host.update(); host.layout(size: Size(width: 800, height: 600))
        #expect(log["probe"] == 1, "the same value written again must not re-evaluate the reader")
        let f = host.frame("probe")
        host.click(Point(x: f.midX, y: f.midY))
        #expect(log["probe"] == 2)
        #expect(host.frame("probe").width == 20)
    }

    @Test func environmentObjectIsFoundByType() {
        let profile = Profile()
        let host = makeHost(ProfileProbe().environment(profile))
        #expect(host.text("name") == "Ada")
        profile.name = "Grace"
        host.update(); host.layout(size: Size(width: 800, height: 600))
        #expect(host.text("name") == "Grace")
    }

    @Test func optionalEnvironmentObjectIsNilWhenAbsent() {
        #expect(makeHost(OptionalProfileProbe()).text("name") == "none")
        #expect(makeHost(OptionalProfileProbe().environment(Profile())).text("name") == "Ada")
    }

    @Test func bindableMakesBindingsToObjectProperties() {
        let profile = Profile()
        @Bindable var bindable = profile
        let binding = $bindable.name
        binding.wrappedValue = "Lin"
        #expect(profile.name == "Lin")
        #expect(binding.wrappedValue == "Lin")
    }

    @Test func preferredColorSchemeReachesTheWholeTreeAndTheHost() {
        let host = makeHost(VStack { SchemeProbe(); Color.clear.preferredColorScheme(.dark) })
        #expect(host.colorScheme == .dark)
        #expect(host.text("scheme") == "dark")
        #expect(host.windowBackground != Color.windowBackground.resolved(in: EnvironmentValues()))
    }

    @Test func hostEnvironmentSetsTheScheme() {
        let host = makeHost(SchemeProbe())
        #expect(host.text("scheme") == "light")
        var env = host.environment
        env.colorScheme = .dark
        host.environment = env
        host.layout(size: Size(width: 800, height: 600))
        #expect(host.text("scheme") == "dark")
    }

    @Test func semanticColoursFollowTheScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let light = EnvironmentValues()
        #expect(Color.primary.resolved(in: light).rgba8 == Color.black.rgba8)
        #expect(Color.primary.resolved(in: dark).rgba8 == Color.white.rgba8)
        #expect(Color.windowBackground.resolved(in: dark).red < 0.2)
        #expect(Color.secondary.opacity(0.5).resolved(in: dark).alpha == Color.secondary.resolved(in: dark).alpha * 0.5)
        #expect(Color.red.resolved(in: dark) == Color.red)
    }

    @Test func textDrawsWithTheResolvedPrimaryColour() {
        let host = makeHost(Text("Hi").id("t").preferredColorScheme(.dark))
        var color: Color?
        host.node(withID: "t")?.forEachNode { n in if case .text(let t) = n.content { color = t.color } }
        #expect(color.map { $0.rgba8 == Color.white.rgba8 } == true)
    }

    @Test func accentColourFollowsTint() {
        var env = EnvironmentValues()
        #expect(Color.accentColor.resolved(in: env).rgba8 == (0, 64, 221, 255))   // #0040DD, 7.6:1 on white
        env.tint = .orange
        #expect(Color.accentColor.resolved(in: env) == Color.orange)
        let host = makeHost(Rectangle().fill(Color.accentColor).frame(width: 10, height: 10).id("r").tint(.green))
        var fill: AnyShapeStyle?
        host.node(withID: "r")?.forEachNode { n in if case .shape(_, .fill(let s)) = n.content { fill = s } }
        #expect(fill == .color(.green))
    }

    @Test func disabledViewsTakeNoTaps() {
        final class Counter { var taps = 0 }
        let counter = Counter()
        struct Root: View {
            let counter: Counter
            let disabled: Bool
            var body: some View {
                Color.red.frame(width: 50, height: 50).onTapGesture { counter.taps += 1 }.disabled(disabled)
            }
        }
        let enabled = makeHost(Root(counter: counter, disabled: false))
        enabled.click(Point(x: 400, y: 300))
        #expect(counter.taps == 1)
        let disabled = makeHost(Root(counter: counter, disabled: true))
        disabled.click(Point(x: 400, y: 300))
        #expect(counter.taps == 1)
    }

    @Test func disabledSetsIsEnabledAndFalseDoesNotReenable() {
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off").id("p") }
        }
        #expect(makeHost(Probe()).text("p") == "on")
        #expect(makeHost(Probe().disabled(true)).text("p") == "off")
        #expect(makeHost(Probe().disabled(false).disabled(true)).text("p") == "off")
    }

    @Test func rightToLeftMirrorsAGrid() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("first")
                Color.blue.frame(width: 30, height: 10).id("second")
            }
        }.id("grid")
        let ltr = makeHost(grid)
        let rtl = makeHost(grid.environment(\.layoutDirection, .rightToLeft))
        #expect(ltr.frame("first").relative(to: ltr.frame("grid")).minX == 0)
        // Mirrored: the first column sits at the right edge of the 40-point grid.
        #expect(rtl.frame("first").relative(to: rtl.frame("grid")).minX == 30)
        #expect(rtl.frame("second").relative(to: rtl.frame("grid")).minX == 0)
    }
}
