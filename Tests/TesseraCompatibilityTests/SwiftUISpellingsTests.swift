import Testing
import TesseraApp

private struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

/// `ForEach($items) { $item in }` as to-do tutorials write it.
private struct TaskList: View {
    @State var tasks = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Walk"), TodoItem(id: 3, title: "Read")]
    var body: some View {
        VStack {
            ForEach($tasks) { $task in
                Text("\(task.title) \(task.done ? "done" : "open")").id("task\(task.id)")
                    .onTapGesture { task.done.toggle() }
            }
            Text("drop first").id("drop").onTapGesture { tasks.removeFirst() }
        }
    }
}

@MainActor
@Suite struct SwiftUISpellingsTests {
    @Test func forEachOverABindingHandsEachRowItsElement() {
        let host = makeHost(TaskList())
        #expect(host.text("task2") == "Walk open")
        host.click("task2")
        #expect(host.text("task2") == "Walk done")
        host.click("drop")
        #expect(host.node(withID: "task1") == nil)
        host.click("task3")
        #expect(host.text("task3") == "Read done")
        #expect(host.text("task2") == "Walk done", "each binding follows its element by id")
    }

    @Test func specifierAndFormatInterpolations() {
        let speed = 3.14159, count = 7
        #expect("\(speed, specifier: "%.1f") km/h" == "3.1 km/h")
        #expect("\(count, specifier: "%03d")" == "007")
        #expect("\(0.25, format: .percent)" == "25%")
        #expect("\(1234.5, format: .number.precision(.fractionLength(1)))".filter(\.isNumber) == "12345")
        let host = makeHost(VStack {
            Text("\(speed, specifier: "%.2f")").id("specifier")
            Text(0.5, format: .percent).id("percent")
            Text(12, format: .number).id("number")
        })
        #expect(host.text("specifier") == "3.14")
        #expect(host.text("percent") == "50%")
        #expect(host.text("number") == "12")
    }

    @Test func currencyAndDateFormatsComeFromFoundation() {
        let noon = Date(timeIntervalSince1970: 43_200)
        let host = makeHost(VStack {
            Text(9.5, format: .currency(code: "EUR")).id("price")
            Text(noon, format: .dateTime.year()).id("year")
            Text("\(noon, style: .date)").id("date")
        })
        #expect(host.text("price")?.contains("9.50") == true)
        #expect(host.text("year") == "1970")
        #expect(host.text("date")?.contains("1970") == true)
    }

    @Test func textFieldWithAFormatParsesWhatIsTyped() {
        final class Box { var amount = 12.5 }
        let box = Box()
        let binding = Binding(get: { box.amount }, set: { box.amount = $0 })
        let field = TextField("Amount", value: binding, format: .number)
        _ = makeHost(field)
        // The field's text binding: formatted value, typed text kept while it parses to the value.
        let text = field.textBinding
        #expect(text.wrappedValue == "12.5")
        text.wrappedValue = "40"
        #expect(box.amount == 40)
        text.wrappedValue = "40."
        #expect(box.amount == 40)
        #expect(text.wrappedValue == "40.", "a trailing separator is kept while typing")
        text.wrappedValue = "abc"
        #expect(box.amount == 40, "text that does not parse leaves the value")
        box.amount = 7
        #expect(text.wrappedValue == "7", "a value changed elsewhere shows formatted")
    }

    @Test func olderInitializersBuildTheSameControls() {
        final class Box { var choice = 1; var on = false; var taps = 0 }
        let box = Box()
        let choice = Binding(get: { box.choice }, set: { box.choice = $0 })
        let on = Binding(get: { box.on }, set: { box.on = $0 })
        let host = makeHost(VStack {
            Picker(selection: choice, label: Text("Size")) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }.id("picker")
            Toggle(isOn: on) { Text("Wi-Fi") }.id("toggle")
            Button(action: { box.taps += 1 }) { Text("Go") }.id("button")
        })
        host.click("toggle")
        host.click("button")
        #expect(box.on)
        #expect(box.taps == 1)
        #expect(host.node(withID: "picker") != nil)
    }

    @Test func transitionsHaveSwiftUISpellings() {
        let frame = TesseraGeometry.Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(AnyTransition.move(edge: .leading).appearance(inserting: true, frame: frame).offset.x == -100)
        let push = AnyTransition.push(from: .bottom)
        #expect(push.appearance(inserting: true, frame: frame).offset.y == 50)
        #expect(push.appearance(inserting: false, frame: frame).offset.y == -50)
        #expect(push.appearance(inserting: true, frame: frame).opacity == 0)
        #expect(AnyTransition.scale.appearance(inserting: true, frame: frame).scale == 0)
        #expect(AnyTransition.scale(scale: 0.5).appearance(inserting: true, frame: frame).scale == 0.5)
        #expect(AnyTransition.offset(x: 5, y: 6).appearance(inserting: true, frame: frame).offset == .init(x: 5, y: 6))
        let both = AnyTransition.opacity.combined(with: .slide)
        #expect(both.appearance(inserting: true, frame: frame).opacity == 0)
    }

    @Test func newAnimationSpellingsMapOntoSprings() {
        func spring(_ a: Animation) -> (response: Double, damping: Double)? {
            if case .spring(let s) = a.kind { return (s.response, s.dampingFraction) }
            return nil
        }
        #expect(spring(.spring(duration: 0.4, bounce: 0.3))?.response == 0.4)
        #expect(abs((spring(.spring(duration: 0.4, bounce: 0.3))?.damping ?? 0) - 0.7) < 1e-9)
        #expect(spring(.smooth)?.damping == 1)
        #expect((spring(.bouncy)?.damping ?? 1) < (spring(.snappy)?.damping ?? 0))
        #expect(spring(.interactiveSpring())?.response == 0.15)
        let physical = spring(.interpolatingSpring(stiffness: 100, damping: 10))
        #expect(abs((physical?.response ?? 0) - 2 * Double.pi / 10) < 1e-9)
        #expect(abs((physical?.damping ?? 0) - 0.5) < 1e-9)
    }

    @Test func bindingAnimationAnimatesItsWrites() {
        struct Flag: View {
            let animated: Bool
            @State var on = false
            var body: some View {
                VStack {
                    Color.red.frame(width: on ? 200 : 100, height: 10).id("bar")
                    Text("flip").id("flip").onTapGesture {
                        if animated { $on.animation(.linear(duration: 1)).wrappedValue.toggle() } else { on.toggle() }
                    }
                }
            }
        }
        func midFrameAnimates(_ animated: Bool) -> Bool {
            let host = makeHost(Flag(animated: animated))
            let size = host.renderRoot.frame.size
            _ = host.frame(size: size, at: 0)
            guard let flip = host.node(withID: "flip")?.frame else { return false }
            _ = host.handle(.click(flip.center))
            _ = host.frame(size: size, at: 0.1)
            return host.frame(size: size, at: 0.6).isAnimating
        }
        #expect(midFrameAnimates(true))
        #expect(!midFrameAnimates(false))
    }

    @Test func shapeStaticsNameShapes() {
        #expect(AnyShape(.circle).base is Circle)
        #expect(AnyShape(.capsule).base is Capsule)
        #expect(AnyShape(.rect).base is Rectangle)
        #expect(AnyShape(.ellipse).base is Ellipse)
        #expect((AnyShape(.rect(cornerRadius: 8)).base as? RoundedRectangle)?.cornerRadius == 8)
        let host = makeHost(Color.red.frame(width: 40, height: 40).clipShape(.circle).background(.blue, in: .capsule).id("clipped"))
        #expect(host.node(withID: "clipped") != nil)
    }

    @Test func gradientsTakeAGradient() {
        let g = Gradient(colors: [.red, .green, .blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        let linear = LinearGradient(gradient: g, startPoint: .top, endPoint: .bottom)
        #expect(linear.stops.count == 3)
        let stops = Gradient(stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0.2)])
        #expect(stops.stops.first?.location == 0.2)
    }

    @Test func accentColorTintsLikeTint() {
        struct Probe: View {
            @Environment(\.tint) var tint
            var body: some View { Text(tint == .red ? "red" : "other").id("probe") }
        }
        #expect(makeHost(Probe().accentColor(.red)).text("probe") == "red")
        #expect(makeHost(Probe()).text("probe") == "other")
    }

    @Test func touchModifiersAreAcceptedAndChangeNothing() {
        let plain = makeHost(Text("x").id("t"))
        let modified = makeHost(Text("x").keyboardType(.decimalPad).textInputAutocapitalization(.never)
            .autocorrectionDisabled().ignoresSafeArea().edgesIgnoringSafeArea(.all).id("t"))
        #expect(plain.node(withID: "t")?.frame == modified.node(withID: "t")?.frame)
    }

    @Test func minimumScaleFactorShrinksTextThatDoesNotFit() {
        // Monospace: 0.6·size per character. 10 characters at 20 pt are 120 pt wide.
        let host = makeHost(VStack {
            Text("1234567890").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 90).id("shrunk")
            Text("1234567891").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 300).id("roomy")
            Text("1234567892").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 30).id("floor")
        })
        let shrunk = host.drawnText("1234567890"), roomy = host.drawnText("1234567891"), floor = host.drawnText("1234567892")
        #expect(roomy?.primaryFont.size == 20)
        let size = shrunk?.primaryFont.size ?? 0
        #expect(size < 15.01 && size > 14.9, "shrinks to 90 / 120 of 20 pt")
        #expect(floor?.primaryFont.size == 10, "never below the factor")
    }
}

extension TextField {
    /// The field's text binding (a test helper).
    var textBinding: Binding<String> { Mirror(reflecting: self).descendant("text") as! Binding<String> }
}

extension ViewHost {
    /// The styled text drawn for the string `string` (after `minimumScaleFactor`).
    @MainActor func drawnText(_ string: String) -> StyledText? {
        let list = frame(size: .init(width: 800, height: 600), at: 0).displayList
        for item in list.items {
            if case .text(let run) = item, run.text.string == string { return run.text }
        }
        return nil
    }
}
